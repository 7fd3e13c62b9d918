import Foundation
import Scribble
import ScribbleKit
import Testing

@Suite struct ConvertCommandTests {
    @Test func recordingToDrawingAndBackReplaysTheSameDrawing() throws {
        let folder = try ToolRunner.temporaryFolder()
        let signature = ToolRunner.strokes.appendingPathComponent("signature.events.json").path
        #expect(try ToolRunner.run(["convert", signature, "-o", "sig.drawing.json"], in: folder).status == 0)
        #expect(try ToolRunner.run(["convert", "sig.drawing.json", "-o", "again.events.json"], in: folder).status == 0)
        #expect(
            try ToolRunner.run(["convert", "again.events.json", "-o", "again.drawing.json", "--compact"], in: folder)
                .status == 0)
        let first = try Drawing(
            decodingJSON: [UInt8](try Data(contentsOf: folder.appendingPathComponent("sig.drawing.json"))))
        let again = try Drawing(
            decodingJSON: [UInt8](try Data(contentsOf: folder.appendingPathComponent("again.drawing.json"))))
        #expect(first.strokes.count == 6)
        #expect(again == first)
    }

    @Test func outputKindMustBeTold() throws {
        let tap = ToolRunner.strokes.appendingPathComponent("tap.events.json").path
        let result = try ToolRunner.run(["convert", tap, "-o", "x.txt"], in: try ToolRunner.temporaryFolder())
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("scribble: error: cannot tell the output's kind from \"x.txt\""))
    }
}
