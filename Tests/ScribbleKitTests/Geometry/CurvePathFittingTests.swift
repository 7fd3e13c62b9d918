import Foundation
import ScribbleKit
import ScribbleTestSupport
import Testing

@Suite struct CurvePathFittingTests {
    static func circle(
        center: Point = Point(x: 50, y: 50), radius: Double = 20, vertices: Int = 400, clockwise: Bool = true
    ) -> [Point] {
        (0..<vertices).map { index in
            let angle = Double(index) / Double(vertices) * 2 * .pi * (clockwise ? 1 : -1)
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// The signed area the path encloses, flattened (positive is clockwise on a y-down canvas).
    static func area(_ path: CurvePath) -> Double {
        var total = 0.0
        for ring in path.flattened(tolerance: 0.001) {
            for (a, b) in zip(ring, Array(ring.dropFirst()) + [ring[0]]) { total += (a.x * b.y - b.x * a.y) / 2 }
        }
        return total
    }

    static func endPoints(_ path: CurvePath) -> [Point] {
        path.elements.compactMap { element in
            switch element {
            case .move(let point), .line(let point), .cubic(_, _, let point): point
            case .close: nil
            }
        }
    }

    static func cubicCount(_ path: CurvePath) -> Int {
        path.elements.filter { if case .cubic = $0 { true } else { false } }.count
    }

    @Test func aDenseCircleBecomesAFewCubicsWithinTheTolerance() throws {
        let polygon = Self.circle()
        let path = CurvePath(fittingClosedPolygon: polygon, tolerance: 0.025)
        #expect(path.elements.first.map { if case .move = $0 { true } else { false } } == true)
        #expect(path.elements.last == .close)
        let cubics = Self.cubicCount(path)
        #expect(cubics >= 2 && cubics <= 12, "\(cubics) cubics for a circle")
        let distance = try #require(EdgeGrid.hausdorffDistance(path, [polygon + [polygon[0]]], reach: 1))
        #expect(distance <= 0.025 * 1.01, "the curves stray \(distance)")
    }

    @Test(arguments: [true, false])
    func theWindingIsKept(clockwise: Bool) throws {
        let path = CurvePath(fittingClosedPolygon: Self.circle(clockwise: clockwise), tolerance: 0.1)
        let area = Self.area(path)
        #expect(abs(abs(area) - .pi * 400) < 5)
        #expect((area > 0) == clockwise)
    }

    @Test func aSquareKeepsItsCornersAndStraightSides() throws {
        let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        let path = CurvePath(fittingClosedPolygon: square, tolerance: 0.1)
        #expect(
            path.elements == [
                .move(to: square[0]), .line(to: square[1]), .line(to: square[2]), .line(to: square[3]), .close,
            ])
    }

    @Test func flatCapsAndCuspsStayCorners() throws {
        // A stroke's outline with a flat cap at each end and a notch where it doubles back: the
        // corners of the caps and the tip of the notch are ends of pieces, exactly.
        var ring: [Point] = []
        for index in 0...200 { ring.append(Point(x: Double(index) / 2, y: 5 * sin(Double(index) / 40))) }
        for index in (0...200).reversed() {
            let x = Double(index) / 2
            ring.append(
                Point(x: x, y: 10 + 5 * sin(Double(index) / 40) - (abs(x - 50) < 4 ? (4 - abs(x - 50)) * 1.5 : 0)))
        }
        let notch = ring[301]
        let path = CurvePath(fittingClosedPolygon: ring, tolerance: 0.05)
        let ends = Set(Self.endPoints(path).map { "\($0.x),\($0.y)" })
        for corner in [ring[0], ring[200], ring[201], ring[401], notch] {
            #expect(ends.contains("\(corner.x),\(corner.y)"), "\(corner) was rounded off")
        }
        let distance = try #require(EdgeGrid.hausdorffDistance(path, [ring + [ring[0]]], reach: 1))
        #expect(distance <= 0.05 * 1.01)
        #expect(Self.cubicCount(path) < 40)
    }

    @Test func aSelfCrossingPolygonStaysWithinTheTolerance() throws {
        // A figure of eight, which crosses itself in the middle.
        let eight = (0..<600).map { index -> Point in
            let t = Double(index) / 600 * 2 * .pi
            return Point(x: 40 * sin(t), y: 20 * sin(2 * t))
        }
        let path = CurvePath(fittingClosedPolygon: eight, tolerance: 0.02)
        let distance = try #require(EdgeGrid.hausdorffDistance(path, [eight + [eight[0]]], reach: 1))
        #expect(distance <= 0.02 * 1.01)
        #expect(Self.cubicCount(path) <= 40)
    }

    @Test func aZeroToleranceKeepsEveryVertex() throws {
        let polygon = Self.circle(vertices: 50)
        let path = CurvePath(fittingClosedPolygon: polygon, tolerance: 0)
        #expect(Self.cubicCount(path) == 0)
        #expect(Self.endPoints(path) == polygon)
        #expect(CurvePath(fittingPolyline: polygon, tolerance: .nan).elements.count == 50)
    }

    @Test func degenerateInputsGiveEmptyPathsOrALoneMove() throws {
        #expect(CurvePath(fittingClosedPolygon: [], tolerance: 0.1).isEmpty)
        #expect(CurvePath(fittingClosedPolygon: [Point(x: 1, y: 1), Point(x: 2, y: 2)], tolerance: 0.1).isEmpty)
        #expect(
            CurvePath(
                fittingClosedPolygon: [Point(x: .nan, y: 1), Point(x: 1, y: 1), Point(x: 2, y: 2)], tolerance: 0.1
            ).isEmpty)
        #expect(CurvePath(fittingClosedPolygon: Array(repeating: Point(x: 3, y: 3), count: 9), tolerance: 0.1).isEmpty)
        #expect(CurvePath(fittingPolyline: [], tolerance: 0.1).isEmpty)
        #expect(
            CurvePath(fittingPolyline: [Point(x: 3, y: 4), Point(x: 3, y: 4)], tolerance: 0.1).elements == [
                .move(to: Point(x: 3, y: 4))
            ])
        #expect(
            CurvePath(
                fittingPolyline: [Point(x: 0, y: 0), Point(x: .infinity, y: 0), Point(x: 5, y: 0)], tolerance: 0.1
            ).elements
                == [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 5, y: 0))])
    }

    @Test func anOpenPolylineRunsFromItsFirstPointToItsLast() throws {
        let wave = (0...300).map { index in Point(x: Double(index) / 3, y: 10 * sin(Double(index) / 30)) }
        let path = CurvePath(fittingPolyline: wave, tolerance: 0.05)
        #expect(Self.endPoints(path).first == wave.first && Self.endPoints(path).last == wave.last)
        #expect(!path.elements.contains(.close))
        let distance = try #require(EdgeGrid.hausdorffDistance(path, [wave], reach: 1))
        #expect(distance <= 0.05 * 1.01)
        #expect(Self.cubicCount(path) <= 12)
    }

    @Test func inkOutlinesAsCurvesKeepOneSubpathAPolygon() throws {
        let points = (0..<80).map { index in
            StrokePoint(
                x: 20 + Double(index) * 3, y: 50 + 20 * sin(Double(index) / 8), t: Double(index) / 100, pressure: 0.5)
        }
        let outline = Stroke(points: points, ink: Ink(tool: .pen, width: 6)).outline(options: .default, resolution: 4)
        let curves = outline.curves(tolerance: 0.025)
        let moves = curves.elements.filter { if case .move = $0 { true } else { false } }.count
        #expect(moves == outline.polygons.filter { $0.count >= 3 }.count)
        let rings = outline.polygons.map { $0 + [$0[0]] }
        let distance = try #require(EdgeGrid.hausdorffDistance(curves, rings, reach: 1))
        #expect(distance <= 0.025 * 1.01)
        #expect(curves.elements.count * 4 < outline.vertexCount)
    }

    @Test func randomShapesGiveFiniteCurvesWithinTheTolerance() throws {
        var generator = SeededGenerator(seed: 7)
        for round in 0..<60 {
            let count = Int.random(in: 3...400, using: &generator)
            var point = Point(x: 0, y: 0)
            var heading = 0.0
            var points: [Point] = []
            let step = Double.random(in: 0.01...5, using: &generator)
            let bend = Double.random(in: 0...1.5, using: &generator)
            for _ in 0..<count {
                heading += Double.random(in: -bend...bend, using: &generator)
                point = Point(x: point.x + step * cos(heading), y: point.y + step * sin(heading))
                points.append(point)
            }
            let tolerance = [0.01, 0.1, 1][round % 3]
            let closed = round % 2 == 0
            let path =
                closed
                ? CurvePath(fittingClosedPolygon: points, tolerance: tolerance)
                : CurvePath(fittingPolyline: points, tolerance: tolerance)
            #expect(Self.endPoints(path).allSatisfy { $0.x.isFinite && $0.y.isFinite })
            let reference = closed ? [points + [points[0]]] : [points]
            let distance = try #require(
                EdgeGrid.hausdorffDistance(path, reference, reach: 10 * tolerance), "round \(round)")
            // Points closer than a twentieth of the tolerance are merged first.
            #expect(
                distance <= tolerance * 1.06, "round \(round): the curves stray \(distance) with tolerance \(tolerance)"
            )
        }
    }
}
