import Foundation
import ScribbleKit

/// Shapes as a hand draws them, made from a seed, so that the shape recognizer can be measured on
/// the same thousand strokes on every run.
///
/// Each shape starts as an ideal outline in its own frame (a line, a polyline of two to five
/// segments, a triangle, a rectangle of any proportions, an ellipse or circle, an arrow in one
/// stroke or two) and is then spoilt the ways a hand spoils it:
/// - its sides bow and its corners are a little off, and rounded;
/// - a closed shape stops short of where it began or runs on past it, along its first side;
///   an ellipse is egg-shaped and spirals out a touch; a line may end in a hook;
/// - it is turned to any angle, drawn at any size from a few dozen units to a few hundred;
/// - it wobbles: a slow sway across the line (three waves of random length and phase) and a
///   sensor's jitter on every sample;
/// - it is sampled in time at a device's rate (60 to 240 Hz) while the pen speeds up along
///   straight stretches and slows at the ends and in the corners, so that samples crowd where it
///   is slow; the pressure swells and fades with some noise.
public enum HandDrawnShapes {
    /// One drawn shape.
    public struct Sample: Sendable {
        /// What it was drawn to be.
        public var kind: ShapeKind
        /// How it was drawn, in a word or two (`"rectangle, overshoot"`, `"arrow, two strokes"`).
        public var form: String
        /// Its strokes: one, or two for an arrow whose head is a stroke of its own.
        public var strokes: [Stroke]
    }

    /// The kinds the generator draws: every shape (not ``ShapeKind/none``).
    public static let kinds: [ShapeKind] = ShapeKind.allCases.filter { $0 != .none }

    /// `count` samples of every kind, in kind order, each from its own seed derived from `seed`.
    public static func samples(perKind count: Int, seed: UInt64) -> [Sample] {
        kinds.enumerated().flatMap { kindIndex, kind in
            (0..<count).map { index in sample(kind, seed: seed &+ UInt64(kindIndex * 100_003 + index) &* 0x9E37_79B9) }
        }
    }

    /// One sample of `kind` from `seed`.
    public static func sample(_ kind: ShapeKind, seed: UInt64) -> Sample {
        var random = SeededGenerator(seed: seed)
        let hand = Hand(random: &random)
        let center = Point(x: random.uniform(250...550), y: random.uniform(200...400))
        let rotation = random.uniform(0...(2 * Double.pi))
        var outlines: [Outline]
        var form: String
        switch kind {
        case .line: (outlines, form) = line(&random)
        case .polyline: (outlines, form) = polyline(&random)
        case .triangle: (outlines, form) = triangle(&random)
        case .rectangle: (outlines, form) = rectangle(&random)
        case .ellipse: (outlines, form) = ellipse(&random)
        case .arrow: (outlines, form) = arrow(&random)
        case .none: (outlines, form) = ([], "nothing")
        }
        outlines = outlines.map { $0.placed(at: center, rotation: rotation) }
        var strokes: [Stroke] = []
        var t = random.uniform(0...2)
        let ink = Ink(
            tool: [.pen, .pencil, .marker, .monoline][Int.random(in: 0..<4, using: &random)],
            color: .ink, width: random.uniform(2...8))
        for outline in outlines {
            let points = hand.draw(outline, startingAt: t, random: &random)
            t = (points.last?.t ?? t) + random.uniform(0.15...0.5)
            strokes.append(Stroke(points: points, ink: ink, device: .pen))
        }
        return Sample(kind: kind, form: form, strokes: strokes)
    }

    /// The cell each shape of a ``sheet(perKind:seed:)`` is drawn in, in canvas units.
    public static let sheetCell = 200.0

