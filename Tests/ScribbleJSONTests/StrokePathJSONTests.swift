import ScribbleJSON
import ScribbleKit
import ScribbleSyntax
import Testing

/// A stroke's exact centre line in the drawing format: `"path"`, SVG path data in the stroke's own
/// coordinates, kept bit for bit, and bad path data reported where it is.
@Suite struct StrokePathJSONTests {
    /// Coordinates no short decimal holds, so that only the shortest round-trip digits keep them.
    static let path = CurvePath([
        .move(to: Point(x: 0.1 + 0.2, y: 1.0 / 3)),
        .cubic(
            control1: Point(x: 2.0 / 7, y: -1e-9), control2: Point(x: 12345.678901234567, y: 5e-324),
            to: Point(x: -0.0, y: 9_999_999.999999998)),
        .line(to: Point(x: 4, y: 5)),
        .close,
    ])

    static let drawing = Drawing(
        canvas: Size(width: 100, height: 100),
        strokes: [
            Stroke(
                points: [StrokePoint(x: 0.3, y: 0.33, t: 0), StrokePoint(x: 4, y: 5, t: 0.5)],
                ink: Ink(tool: .monoline, color: .black, width: 2), transform: .translation(x: 3, y: 1), path: path),
            Stroke(points: [StrokePoint(x: 1, y: 1, t: 1)]),
        ])

    @Test(arguments: [false, true])
    func thePathComesBackBitForBit(compact: Bool) throws {
        let bytes = Self.drawing.jsonEncoded(compactPoints: compact)
        let read = try Drawing(decodingJSON: bytes)
        #expect(read == Self.drawing)
        #expect(read.strokes[0].path == Self.path)
        #expect(read.strokes[1].path == nil)
        #expect(read.jsonEncoded(compactPoints: compact) == bytes)
    }

    @Test func thePathIsWrittenAsPathData() throws {
        let text = String(decoding: Self.drawing.jsonEncoded(), as: UTF8.self)
        #expect(text.contains(#""path": "M 0.30000000000000004 0.3333333333333333 C 0.2857142857142857 -0.000000001"#))
        #expect(text.contains(" L 4 5 Z\""))
    }

    @Test func pathDataReadsWithRepeatsAndCommas() throws {
        let drawing = try Drawing(
            decodingJSON: Array(
                drawingDocument(
                    #"{"path": "M0,0 1,1 C 1 2 3 4 5 6 7 8 9 10 11 12 L-1-2Z", "points": [[0, 0]]}"#
                ).utf8))
        #expect(
            drawing.strokes[0].path
                == CurvePath([
                    .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 1, y: 1)),
                    .cubic(control1: Point(x: 1, y: 2), control2: Point(x: 3, y: 4), to: Point(x: 5, y: 6)),
                    .cubic(control1: Point(x: 7, y: 8), control2: Point(x: 9, y: 10), to: Point(x: 11, y: 12)),
                    .line(to: Point(x: -1, y: -2)), .close,
                ]))
    }

    @Test(arguments: [
        (
            #"{"path": "M 0 0 C 1 2 x", "points": [[0, 0]]}"#,
            #"2:23: strokes[0].path: expected a number for the x of C, found "x""#
        ),
        (
            #"{"path": "L 0 0", "points": [[0, 0]]}"#,
            #"2:11: strokes[0].path: the path starts with "L"; a stroke's path starts with M"#
        ),
        (
            #"{"path": "M 0 0 Q 1 1 2 2", "points": [[0, 0]]}"#,
            #"2:17: strokes[0].path: expected a command (M, L, C or Z), found "Q""#
        ),
        (
            #"{"path": "M 0 2e7", "points": [[0, 0]]}"#,
            #"2:15: strokes[0].path: the y of M is 20000000.0, beyond ±10000000, where no point of a drawing goes"#
        ),
        (#"{"path": "", "points": [[0, 0]]}"#, #"2:11: strokes[0].path: the path is empty; it starts with M"#),
        (#"{"path": 5, "points": [[0, 0]]}"#, #"2:10: strokes[0].path: expected a string, found 5"#),
    ])
    func badPathDataIsAnErrorAtItsPlace(json: String, expected: String) throws {
        let error = try #require(documentError(drawingDocument(json), file: "x.drawing.json"))
        #expect(error.description == "x.drawing.json:" + expected)
    }

    @Test func pathStepsCountAgainstThePointLimit() throws {
        var limits = InterchangeLimits.default
        limits.maximumPoints = 5
        let json = drawingDocument(#"{"path": "M 0 0 L 1 1 L 2 2 L 3 3 L 4 4", "points": [[0, 0]]}"#)
        #expect(throws: FormatError.self) { try Drawing(decodingJSON: Array(json.utf8), limits: limits) }
    }

    @Test func aNullPathIsNone() throws {
        let drawing = try Drawing(decodingJSON: Array(drawingDocument(#"{"path": null, "points": [[0, 0]]}"#).utf8))
        #expect(drawing.strokes[0].path == nil)
    }
}
