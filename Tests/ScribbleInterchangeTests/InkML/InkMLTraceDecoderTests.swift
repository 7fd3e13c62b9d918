import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// The text of an InkML `<trace>`: values, prefixes, differences, defaults and every problem.
    @Suite("InkML trace decoder")
    struct InkMLTraceDecoderTests {
        private typealias Channel = InkMLTraceFormat.Channel

        /// What decoding gives: the points, a row of values each, or the problem as `offset#point@channel: message`.
        enum Outcome: Equatable {
            case success([[Double?]])
            case failure(String)
        }

        /// What `decoder` makes of `text`.
        private static func decode(
            _ text: String, with decoder: inout InkMLTraceDecoder, pointLimit: Int = .max
        ) -> Outcome {
            let bytes = Array(text.utf8)
            var values: [Double?] = []
            do {
                let points = try bytes.withUnsafeBufferPointer { buffer throws(InkMLTraceDecoder.Problem) in
                    try decoder.decode(buffer, range: 0..<buffer.count, into: &values, pointLimit: pointLimit)
                }
                let width = decoder.format.channels.count
                #expect(values.count == points * width)
                return .success((0..<points).map { Array(values[$0 * width..<($0 + 1) * width]) })
            } catch {
                return .failure("\(error.offset)#\(error.point)@\(error.channel ?? "-"): \(error.message)")
            }
        }

        private static func decode(_ text: String, format: InkMLTraceFormat = .standard, pointLimit: Int = .max)
            -> Outcome
        {
            var decoder = InkMLTraceDecoder(format: format)
            return decode(text, with: &decoder, pointLimit: pointLimit)
        }

        static let traces: [(text: String, points: [[Double?]])] = [
            ("10 0, 9 14, 8 28", [[10, 0], [9, 14], [8, 28]]),
            ("", []),
            (" \n\t ", []),
            // A trailing comma leaves no empty point.
            ("1 2,", [[1, 2]]),
            // Numbers run together where a sign or a second point shows where one ends.
            ("3-5", [[3, -5]]),
            ("1.5.5", [[1.5, 0.5]]),
            (".5-.5,+1e1 2E-1", [[0.5, -0.5], [10, 0.2]]),
            ("#1F #a, -#10 +#1", [[31, 10], [-16, 1]]),
            ("- 4 + 5", [[-4, 5]]),
            // T and F are 1 and 0; a point that leaves out Y takes 0.
            ("T, F", [[1, 0], [0, 0]]),
            // ? is not known; * repeats the last value known.
            ("1 2, * ?, 3 *", [[1, 2], [1, nil], [3, 2]]),
            // ' writes the change from the point before, from then on; ! goes back to values. Each
            // channel has its own: the ! before X leaves Y in differences.
            ("10 0, '1 '2, 1 2, !5 5", [[10, 0], [11, 2], [12, 4], [5, 9]]),
            // " writes the change of the change: the velocities (1, 2) grow by (1, 0), then stay.
            (#"10 0, '1 '2, "1 "0, 0 0"#, [[10, 0], [11, 2], [13, 4], [15, 6]]),
            // Prefixes may stand apart from their values, and a * after differences repeats without moving on.
            (#"0 0, ' 3 ' 4, *  *, ' 1 '1"#, [[0, 0], [3, 4], [3, 4], [4, 5]]),
            ("#20000000000000", [[9_007_199_254_740_992, 0]]),
        ]

        @Test(arguments: traces)
        func tracesAsTheRecommendationsGrammarHasThem(text: String, points: [[Double?]]) {
            #expect(Self.decode(text) == .success(points))
        }

        @Test func leftOutValuesTakeTheirDefaultOrZero() throws {
            let format = InkMLTraceFormat(channels: [
                Channel(name: "X"), Channel(name: "Y"), Channel(name: "F", defaultValue: 0.5),
                Channel(name: "T"), Channel(name: "OTx", isIntermittent: true),
                Channel(name: "OTy", defaultValue: 7, isIntermittent: true),
            ])
            var decoder = InkMLTraceDecoder(format: format)
            #expect(
                Self.decode("1 2, 3 4 0.25 9 1 2", with: &decoder)
                    == .success([[1, 2, 0.5, 0, nil, 7], [3, 4, 0.25, 9, 1, 2]]))
            // Only T took a 0 of its own: F has a default and the intermittent channels may be left out.
            #expect(decoder.implicitDefaults == ["T"])
            var complete = InkMLTraceDecoder(format: format)
            _ = Self.decode("1 2 3 4", with: &complete)
            #expect(complete.implicitDefaults.isEmpty)
        }

        @Test func aContinuingTraceCarriesItsDifferencesOn() {
            var decoder = InkMLTraceDecoder(format: .standard)
            #expect(Self.decode(#"10 0, '1 '1, "0 "1"#, with: &decoder) == .success([[10, 0], [11, 1], [12, 3]]))
            // The next trace goes on in second differences from velocities (1, 2).
            #expect(Self.decode("0 0", with: &decoder) == .success([[13, 5]]))
        }

        static let problems: [(text: String, problem: String)] = [
            (",1 2", "0#0@-: a point with no values (two commas with nothing between them)"),
            ("1 2,,3 4", "4#1@-: a point with no values (two commas with nothing between them)"),
            (
                "1 2 3",
                "4#0@-: the point has more values than the trace format has channels (X, Y); separate points with commas"
            ),
            ("1 '", "2#0@Y: the trace ends after a difference prefix, without its value"),
            ("1 2, 3 \" ", "7#1@Y: the trace ends after a difference prefix, without its value"),
            ("* 1", #"0#0@X: "*" (the value of the point before) has no point before it"#),
            ("'1 2", "0#0@X: a first difference (') needs a value before it; the trace's first point must be explicit"),
            (
                #"1 "2"#,
                #"2#0@Y: a second difference (") needs a value before it; the trace's first point must be explicit"#
            ),
            ("1 x", #"2#0@Y: expected a number, T, F, ? or *, found "x""#),
            ("1 é", #"2#0@Y: expected a number, T, F, ? or *, found "é""#),
            ("1 -", "3#0@Y: expected a number, T, F, ? or *, found the end of the trace"),
            ("1e3e", #"3#0@Y: expected a number, T, F, ? or *, found "e""#),
            ("#g", ##"0#0@X: expected hexadecimal digits after "#", found "g""##),
            ("1 -#", ##"2#0@Y: expected hexadecimal digits after "#", found the end of the trace"##),
            ("#200000000000000", "0#0@X: the hexadecimal number is too large (the most is #20000000000000)"),
            // Past 2⁵³ a double no longer holds every whole number, whatever the digits.
            ("#20000000000001", "0#0@X: the hexadecimal number is too large (the most is #20000000000000)"),
            ("-#1FFFFFFFFFFFFF0", "0#0@X: the hexadecimal number is too large (the most is #20000000000000)"),
            ("-1e999", "0#0@X: the number is too large for a double"),
            ("1e308 0, '1e308 0", "9#1@X: the value is too large for a double"),
        ]

        @Test(arguments: problems)
        func problemsSayWhereAndWhat(text: String, problem: String) {
            #expect(Self.decode(text) == .failure(problem))
        }

        @Test func thePointLimitIsAProblemAtThePointPastIt() {
            #expect(Self.decode("1 2, 3 4", pointLimit: 2) == .success([[1, 2], [3, 4]]))
            #expect(
                Self.decode("1 2, 3 4", pointLimit: 1) == .failure("8#1@-: the document has more points than the limit")
            )
            #expect(
                Self.decode("1 2, 3 4, 5 6", pointLimit: 1)
                    == .failure("8#1@-: the document has more points than the limit"))
        }
    }
}