    /// A drawing of `perKind` samples of every kind (from the seeds ``samples(perKind:seed:)``
    /// uses) in a grid: a column per kind, in ``kinds`` order, a row per sample, each shape moved
    /// and scaled (keeping its proportions) to fill most of its cell, and drawn 0.3 s after the
    /// one before; its numbers are rounded as a device reports them (to a hundredth of a unit,
    /// a tenth of a millisecond, a thousandth of full pressure). It is what
    /// `Strokes/shapes/hand-drawn.drawing.json` holds.
    public static func sheet(perKind count: Int = 3, seed: UInt64 = 2024) -> Drawing {
        let samples = samples(perKind: count, seed: seed)
        var strokes: [Stroke] = []
        var clock = 0.0
        for (index, sample) in samples.enumerated() {
            let column = index / count
            let row = index % count
            guard let box = Rect(enclosing: sample.strokes.flatMap { $0.points.map(\.location) }) else { continue }
            let scale = 0.8 * sheetCell / Swift.max(box.width, box.height, 1)
            let cell = Point(x: (Double(column) + 0.5) * sheetCell, y: (Double(row) + 0.5) * sheetCell)
            let shift = clock - (sample.strokes.first?.startTime ?? 0)
            for var stroke in sample.strokes {
                for point in stroke.points.indices {
                    // Rounded as a device reports them, so that the file stays small.
                    let location = cell + (stroke.points[point].location - box.center) * scale
                    stroke.points[point].location = Point(x: rounded(location.x, 100), y: rounded(location.y, 100))
                    stroke.points[point].t = rounded(stroke.points[point].t + shift, 10_000)
                    stroke.points[point].pressure = stroke.points[point].pressure.map { rounded($0, 1000) }
                }
                stroke.ink.width = rounded(stroke.ink.width, 10)
                strokes.append(stroke)
                clock = stroke.endTime + 0.3
            }
        }
        return Drawing(
            canvas: Size(width: sheetCell * Double(kinds.count), height: sheetCell * Double(count)), strokes: strokes)
    }

    private static func rounded(_ value: Double, _ steps: Double) -> Double { (value * steps).rounded() / steps }

    // MARK: - Ideal outlines

    /// A path in its own frame, dense (about a unit between points), and where along it its
    /// corners are, so that the hand slows there.
    struct Outline {
        var points: [Point]
        var corners: [Int]

        func placed(at center: Point, rotation: Double) -> Outline {
            let c = cos(rotation)
            let s = sin(rotation)
            return Outline(
                points: points.map { Point(x: center.x + $0.x * c - $0.y * s, y: center.y + $0.x * s + $0.y * c) },
                corners: corners)
        }

        /// Straight, slightly bowed sides through `vertices`, each corner rounded over up to
        /// `rounding` of the shorter side next to it.
        static func sides(_ vertices: [Point], bow: Double, rounding: Double, random: inout SeededGenerator) -> Outline
        {
            var points: [Point] = []
            var corners: [Int] = []
            for (index, (a, b)) in zip(vertices, vertices.dropFirst()).enumerated() {
                let length = a.distance(to: b)
                let normal = (b - a).normalized.perpendicular
                let sag = random.uniform(-bow...bow) * length
                let steps = Swift.max(2, Int(length.rounded()))
                if index > 0 { corners.append(points.count - 1) }
                for step in (index == 0 ? 0 : 1)...steps {
                    let u = Double(step) / Double(steps)
                    points.append(a.interpolated(to: b, by: u) + normal * (sag * sin(Double.pi * u)))
                }
            }
            var outline = Outline(points: points, corners: corners)
            outline.roundCorners(by: rounding, random: &random)
            return outline
        }

        /// Cuts each corner by a quadratic curve from a point before it to a point after it, up to
        /// `share` of the shorter side next to it away.
        mutating func roundCorners(by share: Double, random: inout SeededGenerator) {
            guard share > 0 else { return }
            let ends = [0] + corners + [points.count - 1]
            for (index, corner) in corners.enumerated() {
                let shorter = Swift.min(corner - ends[index], ends[index + 2] - corner)
                let reach = Int(random.uniform(0...share) * Double(shorter))
                guard reach >= 2 else { continue }
                let a = points[corner - reach]
                let control = points[corner]
                let b = points[corner + reach]
                for offset in -reach...reach {
                    let u = Double(offset + reach) / Double(2 * reach)
                    let p = a.interpolated(to: control, by: u)
                    let q = control.interpolated(to: b, by: u)
                    points[corner + offset] = p.interpolated(to: q, by: u)
                }
            }
        }

