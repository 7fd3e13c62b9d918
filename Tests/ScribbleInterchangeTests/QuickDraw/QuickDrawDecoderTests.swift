import ScribbleKit
import ScribbleSyntax
import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// One Quick, Draw! record on its own: the fields the reader's tests leave aside, and each refusal
    /// of a stroke's arrays with its column.
    @Suite("Quick, Draw! record decoder")
    struct QuickDrawDecoderTests {
        /// The record `json` holds, read as line 7, or its error's description.
        private static func decode(_ json: String, options: QuickDrawOptions = .default) -> Result<
            QuickDrawRecord, FormatError
        > {
            Result { () throws(FormatError) in
                try JSONScanner.withScanner(over: Array(json.utf8), file: "t.ndjson") { scanner throws(FormatError) in
                    try QuickDrawDecoder.record(&scanner, line: 7, options: options)
                }
            }
        }

        private static func error(_ json: String, options: QuickDrawOptions = .default) -> String? {
            guard case .failure(let error) = decode(json, options: options) else { return nil }
            return error.description
        }

        @Test func optionalFieldsMayBeNullOrOfAnotherKind() throws {
            let record = try Self.decode(
                #"{"word": null, "key_id": 12.5, "countrycode": null, "timestamp": 1488400000, "recognized": null, "drawing": [[[0], [0]]]}"#
            ).get()
            #expect(record.line == 7)
            #expect(record.word == "")
            #expect(record.keyID == "12.5")
            #expect(record.countryCode == nil && record.timestamp == nil && record.recognized == nil)
            let nullKey = try Self.decode(#"{"key_id": null, "drawing": [[[0], [0]]]}"#).get()
            #expect(nullKey.keyID == nil)
        }

        @Test func simplifiedDrawingsThatStrayPastTheirSquareGetRoom() throws {
            let record = try Self.decode(#"{"drawing": [[[0, 300.5], [0, 10]]]}"#).get()
            #expect(record.isSimplified)
            #expect(record.drawing.canvas == Size(width: 301, height: 256))
            let inside = try Self.decode(#"{"drawing": [[[0, 200], [0, 10]]]}"#).get()
            #expect(inside.drawing.canvas == QuickDrawOptions.simplifiedCanvas)
        }

        static let refusals: [(json: String, message: String)] = [
            (
                #"{"drawing": [[]]}"#,
                "t.ndjson:1:14: drawing[0]: a stroke is [[x…], [y…]] or [[x…], [y…], [t…]]; this one has 0 arrays"
            ),
            (
                #"{"drawing": [[[1]]]}"#,
                "t.ndjson:1:14: drawing[0]: a stroke is [[x…], [y…]] or [[x…], [y…], [t…]]; this one has 1 array"
            ),
            (
                #"{"drawing": [[[1], [2], [3], [4]]]}"#,
                "t.ndjson:1:30: drawing[0][3]: a stroke is [[x…], [y…]] or [[x…], [y…], [t…]]; this one has more arrays"
            ),
            (#"{"drawing": [[[], []]]}"#, "t.ndjson:1:14: drawing[0]: a stroke needs at least one point"),
            (
                #"{"drawing": [[[1, 2], [3, 4], [5]]]}"#,
                "t.ndjson:1:14: drawing[0]: the stroke's arrays have different lengths (2, 2, 1); each point needs an x, a y and a t"
            ),
            (
                #"{"drawing": [[[1], [2]], [[1], [2], [0]]]}"#,
                "t.ndjson:1:26: drawing[1]: this stroke has times but the drawing's first stroke has none; give every stroke times, or none"
            ),
            (
                #"{"drawing": [[[1e8], [0]]]}"#,
                "t.ndjson:1:16: drawing[0][0][0]: a coordinate must be within ±10000000, found 1e8"
            ),
            (
                #"{"drawing": [[[0], [0], [-2e12]]]}"#,
                "t.ndjson:1:26: drawing[0][2][0]: a time must be within ±1000000000000 ms, found -2e12"
            ),
        ]

        @Test(arguments: refusals)
        func strokesThatAreNotArraysOfPointsAreRefused(json: String, message: String) {
            #expect(Self.error(json) == message)
        }

        @Test func moreStrokesThanTheLimitAreRefused() {
            var options = QuickDrawOptions()
            options.limits.maximumStrokes = 1
            let json = #"{"drawing": [[[1], [2]], [[3], [4]]]}"#
            guard case .failure(let error) = Self.decode(json, options: options) else {
                Issue.record("expected the stroke limit")
                return
            }
            #expect(error.description == "t.ndjson:1:13: drawing[1]: the drawing has more than 1 strokes, the limit")
            #expect(error.exceededLimit == .strokes)
        }
    }
}
