import ScribbleSyntax
import Testing

/// The readers the interchange formats use: booleans, optional values and bounded arrays of numbers.
@Suite("JSON scanner: values")
struct JSONScannerValuesTests {
    static func bools(_ json: String) -> Result<[Bool?], FormatError> {
        ScannerRun.result(json) { scanner throws(FormatError) -> [Bool?] in
            try scanner.beginArray()
            var values: [Bool?] = []
            while try scanner.nextElement() { values.append(try scanner.readOptionalBool()) }
            try scanner.finish()
            return values
        }
    }

    static func numbers(_ json: String, allowingNull: Bool = false) -> Result<[Double?], FormatError> {
        ScannerRun.result(json) { scanner throws(FormatError) -> [Double?] in
            let values = try scanner.readNumbers(within: 10, maximumCount: 3, allowingNull: allowingNull)
            try scanner.finish()
            return values
        }
    }

    @Test func booleansAreTrueFalseOrNull() throws {
        #expect(try Self.bools("[true, false, null]").get() == [true, false, nil])
        #expect(
            ScannerRun.message("null") { scanner throws(FormatError) in try scanner.readBool() }
                == "t.json:1:1: expected true or false, found null")
    }

    @Test(
        arguments: [
            ("[1]", "t.json:1:2: [0]: expected true or false, found 1"),
            ("[tru]", "t.json:1:2: [0]: expected true or false, found 'tru'"),
            ("[falsey]", "t.json:1:7: expected ',' or ']', found 'y'"),
            (#"[true, "false"]"#, #"t.json:1:8: [1]: expected true or false, found "false""#),
            ("[nul]", "t.json:1:2: [0]: expected true or false, found 'nul'"),
        ])
    func anythingElseIsNotABoolean(json: String, message: String) {
        #expect(Self.bools(json).errorText == message)
    }

    @Test func numberArraysAreReadWithinTheirBounds() throws {
        #expect(try Self.numbers("[1, -10, 10]").get() == [1, -10, 10])
        #expect(try Self.numbers("[]").get() == [])
        #expect(try Self.numbers("null").get() == [])
        #expect(try Self.numbers("[null, 2, null]", allowingNull: true).get() == [nil, 2, nil])
    }

    @Test(
        arguments: [
            ("[1, 20]", "t.json:1:5: [1]: the number must be within ±10, found 20"),
            ("[-10.5]", "t.json:1:2: [0]: the number must be within ±10, found -10.5"),
            ("[1, 2, 3, 4]", "t.json:1:1: [3]: the array has more than 3 numbers, the limit"),
            ("[1, null]", "t.json:1:5: [1]: expected a number, found null"),
            ("[1 2]", "t.json:1:4: expected ',' or ']', found 2"),
            ("{}", "t.json:1:1: expected an array, found an object"),
        ])
    func numbersOutOfBoundsOrTooManyAreRefused(json: String, message: String) {
        #expect(Self.numbers(json).errorText == message)
    }
}
