import Foundation
import Testing

/// Every command says an output it cannot write the same way: one line naming the place and the
/// system's reason, exit status 1, and nothing left behind.
@Suite struct OutputErrorTests {
    /// A folder holding `blocker`, a plain file, under which no folder can be made.
    func folder() throws -> URL {
        let folder = try ToolRunner.temporaryFolder()
        try Data("not a folder".utf8).write(to: folder.appendingPathComponent("blocker"))
        try Data(InterchangeSamples.quickDrawNDJSON(count: 3).utf8).write(
            to: folder.appendingPathComponent("three.ndjson"))
        return folder
    }

    static let tap = ToolRunner.strokes.appendingPathComponent("tap.events.json").path
    static let hello = ToolRunner.strokes.appendingPathComponent("hello.drawing.json").path

    static let commands: [(name: String, arguments: [String], place: String)] = [
        ("render, one output", ["render", tap, "-o", "blocker/sub/tap.png"], "blocker/sub/tap.png"),
        ("render, a folder of outputs", ["render", tap, hello, "-o", "blocker/sub/"], "blocker/sub/"),
        ("render, a file of several drawings", ["render", "three.ndjson", "-o", "blocker/sub/"], "blocker/sub/"),
        ("convert, one output", ["convert", tap, "-o", "blocker/sub/tap.drawing.json"], "blocker/sub"),
        (
            "convert, a file of several drawings", ["convert", "three.ndjson", "-o", "blocker/sub/three.inkml"],
            "blocker/sub"
        ),
        ("edit", ["edit", tap, "--erase", "M 0 0 L 400 300", "-o", "blocker/sub/tap.png"], "blocker/sub/tap.png"),
        ("replay", ["replay", tap, "-o", "blocker/sub/tap.png"], "blocker/sub"),
        ("replay, frames", ["replay", tap, "--frames", "blocker/sub/frames/"], "blocker/sub/frames/"),
    ]

    @Test(arguments: commands.indices)
    func aFolderThatCannotBeMadeIsOneLineAndLeavesNothing(index: Int) throws {
        let (name, arguments, place) = Self.commands[index]
        let folder = try folder()
        let before = try ToolRunner.contents(of: folder)
        let result = try ToolRunner.run(arguments, in: folder)
        #expect(result.status == 1, "\(name): \(result.standardError)")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(name): one line, no usage:\n\(result.standardError)")
        #expect(lines.first?.hasPrefix("scribble: error: \(place):") == true, "\(name): \(result.standardError)")
        #expect(
            lines.first?.hasSuffix("Not a directory") == true, "\(name): the system's reason: \(result.standardError)")
        #expect(try ToolRunner.contents(of: folder) == before, "\(name): nothing is left behind")
    }

    @Test(arguments: [
        ["render", tap, hello, "-o", "blocker/"], ["convert", "three.ndjson", "-o", "blocker/three.inkml"],
    ])
    func aFileWhereTheOutputFolderShouldBeIsOneLine(arguments: [String]) throws {
        let folder = try folder()
        let before = try ToolRunner.contents(of: folder)
        let result = try ToolRunner.run(arguments, in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError.split(separator: "\n").count == 1,
            "one line, not one per output:\n\(result.standardError)")
        #expect(result.standardError.hasPrefix("scribble: error: blocker"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix(": cannot make the folder: a file of that name is in the way\n"))
        #expect(try ToolRunner.contents(of: folder) == before)
    }

    @Test func cardRenderToAFolderThatCannotBeMadeIsOneLineAndLeavesNothing() throws {
        let folder = try folder()
        let store = folder.appendingPathComponent("store").path
        let made = try ToolRunner.run(
            ["card", "new", "--title", "Trip"], in: folder, environment: ["SCRIBBLE_STORE": store])
        #expect(made.status == 0, "\(made.standardError)")
        let before = try ToolRunner.contents(of: folder)
        let result = try ToolRunner.run(
            ["card", "render", "trip", "-o", "blocker/sub/trip.png"], in: folder, environment: ["SCRIBBLE_STORE": store]
        )
        #expect(result.status == 1)
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("scribble: error: blocker/sub/trip.png:"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("Not a directory\n"))
        #expect(try ToolRunner.contents(of: folder) == before)
    }

    @Test func convertMakesTheFoldersItNeedsAsRenderDoes() throws {
        let folder = try folder()
        let result = try ToolRunner.run(["convert", "three.ndjson", "-o", "made/deeper/three.inkml"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            try ToolRunner.contents(of: folder.appendingPathComponent("made/deeper")) == [
                "three-1.inkml", "three-2.inkml", "three-3.inkml",
            ])
        #expect(
            result.standardError
                == "three.ndjson holds 3 drawings: written as made/deeper/three-NAME.inkml, each NAME the drawing's\n")
    }
}
