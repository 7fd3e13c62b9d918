import ScribbleCairo
import ScribbleKit
import Testing

/// A pressure curve changes the rendered width as it says, and only for the device's pressure.
@Suite struct PressureCurveRenderingTests {
    /// A pen 20 units wide from x 20 to 220 along y 50, its device pressure rising from 0 at the
    /// start to 1 at the end (`nil`: none reported).
    static func ramp(pressure: Bool = true) -> Drawing {
        let points = (0...200).map { index in
            StrokePoint(
                x: 20 + Double(index), y: 50, t: Double(index) * 0.01, pressure: pressure ? Double(index) / 200 : nil)
        }
        return Drawing(
            canvas: Size(width: 240, height: 100),
            strokes: [Stroke(points: points, ink: Ink(tool: .pen, color: .black, width: 20))])
    }

    /// The inked height of column `x`.
    static func height(_ image: RasterImage, x: Int) -> Int { image.inkedRows(inColumn: x).count }

    static func render(_ drawing: Drawing, curve: PressureCurve?, pressure: InkOptions.PressureSource = .device) throws
        -> RasterImage
    {
        var options = exactInk
        options.pressure = pressure
        options.pressureCurve = curve
        return try DrawingRenderer(options: RenderOptions(ink: options)).renderImage(drawing)
    }

    @Test(
        arguments: [
            ("none", nil), ("light", PressureCurve.light), ("heavy", PressureCurve.heavy),
            ("gamma 2", PressureCurve(shape: .gamma(2))),
        ] as [(String, PressureCurve?)])
    func theWidthFollowsTheCurve(name: String, curve: PressureCurve?) throws {
        let image = try Self.render(Self.ramp(), curve: curve)
        for pressure in [0.2, 0.3, 0.5, 0.6, 0.8] {
            let x = 20 + Int(pressure * 200)
            let drawn = curve.map { $0(pressure) } ?? pressure
            // Thinning 0.5: half the width at 0, one and a half times it at 1.
            let expected = 20 * (0.5 + drawn)
            let height = Double(Self.height(image, x: x))
            #expect(
                abs(height - expected) <= 1.5, "\(name) at pressure \(pressure): \(height) px, expected \(expected)")
        }
    }

    @Test func thePresetsDrawDifferentWidthsFromEachOtherAndFromNone() throws {
        let none = try Self.render(Self.ramp(), curve: nil)
        let light = try Self.render(Self.ramp(), curve: .light)
        let heavy = try Self.render(Self.ramp(), curve: .heavy)
        // At pressure 0.3 the light hand draws 1.1 × 20, no curve 0.8 × 20, the heavy hand less.
        let x = 80
        #expect(Self.height(light, x: x) >= Self.height(none, x: x) + 5)
        #expect(Self.height(none, x: x) >= Self.height(heavy, x: x) + 2)
    }

    @Test func theWidthsSpanTheCurvesOwnRange() throws {
        let curve = try PressureCurve(gamma: 1, minimumWidth: 0.2, maximumWidth: 2)
        let image = try Self.render(Self.ramp(), curve: curve)
        for pressure in [0.1, 0.5, 0.9] {
            let expected = 20 * (0.2 + 1.8 * pressure)
            let height = Double(Self.height(image, x: 20 + Int(pressure * 200)))
            #expect(abs(height - expected) <= 1.5, "at \(pressure): \(height) px, expected \(expected)")
        }
        // With thinning 0 the curve's own range still applies.
        var options = exactInk
        options.thinning = 0
        options.pressureCurve = curve
        let flat = try DrawingRenderer(options: RenderOptions(ink: options)).renderImage(Self.ramp())
        #expect(abs(Double(Self.height(flat, x: 120)) - 22) <= 1.5)
    }

    /// Simulated pressure (a stroke without any, or pressure simulated on purpose) keeps its own
    /// model: the curve changes no pixel.
    @Test(arguments: [(false, InkOptions.PressureSource.automatic), (true, .simulated), (true, .ignored)])
    func pressureNotFromTheDeviceIgnoresTheCurve(hasPressure: Bool, source: InkOptions.PressureSource) throws {
        let drawing = Self.ramp(pressure: hasPressure)
        let plain = try Self.render(drawing, curve: nil, pressure: source)
        let curved = try Self.render(
            drawing, curve: try PressureCurve(gamma: 0.3, minimumWidth: 0.1, maximumWidth: 2), pressure: source)
        #expect(plain.pixels == curved.pixels)
    }

    /// Under the automatic source the device's pressure is curved, through the default pipeline.
    @Test func theAutomaticSourceCurvesTheDevicesPressure() throws {
        let drawing = Self.ramp()
        var options = InkOptions.default
        let plain = try DrawingRenderer(options: RenderOptions(ink: options)).renderImage(drawing)
        options.pressureCurve = .light
        let light = try DrawingRenderer(options: RenderOptions(ink: options)).renderImage(drawing)
        #expect(Self.height(light, x: 80) >= Self.height(plain, x: 80) + 5)
    }
}
