import Foundation
import ScribbleCairo
import Testing

/// `--pixel-width N`: every stroke N output pixels wide whatever the drawing's scale, so that
/// drawings of very different sizes fitted into one `--size` come out equally thick.
@Suite struct StrokePixelWidthTests {
    /// A Quick, Draw! record of a plus sign `extent` units across: a horizontal stroke through the
    /// middle and a vertical one.
    static func plus(extent: Double, key: Int) -> String {
        let (low, middle, high) = (0.0, extent / 2, extent)
        func number(_ value: Double) -> String { value.formatted(.number.grouping(.never)) }
        let horizontal = "[[\(number(low)), \(number(high))], [\(number(middle)), \(number(middle))]]"
        let vertical = "[[\(number(middle)), \(number(middle))], [\(number(low)), \(number(high))]]"
        return #"{"word": "plus", "key_id": "\#(key)", "drawing": [\#(horizontal), \#(vertical)]}"#
    }

    /// How thick the horizontal stroke is, in pixels: the ink's coverage summed down the column a
    /// quarter of the way across, which only that stroke crosses.
    static func thickness(ofPNGAt url: URL) throws -> Double {
        let image = try RasterImage(png: [UInt8](try Data(contentsOf: url)))
        let x = image.width / 4
        return (0..<image.height).reduce(0) { sum, y in
            let pixel = image.pixel(x: x, y: y)
            return sum + (255 - Double(pixel.red)) / 255 * Double(pixel.alpha) / 255
        }
    }

