import Foundation
import Testing

/// `scribble render SHARD -o SHARD.tar`: one archive of `KEY.png` + `KEY.json` per good record,
/// whole or absent, the same bytes every time.
@Suite struct ShardArchiveTests {
    /// A folder holding `zigzags.ndjson` of `count` records, those at `broken` lines broken.
    func shard(count: Int, broken: Set<Int> = []) throws -> URL {
        let folder = try ToolRunner.temporaryFolder()
        try Data(InterchangeSamples.quickDrawNDJSON(count: count, broken: broken).utf8)
            .write(to: folder.appendingPathComponent("zigzags.ndjson"))
        return folder
    }

    func members(_ url: URL) throws -> [(name: String, contents: [UInt8])] {
        try TarMembers.read([UInt8](try Data(contentsOf: url)))
    }

    func json(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    @Test func theArchiveHoldsExactlyTheGoodRecordsEachPNGAsTheFolderGetsItBesideItsRecord() throws {
        let broken: Set<Int> = [3, 11]
        let folder = try shard(count: 24, broken: broken)
        let archived = try ToolRunner.run(
            ["render", "zigzags.ndjson", "-o", "zigzags.tar", "--size", "32x32"], in: folder)
        #expect(archived.status == 1, "bad records make the exit status 1")
        for line in broken.sorted() {
            #expect(
                archived.standardError.contains("scribble: error: zigzags.ndjson:\(line):"), "line \(line) is named")
        }
        #expect(
            archived.untimedStandardError.hasSuffix("rendered 22 of 24 drawings into zigzags.tar in … s; 2 failed\n"))
        let foldered = try ToolRunner.run(["render", "zigzags.ndjson", "-o", "out/", "--size", "32x32"], in: folder)
        #expect(foldered.status == 1)

        let all = try members(folder.appendingPathComponent("zigzags.tar"))
        let good = (1...24).filter { !broken.contains($0) }
        // The records' key_id is their line here: KEY.png then KEY.json, in reading order.
        #expect(all.map(\.name) == good.flatMap { ["\($0).png", "\($0).json"] } + ["__summary__"])
        for line in good {
            let png = try #require(all.first { $0.name == "\(line).png" }).contents
            let file = folder.appendingPathComponent(String(format: "out/zigzags-%02d.png", line))
            #expect(png == [UInt8](try Data(contentsOf: file)), "line \(line)'s PNG is the folder's")
            let metadata = try json(try #require(all.first { $0.name == "\(line).json" }).contents)
            #expect(metadata["key"] as? String == "\(line)")
            #expect(metadata["key_id"] as? String == "\(line)")
            #expect(metadata["word"] as? String == "zigzag")
            #expect(metadata["countrycode"] as? String == "GB")
            #expect(metadata["recognized"] as? Bool == true)
            #expect(metadata["source"] as? String == "zigzags.ndjson")
            #expect(metadata["line"] as? Int == line)
        }
        let summary = try json(try #require(all.last).contents)
        #expect(summary["format"] as? String == "scribble-shard-summary")
        #expect(summary["samples"] as? Int == 22)
        #expect(summary["failed"] as? Int == 2)
        let failures = try #require(summary["failures"] as? [[String: Any]])
        #expect(failures.compactMap { $0["line"] as? Int } == broken.sorted())
        #expect((failures.first?["message"] as? String)?.hasPrefix("zigzags.ndjson:3:") == true)
        #expect(
            try ToolRunner.contents(of: folder) == ["out", "zigzags.ndjson", "zigzags.tar"], "no temporary file is left"
        )
    }

