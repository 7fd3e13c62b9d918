import Foundation
import Testing

/// `scribble info` on every format: what each drawing holds and what the reader skipped.
@Suite struct InfoFormatsTests {
    @Test(arguments: InterchangeSamples.all)
    func everyFormatIsDescribed(sample: InterchangeSamples.Sample) throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try sample.write(to: folder)
        let result = try ToolRunner.run(["info", input])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output.hasPrefix(input + "\n"))
        #expect(result.output.contains("format:") && result.output.contains(" \(sample.format)\n"), "\(result.output)")
        if sample.drawings > 1 {
            // A line per drawing.
            #expect(result.output.components(separatedBy: " points, ").count - 1 == sample.drawings, "\(result.output)")
        } else {
            #expect(result.output.contains("  strokes:"), "\(result.output)")
        }
    }

    @Test func aLibrarySaysWhatWasSkippedAndDescribesEachItem() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.library.write(to: folder)
        let result = try ToolRunner.run(["info", input])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output.contains("  format:   excalidrawlib\n"), "\(result.output)")
        #expect(result.output.contains("  drawings: 3\n"))
        // The ellipse is drawn; text is not ink.
        #expect(result.output.contains("  skipped:  text 2\n"))
        #expect(result.output.contains("  Heart: 1 stroke (pen 1), 5 points, "))
        #expect(result.output.contains("  ../Star ☆: 2 strokes (pen 1, mouse 1), "))
    }

    @Test func aSceneDrawsItsShapes() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.excalidraw.write(to: folder)
        let result = try ToolRunner.run(["info", input])
        #expect(result.status == 0, "\(result.standardError)")
        // The rectangle is drawn, as a shape's outline (a mouse's, as Excalidraw's shapes are).
        #expect(result.output.contains("  strokes:  3 (pen 2, mouse 1)\n"), "\(result.output)")
        #expect(!result.output.contains("skipped:"))
    }

    @Test func tldrawPagesAreDescribedWithWhatWasSkipped() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.tldraw.write(to: folder)
        let result = try ToolRunner.run(["info", input])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output.contains("  skipped:  geo 1\n"), "\(result.output)")
        #expect(result.output.contains("  Page 1: 1 stroke"))
        #expect(result.output.contains("  Sketches: 1 stroke"))
    }

    @Test func quickDrawRecordsAreDescribedByLineAndBadOnesReported() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data(InterchangeSamples.quickDrawNDJSON(count: 4, broken: [3]).utf8).write(
            to: folder.appendingPathComponent("z.ndjson"))
        let result = try ToolRunner.run(["info", "z.ndjson"], in: folder)
        #expect(result.status == 1)
        #expect(result.output.contains("  line 1 zigzag: 2 strokes (mouse 2), "), "\(result.output)")
        #expect(result.output.contains("  line 4 zigzag: "))
        #expect(!result.output.contains("  line 3 "))
        #expect(result.output.contains("  drawings:   3\n  unreadable: 1 record (see the errors)\n"))
        #expect(result.standardError.contains("scribble: error: z.ndjson:3:"))
    }

    @Test func aRecordingStillShowsWhatThePolicyTurnedAway() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.events.write(to: folder)
        let result = try ToolRunner.run(["info", input, "--policy", "pen"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output.contains("  format:      scribble-events\n"), "\(result.output)")
        #expect(result.output.contains("  strokes:     1 (pen 1)\n"))
        #expect(result.output.contains("  turned away: 1 stroke, 3 events — finger 1 stroke (3 events)"))
    }

    @Test func aFolderIsDescribedFileByFile() throws {
        let folder = try ToolRunner.temporaryFolder()
        try InterchangeSamples.drawing.write(to: folder)
        try InterchangeSamples.inkML.write(to: folder)
        let result = try ToolRunner.run(["info", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output.contains("letter.inkml\n  format:   inkml\n"), "\(result.output)")
        #expect(result.output.contains("wave.drawing.json\n  format:   scribble-drawing\n"))
    }
}
