import Foundation
import Scribble
import ScribbleKit
import Testing

/// `scribble convert` between every format it reads and every one it writes.
@Suite struct ConvertFormatsTests {
    /// The outputs convert writes, by their endings.
    static let targets = ["drawing.json", "events.json", "inkml", "excalidraw", "svg"]

    @Test(arguments: InterchangeSamples.all)
    func everyFormatConvertsToEveryWrittenFormat(sample: InterchangeSamples.Sample) throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try sample.write(to: folder)
        for ending in Self.targets {
            let out = folder.appendingPathComponent("to-\(ending)")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let result = try ToolRunner.run([
                "convert", input, "-o", out.appendingPathComponent("converted.\(ending)").path,
            ])
            #expect(result.status == 0, "\(sample) → \(ending): \(result.standardError)")
            let names = try ToolRunner.contents(of: out)
            #expect(names.count == sample.drawings, "\(sample) → \(ending): \(names)")
            #expect(names.allSatisfy { $0.hasPrefix("converted") && $0.hasSuffix("." + ending) }, "\(names)")
            for name in names {
                let bytes = [UInt8](try Data(contentsOf: out.appendingPathComponent(name)))
                let document = try InterchangeDocument(reading: bytes, file: name)
                #expect(
                    document.items.count == 1 && !(document.items.first?.drawing.strokes.isEmpty ?? true),
                    "\(sample) → \(name)")
            }
        }
    }

    @Test func aDrawingKeepsItsStrokesThroughInkMLAndExcalidraw() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.drawing.write(to: folder)
        let original = try InterchangeDocument(reading: Array(InterchangeSamples.drawing.text.utf8)).items[0].drawing
        for ending in ["inkml", "excalidraw"] {
            #expect(try ToolRunner.run(["convert", input, "-o", "wave.\(ending)"], in: folder).status == 0)
            #expect(
                try ToolRunner.run(["convert", "wave.\(ending)", "-o", "back-\(ending).drawing.json"], in: folder)
                    .status == 0)
            let back = try InterchangeDocument(
                reading: [UInt8](try Data(contentsOf: folder.appendingPathComponent("back-\(ending).drawing.json")))
            ).items[0].drawing
            #expect(back.strokes.count == original.strokes.count, "\(ending)")
            let points = zip(back.strokes[0].canvasLocations, original.strokes[0].canvasLocations)
            #expect(points.allSatisfy { abs($0.x - $1.x) < 0.01 && abs($0.y - $1.y) < 0.01 }, "\(ending)")
        }
    }

    @Test func anExcalidrawDrawingKeepsItsInkInADrawing() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.excalidraw.write(to: folder)
        #expect(try ToolRunner.run(["convert", input, "-o", "scene.drawing.json"], in: folder).status == 0)
        let drawing = try InterchangeDocument(
            reading: [UInt8](try Data(contentsOf: folder.appendingPathComponent("scene.drawing.json")))
        ).items[0].drawing
        #expect(drawing.inkOptions?.perfectFreehand != nil)
    }

    @Test(arguments: [
        (["-o", "x.png"], "x.png is a PNG picture, made by scribble render"),
        (["-o", "x.pdf"], "x.pdf is a PDF picture, made by scribble render"),
        (["-o", "x", "--to", "png"], "PNG is a picture, made by scribble render"),
        (
            ["-o", "x.tldr"],
            "Scribble reads tldraw but does not write it; convert writes scribble-events, scribble-drawing, inkml, excalidraw, xopp, svg"
        ),
        (["-o", "x", "--to", "quickdraw"], "Scribble reads quickdraw-ndjson but does not write it"),
        (
            ["-o", "x", "--to", "paint"],
            "--to must be one of scribble-events, scribble-drawing, inkml, excalidraw, xopp, svg"
        ),
        (["-o", "x.inkml", "--svg-mode", "centerlines"], "--svg-mode applies to SVG output only"),
    ])
    func outputsItDoesNotWriteAreUsageMistakes(extra: [String], message: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.drawing.write(to: folder)
        let result = try ToolRunner.run(["convert", input] + extra, in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(try ToolRunner.contents(of: folder) == [InterchangeSamples.drawing.name])
    }

    @Test func recordsThatCannotBeReadAreReportedAndTheRestConverted() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data(InterchangeSamples.quickDrawNDJSON(count: 6, broken: [4]).utf8).write(
            to: folder.appendingPathComponent("z.ndjson"))
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let result = try ToolRunner.run(["convert", "z.ndjson", "-o", "out", "--to", "inkml"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("scribble: error: z.ndjson:4:"))
        #expect(result.untimedStandardError.contains("converted 5 of 6 drawings into out in … s; 1 failed"))
        #expect(try ToolRunner.contents(of: out) == ["z-1.inkml", "z-2.inkml", "z-3.inkml", "z-5.inkml", "z-6.inkml"])
    }

    @Test func anSVGKeepsTheCentreLinesWhenAsked() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.inkML.write(to: folder)
        let result = try ToolRunner.run(
            ["convert", input, "-o", "-", "--to", "svg", "--svg-mode", "centerlines"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output.contains("<svg") && result.output.contains("stroke-width"))
    }
}
