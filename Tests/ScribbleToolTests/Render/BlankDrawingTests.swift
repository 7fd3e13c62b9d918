import Foundation
import Scribble
import Testing

/// A drawing with no ink is said to have none and gets no picture, rather than a blank one; the
/// lines of Excalidraw drawings, which many people draw by hand with, are ink.
@Suite struct BlankDrawingTests {
    /// A library of three items: a freehand scribble, a drawing made with the line tool, and one
    /// of text alone, which is not ink.
    static let library = """
        {"type": "excalidrawlib", "version": 2, "libraryItems": [
          {"name": "Scribble", "elements": [{"id": "f", "type": "freedraw", "x": 0, "y": 0, "strokeWidth": 2,
            "points": [[0, 0], [30, 10], [60, 0]], "pressures": [], "simulatePressure": true}]},
          {"name": "Camel", "elements": [{"id": "l", "type": "line", "x": 0, "y": 0, "strokeWidth": 2,
            "strokeSharpness": "round", "points": [[0, 40], [20, 0], [40, 30], [60, 0], [80, 40]]}]},
          {"name": "Words", "elements": [{"id": "t", "type": "text", "x": 0, "y": 0, "width": 50, "height": 20, "text": "hello"}]}
        ]}
        """

    @Test func aDrawingWithoutInkIsReportedAndGetsNoPicture() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data(Self.library.utf8).write(to: folder.appendingPathComponent("shapes.excalidrawlib"))
        let result = try ToolRunner.run(["render", "shapes.excalidrawlib", "-o", "out/"], in: folder)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "scribble: error: shapes.excalidrawlib (Words): has no strokes, so there is nothing to draw; no picture is written for it"
            ),
            "\(result.standardError)")
        #expect(
            result.standardError.contains("scribble: warning: shapes.excalidrawlib (Words): skipped 1 text\n"),
            "\(result.standardError)")
        #expect(
            result.untimedStandardError.contains("rendered 2 of 3 drawings into out/ in … s; 1 failed"),
            "\(result.standardError)")
        let out = folder.appendingPathComponent("out")
        #expect(try ToolRunner.contents(of: out) == ["shapes-Camel.png", "shapes-Scribble.png"])
        // The line tool's drawing is drawn: a line across the picture, not a blank one.
        for name in ["shapes-Camel.png", "shapes-Scribble.png"] {
            let image = try RasterImage(png: [UInt8](try Data(contentsOf: out.appendingPathComponent(name))))
            var inked = 0
            for y in 0..<image.height {
                for x in 0..<image.width where image.pixel(x: x, y: y).red < 128 { inked += 1 }
            }
            #expect(inked > 100, "\(name) has \(inked) inked pixels")
        }
    }

    @Test func anEmptyDrawingGetsNoPictureAndExitsOne() throws {
        let folder = try ToolRunner.temporaryFolder()
        let empty =
            #"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 100, "height": 100}, "strokes": []}"#
        try Data(empty.utf8).write(to: folder.appendingPathComponent("empty.drawing.json"))
        let result = try ToolRunner.run(
            ["render", "empty.drawing.json", "-o", "empty.png", "--size", "64x64"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("empty.drawing.json: has no strokes, so there is nothing to draw"),
            "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("empty.png").path))
    }
}
