import ScribbleSyntax
import Testing

/// Numbers at the edges of a double and of the grammar, each refusal with its whole message.
@Suite("JSON scanner: numbers")
struct JSONScannerNumbersTests {
    static func read(_ json: String) -> Result<Double, FormatError> {
        ScannerRun.result(json) { scanner throws(FormatError) in
            let value = try scanner.readNumber()
            try scanner.finish()
            return value
        }
    }

    static func integer(_ json: String) -> Result<Int, FormatError> {
        ScannerRun.result(json) { scanner throws(FormatError) in
            let value = try scanner.readInteger()
            try scanner.finish()
            return value
        }
    }

    @Test(
        arguments: [
            ("1.7976931348623157e308", Double.greatestFiniteMagnitude),
            ("-1.7976931348623157e308", -Double.greatestFiniteMagnitude),
            // Past the largest double by less than half a step still rounds down to it.
            ("1.7976931348623158e308", Double.greatestFiniteMagnitude),
            ("2.2250738585072014e-308", Double.leastNormalMagnitude),
            ("4.9406564584124654e-324", Double.leastNonzeroMagnitude),
            ("-5e-324", -Double.leastNonzeroMagnitude),
            ("1e-400", 0), ("-1e-400", -0.0), ("1e-1000000000", 0),
            ("0e400", 0), ("0.000e-5", 0), ("1E22", 1e22), ("1e23", 1e23),
            ("12345678901234567890", 12_345_678_901_234_567_890),
            ("0.1e1", 1), ("10E-1", 1), ("-0", -0.0),
        ] as [(String, Double)])
    func numbersAtTheEdgesOfADoubleAreRead(text: String, value: Double) throws {
        let read = try Self.read(text).get()
        #expect(read == value && read.sign == value.sign, "\(text) read as \(read)")
    }

    @Test(
        arguments: [
            ("1e309", "t.json:1:1: 1e309 is too large: numbers must be within ±1.7976931348623157e308"),
            (
                "1.7976931348623159e308",
                "t.json:1:1: 1.7976931348623159e308 is too large: numbers must be within ±1.7976931348623157e308"
            ),
            ("-1e400", "t.json:1:1: -1e400 is too large: numbers must be within ±1.7976931348623157e308"),
            (
                "1e1000000000",
                "t.json:1:1: 1e1000000000 is too large: numbers must be within ±1.7976931348623157e308"
            ),
            (
                // A number longer than 40 characters is shown cut short.
                "1" + String(repeating: "0", count: 400),
                "t.json:1:1: 1" + String(repeating: "0", count: 39)
                    + "… is too large: numbers must be within ±1.7976931348623157e308"
            ),
            (
                "[1,\n  1e999]",
                "t.json:2:3: [1]: 1e999 is too large: numbers must be within ±1.7976931348623157e308"
            ),
        ])
    func numbersTooLargeForADoubleAreRefused(json: String, message: String) {
        let error = ScannerRun.message(json) { scanner throws(FormatError) -> [Double] in
            guard scanner.peekKind() == .array else { return [try scanner.readNumber()] }
            try scanner.beginArray()
            var numbers: [Double] = []
            while try scanner.nextElement() { numbers.append(try scanner.readNumber()) }
            return numbers
        }
        #expect(error == message)
    }

