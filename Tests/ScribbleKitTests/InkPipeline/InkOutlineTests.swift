import Foundation
import ScribbleKit
import Testing

@Suite struct InkOutlineTests {
    typealias Support = InkTestSupport

    static func stroke(
        _ points: [(Double, Double)], tool: InkTool = .pen, width: Double = 4, pressure: Double? = nil,
        device: InputDevice = .pen
    ) -> Stroke {
        Stroke(
            points: points.enumerated().map { StrokePoint(x: $1.0, y: $1.1, t: Double($0) / 120, pressure: pressure) },
            ink: Ink(tool: tool, color: .black, width: width), device: device)
    }

    /// Checks, on a grid over the stroke, that the outline fills every point nearer to `centerline`
    /// than `inner` and no point farther than `outer`: no notch, no hole, no hair, no blob.
    static func expectCovers(
        _ outline: InkOutline, centerline: [Point], inner: Double, outer: Double, step: Double = 0.25,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let box = Rect(enclosing: centerline)?.outsetBy(outer + 2 * step) else { return }
        var holes = 0
        var hairs = 0
        var y = box.minY
        while y <= box.maxY {
            var x = box.minX
            while x <= box.maxX {
                let point = Point(x: x, y: y)
                let distance = Support.distance(from: point, toPolyline: centerline)
                let filled = Support.winding(outline.polygons, at: point) != 0
                if distance < inner, !filled { holes += 1 }
                if distance > outer, filled { hairs += 1 }
                x += step
            }
            y += step
        }
        #expect(holes == 0, "points inside the ink left unfilled", sourceLocation: sourceLocation)
        #expect(hairs == 0, "points outside the ink filled", sourceLocation: sourceLocation)
    }

    // MARK: Degenerate strokes

    @Test func noPointsGiveNoOutline() {
        #expect(Stroke(points: []).outline().isEmpty)
        #expect(Stroke(points: []).outline().bounds == nil)
    }

    @Test func inkWithoutWidthGivesNoOutline() {
        #expect(Self.stroke([(0, 0), (10, 0)], width: 0).outline().isEmpty)
        #expect(Self.stroke([(0, 0), (10, 0)], width: -3).outline().isEmpty)
        #expect(Self.stroke([(0, 0), (10, 0)], width: .nan).outline().isEmpty)
    }

    @Test func pointsThatAreNotFiniteAreLeftOut() {
        let stroke = Self.stroke([(.nan, 0), (.infinity, 3)])
        #expect(stroke.outline().isEmpty)
        var partly = Self.stroke([(0, 0), (.nan, 5), (10, 0)], pressure: 0.5)
        partly.points[2].t = partly.points[1].t
        #expect(partly.outline() == Self.stroke([(0, 0), (10, 0)], pressure: 0.5).outline())
    }

