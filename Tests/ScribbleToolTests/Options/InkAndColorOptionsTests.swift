import Foundation
import ScribbleCairo
import Testing

/// Colours and ink from the command line: `--background` with CSS's names and `rgb()`,
/// `--color` and `--width` for every stroke; and what `--help` says of them.
@Suite struct InkAndColorOptionsTests {
    func render(_ extra: [String]) throws -> RasterImage {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.drawing.write(to: folder)
        let result = try ToolRunner.run(["render", input, "-o", "-"] + extra, in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        return try RasterImage(png: [UInt8](result.standardOutput))
    }

    @Test(arguments: [
        ("rebeccapurple", (102, 51, 153)), ("rgb(10, 200, 30)", (10, 200, 30)),
        ("LightGoldenRodYellow", (250, 250, 210)),
    ])
    func backgroundTakesCSSColours(text: String, rgb: (Int, Int, Int)) throws {
        let pixel = try render(["--background", text]).pixel(x: 0, y: 0)
        #expect((Int(pixel.red), Int(pixel.green), Int(pixel.blue)) == rgb)
    }

    @Test func aBackgroundThatIsNoColourSaysWhatOneIs() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.drawing.write(to: folder)
        let result = try ToolRunner.run(["render", input, "-o", "x.png", "--background", "plaid"], in: folder)
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "--background expects #rrggbb, #rrggbbaa, a CSS colour name, rgb() or hsl() or none, got \"plaid\""))
    }

    /// The colours of the pixels that are not the white background, by how many there are.
    func inkColors(_ image: RasterImage) -> [String: Int] {
        var colors: [String: Int] = [:]
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                if pixel.red < 250 || pixel.green < 250 || pixel.blue < 250 {
                    colors["\(pixel.red),\(pixel.green),\(pixel.blue)", default: 0] += 1
                }
            }
        }
        return colors
    }

    @Test func colorAndWidthSetTheInkOfEveryStroke() throws {
        let plain = inkColors(try render([]))
        let red = inkColors(try render(["--color", "red"]))
        let wide = inkColors(try render(["--width", "20"]))
        // Fully covered pixels take the colour itself; the edges blend it with the white.
        #expect(red["255,0,0", default: 0] > 50, "\(red.sorted { $0.value > $1.value }.prefix(3))")
        #expect(red.keys.allSatisfy { $0.hasPrefix("255,") })
        #expect(plain["255,0,0"] == nil)
        #expect(wide.values.reduce(0, +) > 2 * plain.values.reduce(0, +))
    }

    @Test(arguments: [
        (["--color", "plaid"], "--color expects #rrggbb"),
        (["--width", "0"], "--width must be between 0.01 and 10000"),
    ])
    func inkOptionsAreChecked(extra: [String], message: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.drawing.write(to: folder)
        let result = try ToolRunner.run(["render", input, "-o", "x.png"] + extra, in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(try ToolRunner.contents(of: folder) == ["wave.drawing.json"])
    }

    @Test func helpSaysTheScaleRangeAndThatPDFIsWritten() throws {
        let render = try ToolRunner.run(["render", "--help"])
        #expect(render.output.contains("Pixels per canvas unit, from 0.01 to 100 (default 1)."))
        #expect(render.output.contains("--item N|NAME"))
        #expect(render.output.contains("--color COLOR"))
        let overview = try ToolRunner.run(["--help"])
        #expect(overview.output.contains("PNG, SVG or PDF"))
    }
}
