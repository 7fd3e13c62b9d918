import ScribbleJSON
import ScribbleKit
import ScribbleSyntax
import Testing

/// A stroke's `range` (the part an area eraser left) in drawing files: written, read back exactly,
/// and refused with its place when it cannot be.
@Suite struct StrokeRangeJSONTests {
    static func document(range: String) -> String {
        """
        { "format": "scribble-drawing", "version": 1, "canvas": { "width": 100, "height": 100 },
          "strokes": [ { "range": \(range), "points": [[0, 0, 0], [10, 0, 0.1], [20, 0, 0.2]] } ] }
        """
    }

    @Test func aRangeIsWrittenAndReadBackBitForBit() throws {
        let points = (0..<5).map { StrokePoint(x: Double($0) * 10, y: 0, t: Double($0) / 10, pressure: 0.5) }
        let piece = Stroke(points: points, visibleRange: 0.1234567891234...3.5)
        let whole = Stroke(points: points)
        let drawing = Drawing(canvas: Size(width: 100, height: 100), strokes: [piece, whole])
        for compact in [false, true] {
            let read = try Drawing(decodingJSON: drawing.jsonEncoded(compactPoints: compact))
            #expect(read.strokes.map(\.visibleRange) == [piece.visibleRange, nil])
            #expect(read.strokes[0].points == points)
        }
        let text = String(decoding: drawing.jsonEncoded(), as: UTF8.self)
        #expect(text.contains(#""range": [0.1234567891234, 3.5]"#))
        #expect(text.components(separatedBy: "\"range\"").count == 2)
    }

    @Test func aNullRangeIsTheWholeStroke() throws {
        #expect(try Drawing(decodingJSON: Array(Self.document(range: "null").utf8)).strokes[0].visibleRange == nil)
        #expect(
            try Drawing(decodingJSON: Array(Self.document(range: "[0.5, 2]").utf8)).strokes[0].visibleRange == 0.5...2)
    }

    @Test(arguments: [
        (
            "[2, 1]",
            "2:27: strokes[0].range: a stroke's range is [from, to], two places along its points with 0 ≤ from ≤ to; this one is [2, 1]"
        ),
        (
            "[-1, 1]",
            "2:27: strokes[0].range: a stroke's range is [from, to], two places along its points with 0 ≤ from ≤ to; this one is [-1, 1]"
        ),
        (
            "[1]",
            "2:27: strokes[0].range: a stroke's range is [from, to], two places along its points with 0 ≤ from ≤ to; this one is [1]"
        ),
        (
            "[0, 2.5]",
            "2:27: strokes[0]: a stroke's range runs along its points, from 0 to 2 here (it has 3); this one ends at 2.5"
        ),
        (#""all""#, #"2:27: strokes[0].range: expected an array, found "all""#),
    ])
    func aRangeThatCannotBeIsRefusedWithItsPlace(range: String, expected: String) {
        do {
            _ = try Drawing(decodingJSON: Array(Self.document(range: range).utf8))
            Issue.record("read a stroke with range \(range)")
        } catch {
            #expect(error.description == expected)
        }
    }
}
