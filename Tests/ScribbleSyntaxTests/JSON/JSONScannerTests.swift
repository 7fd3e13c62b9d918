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

    @Test(arguments: ["01", "-", "1.", ".5", "1e", "1e+", "+1", "0x10", "NaN", "Infinity", "--1", "1.2.3"])
    func malformedNumbersAreRefusedWhereTheyGoWrong(text: String) {
        let message = Self.numberError(text)
        #expect(message?.hasPrefix("t.json:1:") == true, "\(text): \(message ?? "read")")
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

    @Test func badStringsAreRefusedAtTheirPlace() {
        let cases: [(String, String)] = [
            (#""\ud83d""#, "t.json:1:2:"),
            (#""\ude00""#, "t.json:1:2:"),
            (#""\ud83dx""#, "t.json:1:2:"),
            (#""\x""#, "t.json:1:2:"),
            (#""\u12G4""#, "t.json:1:2:"),
            ("\"line\nbreak\"", "t.json:1:6:"),
            ("\"tab\there\"", "t.json:1:5:"),
            ("\"unterminated", "t.json:1:"),
        ]
        for (json, place) in cases {
            let message = Self.stringError(json)
            #expect(message?.hasPrefix(place) == true, "\(json.debugDescription): \(message ?? "read")")
        }
        // Bytes that are not UTF-8.
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x62, 0x22]
        let invalid = Result { () throws(FormatError) -> String in
            try JSONScanner.withScanner(over: bytes, file: "t.json") { scanner throws(FormatError) in
                try scanner.readString()
            }
        }
        guard case .failure(let error) = invalid else {
            Issue.record("0xFF read as text")
            return
        }
        #expect(error.line == 1 && error.column == 3, "\(error)")
    }

    // MARK: - Structure

    @Test func nestingIsHeldToTheLimitExactly() {
        let atLimit = String(repeating: "[", count: 8) + String(repeating: "]", count: 8)
        #expect(Self.error(atLimit, maximumDepth: 8) == nil)
        let beyond = String(repeating: "[", count: 9) + String(repeating: "]", count: 9)
        let message = Self.error(beyond, maximumDepth: 8)
        #expect(message?.hasPrefix("t.json:1:9:") == true, "\(message ?? "read")")
        #expect(message?.contains("8") == true, "\(message ?? "read")")
        // A deep document costs the scanner's levels, not the thread's stack.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Self.error(deep, maximumDepth: 100_000) == nil)
    }

    @Test func aKeyGivenTwiceIsAnErrorWhetherTheReaderKnowsItOrNot() {
        func read(_ json: String) -> String? {
            do {
                try JSONScanner.withScanner(over: Array(json.utf8), file: "t.json") { scanner throws(FormatError) in
                    try scanner.beginObject()
                    while try scanner.nextField(in: Self.keys) != nil { try scanner.skipValue() }
                    try scanner.finish()
                }
                return nil
            } catch {
                return error.description
            }
        }
        #expect(read(#"{"a": 1, "b": 2, "unknown": 3}"#) == nil)
        let known = read("{\"a\": 1,\n \"a\": 2}")
        #expect(known?.hasPrefix("t.json:2:2:") == true && known?.contains("\"a\"") == true, "\(known ?? "read")")
        let unknown = read(#"{"zz": 1, "a": 2, "zz": 3}"#)
        #expect(
            unknown?.hasPrefix("t.json:1:19:") == true && unknown?.contains("\"zz\"") == true, "\(unknown ?? "read")")
        // Escapes spell the same key.
        #expect(read(#"{"a": 1, "\u0061": 2}"#) != nil)
    }

    @Test func theGrammarIsCheckedInFull() {
        let refused: [(String, String)] = [
            ("[1, 2,]", "t.json:1:7:"),
            (#"{"a": 1,}"#, "t.json:1:9:"),
            ("[1] 2", "t.json:1:5:"),
            ("[1 2]", "t.json:1:4:"),
            (#"{"a" 1}"#, "t.json:1:6:"),
            ("{a: 1}", "t.json:1:2:"),
            ("tru", "t.json:1:1:"),
            ("nul", "t.json:1:1:"),
            ("", "t.json:1:1:"),
            ("[", "t.json:1:2:"),
            ("// comment\n1", "t.json:1:1:"),
        ]
        for (json, place) in refused {
            let message = Self.error(json)
            #expect(message?.hasPrefix(place) == true, "\(json.debugDescription): \(message ?? "read")")
        }
        for json in ["\u{FEFF}[true, false, null]", " \t\r\n{ } ", "[[], {}, \"\", 0]", "-0.0e-0"] {
            #expect(Self.error(json) == nil, "\(json.debugDescription)")
        }
    }

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
}
