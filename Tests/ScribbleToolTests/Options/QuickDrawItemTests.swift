import Foundation
import Testing

/// `--item` on Quick, Draw! records: a record's `key_id` (a shard's key) picks it as its line does,
/// and a word all the records share picks the first, saying how many share it; `convert` takes
/// `--item` as `render` does.
@Suite struct QuickDrawItemTests {
    /// A folder holding `animals.ndjson`: lines 1 and 3 are zigzags, line 2 a "dog"; their key_ids
    /// are 4711, 4712 and 4713.
    func animals() throws -> URL {
        let folder = try ToolRunner.temporaryFolder()
        let records = [
            InterchangeSamples.quickDrawRecord(4711), InterchangeSamples.quickDrawRecord(4712, word: "dog"),
            InterchangeSamples.quickDrawRecord(4713),
        ]
        try Data((records.joined(separator: "\n") + "\n").utf8).write(
            to: folder.appendingPathComponent("animals.ndjson"))
        return folder
    }

    func bytes(_ folder: URL, _ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    @Test func renderPicksARecordByItsKeyID() throws {
        let folder = try animals()
        let all = try ToolRunner.run(["render", "animals.ndjson", "-o", "all/"], in: folder)
        #expect(all.status == 0, "\(all.standardError)")
        let chosen = try ToolRunner.run(["render", "animals.ndjson", "--item", "4713", "-o", "chosen.png"], in: folder)
        #expect(chosen.status == 0, "\(chosen.standardError)")
        #expect(chosen.standardError.isEmpty, "a key_id picks one record; nothing to say: \(chosen.standardError)")
        #expect(try bytes(folder, "chosen.png") == bytes(folder, "all/animals-3.png"))
        #expect(try bytes(folder, "chosen.png") != bytes(folder, "all/animals-1.png"))
    }

    @Test func aSharedWordTakesTheFirstRecordAndSaysHowManyShareIt() throws {
        let folder = try animals()
        let all = try ToolRunner.run(["render", "animals.ndjson", "-o", "all/"], in: folder)
        #expect(all.status == 0, "\(all.standardError)")
        let chosen = try ToolRunner.run(
            ["render", "animals.ndjson", "--item", "zigzag", "-o", "zigzag.png"], in: folder)
        #expect(chosen.status == 0, "\(chosen.standardError)")
        #expect(
            chosen.standardError == """
                animals.ndjson: 2 records share the word "zigzag"; took the first (line 1, key_id 4711); give a key_id or a line number to pick another

                """)
        #expect(try bytes(folder, "zigzag.png") == bytes(folder, "all/animals-1.png"))
        // A word only one record has is taken without a note.
        let dog = try ToolRunner.run(["render", "animals.ndjson", "--item", "dog", "-o", "dog.png"], in: folder)
        #expect(dog.status == 0)
        #expect(dog.standardError.isEmpty, "\(dog.standardError)")
        #expect(try bytes(folder, "dog.png") == bytes(folder, "all/animals-2.png"))
    }

    @Test func convertPicksOneRecordByKeyIDLineOrWord() throws {
        let folder = try animals()
        let byKey = try ToolRunner.run(
            ["convert", "animals.ndjson", "--item", "4712", "-o", "by-key.drawing.json"], in: folder)
        #expect(byKey.status == 0, "\(byKey.standardError)")
        let byLine = try ToolRunner.run(
            ["convert", "animals.ndjson", "--item", "2", "-o", "by-line.drawing.json"], in: folder)
        #expect(byLine.status == 0, "\(byLine.standardError)")
        let byWord = try ToolRunner.run(
            ["convert", "animals.ndjson", "--item", "dog", "-o", "by-word.drawing.json"], in: folder)
        #expect(byWord.status == 0, "\(byWord.standardError)")
        #expect(try bytes(folder, "by-key.drawing.json") == bytes(folder, "by-line.drawing.json"))
        #expect(try bytes(folder, "by-key.drawing.json") == bytes(folder, "by-word.drawing.json"))
        let first = try ToolRunner.run(
            ["convert", "animals.ndjson", "--item", "1", "-o", "first.drawing.json"], in: folder)
        #expect(first.status == 0)
        #expect(try bytes(folder, "first.drawing.json") != bytes(folder, "by-key.drawing.json"))
        #expect(
            try ToolRunner.contents(of: folder) == [
                "animals.ndjson", "by-key.drawing.json", "by-line.drawing.json", "by-word.drawing.json",
                "first.drawing.json",
            ])
    }

    @Test func convertOfAKeyIDNoRecordHasSaysSoAndWritesNothing() throws {
        let folder = try animals()
        let result = try ToolRunner.run(
            ["convert", "animals.ndjson", "--item", "9999", "-o", "x.drawing.json"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "scribble: error: animals.ndjson: holds 3 drawings; none is numbered 9999 or has key_id 9999"),
            "\(result.standardError)")
        #expect(try ToolRunner.contents(of: folder) == ["animals.ndjson"])
    }
}