        /// The outline followed on past its end along its own first stretch by `length` units
        /// (a closed shape's overshoot), or cut short by that much when `length` is negative.
        func closing(by length: Double) -> Outline {
            if length < 0 {
                var kept = points
                var cut = 0.0
                while kept.count > 2, cut < -length {
                    cut += kept[kept.count - 1].distance(to: kept[kept.count - 2])
                    kept.removeLast()
                }
                return Outline(points: kept, corners: corners.filter { $0 < kept.count - 1 })
            }
            var extended = points
            var added = 0.0
            for (a, b) in zip(points, points.dropFirst()) where added < length {
                added += a.distance(to: b)
                extended.append(b)
            }
            return Outline(points: extended, corners: corners + [points.count - 1])
        }
    }

    static func line(_ random: inout SeededGenerator) -> ([Outline], String) {
        let length = random.uniform(50...400)
        var outline = Outline.sides(
            [Point(x: -length / 2, y: 0), Point(x: length / 2, y: 0)], bow: 0.025, rounding: 0, random: &random)
        guard random.chance(0.3) else { return ([outline], "line") }
        // A hook where the pen lifts: a short tail turning off to one side.
        let hook = random.uniform(0.02...0.05) * length
        let turn = random.uniform(0.6...1.8) * random.sign()
        let steps = Swift.max(3, Int(hook))
        for step in 1...steps {
            let u = Double(step) / Double(steps)
            let angle = turn * u
            let previous = outline.points[outline.points.count - 1]
            outline.points.append(previous + Vector(dx: cos(angle), dy: sin(angle)) * (hook / Double(steps)))
        }
        return ([outline], "line, hook")
    }

    static func polyline(_ random: inout SeededGenerator) -> ([Outline], String) {
        while true {
            let count = Int.random(in: 2...5, using: &random)
            var direction = random.uniform(0...(2 * Double.pi))
            var vertices = [Point.zero]
            let base = random.uniform(50...160)
            for index in 0..<count {
                if index > 0 {
                    direction += random.uniform((40 * Double.pi / 180)...(140 * Double.pi / 180)) * random.sign()
                }
                // Segments of like lengths: a much longer first or last one could be an arrow's shaft.
                let length = base * random.uniform(0.7...1.2)
                vertices.append(vertices[vertices.count - 1] + Vector(dx: cos(direction), dy: sin(direction)) * length)
            }
            guard let box = Rect(enclosing: vertices) else { continue }
            let size = (box.width * box.width + box.height * box.height).squareRoot()
            // A polyline stays open: it never crosses itself, and neither end comes near the rest
            // of it (that would close a shape).
            let segments = Array(zip(vertices, vertices.dropFirst()))
            let crosses = segments.indices.contains { i in
                segments.indices.contains { j in j > i + 1 && Self.cross(segments[i], segments[j]) }
            }
            let endsNear =
                segments.dropFirst().contains { Self.distance(from: vertices[0], to: $0) < 0.3 * size }
                || segments.dropLast().contains { Self.distance(from: vertices[count], to: $0) < 0.3 * size }
            guard !crosses, !endsNear else { continue }
            let center = box.center
            let outline = Outline.sides(
                vertices.map { $0 - (center - Point.zero) }, bow: 0.02, rounding: 0.08, random: &random)
            return ([outline], "polyline of \(count)")
        }
    }

    /// Whether two segments cross.
    static func cross(_ a: (Point, Point), _ b: (Point, Point)) -> Bool {
        func side(_ p: Point, _ q: Point, _ r: Point) -> Double { (q - p).cross(r - p) }
        return side(a.0, a.1, b.0) * side(a.0, a.1, b.1) < 0 && side(b.0, b.1, a.0) * side(b.0, b.1, a.1) < 0
    }

    /// The distance from a point to a segment.
    static func distance(from point: Point, to segment: (Point, Point)) -> Double {
        let along = segment.1 - segment.0
        let t = Swift.min(1, Swift.max(0, (point - segment.0).dot(along) / Swift.max(along.dot(along), 1e-12)))
        return point.distance(to: segment.0 + along * t)
    }

    static func triangle(_ random: inout SeededGenerator) -> ([Outline], String) {
        while true {
            let radius = random.uniform(35...180)
            let angles = (0..<3).map { Double($0) * 2 * Double.pi / 3 + random.uniform(-0.5...0.5) }
            let vertices = angles.map { Point(x: radius * cos($0), y: radius * sin($0)) }
            let corners = (0..<3).map { k -> Double in
                let a = vertices[(k + 2) % 3] - vertices[k]
                let b = vertices[(k + 1) % 3] - vertices[k]
                return acos(a.normalized.dot(b.normalized))
            }
            guard corners.allSatisfy({ $0 > 30 * Double.pi / 180 }) else { continue }
            return closedPolygon(vertices, name: "triangle", random: &random)
        }
    }

