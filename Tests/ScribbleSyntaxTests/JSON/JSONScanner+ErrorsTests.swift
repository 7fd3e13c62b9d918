import ScribbleSyntax
import Testing

/// How an error shows its place — line, column and path — and how it shows the text it found.
@Suite("JSON scanner: errors")
struct JSONScannerErrorsTests {
    /// Reads a number from `bytes`: its error shows what the scanner found instead.
    static func found(_ bytes: [UInt8]) -> String? {
        ScannerRun.message(bytes: bytes) { scanner throws(FormatError) in try scanner.readNumber() }
    }

    @Test(
        arguments: [
            ("{}", "an object"), ("[]", "an array"), (#""abc""#, #""abc""#), (#""a\nb""#, #""a\nb""#),
            (#""a\u0022b""#, #""a\"b""#), (#""abc"#, "a string with an error in it"),
            (#""\q""#, "a string with an error in it"),
            ("\"" + String(repeating: "x", count: 50) + "\"", "\"" + String(repeating: "x", count: 40) + "…\""),
            ("true", "true"), ("false", "false"), ("null", "null"), ("tru", "'tru'"), ("nulls", "'nulls'"),
            ("True", "'True'"), ("_x1", "'_x1'"),
            (String(repeating: "a", count: 35), "'" + String(repeating: "a", count: 30) + "'"),
            ("'x'", "a single quote (JSON strings take double quotes)"), ("#", "'#'"), ("}", "'}'"), ("é", "'é'"),
            ("😀", "'😀'"),
        ])
    func whatWasFoundIsShownAsTheUserWroteIt(json: String, shown: String) {
        #expect(Self.found(Array(json.utf8)) == "t.json:1:1: expected a number, found \(shown)")
    }

    @Test(
        arguments: [
            ([0xFF], "the byte 0xFF"), ([0x00], "the byte 0x0"), ([0x7F], "the byte 0x7F"),
            ([0xC3, 0x28], "the byte 0xC3"),
            ([0xFF, 0xFE, 0x5B, 0x00], "a UTF-16 byte order mark (save the file as UTF-8)"),
            ([0xFE, 0xFF, 0x00, 0x5B], "a UTF-16 byte order mark (save the file as UTF-8)"),
            // A second UTF-8 byte order mark: the first one is skipped and not counted as a column.
            ([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x31], "a byte order mark (U+FEFF), which may only begin the file"),
        ] as [([UInt8], String)])
    func bytesThatAreNotTextAreNamed(bytes: [UInt8], shown: String) {
        #expect(Self.found(bytes) == "t.json:1:1: expected a number, found \(shown)")
    }

    @Test func aByteOrderMarkIsSkippedOnlyAtTheStart() {
        #expect(ScannerRun.skipping("\u{FEFF}[1]") == nil)
        #expect(ScannerRun.skipping("\u{FEFF}x") == "t.json:1:1: expected a value, found 'x'")
        #expect(ScannerRun.skipping("\u{FEFF}[1,\n x]") == "t.json:2:2: [1]: expected a value, found 'x'")
        #expect(
            ScannerRun.skipping("[1, \u{FEFF}2]")
                == "t.json:1:5: [1]: expected a value, found a byte order mark (U+FEFF), which may only begin the file")
        #expect(
            ScannerRun.skipping(bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00])
                == "t.json:1:1: expected a value, found a UTF-16 byte order mark (save the file as UTF-8)")
    }

    @Test(
        arguments: [
            ("[1,\n x]", "t.json:2:2: [1]: expected a value, found 'x'"),
            ("[1,\r\n 2,\r\n x]", "t.json:3:2: [2]: expected a value, found 'x'"),
            // An old Mac line break, a lone carriage return, ends a line too.
            ("[1,\r x]", "t.json:2:2: [1]: expected a value, found 'x'"),
            ("[1,\n\n\n\tx]", "t.json:4:2: [1]: expected a value, found 'x'"),
            // Columns count characters (Unicode scalars), not bytes: é, 😀 and a combining accent are one each.
            (#"["é😀", x]"#, "t.json:1:8: [1]: expected a value, found 'x'"),
            ("[\"e\u{301}\", x]", "t.json:1:8: [1]: expected a value, found 'x'"),
            ("[\"日本\",\n \"語\", x]", "t.json:2:7: [2]: expected a value, found 'x'"),
        ])
    func linesAndColumnsCountCharactersAfterEveryKindOfLineBreak(json: String, message: String) {
        #expect(ScannerRun.skipping(json) == message)
    }

    @Test(
        arguments: [
            (#"{"a": [tru]}"#, "t.json:1:8: a[0]: expected a value, found 'tru'"),
            (#"[{}, {"x": {"y": nul}}]"#, "t.json:1:18: [1].x.y: expected a value, found 'nul'"),
            (#"{"odd key": [tru]}"#, #"t.json:1:14: ["odd key"][0]: expected a value, found 'tru'"#),
            (
                #"{"a-b": {"1a": {"": {"q\"": [x]}}}}"#,
                #"t.json:1:30: a-b["1a"][""]["q\""][0]: expected a value, found 'x'"#
            ),
            (#"{"\u0061": x}"#, "t.json:1:12: a: expected a value, found 'x'"),
            (
                String(repeating: "[", count: 20) + "x" + String(repeating: "]", count: 20),
                "t.json:1:21: " + String(repeating: "[0]", count: 8) + "…" + String(repeating: "[0]", count: 8)
                    + ": expected a value, found 'x'"
            ),
            (
                // Sixteen steps are shown whole.
                String(repeating: "[", count: 16) + "x" + String(repeating: "]", count: 16),
                "t.json:1:17: " + String(repeating: "[0]", count: 16) + ": expected a value, found 'x'"
            ),
        ])
    func thePathNamesEveryStepFromTheRoot(json: String, message: String) {
        #expect(ScannerRun.skipping(json) == message)
    }

    /// The keys of the document that a reader knows.
    enum Field: String, CaseIterable, Sendable { case events, x }
    static let fields = JSONNameTable<Field>()

    @Test func aReaderSeesThePathOfTheValueItReads() {
        let json = #"{"events":[0,0,0,0,0,0,0,0,0,0,0,0,{"x":"abc"}]}"#
        let message = ScannerRun.message(json) { scanner throws(FormatError) in
            try scanner.beginObject()
            while let field = try scanner.nextField(in: Self.fields) {
                guard field == .events else { continue }
                try scanner.beginArray()
                while try scanner.nextElement() {
                    guard scanner.peekKind() == .object else {
                        _ = try scanner.readNumber()
                        continue
                    }
                    try scanner.beginObject()
                    while try scanner.nextField(in: Self.fields) != nil { _ = try scanner.readNumber() }
                }
            }
        }
        #expect(message == #"t.json:1:41: events[12].x: expected a number, found "abc""#)
    }

    @Test func anErrorWithoutAFileNameStartsWithItsLine() {
        let error = Result { () throws(FormatError) in
            try JSONScanner.withScanner(over: Array("[1,\n ]".utf8), file: nil) { scanner throws(FormatError) in
                try scanner.skipValue()
            }
        }
        #expect(
            error.errorText
                == "2:2: expected a value after ',', found ']' (JSON allows no comma after the last element)")
    }
}
