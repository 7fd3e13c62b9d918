import ScribbleSyntax
import Testing

/// Strings: every escape, surrogate pairs, control characters and UTF-8, each refusal with its
/// whole message, pointing at the escape or the byte that is wrong.
@Suite("JSON scanner: strings")
struct JSONScannerStringsTests {
    static let knows = #"JSON knows \" \\ \/ \b \f \n \r \t and \uXXXX"#

    static func read(bytes: [UInt8]) throws -> String {
        try ScannerRun.result(bytes: bytes) { scanner throws(FormatError) in
            let text = try scanner.readString()
            try scanner.finish()
            return text
        }.get()
    }

    @Test(
        arguments: [
            (#""\ud83d\ude00""#, "😀"), (#""\uD83D\uDE00""#, "😀"), (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
            (#""\uD800\uDC00""#, "\u{10000}"), (#""\u007f""#, "\u{7F}"), (#""\u0000""#, "\u{0}"),
            (#""x\u00e9y\n""#, "xéy\n"), (#""\uFFFE""#, "\u{FFFE}"),
        ] as [(String, String)])
    func unicodeEscapesAndSurrogatePairsDecode(json: String, text: String) throws {
        #expect(try Self.read(bytes: Array(json.utf8)) == text)
    }

    @Test func everyWellFormedUTF8SequenceIsTaken() throws {
        // One byte (DEL is not a control character in JSON), two, three and four, up to U+10FFFF.
        let bytes: [UInt8] =
            [0x22, 0x7F, 0xC2, 0x80, 0xDF, 0xBF, 0xE0, 0xA0, 0x80, 0xED, 0x9F, 0xBF, 0xEE, 0x80, 0x80]
            + [0xF0, 0x90, 0x80, 0x80, 0xF4, 0x8F, 0xBF, 0xBF, 0x22]
        #expect(
            try Self.read(bytes: bytes) == "\u{7F}\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{10000}\u{10FFFF}")
    }

    @Test(
        arguments: [
            (
                #""\ud83d""#,
                #"t.json:1:2: unpaired surrogate \uD83D in a string: a low surrogate \uDC00…\uDFFF must follow"#
            ),
            (
                #""\ud83dx""#,
                #"t.json:1:2: unpaired surrogate \uD83D in a string: a low surrogate \uDC00…\uDFFF must follow"#
            ),
            (
                #""\uDBFF\u0041""#,
                #"t.json:1:2: unpaired surrogate \uDBFF in a string: a low surrogate \uDC00…\uDFFF must follow"#
            ),
            (
                #""\uD800\uD800""#,
                #"t.json:1:2: unpaired surrogate \uD800 in a string: a low surrogate \uDC00…\uDFFF must follow"#
            ),
            (
                #""ab\uD83D\n""#,
                #"t.json:1:4: unpaired surrogate \uD83D in a string: a low surrogate \uDC00…\uDFFF must follow"#
            ),
            (
                #""\ude00""#,
                #"t.json:1:2: unpaired surrogate \uDE00 in a string: a low surrogate must follow a high one"#
            ),
            (
                #""\uDC00\uD800""#,
                #"t.json:1:2: unpaired surrogate \uDC00 in a string: a low surrogate must follow a high one"#
            ),
            (#""\u12G4""#, #"t.json:1:2: invalid \u escape in a string: four hex digits must follow \u"#),
            (#""\u12""#, #"t.json:1:2: invalid \u escape in a string: four hex digits must follow \u"#),
            (#""\u"#, #"t.json:1:2: invalid \u escape in a string: four hex digits must follow \u"#),
            (#""\ud83d\uZZZZ""#, #"t.json:1:8: invalid \u escape in a string: four hex digits must follow \u"#),
            (#""\x""#, #"t.json:1:2: invalid escape '\x' in a string; "# + knows),
            (#""\U0041""#, #"t.json:1:2: invalid escape '\U' in a string; "# + knows),
            (#""\'""#, #"t.json:1:2: invalid escape '\'' in a string; "# + knows),
            (#""a\é""#, #"t.json:1:3: invalid escape '\é' in a string; "# + knows),
            (#""😀\x""#, #"t.json:1:3: invalid escape '\x' in a string; "# + knows),
            ("\"unterminated", #"t.json:1:1: unterminated string: the closing '"' is missing"#),
            (#""\""#, #"t.json:1:1: unterminated string: the closing '"' is missing"#),
            (#""ab\"#, #"t.json:1:4: unterminated string: the closing '"' is missing"#),
            ("[\"a\",\n \"b]", #"t.json:2:2: [1]: unterminated string: the closing '"' is missing"#),
            ("\"line\nbreak\"", #"t.json:1:6: a string cannot hold a line break; write it as \n"#),
            ("\"a\rb\"", #"t.json:1:3: a string cannot hold a carriage return; write it as \r"#),
            ("\"a\tb\"", #"t.json:1:3: a string cannot hold a tab; write it as \t"#),
            ("\"a\u{1}b\"", #"t.json:1:3: a string cannot hold the control character U+0001; write it as \u0001"#),
            ("\"\u{1F}\"", #"t.json:1:2: a string cannot hold the control character U+001F; write it as \u001F"#),
            ("\"é\u{0}\"", #"t.json:1:3: a string cannot hold the control character U+0000; write it as \u0000"#),
        ])
    func badStringsAreRefusedAtTheEscapeOrByte(json: String, message: String) {
        let error = ScannerRun.message(json) { scanner throws(FormatError) -> [String] in
            guard scanner.peekKind() == .array else { return [try scanner.readString()] }
            try scanner.beginArray()
            var strings: [String] = []
            while try scanner.nextElement() { strings.append(try scanner.readString()) }
            return strings
        }
        #expect(error == message)
    }

    @Test(
        arguments: [
            ([0xFF], "0xFF"), ([0x80], "0x80"),
            // Overlong forms, an encoded surrogate, and lead bytes past U+10FFFF.
            ([0xC0, 0x80], "0xC0"), ([0xC1, 0xBF], "0xC1"), ([0xE0, 0x9F, 0xBF], "0xE0"), ([0xED, 0xA0, 0x80], "0xED"),
            ([0xF0, 0x8F, 0xBF, 0xBF], "0xF0"), ([0xF4, 0x90, 0x80, 0x80], "0xF4"), ([0xF5, 0x80, 0x80, 0x80], "0xF5"),
            // A sequence cut short by the next character or by the closing quote.
            ([0xE2, 0x82, 0x41], "0xE2"), ([0xE2, 0x82], "0xE2"), ([0xC3], "0xC3"),
        ] as [([UInt8], String)])
    func bytesThatAreNotUTF8AreRefusedAtTheFirstOne(sequence: [UInt8], byte: String) {
        // `"é` then the sequence: the column counts é as one character.
        let bytes: [UInt8] = [0x22, 0xC3, 0xA9] + sequence + [0x22]
        #expect(ScannerRun.string(bytes: bytes) == "t.json:1:3: invalid UTF-8 in a string (byte \(byte))")
    }

    @Test func aByteAfterABackslashThatIsNoEscapeIsNamedForWhatItIs() {
        #expect(
            ScannerRun.string(bytes: [0x22, 0x5C, 0xFF, 0x22]) == "t.json:1:3: invalid UTF-8 in a string (byte 0xFF)")
        #expect(
            ScannerRun.string("\"a\\\nb\"") == #"t.json:1:4: a string cannot hold a line break; write it as \n"#)
    }

    @Test func anOptionalStringIsNullOrAString() throws {
        let read = ScannerRun.result(#"[null, "a"]"#) { scanner throws(FormatError) -> [String?] in
            try scanner.beginArray()
            var strings: [String?] = []
            while try scanner.nextElement() { strings.append(try scanner.readOptionalString()) }
            return strings
        }
        #expect(try read.get() == [nil, "a"])
        #expect(
            ScannerRun.message("5") { scanner throws(FormatError) in try scanner.readOptionalString() }
                == "t.json:1:1: expected a string, found 5")
    }
}
