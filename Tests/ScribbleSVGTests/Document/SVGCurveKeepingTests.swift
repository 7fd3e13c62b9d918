import Foundation
import ScribbleKit
import ScribbleSyntax
import Testing

@testable import ScribbleSVG

/// The reader keeps each subpath's exact curves on its stroke, mapped to the canvas, beside the
/// points it has always made; the ink is cut from them for the output's resolution.
@Suite struct SVGCurveKeepingTests {
    @Test func aCircleKeepsItsCurvesAndItsPoints() throws {
        let read = try SVG.read(body: #"<circle cx="50" cy="50" r="20" fill="none" stroke="black" stroke-width="2"/>"#)
        let stroke = try #require(read.drawing.strokes.first)
        let path = try #require(stroke.path)
        let cubics = path.elements.filter { if case .cubic = $0 { true } else { false } }
        #expect(cubics.count == 16, "a full turn is 16 pieces of 22.5°")
        // The points are the flattening at reading tolerance, as they always were.
        let quarters = try SVGPath(
            parsing: "M70 50 A20 20 0 0 1 50 70 A20 20 0 0 1 30 50 A20 20 0 0 1 50 30 A20 20 0 0 1 70 50 Z")
        let polyline = try #require(quarters.flattened(tolerance: SVGReadOptions.default.tolerance).first)
        #expect(stroke.points.map(\.location) == polyline)
    }

    @Test func straightSubpathsKeepOnlyTheirPoints() throws {
        let read = try SVG.read(
            body:
                #"<path d="M10 10 L90 10 L90 90" stroke="black" fill="none"/><rect x="5" y="5" width="20" height="20" stroke="black"/>"#
        )
        #expect(read.drawing.strokes.count == 2)
        #expect(read.drawing.strokes.allSatisfy { $0.path == nil })
    }

    @Test func curvesLandOnTheCanvasWithTheTransformsAndViewBox() throws {
        let read = try SVG.read(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 100 100">
            <g transform="translate(10 20) rotate(30)"><path d="M0 0 Q20 -30 40 0" stroke="black" fill="none"/></g>
            </svg>
            """)
        let stroke = try #require(read.drawing.strokes.first)
        let path = try #require(stroke.path)
        let map = Transform.rotation(radians: 30 * .pi / 180).concatenating(.translation(x: 10, y: 20)).concatenating(
            .scale(x: 2, y: 2))
        guard case .move(let start) = path.elements.first, case .cubic(let c1, let c2, let end) = path.elements.last
        else {
            Issue.record("expected a move and a cubic, found \(path.elements)")
            return
        }
        #expect(SVG.close(start, Point(x: 0, y: 0).applying(map)))
        #expect(SVG.close(end, Point(x: 40, y: 0).applying(map)))
        // The quadratic raised exactly: controls at 2/3 of the way to its control point.
        #expect(SVG.close(c1, Point(x: 40.0 / 3, y: -20).applying(map)))
        #expect(SVG.close(c2, Point(x: 40 - 40.0 / 3, y: -20).applying(map)))
        #expect(stroke.transform.isIdentity)
    }

    @Test(arguments: [(0.0, false, true), (30.0, true, false), (-75.0, true, true), (140.0, false, false)])
    func arcPiecesStayWithinATenMillionthOfTheRadius(rotation: Double, largeArc: Bool, sweep: Bool) {
        let arc = EllipticalArc(
            start: Point(x: 10, y: 3), end: Point(x: -4, y: 9), radiusX: 12, radiusY: 7,
            rotation: rotation, largeArc: largeArc, sweep: sweep)
        guard let form = arc.centerParameterization else {
            Issue.record("the arc is not an ellipse")
            return
        }
        let angle = rotation * .pi / 180
        var from = arc.start
        var worst = 0.0
        arc.forEachCubic(maximumTurn: EllipticalArc.curveTurn) { c1, c2, to in
            for step in 0...200 {
                let u = Double(step) / 200
                let v = 1 - u
                let x = v * v * v * from.x + 3 * v * v * u * c1.x + 3 * v * u * u * c2.x + u * u * u * to.x
                let y = v * v * v * from.y + 3 * v * v * u * c1.y + 3 * v * u * u * c2.y + u * u * u * to.y
                // Into the ellipse's own axes, where it is (x/rx)² + (y/ry)² = 1.
                let dx = x - form.center.x
                let dy = y - form.center.y
                let ex = (cos(angle) * dx + sin(angle) * dy) / form.radiusX
                let ey = (-sin(angle) * dx + cos(angle) * dy) / form.radiusY
                worst = max(worst, abs((ex * ex + ey * ey).squareRoot() - 1))
            }
            from = to
        }
        #expect(worst <= 1e-7, "the arc's cubics stray by \(worst) of the radius")
    }

    @Test func aCircleAtSixteenTimesHasNoFacets() throws {
        let radius = 10.0
        let width = 2.0
        let scale = 16.0
        let read = try SVG.read(
            body: #"<circle cx="12" cy="12" r="10" fill="none" stroke="black" stroke-width="2"/>"#, width: 24,
            height: 24)
        let stroke = try #require(read.drawing.strokes.first)
        let outline = stroke.outline(options: read.drawing.inkOptions ?? .raw, resolution: scale)
        let error = Self.largestRadialError(
            outline, center: Point(x: 12, y: 12), radii: [radius - width / 2, radius + width / 2],
            start: Point(x: 22, y: 12), capRadius: width)
        #expect(error * scale <= 0.1, "the outline strays \(error * scale) px from the circle at 16×")
        // The points alone, cut at reading tolerance, would show: the measure sees facets.
        var pointsOnly = stroke
        pointsOnly.path = nil
        let faceted = Self.largestRadialError(
            pointsOnly.outline(options: read.drawing.inkOptions ?? .raw, resolution: scale),
            center: Point(x: 12, y: 12),
            radii: [radius - width / 2, radius + width / 2],
            start: Point(x: 22, y: 12), capRadius: width)
        #expect(faceted * scale > 0.5, "the points' outline strays only \(faceted * scale) px")
        print("circle r=10 at 16×: outline within \(error * scale) px (from the points alone: \(faceted * scale) px)")
    }

    /// How far an outline's edges stray from the nearer of two circles: measured at each vertex and
    /// at the middle of each edge (where a chord sags furthest), leaving out the round caps where
    /// the line starts and ends (within `capRadius` of `start`), which cross between the circles.
    static func largestRadialError(
        _ outline: InkOutline, center: Point, radii: [Double], start: Point, capRadius: Double
    ) -> Double {
        var worst = 0.0
        for polygon in outline.polygons {
            for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) {
                for point in [a, Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)]
                where point.distance(to: start) > capRadius {
                    let distance = point.distance(to: center)
                    worst = max(worst, radii.map { abs(distance - $0) }.min() ?? 0)
                }
            }
        }
        return worst
    }

    @Test func centreLinesAreWrittenAsTheCurves() throws {
        let read = try SVG.read(body: #"<path d="M10 80 C 40 10 65 10 95 80" stroke="black" fill="none"/>"#)
        let text = String(
            decoding: try SVGWriter(options: SVGWriteOptions(mode: .centerlines)).encode(read.drawing), as: UTF8.self)
        // The curve as it is, in relative numbers, the shorter spelling here.
        #expect(text.contains(#"d="M10 80c30-70 55-70 85 0""#), "\(text)")
        // Read back, the curve is the same.
        let again = try SVG.read(text)
        #expect(again.drawing.strokes.first?.path == read.drawing.strokes.first?.path)
    }

    @Test func pathStepsCountAgainstThePointLimit() throws {
        // Tiny arcs flatten into a point or two, but each keeps 16 cubics: the limit holds them too.
        let arcs = String(repeating: "a0.01 0.01 0 1 1 0.001 0 ", count: 200)
        var options = SVGReadOptions.default
        options.maximumPoints = 1000
        let error = SVG.readError(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M5 5 "# + arcs
                + #"" stroke="black"/></svg>"#,
            options: options)
        #expect(error?.exceededLimit == .points)
    }
}