    /// Renders plus signs 4, 100 and 50,000 units across into `size` with `options`, and gives the
    /// thickness of each one's horizontal stroke.
    static func thicknesses(_ options: [String], size: String = "128x128") throws -> [Double] {
        let folder = try ToolRunner.temporaryFolder()
        let records = [plus(extent: 4, key: 1), plus(extent: 100, key: 2), plus(extent: 50_000, key: 3)]
        try Data((records.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent("plus.ndjson"))
        let result = try ToolRunner.run(
            ["render", "plus.ndjson", "-o", "out/", "--size", size, "--color", "black"] + options, in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        return try (1...3).map { try thickness(ofPNGAt: folder.appendingPathComponent("out/plus-\($0).png")) }
    }

    @Test(arguments: [("3", 3.0), ("6", 6.0), ("1.5", 1.5)])
    func strokesOfDrawingsOfVeryDifferentSizesComeOutAsWideAsAsked(width: String, pixels: Double) throws {
        let measured = try Self.thicknesses(["--pixel-width", width, "--tool", "monoline", "--smoothing", "raw"])
        for thickness in measured {
            #expect(abs(thickness - pixels) <= 0.1 * pixels, "measured \(measured), asked \(pixels)")
        }
    }

    @Test func withoutItTheSameDrawingsComeOutOfVeryDifferentThickness() throws {
        let measured = try Self.thicknesses(["--tool", "monoline", "--smoothing", "raw"])
        let thinnest = try #require(measured.min())
        let thickest = try #require(measured.max())
        #expect(thickest > 10 * thinnest, "the widths are in canvas units, so they scale with the fit: \(measured)")
    }

    @Test func aPenDrawsThePixelWidthWherePressureLeavesIt() throws {
        let steady = try Self.thicknesses(
            ["--pixel-width", "4", "--tool", "pen", "--smoothing", "raw", "--pressure", "ignored"], size: "256x256")
        for thickness in steady { #expect(abs(thickness - 4) <= 0.4, "\(steady)") }
        // Pressure simulated from speed thins the pen relative to that width, alike at every size.
        let simulated = try Self.thicknesses(
            ["--pixel-width", "4", "--tool", "pen", "--smoothing", "raw"], size: "256x256")
        let thinnest = try #require(simulated.min())
        let thickest = try #require(simulated.max())
        #expect(thickest < 3.9 && thickest <= 1.1 * thinnest, "\(simulated)")
    }

    @Test func aScaleSetsTheWidthDirectlyAndTheSVGAgreesWithThePNG() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data((Self.plus(extent: 100, key: 1) + "\n").utf8).write(to: folder.appendingPathComponent("plus.ndjson"))
        let options = [
            "--scale", "2", "--fit", "bounds", "--pixel-width", "8", "--tool", "monoline", "--smoothing", "raw",
            "--color", "black",
        ]
        let png = try ToolRunner.run(["render", "plus.ndjson", "--item", "1", "-o", "plus.png"] + options, in: folder)
        #expect(png.status == 0, "\(png.standardError)")
        #expect(abs(try Self.thickness(ofPNGAt: folder.appendingPathComponent("plus.png")) - 8) <= 0.8)
        let svg = try ToolRunner.run(
            ["render", "plus.ndjson", "--item", "1", "-o", "plus.svg", "--svg-mode", "centerlines"] + options,
            in: folder)
        #expect(svg.status == 0, "\(svg.standardError)")
        // Centre lines are stroked at the ink's width in canvas units: 8 pixels at scale 2.
        let text = try String(contentsOf: folder.appendingPathComponent("plus.svg"), encoding: .utf8)
        #expect(text.contains("stroke-width=\"4\""), "\(text)")
    }

    @Test func replayDrawsItsFramesAndItsPictureAtThePixelWidth() throws {
        let folder = try ToolRunner.temporaryFolder()
        // A plus 5,000 units across, drawn over two seconds.
        let record =
            #"{"word": "plus", "key_id": "1", "drawing": [[[0, 5000], [2500, 2500], [0, 1000]], [[2500, 2500], [0, 5000], [1000, 2000]]]}"#
        try Data((record + "\n").utf8).write(to: folder.appendingPathComponent("plus.ndjson"))
        let result = try ToolRunner.run(
            [
                "replay", "plus.ndjson", "--item", "1", "-o", "plus.png", "--scale", "0.02", "--fit", "bounds",
                "--pixel-width", "6",
                "--frames", "frames", "--fps", "10", "--background", "white",
            ], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(abs(try Self.thickness(ofPNGAt: folder.appendingPathComponent("plus.png")) - 6) <= 0.6)
        let frames = try ToolRunner.contents(of: folder.appendingPathComponent("frames"))
        let last = try #require(frames.last)
        #expect(abs(try Self.thickness(ofPNGAt: folder.appendingPathComponent("frames/" + last)) - 6) <= 0.6)
    }

    @Test func editDrawsItsPictureAtThePixelWidthAndRefusesItForADrawing() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data((Self.plus(extent: 50_000, key: 1) + "\n").utf8).write(
            to: folder.appendingPathComponent("plus.ndjson"))
        let picture = try ToolRunner.run(
            [
                "edit", "plus.ndjson", "--item", "1", "-o", "plus.png", "--size", "128x128", "--pixel-width", "6",
                "--select-rect", "0,0,50000,50000", "--color", "black",
            ],
            in: folder)
        #expect(picture.status == 0, "\(picture.standardError)")
        #expect(abs(try Self.thickness(ofPNGAt: folder.appendingPathComponent("plus.png")) - 6) <= 0.6)
        let drawing = try ToolRunner.run(
            [
                "edit", "plus.ndjson", "--item", "1", "-o", "plus.drawing.json", "--pixel-width", "6", "--select-rect",
                "0,0,50000,50000", "--color", "black",
            ],
            in: folder)
        #expect(drawing.status == 2)
        #expect(
            drawing.standardError.hasPrefix(
                "scribble: error: --pixel-width applies to a picture (*.png, *.svg, *.pdf), and the output, plus.drawing.json, is not one\n"
            ))
        #expect(try ToolRunner.contents(of: folder) == ["plus.ndjson", "plus.png"])
    }

    @Test func widthAndPixelWidthTogetherAreAUsageError() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data((Self.plus(extent: 100, key: 1) + "\n").utf8).write(to: folder.appendingPathComponent("plus.ndjson"))
        let result = try ToolRunner.run(
            ["render", "plus.ndjson", "-o", "plus.png", "--width", "2", "--pixel-width", "3"], in: folder)
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "--width sets strokes' widths in canvas units and --pixel-width in output pixels; give one"))
        #expect(try ToolRunner.contents(of: folder) == ["plus.ndjson"])
    }

    /// The mean width of the ink in a picture, in pixels: twice its area over the length of its
    /// edges (a stroke of width w and length L has area wL and edges 2L), the area the coverage
    /// summed, the edges the coverage's gradient summed.
    static func meanInkWidth(ofPNGAt url: URL) throws -> Double {
        let image = try RasterImage(png: [UInt8](try Data(contentsOf: url)))
        func coverage(_ x: Int, _ y: Int) -> Double {
            guard x >= 0, y >= 0, x < image.width, y < image.height else { return 0 }
            let pixel = image.pixel(x: x, y: y)
            return (255 - Double(pixel.red)) / 255 * Double(pixel.alpha) / 255
        }
        var area = 0.0
        var edges = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                area += coverage(x, y)
                let dx = (coverage(x + 1, y) - coverage(x - 1, y)) / 2
                let dy = (coverage(x, y + 1) - coverage(x, y - 1)) / 2
                edges += (dx * dx + dy * dy).squareRoot()
            }
        }
        return edges > 0 ? 2 * area / edges : 0
    }

    /// The example trains (drawn at sizes from 0.6 to 2.4 times one another) fitted into 256×256:
    /// with `--pixel-width 3` their ink is equally wide, within 10%; with `--width 3` it is not.
    @Test func theExampleTrainsComeOutEquallyWide() throws {
        let folder = try ToolRunner.temporaryFolder()
        let trains = ToolRunner.repositoryRoot.appendingPathComponent("examples/trains.ndjson").path
        func widths(_ options: [String], into name: String) throws -> [Double] {
            let result = try ToolRunner.run(
                ["render", trains, "-o", "\(name)/", "--size", "256x256", "--tool", "monoline", "--color", "black"]
                    + options, in: folder)
            #expect(result.status == 0, "\(result.standardError)")
            return try (1...8).map {
                try Self.meanInkWidth(ofPNGAt: folder.appendingPathComponent("\(name)/trains-\($0).png"))
            }
        }
        let even = try widths(["--pixel-width", "3"], into: "even")
        let median = even.sorted()[even.count / 2]
        for width in even { #expect(abs(width - median) <= 0.1 * median, "\(even)") }
        #expect(abs(median - 3) <= 0.45, "\(even)")
        let scaled = try widths(["--width", "3"], into: "scaled")
        let thinnest = try #require(scaled.min())
        let thickest = try #require(scaled.max())
        #expect(thickest > 1.25 * thinnest, "canvas units scale with each drawing's fit: \(scaled)")
    }
}
