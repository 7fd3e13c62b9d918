import Foundation
import ScribbleKit
import ScribbleTestSupport
import Testing

/// What the shape recognizer makes of strokes drawn exactly, of strokes it must refuse, and the
/// clean strokes it gives back.
@Suite struct ShapeRecognizerTests {
    let recognizer = ShapeRecognizer()

    /// A stroke through `corners`, a point every `step` units along straight lines between them,
    /// 10 ms apart, its pressure rising from 0.2 to 0.8.
    static func stroke(
        through corners: [Point], step: Double = 2, start: Double = 1,
        ink: Ink = Ink(tool: .marker, color: .ink, width: 7)
    ) -> Stroke {
        var locations = [corners[0]]
        for (a, b) in zip(corners, corners.dropFirst()) {
            let pieces = Swift.max(1, Int((a.distance(to: b) / step).rounded(.up)))
            locations += (1...pieces).map { a.interpolated(to: b, by: Double($0) / Double(pieces)) }
        }
        let last = Double(Swift.max(1, locations.count - 1))
        let points = locations.enumerated().map { index, location in
            StrokePoint(location: location, t: start + 0.01 * Double(index), pressure: 0.2 + 0.6 * Double(index) / last)
        }
        return Stroke(points: points, ink: ink, device: .pen)
    }

    /// A stroke round an ellipse, `turns` times from angle 0.
    static func ellipse(center: Point, radii: Size, rotation: Double = 0, turns: Double = 1, count: Int = 200) -> Stroke
    {
        let points = (0...count).map { index -> Point in
            let angle = 2 * Double.pi * turns * Double(index) / Double(count)
            let u = radii.width * cos(angle)
            let v = radii.height * sin(angle)
            return Point(
                x: center.x + u * cos(rotation) - v * sin(rotation), y: center.y + u * sin(rotation) + v * cos(rotation)
            )
        }
        return stroke(through: points, step: 1000)
    }

    /// The corners of a `width` × `height` rectangle about `center`, turned by `rotation`.
    static func rectangle(center: Point, width: Double, height: Double, rotation: Double) -> [Point] {
        [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
            let u = sx * width / 2
            let v = sy * height / 2
            return Point(
                x: center.x + u * cos(rotation) - v * sin(rotation), y: center.y + u * sin(rotation) + v * cos(rotation)
            )
        }
    }

    // MARK: - Kinds and clean geometry

