import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// The white-space separated numbers of Xournal++'s points, widths and dash patterns.
    @Suite("Xournal++ number lists")
    struct XournalNumbersTests {
        /// The numbers of `text` (within `range`, all of it when `nil`), or the problem as
        /// `offset#index: message [out of range]`.
        private static func read(
            _ text: String, range: Range<Int>? = nil, limit: Int = .max, bound: Double = .infinity,
            allowingNaN: Bool = false
        ) -> Result<[Double], XournalNumbers.Problem> {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                Result { () throws(XournalNumbers.Problem) in
                    try XournalNumbers.read(
                        buffer, range: range ?? 0..<buffer.count, limit: limit, bound: bound, allowingNaN: allowingNaN)
                }
            }
        }

        private static func problem(
            _ text: String, limit: Int = .max, bound: Double = .infinity, allowingNaN: Bool = false
        ) -> String? {
            guard case .failure(let problem) = read(text, limit: limit, bound: bound, allowingNaN: allowingNaN) else {
                return nil
            }
            return "\(problem.offset)#\(problem.index): \(problem.message)"
                + (problem.outOfRange.map { " [\($0)]" } ?? "")
        }

        @Test func numbersAreSeparatedByWhiteSpace() throws {
            #expect(try Self.read("1 2.5 -3 +4 1e2 .5 5.").get() == [1, 2.5, -3, 4, 100, 0.5, 5])
            #expect(try Self.read("  \n\t 7 \r\n").get() == [7])
            #expect(try Self.read("").get() == [])
            #expect(try Self.read(" \t ").get() == [])
        }

        @Test func onlyTheRangeIsRead() throws {
            // "9 1 2 9": bytes 2..<5 are "1 2".
            #expect(try Self.read("9 1 2 9", range: 2..<5).get() == [1, 2])
            #expect(try Self.read("9 12", range: 2..<3).get() == [1])
        }

        static let problems: [(text: String, problem: String)] = [
            ("1 x 3", #"2#1: expected a number, found "x""#),
            ("1 2abc", #"2#1: expected a number, found "2abc""#),
            ("1,2", #"0#0: expected a number, found "1,2""#),
            ("-", #"0#0: expected a number, found "-""#),
            ("--1", #"0#0: expected a number, found "--1""#),
            ("0x10", #"0#0: expected a number, found "0x10""#),
            ("nan", #"0#0: "nan" is not a finite number"#),
            ("4 -INF", #"2#1: "-INF" is not a finite number"#),
            ("+Infinity", #"0#0: "+Infinity" is not a finite number"#),
            ("1 1e999", #"2#1: "1e999" is too large for a number"#),
        ]

        @Test(arguments: problems)
        func textThatIsNotAFiniteNumberIsAProblemWhereItStarts(text: String, problem: String) {
            #expect(Self.problem(text) == problem)
        }

        @Test func notANumberIsReadOnlyWhenAllowed() throws {
            let numbers = try Self.read("1 NaN -nan +nAn", allowingNaN: true).get()
            #expect(numbers.count == 4)
            #expect(numbers[0] == 1)
            #expect(numbers.dropFirst().allSatisfy { $0.isNaN })
            // Allowing NaN does not allow infinities.
            #expect(Self.problem("nan inf", allowingNaN: true) == #"4#1: "inf" is not a finite number"#)
        }

        @Test func numbersBeyondTheBoundAreOutOfRangeWithTheirText() throws {
            #expect(try Self.read("1 -5 5", bound: 5).get() == [1, -5, 5])
            #expect(Self.problem("1 -5 6", bound: 5) == "5#2: out of range [6]")
            #expect(Self.problem("-6.5", bound: 5) == "0#0: out of range [-6.5]")
        }

        @Test func moreNumbersThanTheLimitAreAProblem() throws {
            #expect(try Self.read("1 2", limit: 2).get() == [1, 2])
            #expect(Self.problem("1 2 3", limit: 2) == "4#2: more numbers than the limit")
            #expect(Self.problem("1 nan", limit: 1, allowingNaN: true) == "2#1: more numbers than the limit")
        }
    }
}
