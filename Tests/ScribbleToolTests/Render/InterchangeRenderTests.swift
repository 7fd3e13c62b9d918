import Foundation
import Scribble
import ScribbleCairo
import ScribbleKit
import Testing

/// `scribble render` reads every format the interchange registry knows.
@Suite struct InterchangeRenderTests {
    func inkedPixels(_ image: RasterImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).red < 200 { count += 1 }
        }
        return count
    }

    @Test(arguments: InterchangeSamples.all)
    func everyFormatRendersEachOfItsDrawings(sample: InterchangeSamples.Sample) throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try sample.write(to: folder)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let result = try ToolRunner.run(["render", input, "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let names = try ToolRunner.contents(of: out)
        #expect(names.count == sample.drawings, "\(names)")
        for name in names {
            let image = try RasterImage(png: [UInt8](try Data(contentsOf: out.appendingPathComponent(name))))
            #expect(inkedPixels(image) > 20, "\(name) has ink")
        }
    }

    /// The library says the format could not be told; the tool adds the flag that tells it.
    @Test func aFileOfNoKnownFormatIsToldToUseFrom() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data("hello".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let result = try ToolRunner.run(["render", "notes.txt", "-o", "notes.png"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "notes.txt: cannot tell the format from the file's contents or name; name it: "))
        #expect(result.standardError.contains("; give it with --from"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("notes.png").path))
    }

    @Test func fromOverridesTheNameAndTheContents() throws {
        let folder = try ToolRunner.temporaryFolder()
        // Quick, Draw! records in a file whose name says nothing.
        let input = try InterchangeSamples.quickDraw.write(to: folder, as: "records.txt")
        let told = try ToolRunner.run(["render", input, "--from", "ndjson", "-o", "out"], in: folder)
        #expect(told.status == 0, "\(told.standardError)")
        #expect(
            try ToolRunner.contents(of: folder.appendingPathComponent("out")) == [
                "records-1.png", "records-2.png", "records-3.png",
            ])

        // InkML named as a drawing is still read as InkML, by its contents.
        let misnamed = try InterchangeSamples.inkML.write(to: folder, as: "letter.drawing.json")
        #expect(try ToolRunner.run(["render", misnamed, "-o", "letter.png"], in: folder).status == 0)

        // And --from wins over contents: a drawing read as InkML is not InkML.
        let wrong = try ToolRunner.run(["render", misnamed, "--from", "scribble-drawing", "-o", "x.png"], in: folder)
        #expect(wrong.status == 1)
        #expect(wrong.standardError.hasPrefix("scribble: error: \(misnamed):1:1: "))
    }

    @Test func unknownFormatNamesListTheKnownOnes() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.drawing.write(to: folder)
        for arguments in [["render", input, "-o", "x.png"], ["convert", input, "-o", "x.inkml"], ["info", input]] {
            let result = try ToolRunner.run(arguments + ["--from", "paint"], in: folder)
            #expect(result.status == 2, "\(arguments[0])")
            // The tool's own formats: a format a test of this process registered is not the tool's.
            let names =
                "scribble-events, scribble-drawing, svg, inkml, excalidraw, excalidrawlib, tldraw, quickdraw-ndjson, quickdraw-json-array, xopp"
            #expect(
                result.standardError.contains("--from must be one of \(names), got \"paint\""),
                "\(arguments[0]): \(result.standardError)")
        }
    }

    @Test func excalidrawDrawingsAreInkedAsExcalidrawInksThemUnlessSmoothingIsGiven() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.excalidraw.write(to: folder)
        #expect(try ToolRunner.run(["render", input, "-o", "as-excalidraw.png"], in: folder).status == 0)
        #expect(
            try ToolRunner.run(["render", input, "-o", "smoothed.png", "--smoothing", "default"], in: folder).status
                == 0)
        let asExcalidraw = try RasterImage(
            png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("as-excalidraw.png"))))
        let smoothed = try RasterImage(
            png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("smoothed.png"))))

        let item = try #require(
            try InterchangeDocument(reading: Array(InterchangeSamples.excalidraw.text.utf8), file: "scene.excalidraw")
                .items.first)
        let options = try #require(item.inkOptions)
        #expect(options.perfectFreehand != nil)
        var drawing = item.drawing
        drawing.inkOptions = options
        #expect(try DrawingRenderer().renderImage(drawing) == asExcalidraw)
        drawing.inkOptions = .default
        #expect(try DrawingRenderer().renderImage(drawing) == smoothed)
        #expect(asExcalidraw != smoothed)
    }

    @Test func recordingsAreRecordedUnderThePolicy() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.events.write(to: folder)
        #expect(try ToolRunner.run(["render", input, "-o", "any.png"], in: folder).status == 0)
        #expect(try ToolRunner.run(["render", input, "-o", "pen.png", "--policy", "pen"], in: folder).status == 0)
        let any = try RasterImage(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("any.png"))))
        let pen = try RasterImage(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("pen.png"))))
        // The finger's stroke, along the bottom, is only in the first.
        #expect(inkedPixels(pen) > 50 && inkedPixels(any) > inkedPixels(pen) + 50)
    }
}