    @Test(arguments: InkTool.allCases)
    func onePointIsARoundDotOfTheInksWidth(tool: InkTool) throws {
        let outline = Self.stroke([(10, 20)], tool: tool, width: 6).outline()
        let ring = try #require(outline.polygons.first)
        #expect(outline.polygons.count == 1)
        let radius = tool == .pencil ? 1.8 : 3
        for vertex in ring { #expect(abs(vertex.distance(to: Point(x: 10, y: 20)) - radius) < 1e-9) }
        let area = Support.signedArea(ring) / 2
        #expect(area > 0)
        #expect(abs(area - .pi * radius * radius) < 0.05 * .pi * radius * radius)
    }

    @Test func twoEqualPointsAreTheSameDot() {
        let dot = Self.stroke([(5, 5)]).outline()
        #expect(Self.stroke([(5, 5), (5, 5)]).outline() == dot)
        #expect(Self.stroke([(5, 5), (5, 5), (5, 5), (5, 5)]).outline() == dot)
    }

    @Test func aTapIsADotAsWideAsItsFirmestPressure() throws {
        let tap = Stroke(
            points: [
                StrokePoint(x: 1, y: 1, t: 0, pressure: 0.3), StrokePoint(x: 1, y: 1, t: 0.02, pressure: 0.56),
                StrokePoint(x: 1, y: 1, t: 0.04),
            ],
            ink: Ink(tool: .pen, width: 4))
        let bounds = try #require(tap.outline().bounds)
        #expect(abs(bounds.width - Ink(tool: .pen, width: 4).width(atPressure: 0.56)) < 1e-9)
    }

    @Test func duplicatesChangeNothing() {
        let plain = Self.stroke([(0, 0), (10, 2), (20, 0), (30, 5)], pressure: 0.5)
        let repeated = Stroke(
            points: plain.points.flatMap { [$0, $0, $0] }, ink: plain.ink, device: plain.device)
        #expect(repeated.outline(options: .raw) == plain.outline(options: .raw))
    }

    @Test func shortStrokesStillGiveAFullWidthDot() throws {
        // Shorter than the ink is wide and than its tapers: a dot or capsule, not a sliver.
        let tapers = InkOptions(taperStart: .init(length: 8), taperEnd: .init(length: 20, easing: .easeOutCubic))
        for length in [0.01, 0.5, 2, 5] {
            let outline = Self.stroke([(0, 0), (length / 2, 0), (length, 0)], width: 6, pressure: 0.5)
                .outline(options: tapers)
            let bounds = try #require(outline.bounds)
            #expect(bounds.height > 6 * 0.95, "length \(length)")
            #expect(bounds.height < 6 * 1.01, "length \(length)")
            #expect(bounds.width > length + 2, "length \(length)")
        }
    }

    @Test func widthNeverJumpsAsAStrokeGrows() throws {
        // Growing a stroke point by point, its width (the bounds across it) changes smoothly.
        var previous: Double?
        for count in 1...60 {
            let points = (0..<count).map { (Double($0) * 0.5, 0.0) }
            let bounds = try #require(Self.stroke(points, width: 8).outline(options: .signature).bounds)
            if let previous { #expect(abs(bounds.height - previous) < 0.5, "at \(count) points") }
            previous = bounds.height
        }
    }

    // MARK: Shape

    @Test func everyPolygonWindsWithPositiveArea() throws {
        for name in Support.sampleNames {
            for outline in try Support.loadSample(name).outlines() {
                for ring in outline.polygons { #expect(Support.signedArea(ring) > 0, "\(name)") }
            }
        }
    }

    @Test func aZigZagHasNoHairsAndNoNotches() {
        // Turns far sharper than the ink is wide, including a doubling back.
        let points: [(Double, Double)] = [
            (0, 0), (8, 12), (10, 0), (11, 14), (14, 1), (14.5, 13), (20, 0), (6, 6), (30, 6), (24, 6), (40, 2),
        ]
        let stroke = Self.stroke(points, tool: .monoline, width: 5)
        let outline = stroke.outline(options: .raw)
        Self.expectCovers(outline, centerline: stroke.canvasLocations, inner: 2.5 - 0.06, outer: 2.5 + 0.06)
    }

    @Test func backtrackingLeavesNoBlob() {
        // Out and exactly back along the same line, then a wiggle at the end.
        let points: [(Double, Double)] = [(0, 0), (10, 0), (20, 0), (5, 0), (6, 0.5), (5.5, -0.2), (5.6, 0)]
        let stroke = Self.stroke(points, tool: .monoline, width: 4)
        Self.expectCovers(
            stroke.outline(options: .raw), centerline: stroke.canvasLocations, inner: 2 - 0.06, outer: 2 + 0.06)
    }

    @Test func backtrackingWithSimulatedPressureStaysWithinTheInksWidth() throws {
        // A finger that lingers and bounces back at the end must not swell past the widest the ink can be.
        var points: [StrokePoint] = (0..<40).map { StrokePoint(x: Double($0) * 3, y: 0, t: Double($0) / 120) }
        for step in 0..<20 {
            points.append(StrokePoint(x: 117 - Double(step % 4) * 0.3, y: 0, t: 0.34 + Double(step) / 120))
        }
        let stroke = Stroke(points: points, ink: Ink(tool: .pen, width: 4), device: .finger)
        let polygon = try #require(stroke.outline().polygons.first)
        // The ring's edges walked in steps of at most half a unit, since a straight stretch has
        // no vertex along it.
        let ring = zip(polygon, polygon.dropFirst() + [polygon[0]]).flatMap { start, end in
            let steps = Swift.max(1, Int((start.distance(to: end) * 2).rounded(.up)))
            return (0..<steps).map { start.interpolated(to: end, by: Double($0) / Double(steps)) }
        }
        func height(_ xs: ClosedRange<Double>) throws -> Double {
            try #require(Rect(enclosing: ring.filter { xs.contains($0.x) })).height
        }
        #expect(try height(110...130) <= height(40...80) * 1.25)
    }

    @Test func aSmoothCurveIsCoveredExactly() {
        // A monoline along a smooth arc: the polygon is the arc's band within the tolerance.
        let points = (0...40).map { index -> (Double, Double) in
            let angle = Double(index) / 40 * 1.5 * .pi
            return (20 * cos(angle), 20 * sin(angle))
        }
        let stroke = Self.stroke(points, tool: .monoline, width: 6)
        Self.expectCovers(
            stroke.outline(options: .raw), centerline: stroke.canvasLocations, inner: 3 - 0.06, outer: 3 + 0.06)
    }

    @Test func aCurlTighterThanTheInkIsWideHasASmoothInside() {
        // A spiral whose turns shrink below the ink's radius, sampled finely: the inside of the
        // curl must be the edge of the discs, without the saw-tooth of segment corners.
        let points = (0...120).map { index -> (Double, Double) in
            let angle = Double(index) * 0.15
            let radius = 12 - Double(index) * 0.09
            return (radius * cos(angle), radius * sin(angle))
        }
        let stroke = Self.stroke(points, tool: .monoline, width: 6)
        var options = InkOptions.raw
        options.spacing = 0.3
        let outline = stroke.outline(options: options)
        // The centre line is the fitted curve, which the polyline through the points follows closely.
        Self.expectCovers(outline, centerline: stroke.canvasLocations, inner: 3 - 0.08, outer: 3 + 0.08, step: 0.15)
    }

    @Test func aHairpinTighterThanTheInkIsWideIsFilledRoundItsBend() {
        // A U-turn of radius 1 in short steps, with ink 6 wide: beyond the bend's centre the ink is
        // the edge of the discs, which the segments' trapezoids alone leave gaps in.
        var points = (0...4).map { (-Double(4 - $0) * 2, -1.0) }
        points += (1...19).map { index -> (Double, Double) in
            let angle = -Double.pi / 2 + Double(index) * .pi / 20
            return (cos(angle), sin(angle))
        }
        points += (0...4).map { (-Double($0) * 2, 1.0) }
        let stroke = Self.stroke(points, tool: .monoline, width: 6)
        Self.expectCovers(
            stroke.outline(options: .raw), centerline: stroke.canvasLocations, inner: 3 - 0.06, outer: 3 + 0.06,
            step: 0.1)
    }

    @Test func theTransformMovesTheInkAndScalesItsWidth() {
        let points: [(Double, Double)] = [(0, 0), (10, 5), (20, 0), (25, 10)]
        var scaled = Self.stroke(points, pressure: 0.5)
        scaled.transform = .scale(x: 2, y: 2)
        let direct = Self.stroke(points.map { ($0.0 * 2, $0.1 * 2) }, width: 8, pressure: 0.5)
        #expect(scaled.outline() == direct.outline())
    }

    @Test func hugeAndTinyWidthsGiveFiniteOutlinesOfTheirSize() throws {
        for width in [1e-6, 1e-3, 1e3, 1e6] {
            let stroke = Self.stroke([(0, 0), (10, 0), (10, 10)], tool: .monoline, width: width)
            let outline = stroke.outline(options: .raw)
            #expect(Support.isFinite(outline))
            let bounds = try #require(outline.bounds)
            #expect(abs(bounds.width - (10 + width)) < 1e-6 * Swift.max(1, width) + 0.1)
            #expect(outline.vertexCount < 2_000)
        }
    }

    @Test func absurdSizesNeverCrash() {
        // Ink wider than 10¹² is drawn 10¹² wide; points beyond ±10¹² are left out.
        let spans: [(width: Double, offset: Double, tolerance: Double)] = [
            (1e300, 0, 0.05), (4, 1e11, 0.05), (1e20, 1e11, 1e-300), (1e-300, 0, 0.05), (4, 1e150, 0.05),
            (1e20, 1e200, 1e-300),
        ]
        for (width, offset, tolerance) in spans {
            var options = InkOptions.default
            options.tolerance = tolerance
            let stroke = Self.stroke(
                [(offset, offset), (offset + 10, offset), (offset + 10, offset + 10)], width: width)
            let outline = stroke.outline(options: options)
            #expect(outline.isEmpty == (offset > 1e12), "width \(width) at \(offset)")
            #expect(Support.isFinite(outline), "width \(width) at \(offset)")
            #expect(outline.vertexCount < 5_000)
            #expect(Self.stroke([(offset, offset)], width: width).outline(options: options).vertexCount < 1_000)
        }
        // Points as far apart as the geometry goes, and beyond it.
        for preset in InkOptions.presets.map(\.options) {
            let far = Self.stroke([(-1e12, 0), (1e12, 1e12), (0, -1e12)]).outline(options: preset)
            #expect(!far.isEmpty && Support.isFinite(far))
            let beyond = Self.stroke([(-1e307, 0), (1e307, 1e307), (0, -1e307)]).outline(options: preset)
            #expect(beyond.isEmpty)
        }
    }

    @Test func theSameStrokeGivesTheSameOutlineBitForBit() throws {
        for name in Support.sampleNames {
            let drawing = try Support.loadSample(name)
            for (_, options) in InkOptions.presets {
                let first = drawing.outlines(options: options)
                #expect(first == drawing.outlines(options: options))
                #expect(first == drawing.strokes.map { $0.outline(options: options) }, "\(name)")
            }
        }
    }

    // MARK: Tools

    @Test func monolineAndMarkerKeepOneWidth() throws {
        let points = (0...20).map { (Double($0) * 2, 0.0) }
        for tool in [InkTool.monoline, .marker] {
            let stroke = Stroke(
                points: points.enumerated().map {
                    StrokePoint(x: $1.0, y: $1.1, t: Double($0) / 60, pressure: Double($0) / 20)
                },
                ink: Ink(tool: tool, width: 6))
            let bounds = try #require(stroke.outline().bounds)
            #expect(abs(bounds.height - 6) < 1e-9, "\(tool)")
            #expect(abs(bounds.width - 46) < 1e-9, "\(tool)")
        }
    }

    @Test func pencilIsThinnerThanPenAndFollowsPressureLess() throws {
        let points = (0...40).map { (Double($0), 0.0) }
        func height(_ tool: InkTool, _ pressure: Double) throws -> Double {
            try #require(Self.stroke(points, tool: tool, width: 10, pressure: pressure).outline(options: .raw).bounds)
                .height
        }
        let pencil = (light: try height(.pencil, 0), middle: try height(.pencil, 0.5), firm: try height(.pencil, 1))
        let pen = (light: try height(.pen, 0), middle: try height(.pen, 0.5), firm: try height(.pen, 1))
        #expect(pencil.middle < pen.middle * 0.7)
        #expect(pencil.firm / pencil.light < pen.firm / pen.light)
    }

    @Test func penWidthFollowsPressure() throws {
        let points = (0...40).map { (Double($0), 0.0) }
        for pressure in [0.0, 0.25, 0.5, 1] {
            let stroke = Self.stroke(points, width: 4, pressure: pressure)
            let bounds = try #require(stroke.outline(options: .raw).bounds)
            #expect(abs(bounds.height - stroke.ink.width(atPressure: pressure)) < 1e-9)
        }
    }

    @Test func fountainPenIsThinAlongItsNibAndThickAcrossIt() throws {
        // The nib's edge rises at 30° to the right: moving that way draws a hairline.
        let along = (0...40).map { (Double($0) * cos(Double.pi / 6), -Double($0) * sin(Double.pi / 6)) }
        let across = (0...40).map {
            (Double($0) * cos(Double.pi / 6 + .pi / 2), -Double($0) * sin(Double.pi / 6 + .pi / 2))
        }
        let thin = Self.stroke(along, tool: .fountainPen, width: 10, pressure: 0.5).outline(options: .raw)
        let thick = Self.stroke(across, tool: .fountainPen, width: 10, pressure: 0.5).outline(options: .raw)
        // Area over length is the mean width.
        let thinWidth = try Support.signedArea(#require(thin.polygons.first)) / 2 / 40
        let thickWidth = try Support.signedArea(#require(thick.polygons.first)) / 2 / 40
        #expect(thinWidth < 10 * 0.3)
        // The full width, plus the round caps' area spread over the length.
        #expect(abs(thickWidth - (10 + .pi * 25 / 40)) < 0.3)
    }

    @Test func flatCapsEndAtTheEndPoints() throws {
        var options = InkOptions.raw
        options.cap = .flat
        let bounds = try #require(
            Self.stroke([(0, 0), (20, 0)], tool: .monoline, width: 4).outline(options: options).bounds)
        #expect(abs(bounds.width - 20) < 1e-9)
        #expect(abs(bounds.height - 4) < 1e-9)
        let round = try #require(
            Self.stroke([(0, 0), (20, 0)], tool: .monoline, width: 4).outline(options: .raw).bounds)
        #expect(abs(round.width - 24) < 1e-9)
    }

    @Test func tapersNarrowTheEnds() throws {
        var options = InkOptions.raw
        options.taperStart = .init(length: 20, easing: .linear)
        options.taperEnd = .init(length: 20, easing: .linear)
        let stroke = Self.stroke((0...100).map { (Double($0), 0.0) }, width: 8, pressure: 0.5)
        let outline = stroke.outline(options: options)
        func filled(_ x: Double, _ y: Double) -> Bool {
            InkTestSupport.winding(outline.polygons, at: Point(x: x, y: y)) != 0
        }
        #expect(filled(50, 3.9))
        #expect(!filled(2, 3))
        #expect(!filled(98, 3))
        #expect(filled(2, 0))
    }

    // MARK: Options

    @Test func presetsAreFoundByName() {
        #expect(InkOptions.presetNames == ["default", "raw", "smooth", "signature", "calligraphy", "perfect-freehand"])
        #expect(InkOptions.preset(named: "default") == .default)
        #expect(InkOptions.preset(named: "Signature") == .signature)
        #expect(InkOptions.preset(named: "perfectFreehand") == .perfectFreehand)
        #expect(InkOptions.preset(named: "PERFECT_FREEHAND") == .perfectFreehand)
        #expect(InkOptions.preset(named: "velvet") == nil)
    }

    @Test func everyPresetDrawsEverySample() throws {
        for name in Support.sampleNames {
            let drawing = try Support.loadSample(name)
            for (preset, options) in InkOptions.presets {
                for (stroke, outline) in zip(drawing.strokes, drawing.outlines(options: options)) {
                    #expect(!outline.isEmpty, "\(name) \(preset)")
                    #expect(Support.isFinite(outline), "\(name) \(preset)")
                    if preset != "perfect-freehand", let ink = stroke.bounds, let box = outline.bounds {
                        // Inside the stroke's bounds, but for a spline's slight overshoot.
                        #expect(InkTestSupport.contains(ink.outsetBy(1), box), "\(name) \(preset)")
                    }
                }
            }
        }
    }
}
