import Foundation
import ScribbleJSON
import ScribbleKit
import ScribbleTestSupport
import Testing

@Suite("Drawing JSON")
struct DrawingJSONTests {
    @Test func decodesTheDesignSample() throws {
        let json = """
            { "format": "scribble-drawing", "version": 1,
              "canvas": { "width": 800, "height": 600 },
              "strokes": [
                { "ink": { "tool": "pen", "color": "#1c1c1e", "width": 4 },
                  "device": "pen",
                  "points": [ { "x": 120.5, "y": 80.25, "t": 0.0, "pressure": 0.42 } ] } ] }
            """
        let drawing = try Drawing(decodingJSON: Array(json.utf8))
        #expect(
            drawing
                == Drawing(
                    canvas: Size(width: 800, height: 600),
                    strokes: [
                        Stroke(
                            points: [StrokePoint(x: 120.5, y: 80.25, t: 0, pressure: 0.42)], ink: .default, device: .pen
                        )
                    ]))
    }

    @Test func readsCompactAndMixedPoints() throws {
        let json = drawingDocument(
            """
            {"points": [[1, 2, 0.5, 0.25], [3, 4, 0.75], {"x": 5, "y": 6, "t": 1, "altitude": 1.5, "azimuth": 0.5},
                        [7, 8, 1.25, null]]}
            """)
        let stroke = try #require(try Drawing(decodingJSON: Array(json.utf8)).strokes.first)
        #expect(
            stroke.points == [
                StrokePoint(x: 1, y: 2, t: 0.5, pressure: 0.25),
                StrokePoint(x: 3, y: 4, t: 0.75),
                StrokePoint(x: 5, y: 6, t: 1, altitude: 1.5, azimuth: 0.5),
                StrokePoint(x: 7, y: 8, t: 1.25),
            ])
    }

    @Test func missingInkFieldsDeviceAndTransformTakeTheirDefaults() throws {
        let json = drawingDocument(
            """
            {"points": [[0, 0, 0]]},
            {"ink": {"width": 2.5}, "points": [[0, 0, 0]]},
            {"ink": {"tool": "fountain-pen", "color": "RED"}, "device": "finger", "points": [[0, 0, 0]]},
            {"ink": null, "device": null, "transform": null, "points": [[0, 0, 0]]},
            {"ink": {"color": "#08f8"}, "device": "mouse", "transform": [2, 0, 0, 2, 10, -20], "points": [[0, 0, 0]]}
            """)
        let strokes = try Drawing(decodingJSON: Array(json.utf8)).strokes
        #expect(
            strokes.map(\.ink) == [
                .default,
                Ink(width: 2.5),
                Ink(tool: .fountainPen, color: Color(red: 1, green: 0, blue: 0)),
                .default,
                Ink(color: Color(red: 0, green: 0x88 / 255, blue: 1, alpha: 0x88 / 255)),
            ])
        #expect(strokes.map(\.device) == [.pen, .pen, .finger, .pen, .mouse])
        #expect(
            strokes.map(\.transform) == [
                .identity, .identity, .identity, .identity,
                Transform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: -20),
            ])
    }

    @Test func makesUpTimeAtASteadyPenSpeedForStrokesWithout() throws {
        let json = drawingDocument(
            """
            {"points": [[0, 0], [300, 400], [300, 500]]},
            {"points": [{"x": 0, "y": 0}, {"x": 0, "y": 100}], "transform": [2, 0, 0, 2, 0, 0]},
            {"points": [[0, 0, 5], [1, 1, 6]]},
            {"points": [[7, 7, null, 0.5]]}
            """)
        let strokes = try Drawing(decodingJSON: Array(json.utf8)).strokes
        // 1000 units a second along the stroke, on the canvas; 0.2 s between strokes.
        #expect(strokes[0].points.map(\.t) == [0, 0.5, 0.6])
        let secondStart = 0.6 + 0.2
        #expect(strokes[1].points.map(\.t) == [secondStart, secondStart + 200 / 1000])
        #expect(strokes[2].points.map(\.t) == [5, 6])
        #expect(strokes[3].points.map(\.t) == [6 + 0.2])
        #expect(strokes[3].points.first?.pressure == 0.5)
    }

    @Test(arguments: [false, true])
    func writesWhatItReads(compactPoints: Bool) throws {
        let drawing = Drawing(
            canvas: Size(width: 640, height: 480),
            strokes: [
                Stroke(
                    points: [StrokePoint(x: 1.5, y: 2, t: 0, pressure: 0.5), StrokePoint(x: 3, y: 4, t: 0.1)],
                    ink: Ink(tool: .marker, color: Color(parsing: "#ff000080") ?? .black, width: 12), device: .mouse,
                    transform: Transform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -5)),
                Stroke(points: [StrokePoint(x: 0, y: 0, t: 1, pressure: 1, altitude: 1.2, azimuth: 3)]),
            ])
        let decoded = try Drawing(decodingJSON: drawing.jsonEncoded(compactPoints: compactPoints))
        #expect(decoded == drawing)
    }

    @Test func writesTheDesignLayout() {
        let drawing = Drawing(
            canvas: Size(width: 800, height: 600),
            strokes: [
                Stroke(points: [
                    StrokePoint(x: 120.5, y: 80.25, t: 0, pressure: 0.42), StrokePoint(x: 121, y: 81, t: 0.008),
                ])
            ])
        #expect(
            String(decoding: drawing.jsonEncoded(), as: UTF8.self) == """
                { "format": "scribble-drawing", "version": 1,
                  "canvas": { "width": 800, "height": 600 },
                  "strokes": [
                    { "ink": { "tool": "pen", "color": "#1c1c1e", "width": 4 }, "device": "pen",
                      "points": [
                        { "x": 120.5, "y": 80.25, "t": 0, "pressure": 0.42 },
                        { "x": 121, "y": 81, "t": 0.008 } ] } ] }

                """)
        #expect(
            String(decoding: drawing.jsonEncoded(compactPoints: true), as: UTF8.self) == """
                { "format": "scribble-drawing", "version": 1,
                  "canvas": { "width": 800, "height": 600 },
                  "strokes": [
                    { "ink": { "tool": "pen", "color": "#1c1c1e", "width": 4 }, "device": "pen",
                      "points": [[120.5,80.25,0,0.42],[121,81,0.008]] } ] }

                """)
    }

    @Test(arguments: [(11, false), (12, true), (13, false), (14, true)])
    func roundTripsBitForBit(seed: UInt64, compactPoints: Bool) throws {
        var random = SeededGenerator(seed: seed)
        var previousEnd = 0.0
        let strokes = (0..<40).map { _ in
            let points = (0..<Int.random(in: 1...60, using: &random)).map { _ in
                previousEnd += abs(random.drawingDouble(within: 1))
                let hasAngles = Int.random(in: 0..<10, using: &random) == 0
                return StrokePoint(
                    x: random.drawingDouble(within: 1e7), y: random.drawingDouble(within: 1e7), t: previousEnd,
                    pressure: Bool.random(using: &random) ? abs(random.drawingDouble(within: 1)) : nil,
                    altitude: hasAngles ? random.anyDouble(within: 2) : nil,
                    azimuth: hasAngles ? random.anyDouble(within: 1e300) : nil)
            }
            let color = random.eightBitColor()
            let ink = Ink(
                tool: InkTool.allCases.randomElement(using: &random) ?? .pen, color: color,
                width: max(.leastNonzeroMagnitude, abs(random.drawingDouble(within: 1e4))))
            let transform =
                Bool.random(using: &random)
                ? Transform.identity
                : Transform(
                    a: random.anyDouble(within: 1e10), b: random.drawingDouble(within: 3), c: -0.0,
                    d: random.anyDouble(within: .greatestFiniteMagnitude), tx: random.drawingDouble(within: 1e7),
                    ty: 0.1)
            return Stroke(
                points: points, ink: ink, device: InputDevice.allCases.randomElement(using: &random) ?? .pen,
                transform: transform)
        }
        let drawing = Drawing(canvas: Size(width: 1920, height: 1080.5), strokes: strokes)
        let decoded = try Drawing(decodingJSON: drawing.jsonEncoded(compactPoints: compactPoints))
        #expect(decoded == drawing)
        #expect(zip(decoded.strokes, drawing.strokes).allSatisfy { sameBits($0, $1) })
    }

    @Test func compactFormIsSmaller() {
        let points = (0..<100).map { StrokePoint(x: Double($0), y: Double($0) / 3, t: Double($0) / 60, pressure: 0.5) }
        let drawing = Drawing(canvas: Size(width: 100, height: 100), strokes: [Stroke(points: points)])
        #expect(drawing.jsonEncoded(compactPoints: true).count * 3 < drawing.jsonEncoded().count * 2)
    }
}