    @Test func aStraightStrokeIsALineFromWhereItBeganToWhereItEnded() throws {
        let result = recognizer.recognize(Self.stroke(through: [Point(x: 10, y: 20), Point(x: 210, y: 120)]))
        #expect(result.kind == .line)
        #expect(result.confidence > 0.95)
        guard case .line(let from, let to) = try #require(result.geometry) else {
            Issue.record("not a line")
            return
        }
        #expect(from.distance(to: Point(x: 10, y: 20)) < 0.5)
        #expect(to.distance(to: Point(x: 210, y: 120)) < 0.5)
    }

    @Test func anOpenRunOfStraightSegmentsIsAPolylineThroughItsCorners() throws {
        let corners = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 140, y: 90), Point(x: 240, y: 60)]
        let result = recognizer.recognize(Self.stroke(through: corners))
        #expect(result.kind == .polyline)
        let vertices = try #require(result.geometry).vertices
        #expect(vertices.count == 4)
        for (vertex, corner) in zip(vertices, corners) { #expect(vertex.distance(to: corner) < 1.5) }
    }

    @Test(arguments: [0.0, 0.3, 1.2, 2.5])
    func aClosedRunOfThreeSidesIsATriangleAtAnyRotation(rotation: Double) throws {
        let corners = [Point(x: 0, y: -80), Point(x: 90, y: 60), Point(x: -70, y: 50)].map {
            Point(
                x: 300 + $0.x * cos(rotation) - $0.y * sin(rotation),
                y: 200 + $0.x * sin(rotation) + $0.y * cos(rotation))
        }
        let result = recognizer.recognize(Self.stroke(through: corners + [corners[0]]))
        #expect(result.kind == .triangle)
        let vertices = try #require(result.geometry).vertices
        #expect(vertices.count == 3)
        // The first corner is the one the stroke began at.
        for (vertex, corner) in zip(vertices, corners) { #expect(vertex.distance(to: corner) < 1.5) }
    }

    @Test(arguments: [0.0, 0.2, 0.785, 1.4])
    func aClosedRunOfFourSquareSidesIsARectangleAtAnyRotation(rotation: Double) throws {
        let corners = Self.rectangle(center: Point(x: 300, y: 250), width: 220, height: 120, rotation: rotation)
        let result = recognizer.recognize(Self.stroke(through: corners + [corners[0]]))
        #expect(result.kind == .rectangle)
        #expect(result.confidence > 0.95)
        let vertices = try #require(result.geometry).vertices
        #expect(vertices.count == 4)
        for (vertex, corner) in zip(vertices, corners) { #expect(vertex.distance(to: corner) < 1) }
        // The clean corners are square.
        for index in 0..<4 {
            let a = vertices[(index + 3) % 4] - vertices[index]
            let b = vertices[(index + 1) % 4] - vertices[index]
            #expect(abs(a.normalized.dot(b.normalized)) < 1e-9)
        }
    }

    @Test func aRectangleCutShortOrOvershotIsStillARectangle() {
        let corners = Self.rectangle(center: Point(x: 300, y: 250), width: 200, height: 150, rotation: 0.5)
        // Stopping 20 units short of the first corner, and running 40 past it.
        let short = corners + [corners[3].interpolated(to: corners[0], by: 0.85)]
        let long = corners + [corners[0], corners[0].interpolated(to: corners[1], by: 0.2)]
        #expect(recognizer.recognize(Self.stroke(through: short)).kind == .rectangle)
        #expect(recognizer.recognize(Self.stroke(through: long)).kind == .rectangle)
    }

    @Test func aFourSidedLoopWithoutRightAnglesIsNone() {
        let rhombus = [
            Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 300, y: 120), Point(x: 100, y: 120), Point(x: 0, y: 0),
        ]
        #expect(recognizer.recognize(Self.stroke(through: rhombus)).kind == .none)
    }

    @Test(arguments: [(Size(width: 120, height: 60), 0.4), (Size(width: 90, height: 30), 2.0)])
    func aSmoothLoopIsAnEllipseWithItsCentreRadiiAndRotation(radii: Size, rotation: Double) throws {
        let center = Point(x: 300, y: 200)
        let result = recognizer.recognize(Self.ellipse(center: center, radii: radii, rotation: rotation))
        #expect(result.kind == .ellipse)
        #expect(result.confidence > 0.95)
        guard case .ellipse(let found, let foundRadii, let foundRotation) = try #require(result.geometry) else {
            Issue.record("not an ellipse")
            return
        }
        #expect(found.distance(to: center) < 0.5)
        #expect(abs(foundRadii.width - radii.width) < 0.5 && abs(foundRadii.height - radii.height) < 0.5)
        // An ellipse's rotation is told modulo half a turn.
        #expect(abs(remainder(foundRotation - rotation, Double.pi)) < 0.01)
    }

    @Test func aNearlyRoundLoopIsMadeACircle() throws {
        let result = recognizer.recognize(
            Self.ellipse(center: Point(x: 200, y: 200), radii: Size(width: 100, height: 95)))
        #expect(result.kind == .ellipse)
        let geometry = try #require(result.geometry)
        #expect(geometry.isCircle)
        guard case .ellipse(_, let radii, _) = geometry else { return }
        #expect(abs(radii.width - 97.5) < 0.5)
    }

    @Test func anArrowInOneStrokeHasItsShaftAndTwoBarbs() throws {
        let tail = Point(x: 50, y: 300)
        let tip = Point(x: 350, y: 300)
        let barbs = [Point(x: 300, y: 270), Point(x: 300, y: 330)]
        // The shaft, one barb out and back, then the other.
        let result = recognizer.recognize(Self.stroke(through: [tail, tip, barbs[0], tip, barbs[1]]))
        #expect(result.kind == .arrow)
        guard case .arrow(let foundTail, let foundTip, let foundBarbs) = try #require(result.geometry) else {
            Issue.record("not an arrow")
            return
        }
        #expect(foundTail.distance(to: tail) < 1.5 && foundTip.distance(to: tip) < 1.5)
        #expect(foundBarbs.count == 2)
        // The barb drawn there and back is rounded a little at its end by the trace's smoothing.
        for (found, barb) in zip(foundBarbs, barbs) { #expect(found.distance(to: barb) < 3.5) }
    }

    @Test func anArrowWhoseHeadIsAStrokeOfItsOwnIsRecognizedFromBoth() throws {
        let shaft = Self.stroke(through: [Point(x: 50, y: 100), Point(x: 350, y: 160)], start: 1)
        let head = Self.stroke(
            through: [Point(x: 300, y: 120), Point(x: 350, y: 160), Point(x: 290, y: 180)], start: 3)
        #expect(recognizer.recognize(shaft).kind == .line)
        #expect(recognizer.recognize(head).kind == .polyline)
        let arrow = try #require(recognizer.recognize(shaft, followedBy: head))
        #expect(arrow.kind == .arrow)
        // Either order: the head first, then the shaft.
        #expect(recognizer.recognize(head, followedBy: shaft)?.kind == .arrow)
        // A line and a V far from its ends are not an arrow.
        let apart = Self.stroke(
            through: [Point(x: 500, y: 420), Point(x: 550, y: 460), Point(x: 490, y: 480)], start: 3)
        #expect(recognizer.recognize(shaft, followedBy: apart) == nil)

        // A clean shaft over the first stroke's time and a clean head over the second's, the head
        // running from the barb where the V began, through the tip, to the other barb.
        #expect(arrow.cleanStrokes.count == 2)
        let (cleanShaft, cleanHead) = (arrow.cleanStrokes[0], arrow.cleanStrokes[1])
        #expect(cleanShaft.startTime == shaft.startTime && cleanShaft.endTime == shaft.endTime)
        #expect(cleanHead.startTime == head.startTime && cleanHead.endTime == head.endTime)
        guard case .arrow(_, let tip, let barbs)? = arrow.geometry else { return }
        #expect(cleanHead.points[0].location.distance(to: barbs[0]) < 1e-9)
        #expect(cleanHead.points.contains { $0.location.distance(to: tip) < 1e-9 })
        #expect(try #require(cleanShaft.points.last).location.distance(to: tip) < 1e-9)
    }

    @Test func aDrawingIsListedStrokeByStrokeWithArrowsInTwoStrokesTakenTogether() {
        let line = Self.stroke(through: [Point(x: 10, y: 10), Point(x: 200, y: 10)])
        let shaft = Self.stroke(through: [Point(x: 50, y: 100), Point(x: 350, y: 160)], start: 3)
        let head = Self.stroke(
            through: [Point(x: 300, y: 120), Point(x: 350, y: 160), Point(x: 290, y: 180)], start: 5)
        let loop = Self.ellipse(center: Point(x: 100, y: 300), radii: Size(width: 60, height: 40), turns: 1.1)
        let drawing = Drawing(canvas: Size(width: 400, height: 400), strokes: [line, shaft, head, loop])
        let found = recognizer.shapes(in: drawing)
        #expect(found.map(\.strokes) == [0..<1, 1..<3, 3..<4])
        #expect(found.map(\.shape.kind) == [.line, .arrow, .ellipse])
        let snapped = drawing.snappingShapes(with: recognizer)
        #expect(snapped.strokes.count == 4)
        #expect(snapped.canvas == drawing.canvas)
        #expect(
            zip(snapped.strokes, drawing.strokes).allSatisfy {
                $0.startTime == $1.startTime && $0.endTime == $1.endTime
            })
    }

    // MARK: - What is none

    @Test func aStrokeTooSmallOrWithNoLengthIsNone() {
        let dot = Self.stroke(through: [Point(x: 5, y: 5), Point(x: 9, y: 8)])
        #expect(recognizer.recognize(dot).kind == .none)
        #expect(recognizer.recognize(Stroke(points: [])).kind == .none)
        #expect(recognizer.recognize(Stroke(points: [StrokePoint(x: 1, y: 1, t: 0)])).kind == .none)
        #expect(
            recognizer.recognize(Stroke(points: [StrokePoint(x: 1, y: 1, t: 0), StrokePoint(x: 1, y: 1, t: 1)])).kind
                == .none)
        // The same dot drawn large enough is a line.
        let small = ShapeRecognizer(options: ShapeRecognizer.Options(minimumSize: 2))
        #expect(small.recognize(dot).kind == .line)
    }

    @Test func curvesSpiralsAndWavesAreNone() {
        let arc = (0...60).map {
            Point(x: 200 + 100 * cos(Double($0) / 60 * 2.2), y: 200 + 100 * sin(Double($0) / 60 * 2.2))
        }
        let spiral = (0...300).map { index -> Point in
            let angle = Double(index) / 300 * 6 * Double.pi
            let radius = 10 + Double(index) / 3
            return Point(x: 300 + radius * cos(angle), y: 300 + radius * sin(angle))
        }
        let wave = (0...200).map { Point(x: Double($0) * 2, y: 100 + 30 * sin(Double($0) / 200 * 5 * Double.pi)) }
        for points in [arc, spiral, wave] {
            let result = recognizer.recognize(Self.stroke(through: points, step: 1000))
            #expect(result.kind == .none)
            #expect(result.geometry == nil && result.cleanStrokes.isEmpty)
            #expect(result.confidence >= 0.5 && result.confidence <= 1)
        }
    }

    @Test func pointsThatAreNotFiniteAreLeftOutAndAStrokeOfNoneIsNone() {
        var stroke = Self.stroke(through: [Point(x: 10, y: 20), Point(x: 210, y: 120)])
        stroke.points.insert(StrokePoint(x: .nan, y: 4, t: 1), at: 10)
        stroke.points.insert(StrokePoint(x: 5, y: .infinity, t: 1), at: 20)
        #expect(recognizer.recognize(stroke).kind == .line)
        let nothing = Stroke(points: (0..<20).map { StrokePoint(x: .nan, y: Double($0), t: 0) })
        #expect(recognizer.recognize(nothing).kind == .none)
        // A transform that flattens the plane leaves nothing to map a shape back into.
        var flat = Self.stroke(through: [Point(x: 10, y: 20), Point(x: 210, y: 120)])
        flat.transform = Transform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)
        #expect(recognizer.recognize(flat).kind == .none)
    }

    /// Random strokes of every make, numbers at the edge of what a file may hold included: the
    /// recognizer never traps, its confidence is always within 0…1, and a clean stroke's samples
    /// are finite and in order of time.
    @Test func randomStrokesNeverBreakTheRecognizer() {
        var random = SeededGenerator(seed: 24)
        for round in 0..<(SanitizerRun.isActive ? 150 : 600) {
            let count = Int.random(in: 0..<(round % 7 == 0 ? 6 : 120), using: &random)
            let scale = [1.0, 1e-6, 1e6, 1e12][round % 4]
            var t = 0.0
            var points: [StrokePoint] = []
            var location = Point(x: Double.random(in: -1...1, using: &random) * scale, y: 0)
            for _ in 0..<count {
                if Int.random(in: 0..<5, using: &random) > 0 {
                    location =
                        location + Vector(
                            dx: Double.random(in: -1...1, using: &random), dy: Double.random(in: -1...1, using: &random)
                        ) * (scale * 0.1)
                }
                t += Double.random(in: 0...0.02, using: &random)
                points.append(
                    StrokePoint(
                        location: location, t: t,
                        pressure: round % 3 == 0 ? nil : Double.random(in: 0...1, using: &random)))
            }
            if round % 11 == 0, !points.isEmpty { points[points.count / 2].location.x = .nan }
            let stroke = Stroke(points: points)
            let result = recognizer.recognize(stroke)
            #expect(result.confidence >= 0 && result.confidence <= 1)
            for clean in result.cleanStrokes {
                #expect(clean.points.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.t.isFinite })
                #expect(zip(clean.points, clean.points.dropFirst()).allSatisfy { $0.t <= $1.t })
            }
        }
    }

    @Test func theSameStrokeAlwaysGivesTheSameShape() {
        let sample = HandDrawnShapes.sample(.rectangle, seed: 99)
        #expect(recognizer.recognize(sample.strokes[0]) == recognizer.recognize(sample.strokes[0]))
    }

    // MARK: - The clean stroke

    /// Every kind drawn by the seeded hand: the clean stroke keeps the ink, device and transform,
    /// begins and ends when the original did, and presses within the original's range.
    @Test(arguments: HandDrawnShapes.kinds)
    func theCleanStrokeKeepsTheInkThePressureRangeAndTheTimeSpan(kind: ShapeKind) throws {
        for index in 0..<10 {
            let sample = HandDrawnShapes.sample(kind, seed: UInt64(1000 + index))
            let original = sample.strokes[0]
            let result =
                sample.strokes.count == 2
                ? try #require(recognizer.recognize(original, followedBy: sample.strokes[1]))
                : recognizer.recognize(original)
            guard result.kind == kind else { continue }
            #expect(result.cleanStrokes.count == sample.strokes.count)
            for (clean, original) in zip(result.cleanStrokes, sample.strokes) {
                #expect(
                    clean.ink == original.ink && clean.device == original.device
                        && clean.transform == original.transform)
                #expect(clean.path == nil && clean.visibleRange == nil)
                #expect(clean.startTime == original.startTime && clean.endTime == original.endTime)
                #expect(zip(clean.points, clean.points.dropFirst()).allSatisfy { $0.t <= $1.t })
                let pressures = clean.points.compactMap(\.pressure)
                #expect(pressures.count == clean.points.count)
                let originalPressures = original.points.compactMap(\.pressure)
                let (low, high) = (try #require(originalPressures.min()), try #require(originalPressures.max()))
                #expect(pressures.allSatisfy { $0 >= low - 1e-12 && $0 <= high + 1e-12 })
                // The range is kept, not only respected: the clean stroke presses about as hard and as lightly.
                #expect(try #require(pressures.max()) > high - 0.25 * (high - low))
                #expect(try #require(pressures.min()) < low + 0.25 * (high - low))
                // Its samples lie along the clean shape, evenly: no two more than 4 units apart.
                #expect(
                    zip(clean.points, clean.points.dropFirst()).allSatisfy {
                        $0.location.distance(to: $1.location) <= 4 + 1e-9
                    })
            }
        }
    }

    @Test func aStrokeWithoutPressureGivesACleanStrokeWithoutPressure() throws {
        var stroke = Self.stroke(through: [Point(x: 10, y: 20), Point(x: 210, y: 120)])
        for index in stroke.points.indices { stroke.points[index].pressure = nil }
        let clean = try #require(recognizer.recognize(stroke).cleanStrokes.first)
        #expect(clean.points.allSatisfy { $0.pressure == nil })
    }

    @Test func aTransformedStrokeIsRecognizedOnTheCanvasAndItsCleanStrokeKeepsTheTransform() throws {
        // A square in the stroke's own units, drawn on the canvas turned and twice as large.
        let corners = Self.rectangle(center: Point(x: 0, y: 0), width: 50, height: 50, rotation: 0)
        var stroke = Self.stroke(through: corners + [corners[0]], step: 1)
        stroke.transform = Transform.scale(x: 2, y: 2).concatenating(.rotation(radians: 0.3)).concatenating(
            .translation(x: 200, y: 150))
        let result = recognizer.recognize(stroke)
        #expect(result.kind == .rectangle)
        let clean = try #require(result.cleanStrokes.first)
        #expect(clean.transform == stroke.transform)
        // The geometry is on the canvas; the clean samples are in the stroke's own units.
        let onCanvas = try #require(result.geometry).vertices
        let expected = corners.map { $0.applying(stroke.transform) }
        for vertex in onCanvas { #expect(expected.contains { $0.distance(to: vertex) < 1 }) }
        #expect(clean.points.allSatisfy { abs(abs($0.x) - 25) < 0.5 || abs(abs($0.y) - 25) < 0.5 })
    }

    @Test func anErasedPieceIsRecognizedByTheInkThatIsLeft() throws {
        // A line with a hook, the hook erased: what is left is a line.
        var stroke = Self.stroke(through: [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 150, y: 80)])
        #expect(recognizer.recognize(stroke).kind == .polyline)
        stroke.visibleRange = 0...99
        let result = recognizer.recognize(stroke)
        #expect(result.kind == .line)
        #expect(try #require(result.cleanStrokes.first).endTime == stroke.points[99].t)
    }
}