    @Test func standardInputGivesTheFilesShardWithoutBeingToldItsFormat() throws {
        let folder = try shard(count: 12, broken: [5])
        let input = try Data(contentsOf: folder.appendingPathComponent("zigzags.ndjson"))
        let piped = try ToolRunner.run(["render", "-", "-o", "piped.tar", "--size", "16x16"], in: folder, input: input)
        let named = try ToolRunner.run(["render", "zigzags.ndjson", "-o", "named.tar", "--size", "16x16"], in: folder)
        #expect(piped.status == 1 && named.status == 1, "the broken record fails both")
        #expect(piped.standardError.contains("<stdin>:5:"), "\(piped.standardError)")
        let fromPipe = try members(folder.appendingPathComponent("piped.tar"))
        let fromFile = try members(folder.appendingPathComponent("named.tar"))
        #expect(fromPipe.map(\.name) == fromFile.map(\.name))
        #expect(fromPipe.count == 23)
        for (pipe, file) in zip(fromPipe, fromFile) where pipe.name.hasSuffix(".png") {
            #expect(pipe.contents == file.contents, "\(pipe.name)")
        }
        for (pipe, file) in zip(fromPipe, fromFile) where pipe.name.hasSuffix(".json") {
            #expect(try json(pipe.contents)["source"] as? String == "stdin")
            #expect(try json(pipe.contents)["key_id"] != nil)
            let piped = String(decoding: pipe.contents, as: UTF8.self)
            let named = String(decoding: file.contents, as: UTF8.self)
            #expect(
                piped.replacingOccurrences(of: "\"stdin\"", with: "\"zigzags.ndjson\"") == named,
                "\(pipe.name): only the source differs")
        }
    }

    @Test func aStreamFromStandardInputIsHeldToTheLimitOfARecordNotOfTheWholeInput() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = Data(InterchangeSamples.quickDrawNDJSON(count: 200).utf8)
        #expect(input.count > 20_000)
        let result = try ToolRunner.run(
            ["render", "-", "-o", "out/", "--size", "8x8", "--max-file-size", "4K"], in: folder, input: input)
        #expect(result.status == 0, "\(result.standardError)")
        let written = try ToolRunner.contents(of: folder.appendingPathComponent("out"))
        #expect(written.count == 200)
        #expect(written.first == "stdin-000001.png", "a stream's numbers are six digits, as its length is not known")
    }

    @Test func theSameShardGivesTheSameBytesWhateverTheJobsAndWhereverItIsRead() throws {
        let folder = try shard(count: 40, broken: [7])
        let one = try ToolRunner.run(
            ["render", "zigzags.ndjson", "-o", "one.tar", "--size", "24x24", "--jobs", "1"], in: folder)
        let path = folder.appendingPathComponent("zigzags.ndjson").path
        let two = try ToolRunner.run(
            ["render", path, "-o", "sub/two.tar", "--size", "24x24", "--jobs", "3"], in: folder)
        #expect(one.status == 1 && two.status == 1)
        let first = try Data(contentsOf: folder.appendingPathComponent("one.tar"))
        #expect(first == (try Data(contentsOf: folder.appendingPathComponent("sub/two.tar"))))
        #expect(first.count % 512 == 0)
    }

    @Test func recordsWithoutAKeyAreKeyedByTheirFoldersName() throws {
        let folder = try ToolRunner.temporaryFolder()
        let lines = (1...3).map {
            InterchangeSamples.quickDrawRecord($0).replacingOccurrences(of: #""key_id": "\#($0)", "#, with: "")
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent("cats.ndjson"))
        let result = try ToolRunner.run(["render", "cats.ndjson", "-o", "cats.tar", "--size", "16x16"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let names = try members(folder.appendingPathComponent("cats.tar")).map(\.name)
        #expect(
            names == [
                "cats-1.png", "cats-1.json", "cats-2.png", "cats-2.json", "cats-3.png", "cats-3.json", "__summary__",
            ])
    }

    @Test func anEmptyShardGivesAnArchiveOfItsSummaryAlone() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data().write(to: folder.appendingPathComponent("empty.ndjson"))
        let result = try ToolRunner.run(["render", "empty.ndjson", "-o", "empty.tar"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardError.contains("empty.ndjson: holds no drawings"))
        let all = try members(folder.appendingPathComponent("empty.tar"))
        #expect(all.map(\.name) == ["__summary__"])
        #expect(try json(all[0].contents)["samples"] as? Int == 0)
    }

    @Test func aMissingShardIsNamedAndLeavesNoArchive() throws {
        let folder = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(["render", "missing.ndjson", "-o", "missing.tar"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("missing.ndjson"))
        #expect(try ToolRunner.contents(of: folder).isEmpty)
    }

    @Test func anArchiveWhereNoneCanBeWrittenIsAnErrorBeforeAnythingIsRendered() throws {
        let folder = try shard(count: 2)
        try Data("a file".utf8).write(to: folder.appendingPathComponent("taken"))
        let result = try ToolRunner.run(["render", "zigzags.ndjson", "-o", "taken/zigzags.tar"], in: folder)
        #expect(result.status != 0)
        #expect(result.standardError.contains("taken"))
        #expect(try ToolRunner.contents(of: folder) == ["taken", "zigzags.ndjson"])
    }

    @Test func anArchiveHoldsPNGsOnly() throws {
        let folder = try shard(count: 2)
        let result = try ToolRunner.run(
            ["render", "zigzags.ndjson", "-o", "zigzags.tar", "--format", "svg"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.contains("holds PNGs"))
    }
}
