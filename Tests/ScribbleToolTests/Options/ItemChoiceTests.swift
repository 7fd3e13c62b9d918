import Foundation
import ScribbleCairo
import Testing

/// `--item N|NAME`: one drawing of a file of several, for `render` and `replay`; and the numbers
/// of a file's outputs, padded so that they sort.
@Suite struct ItemChoiceTests {
    @Test func renderPicksALibraryItemByNameIntoTheFileNamed() throws {
        let folder = try ToolRunner.temporaryFolder()
        let library = try InterchangeSamples.library.write(to: folder)
        let all = try ToolRunner.run(["render", library, "-o", "all/"], in: folder)
        #expect(all.status == 0, "\(all.standardError)")
        let chosen = try ToolRunner.run(["render", library, "--item", "Heart-2", "-o", "heart.png"], in: folder)
        #expect(chosen.status == 0, "\(chosen.standardError)")
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("heart.png"))
                == Data(contentsOf: folder.appendingPathComponent("all/shapes-Heart-2.png")))
        // Without -o the one output keeps the name the whole file's would give it.
        let beside = try ToolRunner.run(["render", library, "--item", "3"], in: folder)
        #expect(beside.status == 0, "\(beside.standardError)")
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("shapes-Heart-2.png"))
                == Data(contentsOf: folder.appendingPathComponent("all/shapes-Heart-2.png")))
    }

    @Test(arguments: [
        ("7", "holds 3 drawings; none is numbered 7"),
        ("Moon", "holds 3 drawings; none is named \"Moon\" (they are Heart, Star, Heart-2)"),
    ])
    func aChoiceThatIsNotThereSaysWhatIs(choice: String, message: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        let library = try InterchangeSamples.library.write(to: folder)
        let result = try ToolRunner.run(["render", library, "--item", choice, "-o", "x.png"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("shapes.excalidrawlib: \(message)"), "\(result.standardError)")
        #expect(try ToolRunner.contents(of: folder) == ["shapes.excalidrawlib"])
    }

    @Test func itemTakesOneInput() throws {
        let folder = try ToolRunner.temporaryFolder()
        let library = try InterchangeSamples.library.write(to: folder)
        let tldraw = try InterchangeSamples.tldraw.write(to: folder)
        let result = try ToolRunner.run(["render", library, tldraw, "--item", "1", "-o", "out/"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.contains("--item picks one drawing of one file; give one INPUT"))
        #expect(try ToolRunner.contents(of: folder) == ["board.tldr", "shapes.excalidrawlib"])
    }

    @Test func replayOfAFileOfSeveralSaysToPickOneAndPicksIt() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data(InterchangeSamples.quickDrawNDJSON(count: 12).utf8).write(
            to: folder.appendingPathComponent("z.ndjson"))
        let refused = try ToolRunner.run(["replay", "z.ndjson", "-o", "one.png"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "z.ndjson: holds 12 drawings; this command takes one: pick one with --item N or --item NAME"),
            "\(refused.standardError)")

        let replayed = try ToolRunner.run(["replay", "z.ndjson", "--item", "5", "-o", "five.png"], in: folder)
        #expect(replayed.status == 0, "\(replayed.standardError)")
        let rendered = try ToolRunner.run(["render", "z.ndjson", "-o", "all/"], in: folder)
        #expect(rendered.status == 0)
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("five.png"))
                == Data(contentsOf: folder.appendingPathComponent("all/z-05.png")))
    }

    @Test func numberedOutputsArePaddedToTheWidthOfTheCount() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data(InterchangeSamples.quickDrawNDJSON(count: 100).utf8).write(
            to: folder.appendingPathComponent("z.ndjson"))
        let array = "[\n" + (1...10).map { InterchangeSamples.quickDrawRecord($0) }.joined(separator: ",\n") + "\n]\n"
        try Data(array.utf8).write(to: folder.appendingPathComponent("a.json"))
        let result = try ToolRunner.run(["render", "z.ndjson", "--size", "8x8", "-o", "z/"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let names = try ToolRunner.contents(of: folder.appendingPathComponent("z"))
        #expect(names.first == "z-001.png" && names.last == "z-100.png" && names.count == 100)
        let arrayResult = try ToolRunner.run(["render", "a.json", "--size", "8x8", "-o", "a/"], in: folder)
        #expect(arrayResult.status == 0, "\(arrayResult.standardError)")
        #expect(
            try ToolRunner.contents(of: folder.appendingPathComponent("a"))
                == (1...10).map { String(format: "a-%02d.png", $0) })
    }
}
