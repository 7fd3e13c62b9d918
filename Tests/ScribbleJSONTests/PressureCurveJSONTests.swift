import ScribbleJSON
import ScribbleKit
import ScribbleSyntax
import Testing

/// `ink-options.pressure-curve`: read, written back, and refused at its place when wrong.
@Suite struct PressureCurveJSONTests {
    /// A drawing of one stroke whose `ink-options` is `options`, on line 2 from column 1.
    static func document(_ options: String) -> String {
        """
        {"format": "scribble-drawing", "version": 1, "canvas": {"width": 100, "height": 100},
        "ink-options": \(options),
        "strokes": [{"points": [[1, 2, 0, 0.5], [3, 4, 0.01, 0.7]]}]}
        """
    }

    static func options(_ text: String) throws -> InkOptions? {
        try Drawing(decodingJSON: Array(document(text).utf8)).inkOptions
    }

    @Test func aGammaPointsAndAPresetRead() throws {
        let gamma = try #require(
            try Self.options(#"{"pressure-curve": {"gamma": 0.6, "max-width": 1.8}}"#)?.pressureCurve)
        #expect(gamma.shape == .gamma(0.6) && gamma.minimumWidth == nil && gamma.maximumWidth == 1.8)
        let points = try #require(
            try Self.options(#"{"pressure-curve": {"points": [[0, 0], [0.3, 0.6], [1, 1]], "min-width": 0.25}}"#)?
                .pressureCurve)
        #expect(
            points.shape == .points([Point(x: 0, y: 0), Point(x: 0.3, y: 0.6), Point(x: 1, y: 1)])
                && points.minimumWidth == 0.25)
        #expect(try Self.options(#"{"pressure-curve": {"preset": "heavy"}}"#)?.pressureCurve == .heavy)
        // Widths alone: a straight line over them. null: none.
        #expect(
            try Self.options(#"{"pressure-curve": {"min-width": 0.4, "max-width": 1.2}}"#)?.pressureCurve?.shape
                == .gamma(1))
        #expect(try Self.options(#"{"pressure-curve": null}"#)?.pressureCurve == nil)
        // Other keys keep their meaning: the preset's stabilizer, the curve beside it.
        let withPreset = try #require(
            try Self.options(#"{"pressure-curve": {"preset": "light"}, "preset": "signature"}"#))
        #expect(withPreset.stabilizer == InkOptions.signature.stabilizer && withPreset.pressureCurve == .light)
    }

    @Test(arguments: [
        PressureCurve.light, .heavy, PressureCurve(shape: .gamma(0.35), minimumWidth: 0.1, maximumWidth: 1.9),
        PressureCurve(
            shape: .points([Point(x: 0.1, y: 0.05), Point(x: 0.45, y: 0.5), Point(x: 0.9, y: 0.95)]), maximumWidth: 2),
    ])
    func aCurveRoundTrips(curve: PressureCurve) throws {
        var options = InkOptions.calligraphy
        options.pressureCurve = curve
        let drawing = Drawing(
            canvas: Size(width: 50, height: 50),
            strokes: [
                Stroke(points: [
                    StrokePoint(x: 1, y: 1, t: 0, pressure: 0.2), StrokePoint(x: 9, y: 3, t: 0.1, pressure: 0.9),
                ])
            ],
            inkOptions: options)
        let bytes = drawing.jsonEncoded()
        let read = try Drawing(decodingJSON: bytes)
        #expect(read == drawing)
        #expect(read.jsonEncoded() == bytes)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""pressure-curve": { "#))
    }

    /// Options without a curve are written as they always were: no key for it.
    @Test func noCurveWritesNoKey() {
        let drawing = Drawing(canvas: Size(width: 10, height: 10), inkOptions: .default)
        #expect(!String(decoding: drawing.jsonEncoded(), as: UTF8.self).contains("pressure-curve"))
    }

    @Test(arguments: [
        (
            #"{"pressure-curve": {"gamma": 0}}"#,
            "2:45: ink-options.pressure-curve.gamma: a gamma must be a positive number, found 0.0"
        ),
        (
            #"{"pressure-curve": {"points": [[0, 0], [0.5, 0.6], [0.4, 1]]}}"#,
            "2:67: ink-options.pressure-curve.points[2]: control points must go up in x (the device's pressure); 0.4 follows 0.5"
        ),
        (
            #"{"pressure-curve": {"points": [[0, 0.5], [1, 0.2]]}}"#,
            "2:57: ink-options.pressure-curve.points[1]: control points must not go down in y (the pressure drawn), or harder would draw thinner; 0.2 follows 0.5"
        ),
        (
            #"{"pressure-curve": {"points": [[0, 0], [1.5, 1]]}}"#,
            "2:55: ink-options.pressure-curve.points[1]: a control point's pressures must be within 0…1, found (1.5, 1.0)"
        ),
        (
            #"{"pressure-curve": {"points": [[0, 0]]}}"#,
            "2:46: ink-options.pressure-curve.points: a curve needs 2 to 64 control points, found 1"
        ),
        (
            #"{"pressure-curve": {"points": [[0, 0, 1], [1, 1]]}}"#,
            "2:47: ink-options.pressure-curve.points[0][2]: a control point is two numbers, [x, y]"
        ),
        (
            #"{"pressure-curve": {"max-width": 0.5, "min-width": 0.9}}"#,
            "2:67: ink-options.pressure-curve.min-width: the minimum width (0.9) is above the maximum (0.5)"
        ),
        (
            #"{"pressure-curve": {"min-width": 2.5}}"#,
            "2:49: ink-options.pressure-curve.min-width: the minimum width must be within 0.0…2.0 times the ink's width, found 2.5"
        ),
        (
            #"{"pressure-curve": {"gamma": 2, "preset": "light"}}"#,
            "2:58: ink-options.pressure-curve.preset: a pressure curve has one of \"gamma\", \"points\" and \"preset\", not two"
        ),
        (
            #"{"pressure-curve": {"preset": "firm"}}"#,
            "2:46: ink-options.pressure-curve.preset: unknown pressure curve \"firm\"; known presets: light, heavy"
        ),
    ])
    func badCurvesAreRefusedAtTheirPlace(options: String, expected: String) {
        #expect(throws: FormatError.self) { try Self.options(options) }
        do {
            _ = try Self.options(options)
        } catch {
            #expect(String(describing: error) == expected)
        }
    }
}
