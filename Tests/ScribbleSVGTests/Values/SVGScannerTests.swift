import Testing

@testable import ScribbleSVG

@Suite("SVG attribute scanner")
struct SVGScannerTests {
    /// What `scanNumber` reads at the start of `text`, and where it leaves the cursor.
    private static func scanNumber(_ text: String) -> (result: String, position: Int) {
        withScanner(over: text) { scanner in
            let result: String
            switch scanner.scanNumber() {
            case .number(let value): result = "\(value)"
            case .notANumber: result = "not a number"
            case .outOfRange: result = "out of range"
            }
            return (result, scanner.position)
        }
    }

    static let numbers: [(text: String, value: Double, length: Int)] = [
        ("12", 12, 2), ("-3.5", -3.5, 4), ("+.5", 0.5, 3), ("5.", 5, 2), ("0.1", 0.1, 3), ("1e3", 1000, 3),
        ("1E-2", 0.01, 4), ("2.5e+1x", 25, 6), ("123.456e2", 12345.6, 9), ("007", 7, 3), ("-0", -0.0, 2),
        // SVG path data runs numbers together: a second point or a sign starts the next one.
        ("1.5.5", 1.5, 3), ("10-5", 10, 2),
        // An "e" without exponent digits is not part of the number.
        ("1e", 1, 1), ("1e+", 1, 1), ("3em", 3, 1),
        // More than 19 significant digits, and halfway cases, are rounded correctly.
        ("9007199254740993", 9_007_199_254_740_992, 16),
        ("1234567890123456789012345", 1.234_567_890_123_456_789_012_345e24, 25),
        ("0.30000000000000000000000001", 0.3, 28),
        ("1e-400", 0, 6),
        ("1.7976931348623157e308", .greatestFiniteMagnitude, 22),
    ]

    @Test(arguments: numbers)
    func numbersAsSVGAndCSSWriteThem(text: String, value: Double, length: Int) {
        let scanned = Self.scanNumber(text)
        #expect(scanned.result == "\(value)")
        #expect(scanned.position == length)
    }

    @Test(arguments: ["", ".", "-", "+.", "e5", "abc", " 1", ",1"])
    func textsThatDoNotBeginANumberLeaveTheCursor(text: String) {
        #expect(Self.scanNumber(text) == ("not a number", 0))
    }

    @Test(arguments: ["1e999", "-1e309", "2e308"])
    func numbersBeyondADoubleAreOutOfRange(text: String) {
        #expect(Self.scanNumber(text) == ("out of range", 0))
    }

    @Test func separatorsAreACommaBetweenOptionalWhitespace() {
        let skips: [(text: String, comma: Bool, position: Int)] = [
            (" , x", true, 3), ("  x", false, 2), (",,", true, 1), ("\t\r\n\u{0C},\n9", true, 6), ("x", false, 0),
        ]
        for (text, comma, position) in skips {
            let skipped = withScanner(over: text) { scanner in (scanner.skipCommaWhitespace(), scanner.position) }
            #expect(skipped == (comma, position), "\(text.debugDescription)")
        }
    }

    @Test func whitespaceIsSVGsFive() {
        let whitespace = (0...255).filter { SVGScanner.isWhitespace(UInt8($0)) }
        #expect(whitespace == [0x09, 0x0A, 0x0C, 0x0D, 0x20])
        let starts = (0...255).filter { SVGScanner.canBeginNumber(UInt8($0)) }.map { Character(UnicodeScalar($0)) }
        #expect(String(starts) == "+-.0123456789")
    }

    @Test func skipTakesOnlyTheByteAskedFor() {
        let result = withScanner(over: "(x") { scanner in
            (scanner.skip(UInt8(ascii: ")")), scanner.skip(UInt8(ascii: "(")), scanner.position, scanner.current)
        }
        #expect(result == (false, true, 1, UInt8(ascii: "x")))
        let atEnd = withScanner(over: "") { scanner in (scanner.isAtEnd, scanner.current, scanner.skip(0x20)) }
        #expect(atEnd == (true, nil, false))
    }

    @Test func bytesAreDescribedForMessages() {
        #expect(SVGScanner.describe(nil) == "the end of the data")
        #expect(SVGScanner.describe(0x20) == "a space")
        #expect(SVGScanner.describe(0x09) == "a tab")
        #expect(SVGScanner.describe(0x0A) == "a line break")
        #expect(SVGScanner.describe(0x0D) == "a line break")
        #expect(SVGScanner.describe(UInt8(ascii: "x")) == "\"x\"")
        #expect(SVGScanner.describe(UInt8(ascii: "~")) == "\"~\"")
        #expect(SVGScanner.describe(0x7F) == "the byte 0x7F")
        #expect(SVGScanner.describe(0xC3) == "the byte 0xC3")
    }

    @Test func bytesWithoutContiguousStorageAreCopiedFirst() {
        let digits = "42.5".utf8.lazy.map { $0 }
        let value = withScanner(over: digits) { scanner -> Double? in
            guard case .number(let value) = scanner.scanNumber(), scanner.isAtEnd else { return nil }
            return value
        }
        #expect(value == 42.5)
        let array: [UInt8] = Array(" 7".utf8)
        #expect(withScanner(over: array[1...]) { $0.bytes.count } == 1)
    }
}
