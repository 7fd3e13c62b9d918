import Foundation
import Testing

/// Inputs concatenated repeat their records' `key_id`s: a shard archive warns of each key seen
/// again and makes it unique (`KEY-2`), its metadata naming the key it duplicates.
@Suite struct ShardDuplicateKeyTests {
    @Test func aConcatenatedNDJSONGetsUniqueKeysAndSaysWhich() throws {
        let folder = try ToolRunner.temporaryFolder()
        // Two shards of three records each, key_ids 1, 2 and 3, concatenated as `cat a b` would.
        let shard = InterchangeSamples.quickDrawNDJSON(count: 3)
        try Data((shard + shard).utf8).write(to: folder.appendingPathComponent("both.ndjson"))
        let result = try ToolRunner.run(["render", "both.ndjson", "-o", "both.tar", "--size", "32x32"], in: folder)
        #expect(result.status == 0, "a duplicate key is warned about, not a failure: \(result.standardError)")
        let warnings = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            warnings
                == (1...3).map {
                    "scribble: warning: both.ndjson:\($0 + 3): key \($0) is taken by both.ndjson:\($0); its sample is \($0)-2"
                })

        let members = try TarMembers.read([UInt8](try Data(contentsOf: folder.appendingPathComponent("both.tar"))))
        let keys = ["1", "2", "3", "1-2", "2-2", "3-2"]
        #expect(members.map(\.name) == keys.flatMap { ["\($0).png", "\($0).json"] } + ["__summary__"])
        for (index, key) in keys.enumerated() {
            let json = try #require(members.first { $0.name == key + ".json" }).contents
            let metadata = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
            #expect(metadata["key"] as? String == key)
            #expect(metadata["key_id"] as? String == String(index % 3 + 1), "the record's own key_id is kept")
            #expect(metadata["line"] as? Int == index + 1)
            #expect(metadata["duplicate_of"] as? String == (index < 3 ? nil : String(index % 3 + 1)))
        }
        // The repeated records are the same drawings, so their pictures are too.
        for key in ["1", "2", "3"] {
            #expect(
                members.first { $0.name == key + ".png" }?.contents
                    == members.first { $0.name == key + "-2.png" }?.contents)
        }
    }

    @Test func twoInputsOfTheSameRecordsGetUniqueKeysToo() throws {
        let folder = try ToolRunner.temporaryFolder()
        let shard = InterchangeSamples.quickDrawNDJSON(count: 2)
        try Data(shard.utf8).write(to: folder.appendingPathComponent("a.ndjson"))
        try Data(shard.utf8).write(to: folder.appendingPathComponent("b.ndjson"))
        let result = try ToolRunner.run(
            ["render", "a.ndjson", "b.ndjson", "-o", "ab.tar", "--size", "32x32"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "scribble: warning: b.ndjson:1: key 1 is taken by a.ndjson:1; its sample is 1-2"),
            "\(result.standardError)")
        let members = try TarMembers.read([UInt8](try Data(contentsOf: folder.appendingPathComponent("ab.tar"))))
        #expect(
            members.map(\.name) == ["1", "2", "1-2", "2-2"].flatMap { ["\($0).png", "\($0).json"] } + ["__summary__"])
    }

    @Test func aWholeShardTwiceIsWarnedAboutInAFewLines() throws {
        let folder = try ToolRunner.temporaryFolder()
        let shard = InterchangeSamples.quickDrawNDJSON(count: 40)
        try Data((shard + shard).utf8).write(to: folder.appendingPathComponent("twice.ndjson"))
        let result = try ToolRunner.run(["render", "twice.ndjson", "-o", "twice.tar", "--size", "16x16"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 6, "\(result.standardError)")
        #expect(
            lines.first == "scribble: warning: twice.ndjson:41: key 1 is taken by twice.ndjson:1; its sample is 1-2")
        #expect(
            lines.last
                == "scribble: warning: 35 more keys were seen again and made unique the same way; each such sample's JSON names its \"duplicate_of\""
        )
        let members = try TarMembers.read([UInt8](try Data(contentsOf: folder.appendingPathComponent("twice.tar"))))
        #expect(members.count == 2 * 80 + 1)
        let last = try #require(members.first { $0.name == "40-2.json" }).contents
        let metadata = try #require(try JSONSerialization.jsonObject(with: Data(last)) as? [String: Any])
        #expect(metadata["duplicate_of"] as? String == "40")
    }
}