    static func rectangle(_ random: inout SeededGenerator) -> ([Outline], String) {
        let width = random.uniform(50...320)
        let height = width * random.uniform(0.3...1)
        let skew = 0.025 * width
        let vertices = [
            Point(x: -width / 2, y: -height / 2), Point(x: width / 2, y: -height / 2),
            Point(x: width / 2, y: height / 2), Point(x: -width / 2, y: height / 2),
        ].map { $0 + Vector(dx: random.uniform(-skew...skew), dy: random.uniform(-skew...skew)) }
        return closedPolygon(vertices, name: "rectangle", random: &random)
    }

    /// A closed polygon drawn from a corner or from along a side, round once, then stopping short
    /// or running on.
    static func closedPolygon(_ corners: [Point], name: String, random: inout SeededGenerator) -> ([Outline], String) {
        var vertices = random.chance(0.5) ? corners : corners.reversed()
        var form = name
        if random.chance(0.35) {
            // Begin part way along the first side.
            let u = random.uniform(0.2...0.8)
            let start = vertices[0].interpolated(to: vertices[1], by: u)
            vertices = [start] + vertices.dropFirst() + [vertices[0]]
            form += ", from a side"
        }
        vertices.append(vertices[0])
        let outline = Outline.sides(vertices, bow: 0.02, rounding: 0.1, random: &random)
        guard let box = Rect(enclosing: outline.points) else { return ([outline], form) }
        let size = (box.width * box.width + box.height * box.height).squareRoot()
        if random.chance(0.5) {
            return ([outline.closing(by: random.uniform(0...0.15) * size)], form + ", overshoot")
        }
        return ([outline.closing(by: -random.uniform(0...0.08) * size)], form + ", gap")
    }

    static func ellipse(_ random: inout SeededGenerator) -> ([Outline], String) {
        let major = random.uniform(25...180)
        let circle = random.chance(0.4)
        let minor = major * (circle ? random.uniform(0.94...1) : random.uniform(0.35...0.9))
        let start = random.uniform(0...(2 * Double.pi))
        let direction = random.sign()
        let sweep = 2 * Double.pi * (1 + random.uniform(-0.05...0.12))
        let egg = random.uniform(0...0.04)
        let eggPhase = random.uniform(0...(2 * Double.pi))
        let drift = random.uniform(-0.03...0.04)
        let steps = Swift.max(60, Int(major * sweep))
        let points = (0...steps).map { step -> Point in
            let u = Double(step) / Double(steps)
            let angle = start + direction * sweep * u
            let scale = 1 + egg * sin(2 * angle + eggPhase) + drift * u
            return Point(x: major * scale * cos(angle), y: minor * scale * sin(angle))
        }
        return ([Outline(points: points, corners: [])], circle ? "circle" : "ellipse")
    }

