import Testing

@testable import Scribble

/// Counting a Quick, Draw! file's records before streaming it, to pad their numbers: lines of an
/// NDJSON file, top-level elements of a JSON array, strings and nesting skipped.
@Suite struct RecordCountTests {
    @Test(arguments: [
        ("", 0), ("a", 1), ("a\n", 1), ("a\nb", 2), ("a\nb\n", 2), ("\n\n\n", 3), ("{\"x\": \"a\\nb\"}\n{}\n", 2),
    ])
    func linesAreCountedAsAnNDJSONFileHasThem(text: String, count: Int) throws {
        try TestFiles.withFolder { folder in
            let path = try TestFiles.write(text, named: "r.ndjson", in: folder)
            #expect(RecordCount.lines(in: path) == count, "\(text.debugDescription)")
        }
    }

    @Test(arguments: [
        ("[]", 0), ("[ ]", 0), ("[1]", 1), ("[1, 2, 3]", 3), (#"[{"a": [1, 2, 3]}, {"b": "x, y, ]"}]"#, 2),
        (#"["a\"],", "b"]"#, 2), ("[[1, 2], [3, 4], []]", 3), (#"[{"word": "cat", "drawing": [[[0, 1], [2, 3]]]}]"#, 1),
    ])
    func arrayElementsAreCountedAtTheTopLevelOnly(text: String, count: Int) throws {
        try TestFiles.withFolder { folder in
            let path = try TestFiles.write(text, named: "r.json", in: folder)
            #expect(RecordCount.arrayElements(in: path) == count, "\(text)")
        }
    }

    @Test func aFileThatCannotBeReadHasNoCount() {
        #expect(RecordCount.lines(in: "/nonexistent/r.ndjson") == nil)
        #expect(RecordCount.arrayElements(in: "/nonexistent/r.json") == nil)
    }
}