    @Test(
        arguments: [
            ("01", "t.json:1:1: numbers cannot have leading zeros, as in 01"),
            ("-01", "t.json:1:1: numbers cannot have leading zeros, as in -01"),
            ("00.5", "t.json:1:1: numbers cannot have leading zeros, as in 00.5"),
            ("-", "t.json:1:2: expected a digit after '-', found the end of the file"),
            ("-a", "t.json:1:2: expected a digit after '-', found 'a'"),
            ("-.5", "t.json:1:2: expected a digit after '-', found '.'"),
            ("--1", "t.json:1:2: expected a digit after '-', found -1"),
            ("1.", "t.json:1:3: expected a digit after the decimal point, found the end of the file"),
            ("1.e5", "t.json:1:3: expected a digit after the decimal point, found 'e5'"),
            ("-0.]", "t.json:1:4: expected a digit after the decimal point, found ']'"),
            (".5", "t.json:1:1: expected a number, found '.'"),
            ("1e", "t.json:1:3: expected a digit in the exponent, found the end of the file"),
            ("1e+", "t.json:1:4: expected a digit in the exponent, found the end of the file"),
            ("1E-x", "t.json:1:4: expected a digit in the exponent, found 'x'"),
            ("2.5e.1", "t.json:1:5: expected a digit in the exponent, found '.'"),
            ("+1", "t.json:1:1: expected a number, found '+'"),
            ("NaN", "t.json:1:1: expected a number, found 'NaN'"),
            ("Infinity", "t.json:1:1: expected a number, found 'Infinity'"),
            ("-Infinity", "t.json:1:2: expected a digit after '-', found 'Infinity'"),
            ("0x10", "t.json:1:2: expected the end of the document, found 'x10'"),
            ("1.2.3", "t.json:1:4: expected the end of the document, found '.'"),
            ("1 2", "t.json:1:3: expected the end of the document, found 2"),
            ("", "t.json:1:1: expected a number, found the end of the file"),
            (#""1""#, #"t.json:1:1: expected a number, found "1""#),
        ])
    func malformedNumbersAreRefusedWhereTheyGoWrong(json: String, message: String) {
        #expect(ScannerRun.number(json) == message)
    }

    @Test func skippedNumbersHaveTheirGrammarCheckedToo() {
        #expect(ScannerRun.skipping("[1, 01]") == "t.json:1:5: [1]: numbers cannot have leading zeros, as in 01")
        #expect(ScannerRun.skipping("[1.]") == "t.json:1:4: [0]: expected a digit after the decimal point, found ']'")
        #expect(ScannerRun.skipping("-") == "t.json:1:2: expected a digit after '-', found the end of the file")
    }

    @Test(
        arguments: [
            ("0", 0), ("-0", 0), ("3.0", 3), ("1e2", 100), ("-2.5E1", -25),
            ("9007199254740992", 9_007_199_254_740_992), ("-9007199254740992", -9_007_199_254_740_992),
        ] as [(String, Int)])
    func integersAreWholeNumbersWithinTwoToThe53(json: String, value: Int) throws {
        #expect(try Self.integer(json).get() == value)
    }

    @Test(
        arguments: [
            ("1.5", "t.json:1:1: expected an integer, found 1.5"),
            ("9007199254740994", "t.json:1:1: expected an integer, found 9007199254740994"),
            ("-9007199254740994", "t.json:1:1: expected an integer, found -9007199254740994"),
            ("9223372036854775807", "t.json:1:1: expected an integer, found 9223372036854775807"),
            ("-9223372036854775808", "t.json:1:1: expected an integer, found -9223372036854775808"),
            ("1e308", "t.json:1:1: expected an integer, found 1e308"),
            ("1e-7", "t.json:1:1: expected an integer, found 1e-7"),
            (#""1""#, #"t.json:1:1: expected an integer, found "1""#),
            ("true", "t.json:1:1: expected an integer, found true"),
            ("null", "t.json:1:1: expected an integer, found null"),
        ])
    func integersOutOfRangeOrWithAFractionAreRefused(json: String, message: String) {
        #expect(Self.integer(json).errorText == message)
    }

    @Test func anOptionalNumberIsNullOrANumber() throws {
        let read = ScannerRun.result("[null, 2.5]") { scanner throws(FormatError) -> [Double?] in
            try scanner.beginArray()
            var numbers: [Double?] = []
            while try scanner.nextElement() { numbers.append(try scanner.readOptionalNumber()) }
            try scanner.finish()
            return numbers
        }
        #expect(try read.get() == [nil, 2.5])
        #expect(
            ScannerRun.message("nul") { scanner throws(FormatError) in try scanner.readOptionalNumber() }
                == "t.json:1:1: expected a number, found 'nul'")
    }
}