    static func arrow(_ random: inout SeededGenerator) -> ([Outline], String) {
        let length = random.uniform(90...320)
        let tail = Point(x: -length / 2, y: 0)
        let tip = Point(x: length / 2, y: 0)
        let spread = random.uniform((22 * Double.pi / 180)...(42 * Double.pi / 180))
        func barb(_ side: Double) -> Point {
            let angle = spread + random.uniform(-0.1...0.1)
            let barbLength = length * random.uniform(0.12...0.28)
            return tip + Vector(dx: -cos(angle), dy: side * sin(angle)) * barbLength
        }
        let first = random.sign()
        let barbs = [barb(first), barb(-first)]
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let outline = Outline.sides(
                [tail, tip, barbs[0], tip, barbs[1]], bow: 0.02, rounding: 0.05, random: &random)
            return ([outline], "arrow, head there and back")
        case 1:
            let outline = Outline.sides(
                [tail, tip, barbs[0], barbs[1], tip], bow: 0.02, rounding: 0.05, random: &random)
            return ([outline], "arrow, closed head")
        default:
            let shaft = Outline.sides([tail, tip], bow: 0.02, rounding: 0, random: &random)
            let head = Outline.sides([barbs[0], tip, barbs[1]], bow: 0.02, rounding: 0.05, random: &random)
            return ([shaft, head], "arrow, two strokes")
        }
    }

    // MARK: - The hand

    /// How one hand draws: its device's rate, its top speed, how much it wobbles.
    struct Hand {
        var rate: Double
        var topSpeed: Double
        var sway: Double
        var jitter: Double
        var pressure: Double

        init(random: inout SeededGenerator) {
            rate = [60.0, 120, 240][Int.random(in: 0..<3, using: &random)]
            topSpeed = random.uniform(300...1400)
            sway = random.uniform(0.003...0.01)
            jitter = random.uniform(0.1...0.5)
            pressure = random.uniform(0.3...0.7)
        }

        /// The samples of a stroke along `outline`, the first at time `start`.
        func draw(_ outline: Outline, startingAt start: Double, random: inout SeededGenerator) -> [StrokePoint] {
            let points = outline.points
            var lengths = [0.0]
            for (a, b) in zip(points, points.dropFirst()) {
                lengths.append(lengths[lengths.count - 1] + a.distance(to: b))
            }
            let total = lengths[lengths.count - 1]
            let box = Rect(enclosing: points) ?? Rect(x: 0, y: 0, width: 1, height: 1)
            let size = (box.width * box.width + box.height * box.height).squareRoot()
            // The sway: three slow waves across the line.
            let waves = (0..<3).map { _ in
                (
                    frequency: random.uniform(0.5...3.5), phase: random.uniform(0...(2 * Double.pi)),
                    amplitude: random.uniform(0.3...1)
                )
            }
            func swayed(_ index: Int) -> Point {
                let s = lengths[index] / Swift.max(total, 1)
                let offset = waves.reduce(0.0) { $0 + $1.amplitude * sin(2 * Double.pi * $1.frequency * s + $1.phase) }
                let before = points[Swift.max(0, index - 1)]
                let after = points[Swift.min(points.count - 1, index + 1)]
                return points[index] + (after - before).normalized.perpendicular * (offset * sway * size)
            }
            // Speed: slow at the ends and in the corners, quick between.
            let ramp = Swift.min(total / 4, 30.0)
            func speed(at index: Int) -> Double {
                let s = lengths[index]
                var factor = Swift.min(1, 0.15 + Swift.min(s, total - s) / Swift.max(ramp, 1))
                for corner in outline.corners {
                    let distance = abs(lengths[corner] - s)
                    factor = Swift.min(factor, 0.25 + distance / 25)
                }
                return topSpeed * Swift.max(0.1, Swift.min(1, factor))
            }
            var times = [0.0]
            for index in 1..<points.count {
                let step = lengths[index] - lengths[index - 1]
                times.append(times[index - 1] + step / ((speed(at: index) + speed(at: index - 1)) / 2))
            }
            let duration = times[times.count - 1]
            let count = Swift.max(2, Int((duration * rate).rounded(.up)) + 1)
            var samples: [StrokePoint] = []
            var index = 0
            for sample in 0..<count {
                let time = Swift.min(duration, Double(sample) / rate)
                while index < points.count - 2, times[index + 1] < time { index += 1 }
                let span = times[index + 1] - times[index]
                let u = span > 0 ? Swift.min(1, Swift.max(0, (time - times[index]) / span)) : 0
                let location =
                    swayed(index).interpolated(to: swayed(index + 1), by: u)
                    + Vector(dx: random.uniform(-jitter...jitter), dy: random.uniform(-jitter...jitter))
                let progress = time / Swift.max(duration, 1e-9)
                let swell = Swift.min(1, progress * 8) * Swift.min(1, (1 - progress) * 6)
                let force = Swift.min(1, Swift.max(0.05, pressure * (0.5 + 0.5 * swell) + random.uniform(-0.04...0.04)))
                samples.append(StrokePoint(location: location, t: start + time, pressure: force))
            }
            return samples
        }
    }
}

extension SeededGenerator {
    /// A double drawn evenly from `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
    /// +1 or −1, evenly.
    mutating func sign() -> Double { Bool.random(using: &self) ? 1 : -1 }
}
