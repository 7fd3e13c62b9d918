import Foundation
import Testing

/// What an output's format cannot carry is said in one warning line per output, and `--strict`
/// refuses it with nothing written; a conversion that loses nothing says nothing.
@Suite struct LossReportTests {
    static let shapes = ToolRunner.strokes.appendingPathComponent("shapes-compact.drawing.json").path
    static let hello = ToolRunner.strokes.appendingPathComponent("hello.drawing.json").path
    static let signature = ToolRunner.strokes.appendingPathComponent("signature.svg").path

    @Test func aNotebookSaysWhatItCannotCarryInOneLine() throws {
        let folder = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(["convert", Self.shapes, "-o", "shapes.xopp"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("scribble: warning: shapes.xopp: ") == true)
        #expect(result.standardError.contains("pencil ink written as pen on 1 stroke"))
        #expect(result.standardError.contains("fountain-pen ink written as pen on 1 stroke"))
        #expect(result.standardError.contains("times dropped on 6 strokes"))
        #expect(try ToolRunner.contents(of: folder) == ["shapes.xopp"])
    }

    @Test func strictRefusesALossAndWritesNothing() throws {
        let folder = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(["convert", Self.shapes, "-o", "shapes.xopp", "--strict"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix("scribble: error: shapes.xopp: would lose what its format cannot carry: "),
            "\(result.standardError)")
        #expect(result.standardError.hasSuffix("; nothing written (--strict)\n"))
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(try ToolRunner.contents(of: folder).isEmpty)

        let edited = try ToolRunner.run(
            ["edit", Self.signature, "--erase", "M 0 0 L 1 1", "-o", "signature.xopp", "--strict"], in: folder)
        #expect(edited.status == 1)
        #expect(
            edited.standardError.contains("signature.xopp: would lose what its format cannot carry: "),
            "\(edited.standardError)")
        #expect(edited.standardError.contains("curves written as their points"), "\(edited.standardError)")
        #expect(try ToolRunner.contents(of: folder).isEmpty)
    }

    @Test(arguments: ["hello.events.json", "hello.inkml", "hello.excalidraw", "hello.drawing.json"])
    func aFormatThatCarriesEverythingSaysNothingEvenWhenStrict(output: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(["convert", Self.hello, "-o", output, "--strict"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let back = try ToolRunner.run(["render", output, "-o", "back.png"], in: folder)
        let original = try ToolRunner.run(["render", Self.hello, "-o", "original.png"], in: folder)
        #expect(back.status == 0 && original.status == 0)
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("back.png"))
                == Data(contentsOf: folder.appendingPathComponent("original.png")),
            "\(output) renders as the drawing did")
    }

    /// Strokes that pointer events cannot draw (exact curves, a turned rectangle) go into an
    /// event recording whole, as `place` commands: nothing to say, and the same picture back.
    @Test func curvesAndTurnedStrokesGoIntoEventsWhole() throws {
        let folder = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(
            ["convert", Self.signature, "-o", "signature.events.json", "--strict"], in: folder)
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
        let recording = try String(contentsOf: folder.appendingPathComponent("signature.events.json"), encoding: .utf8)
        #expect(recording.contains("\"command\": \"place\""))
        let back = try ToolRunner.run(["render", "signature.events.json", "-o", "back.png"], in: folder)
        let original = try ToolRunner.run(["render", Self.signature, "-o", "original.png"], in: folder)
        #expect(back.status == 0 && original.status == 0)
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("back.png"))
                == Data(contentsOf: folder.appendingPathComponent("original.png")))
    }
}
