import ScribbleJSON
import ScribbleKit
import ScribbleSyntax
import Testing

/// A drawing's paper and a stroke's fill, which notebooks bring, kept through a drawing's JSON.
@Suite("Paper and fills in drawing JSON")
struct PaperAndFillJSONTests {
    @Test func theyAreWrittenAndReadBack() throws {
        var drawing = Drawing(
            canvas: Size(width: 100, height: 80),
            strokes: [
                Stroke(
                    points: [
                        StrokePoint(x: 1, y: 2, t: 0), StrokePoint(x: 50, y: 2, t: 0.1),
                        StrokePoint(x: 20, y: 40, t: 0.2),
                    ],
                    ink: Ink(tool: .monoline, color: .black, width: 2, fill: Color(parsing: "#0000ff80")))
            ])
        drawing.paper = Paper(color: Color(parsing: "#ffff80")!, ruling: .lined)
        let text = String(decoding: drawing.jsonEncoded(), as: UTF8.self)
        #expect(text.contains(##""paper": { "color": "#ffff80", "ruling": "lined" }"##), "\(text)")
        #expect(text.contains(##""fill": "#0000ff80""##))
        let back = try Drawing(decodingJSON: Array(text.utf8))
        #expect(back.paper == drawing.paper)
        #expect(back.strokes[0].ink.fill == Color(parsing: "#0000ff80"))
    }

    @Test func theyAreOptionalAndDefaultToNone() throws {
        let plain = try Drawing(
            decodingJSON: Array(
                #"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 1, "height": 1}, "paper": {}, "strokes": [{"ink": {"fill": null}, "points": [[0, 0]]}]}"#
                    .utf8))
        #expect(plain.paper == .plain)
        #expect(plain.strokes[0].ink.fill == nil)
    }

    @Test func anUnknownRulingIsAnError() throws {
        let error = try #require(throws: FormatError.self) {
            try Drawing(
                decodingJSON: Array(
                    #"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 1, "height": 1}, "paper": {"ruling": "music"}, "strokes": []}"#
                        .utf8))
        }
        #expect(error.message == "unknown ruling \"music\"; known rulings: plain, ruled, lined, graph, dotted")
    }
}
