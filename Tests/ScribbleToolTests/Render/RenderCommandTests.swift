import Foundation
import Scribble
import ScribbleCairo
import ScribbleKit
import Testing

@Suite struct RenderCommandTests {
    let mixed = ToolRunner.strokes.appendingPathComponent("mixed-devices.events.json").path

    /// Counts pixels that differ visibly from white.
    func inkedPixels(_ image: RasterImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).red < 200 { count += 1 }
        }
        return count
    }

    @Test func rendersASampleToAPNGOfTheCanvasSize() throws {
        let folder = try ToolRunner.temporaryFolder()
        let output = folder.appendingPathComponent("signature.png")
        let signature = ToolRunner.strokes.appendingPathComponent("signature.events.json").path
        let result = try ToolRunner.run(["render", signature, "-o", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try RasterImage(png: [UInt8](try Data(contentsOf: output)))
        #expect(image.width == 800 && image.height == 300)
        #expect(inkedPixels(image) > 2000)
        #expect(image.pixel(x: 2, y: 2) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func scaleTwoDoublesTheImage() throws {
        let folder = try ToolRunner.temporaryFolder()
        let tap = ToolRunner.strokes.appendingPathComponent("tap.events.json").path
        let result = try ToolRunner.run(["render", tap, "-o", "tap.png", "--scale", "2"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let image = try RasterImage(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("tap.png"))))
        #expect(image.width == 1600 && image.height == 1200)
        // The tap at (400.25, 300.5) lands at twice its coordinates.
        #expect(image.pixel(x: 800, y: 601).red < 100)
        #expect(image.pixel(x: 830, y: 601).red == 255)
    }

    @Test func policyPenDrawsOnlyThePensStrokes() throws {
        let folder = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(["render", mixed, "--policy", "pen", "-o", "pen.png"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let fromTool = try RasterImage(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("pen.png"))))

        let recording = try EventRecording(decoding: [UInt8](try Data(contentsOf: URL(fileURLWithPath: mixed))))
        let all = recording.recorded(policy: .any).drawing
        let penOnly = Drawing(canvas: all.canvas, strokes: all.strokes.filter { $0.device == .pen })
        let fingerOnly = Drawing(canvas: all.canvas, strokes: all.strokes.filter { $0.device != .pen })
        let renderer = DrawingRenderer(options: .default)
        #expect(try renderer.renderImage(penOnly) == fromTool)
        #expect(try renderer.renderImage(fingerOnly) != fromTool)
        #expect(penOnly.strokes.count == 5)
    }

    @Test func policyFingerDrawsFingersAndMice() throws {
        let folder = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(["render", mixed, "--policy", "finger", "-o", "finger.png"], in: folder)
        #expect(result.status == 0)
        let fromTool = try RasterImage(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("finger.png"))))
        let recording = try EventRecording(decoding: [UInt8](try Data(contentsOf: URL(fileURLWithPath: mixed))))
        let all = recording.recorded(policy: .any).drawing
        let fingers = Drawing(canvas: all.canvas, strokes: all.strokes.filter { $0.device != .pen })
        #expect(try DrawingRenderer(options: .default).renderImage(fingers) == fromTool)
    }

    @Test func malformedInputFailsWithItsPlaceAndWritesNothing() throws {
        let folder = try ToolRunner.temporaryFolder()
        let bad = folder.appendingPathComponent("bad.events.json")
        try Data(
            """
            { "format": "scribble-events", "version": 1,
              "canvas": { "width": 800, "height": 600 },
              "events": [
                { "t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": "abc", "y": 1 } ] }
            """.utf8
        ).write(to: bad)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let result = try ToolRunner.run(["render", bad.path, "-o", out.path])
        #expect(result.status == 1)
        #expect(
            result.standardError == "scribble: error: \(bad.path):4:68: events[0].x: expected a number, found \"abc\"\n"
        )
        #expect(try ToolRunner.contents(of: out) == [])
    }

    @Test func aFailedRenderKeepsTheGoodFileThatWasThere() throws {
        let folder = try ToolRunner.temporaryFolder()
        let good = ToolRunner.strokes.appendingPathComponent("tap.events.json").path
        #expect(try ToolRunner.run(["render", good, "-o", "picture.png"], in: folder).status == 0)
        let before = try Data(contentsOf: folder.appendingPathComponent("picture.png"))
        try Data("{ \"format\": \"scribble-events\", ".utf8).write(to: folder.appendingPathComponent("cut.json"))
        let result = try ToolRunner.run(["render", "cut.json", "-o", "picture.png"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("scribble: error: cut.json:1:"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("picture.png")) == before)
        #expect(try ToolRunner.contents(of: folder) == ["cut.json", "picture.png"])
    }

    @Test func severalInputsGoIntoAFolderAndABadOneDoesNotStopTheRest() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data("not json".utf8).write(to: folder.appendingPathComponent("broken.events.json"))
        let inputs = ["tap.events.json", "hello.drawing.json", "two-fingers.events.json"]
            .map { ToolRunner.strokes.appendingPathComponent($0).path }
        let result = try ToolRunner.run(["render"] + inputs + ["broken.events.json", "-o", "pictures"], in: folder)
        #expect(result.status == 1)
        #expect(
            try ToolRunner.contents(of: folder.appendingPathComponent("pictures")) == [
                "hello.png", "tap.png", "two-fingers.png",
            ])
        #expect(result.standardError.contains("scribble: error: broken.events.json:1:1: "))
        #expect(result.untimedStandardError.contains("rendered 3 of 4 inputs into pictures in … s; 1 failed"))
    }

    @Test func standardInputToStandardOutput() throws {
        let tap = try Data(contentsOf: ToolRunner.strokes.appendingPathComponent("tap.events.json"))
        let result = try ToolRunner.run(["render", "-", "-o", "-", "--background", "none"], input: tap)
        #expect(result.status == 0, "\(result.standardError)")
        let image = try RasterImage(png: [UInt8](result.standardOutput))
        #expect(image.width == 800)
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
        #expect(image.pixel(x: 400, y: 300).alpha == 255)
    }

    @Test func fitBoundsCropsToTheInk() throws {
        let tap = try Data(contentsOf: ToolRunner.strokes.appendingPathComponent("tap.events.json"))
        let result = try ToolRunner.run(["render", "-", "-o", "-", "--fit", "bounds", "--padding", "10"], input: tap)
        #expect(result.status == 0, "\(result.standardError)")
        let image = try RasterImage(png: [UInt8](result.standardOutput))
        #expect(image.width < 40 && image.height < 40)
        #expect(image.pixel(x: image.width / 2, y: image.height / 2).red < 100)
    }

    @Test func oversizedImagesAreRefusedBeforeDrawing() throws {
        let folder = try ToolRunner.temporaryFolder()
        let tap = ToolRunner.strokes.appendingPathComponent("tap.events.json").path
        let result = try ToolRunner.run(["render", tap, "-o", "huge.png", "--scale", "40"], in: folder)
        #expect(result.status == 1)
        // The library's message says what is over; the tool adds the flags that get under it.
        #expect(
            result.standardError.contains(
                "over the limit of 100 megapixels; render at a smaller --scale or raise the limit with --max-megapixels"
            ))
        #expect(try ToolRunner.contents(of: folder) == [])
    }

    @Test func pdfPagesTooLongOnASideNameTheScaleFlag() throws {
        let folder = try ToolRunner.temporaryFolder()
        let tap = ToolRunner.strokes.appendingPathComponent("tap.events.json").path
        let result = try ToolRunner.run(
            ["render", tap, "-o", "huge.pdf", "--scale", "20", "--max-megapixels", "10000"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "each side of a PDF page must be 1 to 14400 points; render at a smaller --scale\n"))
        #expect(try ToolRunner.contents(of: folder) == [])
    }

    @Test(arguments: [
        (["render"], "render needs at least one INPUT"),
        (["render", "x.json", "--scale", "zero"], "--scale expects a number, got \"zero\""),
        (["render", "x.json", "--scale", "0"], "--scale must be between 0.01 and 100, got 0"),
        (["render", "x.json", "--policy", "elbow"], "--policy must be one of pen, finger, any, auto, got \"elbow\""),
        (["render", "x.json", "--fit", "page"], "--fit must be one of canvas, bounds, got \"page\""),
        (
            ["render", "x.json", "--background", "plaid"],
            "--background expects #rrggbb, #rrggbbaa, a CSS colour name, rgb() or hsl() or none, got \"plaid\""
        ),
        (["render", "x.json", "--frobnicate"], "unknown option --frobnicate"),
        (
            ["render", "a.json", "b.json", "-o", "-"],
            "several inputs cannot all be written to standard output; give -o a folder"
        ),
        (["paint"], "unknown command 'paint'; the commands are render, convert, edit, info, replay, card, serve"),
    ])
    func usageMistakesExitTwo(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(arguments, in: try ToolRunner.temporaryFolder())
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("scribble: error: \(message)"))
    }

    @Test(arguments: [
        ["--help"], ["render", "--help"], ["info", "--help"], ["convert", "--help"], ["help", "render"],
    ])
    func everyCommandHasHelp(arguments: [String]) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("USAGE: scribble"))
    }
}

