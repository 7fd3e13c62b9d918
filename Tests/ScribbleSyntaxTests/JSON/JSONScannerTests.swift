import ScribbleSyntax
import Testing

/// The JSON scanner on its own: numbers at their limits, strings and their escapes, nesting,
/// duplicate keys, and the place and words of every error.
@Suite("JSON scanner")
struct JSONScannerTests {
    /// The keys the tests' objects may have.
    enum Key: String, CaseIterable, Sendable { case a, b, x }
    static let keys = JSONNameTable<Key>()

    /// Reads a whole document as one value, checked and thrown away; the error's text, or `nil`.
    static func error(_ json: String, maximumDepth: Int = 64) -> String? {
        do {
            try JSONScanner.withScanner(over: Array(json.utf8), file: "t.json", maximumDepth: maximumDepth) {
                scanner throws(FormatError) in
                try scanner.skipValue()
                try scanner.finish()
            }
            return nil
        } catch {
            return error.description
        }
    }

    static func number(_ json: String) throws -> Double {
        try JSONScanner.withScanner(over: Array(json.utf8), file: "t.json") { scanner throws(FormatError) in
            let value = try scanner.readNumber()
            try scanner.finish()
            return value
        }
    }

    static func string(_ json: String) throws -> String {
        try JSONScanner.withScanner(over: Array(json.utf8), file: "t.json") { scanner throws(FormatError) in
            let value = try scanner.readString()
            try scanner.finish()
            return value
        }
    }

    static func numberError(_ json: String) -> String? {
        do {
            _ = try number(json)
            return nil
        } catch { return (error as? FormatError)?.description }
    }

    static func stringError(_ json: String) -> String? {
        do {
            _ = try string(json)
            return nil
        } catch { return (error as? FormatError)?.description }
    }

    // MARK: - Numbers

    @Test(
        arguments: [
            ("0", 0.0), ("-0", -0.0), ("1", 1), ("0.2", 0.2), ("0.1", 0.1), ("-12.5e-1", -1.25), ("1E3", 1000),
            ("1e+2", 100),
            ("4.5120000000000005", 4.5120000000000005), ("0.9999999999999999", 0.9999999999999999),
            ("1.7976931348623157e308", 1.7976931348623157e308), ("-1.7976931348623157e308", -1.7976931348623157e308),
            ("5e-324", 5e-324), ("1e-400", 0), ("123456789012345678901234567890", 123456789012345678901234567890.0),
            ("9007199254740993", 9_007_199_254_740_992), ("0.30000000000000004", 0.30000000000000004),
        ] as [(String, Double)])
    func numbersReadAsTheNearestDouble(text: String, value: Double) throws {
        let read = try Self.number(text)
        #expect(read == value && read.sign == value.sign, "\(text) read as \(read)")
    }