@Suite struct SVGInputTests {
    @Test func rendersAnSVGSample() throws {
        let sun = ToolRunner.strokes.appendingPathComponent("sun-icon.svg").path
        let result = try ToolRunner.run(["render", sun, "-o", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try RasterImage(png: [UInt8](result.standardOutput))
        #expect(image.width > 0)
        var inked = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha == 255 && image.pixel(x: x, y: y).blue < 200 {
                inked += 1
            }
        }
        #expect(inked > 500)
    }

    @Test func aBrokenPathIsDrawnUpToTheErrorWithAWarning() throws {
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><path d="M 10 10 L 90 10 L 50 # 90" stroke="black" stroke-width="4" fill="none"/></svg>"#
        let result = try ToolRunner.run(["render", "-", "-o", "-"], input: Data(svg.utf8))
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix("scribble: warning: <stdin>:1:"))
        let image = try RasterImage(png: [UInt8](result.standardOutput))
        #expect(image.pixel(x: 50, y: 10).red < 100)
        #expect(image.pixel(x: 50, y: 60).red == 255)
    }

    @Test func anEntityDeclarationIsRefused() throws {
        let svg =
            #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>"#
        let folder = try ToolRunner.temporaryFolder()
        try Data(svg.utf8).write(to: folder.appendingPathComponent("evil.svg"))
        let result = try ToolRunner.run(["render", "evil.svg"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("scribble: error: evil.svg:1:"))
        #expect(try ToolRunner.contents(of: folder) == ["evil.svg"])
    }
}