    @Test func numbersBeyondADoubleAreRefused() {
        #expect(
            Self.numberError("1e309")
                == "t.json:1:1: 1e309 is too large: numbers must be within ±1.7976931348623157e308")
        #expect(
            Self.numberError("-1.8e308")
                == "t.json:1:1: -1.8e308 is too large: numbers must be within ±1.7976931348623157e308")
    }

    @Test func errorsSayWhatWasExpectedAndWhatWasFound() {
        #expect(Self.numberError("01") == "t.json:1:1: numbers cannot have leading zeros, as in 01")
        #expect(Self.numberError("-") == "t.json:1:2: expected a digit after '-', found the end of the file")
        #expect(
            Self.numberError("1.") == "t.json:1:3: expected a digit after the decimal point, found the end of the file")
        #expect(Self.numberError("1e") == "t.json:1:3: expected a digit in the exponent, found the end of the file")
        #expect(Self.numberError("+1") == "t.json:1:1: expected a number, found '+'")
        #expect(
            Self.stringError(#""\ud83d""#)
                == #"t.json:1:2: unpaired surrogate \uD83D in a string: a low surrogate \uDC00…\uDFFF must follow"#)
        #expect(
            Self.stringError(#""\x""#)
                == #"t.json:1:2: invalid escape '\x' in a string; JSON knows \" \\ \/ \b \f \n \r \t and \uXXXX"#)
        #expect(Self.stringError("\"unterminated") == "t.json:1:1: unterminated string: the closing '\"' is missing")
        #expect(
            Self.error(String(repeating: "[", count: 9) + String(repeating: "]", count: 9), maximumDepth: 8)
                == "t.json:1:9: [0][0][0][0][0][0][0][0]: arrays and objects nest more than 8 deep")
        #expect(
            Self.error("[1, 2,]")
                == "t.json:1:7: expected a value after ',', found ']' (JSON allows no comma after the last element)")
        #expect(Self.error("[1] 2") == "t.json:1:5: expected the end of the document, found 2")
        #expect(Self.error("") == "t.json:1:1: expected a value, found the end of the file")
    }

    // MARK: - Strings

    @Test(
        arguments: [
            (#""plain""#, "plain"), (#""a\"b""#, "a\"b"), (#""back\\slash""#, "back\\slash"), (#""\/""#, "/"),
            (#""\b\f\n\r\t""#, "\u{8}\u{c}\n\r\t"), (#""\u00e9t\u00E9""#, "été"), (#""\u0000""#, "\u{0}"),
            (#""\ud83d\ude00""#, "😀"), (#""😀 é""#, "😀 é"), (#""\uFFFF""#, "\u{FFFF}"), (#""""#, ""),
        ] as [(String, String)])
    func stringsDecodeEveryEscape(json: String, text: String) throws {
        #expect(try Self.string(json) == text)
    }

    // MARK: - Structure

    @Test func anErrorSaysItsLineColumnAndPathFromTheRoot() {
        let json = """
            {
              "a": [
                {"x": 1},
                {"x": tru}
              ]
            }
            """
        var path = ""
        let message: String?
        do {
            try JSONScanner.withScanner(over: Array(json.utf8), file: "t.json") { scanner throws(FormatError) in
                try scanner.beginObject()
                while let key = try scanner.nextField(in: Self.keys) {
                    guard key == .a else {
                        try scanner.skipValue()
                        continue
                    }
                    try scanner.beginArray()
                    while try scanner.nextElement() {
                        try scanner.beginObject()
                        while try scanner.nextField(in: Self.keys) != nil {
                            path = scanner.path
                            _ = try scanner.readNumber()
                        }
                    }
                }
            }
            message = nil
        } catch {
            message = error.description
        }
        #expect(path == "a[1].x")
        #expect(message == "t.json:4:11: a[1].x: expected a number, found 'tru'", "\(message ?? "read")")
    }

    // MARK: - Every refusal of the grammar

    @Test(
        arguments: [
            ("", "t.json:1:1: expected a value, found the end of the file"),
            ("   ", "t.json:1:4: expected a value, found the end of the file"),
            ("tru", "t.json:1:1: expected a value, found 'tru'"),
            ("fals", "t.json:1:1: expected a value, found 'fals'"),
            ("nul", "t.json:1:1: expected a value, found 'nul'"),
            ("// comment\n1", "t.json:1:1: expected a value, found '/'"),
            ("[", "t.json:1:2: expected a value or ']', found the end of the file"),
            ("[1", "t.json:1:3: expected ',' or ']', found the end of the file"),
            ("[1 2]", "t.json:1:4: expected ',' or ']', found 2"),
            ("[1,]", "t.json:1:4: expected a value after ',', found ']' (JSON allows no comma after the last element)"),
            ("[,1]", "t.json:1:2: [0]: expected a value, found ','"),
            ("{", "t.json:1:2: expected a key or '}', found the end of the file"),
            (#"{"a":1"#, "t.json:1:7: expected ',' or '}', found the end of the file"),
            (#"{"a":1 "b":2}"#, #"t.json:1:8: expected ',' or '}', found "b""#),
            ("{a: 1}", "t.json:1:2: expected a key (a string in double quotes) or '}', found 'a'"),
            (#"{"a":1, b:2}"#, "t.json:1:9: expected a key (a string in double quotes), found 'b'"),
            (
                "{'a': 1}",
                "t.json:1:2: expected a key (a string in double quotes) or '}', found a single quote (JSON strings take double quotes)"
            ),
            (#"{"a" 1}"#, #"t.json:1:6: expected ':' after the key "a", found 1"#),
            (#"{"a""#, #"t.json:1:5: expected ':' after the key "a", found the end of the file"#),
            (#"{"odd key" 1}"#, #"t.json:1:12: expected ':' after the key "odd key", found 1"#),
            (#"{"a":}"#, "t.json:1:6: a: expected a value, found '}'"),
            (
                #"{"a": 1,}"#,
                "t.json:1:9: expected a key after ',', found '}' (JSON allows no comma after the last member)"
            ),
            ("[1] 2", "t.json:1:5: expected the end of the document, found 2"),
            ("[1]\nx", "t.json:2:1: expected the end of the document, found 'x'"),
            ("{} {}", "t.json:1:4: expected the end of the document, found an object"),
            ("[1]]", "t.json:1:4: expected the end of the document, found ']'"),
            ("1 // c", "t.json:1:3: expected the end of the document, found '/'"),
        ])
    func everyGrammarMistakeIsNamedWhereItIs(json: String, message: String) {
        #expect(ScannerRun.skipping(json) == message)
    }

    @Test func aReaderThatExpectsOneKindOfValueSaysSo() {
        #expect(
            ScannerRun.message("[]") { scanner throws(FormatError) in try scanner.beginObject() }
                == "t.json:1:1: expected an object, found an array")
        #expect(
            ScannerRun.message(" {}") { scanner throws(FormatError) in try scanner.beginArray() }
                == "t.json:1:2: expected an array, found an object")
        #expect(
            ScannerRun.message("5") { scanner throws(FormatError) in try scanner.readString() }
                == "t.json:1:1: expected a string, found 5")
    }

    // MARK: - Names

    @Test func aNameIsOneOfItsTable() throws {
        func name(_ json: String, noun: String = "device", plural: String? = nil) -> Result<Key, FormatError> {
            ScannerRun.result(json) { scanner throws(FormatError) in
                try scanner.readName(in: Self.keys, noun: noun, plural: plural)
            }
        }
        #expect(try name(#""b""#).get() == .b)
        #expect(try name(#""\u0078""#).get() == .x)
        #expect(name(#""c""#).errorText == #"t.json:1:1: unknown device "c"; known devices: a, b, x"#)
        #expect(
            name(#""c""#, noun: "box", plural: "boxes").errorText
                == #"t.json:1:1: unknown box "c"; known boxes: a, b, x"#)
        #expect(name(#""a\nb""#).errorText == #"t.json:1:1: unknown device "a\nb"; known devices: a, b, x"#)
        #expect(name(#""A""#).errorText == #"t.json:1:1: unknown device "A"; known devices: a, b, x"#)
        #expect(name("5").errorText == "t.json:1:1: expected a device name (a string), found 5")
    }

    // MARK: - Duplicate keys

    static func readObject(_ json: String) -> String? {
        ScannerRun.message(json) { scanner throws(FormatError) in
            try scanner.beginObject()
            while try scanner.nextField(in: Self.keys) != nil { try scanner.skipValue() }
            try scanner.finish()
        }
    }

    @Test(
        arguments: [
            ("{\"a\": 1,\n \"a\": 2}", #"t.json:2:2: duplicate key "a": an object may name a key only once"#),
            (#"{"zz": 1, "a": 2, "zz": 3}"#, #"t.json:1:19: duplicate key "zz": an object may name a key only once"#),
            (#"{"a": 1, "\u0061": 2}"#, #"t.json:1:10: duplicate key "a": an object may name a key only once"#),
            (#"{"zz": 1, "z\u007a": 2}"#, #"t.json:1:11: duplicate key "zz": an object may name a key only once"#),
            (#"{"a": {"k":1, "k":2}}"#, #"t.json:1:15: a: duplicate key "k": an object may name a key only once"#),
            (
                #"{"k": {"j": 1}, "j": 2, "k": 3}"#,
                #"t.json:1:25: duplicate key "k": an object may name a key only once"#
            ),
        ])
    func aKeyGivenTwiceIsRefusedAtItsSecondPlace(json: String, message: String) {
        #expect(Self.readObject(json) == message)
    }

    @Test func theSameKeyInDifferentObjectsIsNoDuplicate() {
        #expect(Self.readObject(#"{"a": 1, "b": 2, "unknown": 3}"#) == nil)
        #expect(Self.readObject(#"{"a": [{"k": 1}, {"k": 1}], "k": {"k": {"k": 1}}}"#) == nil)
    }

    // MARK: - Depth

    @Test func nestingIsHeldToTheLimitExactly() {
        let nested = { (depth: Int) in String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        #expect(ScannerRun.skipping(nested(8), maximumDepth: 8) == nil)
        let beyond = ScannerRun.result(nested(9), maximumDepth: 8) { scanner throws(FormatError) in
            try scanner.skipValue()
        }
        #expect(beyond.errorText == "t.json:1:9: [0][0][0][0][0][0][0][0]: arrays and objects nest more than 8 deep")
        guard case .failure(let error) = beyond else { return }
        #expect(error.exceededLimit == .depth)
        #expect(
            ScannerRun.skipping(#"{"a":{"a":{"a":1}}}"#, maximumDepth: 2)
                == "t.json:1:11: a.a: arrays and objects nest more than 2 deep")
        // A deep document costs the scanner's levels, not the thread's stack.
        #expect(ScannerRun.skipping(nested(100_000), maximumDepth: 100_000) == nil)
    }

    @Test func theDefaultDepthIsTheInterchangeLimit() {
        #expect(JSONScanner.defaultMaximumDepth == 512)
        let nested = { (depth: Int) in String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        let read = { (json: String) in
            Result { () throws(FormatError) in
                try JSONScanner.withScanner(over: Array(json.utf8), file: "t.json") { scanner throws(FormatError) in
                    try scanner.skipValue()
                }
            }.errorText
        }
        #expect(read(nested(512)) == nil)
        #expect(
            read(nested(513))
                == "t.json:1:513: " + String(repeating: "[0]", count: 8) + "…" + String(repeating: "[0]", count: 8)
                + ": arrays and objects nest more than 512 deep")
    }

    // MARK: - Short number arrays

    @Test func shortNumberArraysAreReadInOneGo() throws {
        let read = ScannerRun.result("[[512.25, 300, -1.5, 0.5], [], [1e2]]") {
            scanner throws(FormatError) -> [[Double]] in
            try scanner.beginArray()
            var arrays: [[Double]] = []
            while try scanner.nextElement() {
                guard let numbers = scanner.readShortNumberArray() else { break }
                arrays.append((0..<numbers.count).map { numbers[$0] })
            }
            return arrays
        }
        #expect(try read.get() == [[512.25, 300, -1.5, 0.5], [], [100]])
    }

    @Test(arguments: ["[1, null]", "[1, 2, 3, 4, 5]", "[1e400]", "[01]", "[1, ]", "{}", "[\"1\"]", "[1", "[[1]]"])
    func anythingElseLeavesTheScannerWhereItWas(json: String) throws {
        let read = ScannerRun.result(json) { scanner throws(FormatError) -> Bool in
            let start = scanner.position
            let numbers = scanner.readShortNumberArray()
            return numbers == nil && scanner.position == start
        }
        #expect(try read.get(), "\(json)")
    }

    @Test func aShortNumberArrayAtTheDepthLimitIsLeftToTheCarefulReader() {
        let message = ScannerRun.message("[[1, 2]]", maximumDepth: 1) { scanner throws(FormatError) -> Bool in
            try scanner.beginArray()
            _ = try scanner.nextElement()
            guard scanner.readShortNumberArray() == nil else { return true }
            try scanner.beginArray()
            return false
        }
        #expect(message == "t.json:1:2: [0]: arrays and objects nest more than 1 deep")
    }

    // MARK: - Input

    @Test func bytesInPiecesAreReadAsWhenInOne() {
        let json = Array(#"{"a": [1, tru]}"#.utf8)
        let pieces = json.lazy.map { $0 }
        let error = Result { () throws(FormatError) in
            try JSONScanner.withScanner(over: pieces, file: "t.json") { scanner throws(FormatError) in
                try scanner.skipValue()
            }
        }
        #expect(error.errorText == "t.json:1:11: a[1]: expected a value, found 'tru'")
    }

    @Test func rewindingReadsTheDocumentAgain() throws {
        let read = ScannerRun.result("\u{FEFF}[1, [2]]") { scanner throws(FormatError) -> [Double] in
            try scanner.beginArray()
            _ = try scanner.nextElement()
            let first = try scanner.readNumber()
            scanner.rewind()
            try scanner.beginArray()
            _ = try scanner.nextElement()
            let again = try scanner.readNumber()
            while try scanner.nextElement() { try scanner.skipValue() }
            try scanner.finish()
            return [first, again]
        }
        #expect(try read.get() == [1, 1])
    }

    @Test(
        arguments: [
            ("{", JSONScanner.ValueKind.object), ("[", .array), ("\"", .string), ("-", .number), ("7", .number),
            ("t", .literal), ("f", .literal), ("n", .literal), ("  ", .end), ("x", .other), ("'", .other),
        ] as [(String, JSONScanner.ValueKind)])
    func theKindOfAValueIsToldByItsFirstCharacter(json: String, kind: JSONScanner.ValueKind) throws {
        let seen = ScannerRun.result(json) { scanner throws(FormatError) in scanner.peekKind() }
        #expect(try seen.get() == kind)
    }
}
