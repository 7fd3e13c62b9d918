import Foundation

/// A trace cut at its corners into straight runs: how lines, polylines, polygons and arrows are
/// found.
///
/// 1. **Split** (Douglas–Peucker): a run is cut at its point farthest from the chord between its
///    ends while that point is more than ``Tuning/splitShare`` of the trace's size away, so that
///    every corner worth the name becomes a break and a hand's wobble does not.
/// 2. **Merge**: a break beside a run shorter than ``Tuning/shortRunShare`` of the size is taken
///    out (a hook where the pen landed or lifted is trimmed off an open trace's end); so is one
///    end of a short run that turns the same way at both ends (a rounded corner the split cut in
///    two, ``Tuning/chamferShare``), and a break where the runs on either side turn by less than
///    ``Tuning/minimumTurn``, which is no corner but a gentle bend the split cut into pieces, the
///    gentlest first.
/// 3. **Fit**: each run gets the line closest to its points (``FittedLine``, leaving out the
///    points next to its corners, which a hand rounds), a corner goes where the lines of the two
///    runs meeting there cross, and an open trace's ends are its end points brought onto their
///    runs' lines.
///
/// How straight each run is, its ``bends``, is the greatest distance of its points from its line
/// as a share of its length (or of a quarter of the trace's size for a short run, so that a
/// short run is not held to a finer wobble than the hand draws at that size): a side drawn with
/// a ruler-less hand bends by 0.01–0.03, an arc the split cut into pieces by 0.1 or more.
struct StraightRuns {
    /// Settings of the three steps, as shares of a trace's size and angles in radians.
    enum Tuning {
        static let splitShare = 0.035
        static let minimumTurn = 25 * Double.pi / 180
        static let shortRunShare = 0.05
        /// Runs shorter than this share of the size are held to its bend, not their own.
        static let bendFloorShare = 0.25
        /// The share of a run's points at each end left out of its line (at most ``cornerPoints``).
        static let cornerShare = 0.15
        static let cornerPoints = 3
        /// How far from where it was drawn a corner may move to where its runs' lines cross, as a
        /// share of the shorter run.
        static let cornerReach = 0.3
        /// A run shorter than this share of the size, turning the same way at both its ends by
        /// no more than ``chamferTurn`` in all, is a rounded corner cut in two.
        static let chamferShare = 0.12
        static let chamferTurn = 160 * Double.pi / 180
        /// How far either side of a corner its sharpness is measured, as a share of the shorter
        /// run that meets there.
        static let cornerWindowShare = 0.12
    }

    /// Whether the runs go round a ring, the last joining the first.
    let isClosed: Bool
    /// Where the corners are on the canvas, in drawing order: an open trace's first and last are
    /// its ends; a closed trace's corner `k` is where run `k - 1` meets run `k`.
    let vertices: [Point]
    /// The line of each run; run `k` runs from vertex `k` to vertex `k + 1` (for a ring, the last
    /// back to the first).
    let lines: [FittedLine]
    /// How much each run bends away from its line (see the type's summary).
    let bends: [Double]
    /// How much each run's direction wanders along it, in radians: the spread of the directions
    /// of its chords a fifth of its length long. A straight side wanders by a few degrees, an arc
    /// or an S-bend by as much as it turns.
    let sways: [Double]
    /// How sharp each corner is: how much of its turn happens near it (within
    /// ``Tuning/cornerWindowShare`` of the shorter run meeting there, either side), from 0 to 1.
    /// A corner turns there almost wholly, a rounded one mostly; a curve the split cut into
    /// pieces turns evenly along them, little of it near the break. An open trace's ends are 1.
    let sharpness: [Double]
    /// The indices in the trace's points where the runs meet (an open trace's trimmed ends
    /// included).
    let breaks: [Int]

    /// The number of runs.
    var count: Int { lines.count }
    /// The worst bend of any run.
    var worstBend: Double { bends.max() ?? 0 }
    /// The most any run's direction wanders.
    var worstSway: Double { sways.max() ?? 0 }
    /// The least sharp corner.
    var dullestCorner: Double { sharpness.min() ?? 1 }

    /// The length of run `k`, corner to corner.
    func length(of run: Int) -> Double {
        vertices[run].distance(to: vertices[(run + 1) % vertices.count])
    }

    /// By how much the direction turns at corner `k` (for an open trace, an inner one), in
    /// radians from 0 (straight on) to π (straight back).
    func turn(at corner: Int) -> Double {
        let before = corner == 0 ? count - 1 : corner - 1
        let incoming = vertices[corner] - vertices[before]
        let outgoing = vertices[(corner + 1) % vertices.count] - vertices[corner]
        return Self.turn(incoming, outgoing)
    }

    static func turn(_ incoming: Vector, _ outgoing: Vector) -> Double {
        abs(atan2(incoming.cross(outgoing), incoming.dot(outgoing)))
    }

    // MARK: - Making the runs

    /// The runs of an open trace, or `nil` when nothing straight is left of it.
    init?(open points: [Point], size: Double) {
        guard points.count >= 2 else { return nil }
        var breaks = [0, points.count - 1]
        Self.split(points, from: 0, to: points.count - 1, tolerance: Tuning.splitShare * size, into: &breaks)
        breaks.sort()
        breaks = Self.merged(breaks, of: points, closed: false, size: size)
        guard breaks.count >= 2 else { return nil }
        self.init(points: points, breaks: breaks, closed: false, size: size)
    }

    /// The runs of a ring of points (the last joined back to the first), or `nil` when it does not
    /// keep three corners.
    init?(ring points: [Point], size: Double) {
        guard points.count >= 6 else { return nil }
        // Split at the point farthest from the first, then each half; the ring closes at index
        // `points.count`, which is the first point again.
        let far = points.indices.max { points[0].distance(to: points[$0]) < points[0].distance(to: points[$1]) } ?? 0
        guard far > 0 else { return nil }
        let closedPoints = points + [points[0]]
        var breaks = [0, far]
        let tolerance = Tuning.splitShare * size
        Self.split(closedPoints, from: 0, to: far, tolerance: tolerance, into: &breaks)
        Self.split(closedPoints, from: far, to: points.count, tolerance: tolerance, into: &breaks)
        breaks = Self.merged(breaks.sorted(), of: points, closed: true, size: size)
        guard breaks.count >= 3 else { return nil }
        self.init(points: points, breaks: breaks, closed: true, size: size)
    }

    private init(points: [Point], breaks: [Int], closed: Bool, size: Double) {
        let runCount = closed ? breaks.count : breaks.count - 1
        let runs = (0..<runCount).map { Self.indices(ofRun: $0, breaks: breaks, count: points.count, closed: closed) }
        var lines: [FittedLine] = []
        var bends: [Double] = []
        var sways: [Double] = []
        for run in runs {
            let margin = Swift.min(Tuning.cornerPoints, Int(Double(run.count) * Tuning.cornerShare))
            let inner = (run.count > 2 * margin + 2 ? Array(run[margin..<(run.count - margin)]) : run).map {
                points[$0]
            }
            let first = points[run[0]]
            let last = points[run[run.count - 1]]
            let line = FittedLine(inner) ?? FittedLine(point: first, direction: (last - first).normalized)
            let worst = inner.reduce(0) { Swift.max($0, line.distance(to: $1)) }
            bends.append(worst / Swift.max(first.distance(to: last), Tuning.bendFloorShare * size))
            sways.append(
                Self.sway(of: inner, along: line.direction.dot(last - first) < 0 ? -line.direction : line.direction))
            lines.append(line)
        }
        let vertices = Self.corners(of: points, breaks: breaks, lines: lines, closed: closed)
        self.isClosed = closed
        self.vertices = vertices
        self.lines = lines
        self.bends = bends
        self.sways = sways
        self.sharpness = vertices.indices.map { corner in
            let before = corner > 0 ? corner - 1 : (closed ? runCount - 1 : nil)
            guard let before, corner < runCount else { return 1 }
            let total = Self.turn(
                vertices[corner] - vertices[(corner + vertices.count - 1) % vertices.count],
                vertices[(corner + 1) % vertices.count] - vertices[corner])
            let window = Swift.max(
                2, Int((Tuning.cornerWindowShare * Double(Swift.min(runs[before].count, runs[corner].count))).rounded())
            )
            let local = Self.turnNear(breaks[corner], of: points, within: window, closed: closed)
            return total > 0 ? Swift.min(1, local / total) : 1
        }
        self.breaks = breaks
    }

    /// The corners: where neighbouring runs' lines cross; an open trace's ends, and corners whose
    /// lines are too nearly parallel to cross near them (a corner that doubles back), where the
    /// trace has them, the ends brought onto their lines.
    private static func corners(of points: [Point], breaks: [Int], lines: [FittedLine], closed: Bool) -> [Point] {
        let runCount = lines.count
        func chord(_ run: Int) -> Double { points[breaks[run]].distance(to: points[breaks[(run + 1) % breaks.count]]) }
        return (0..<(closed ? runCount : runCount + 1)).map { corner in
            let at = points[breaks[corner]]
            let before = corner > 0 ? corner - 1 : (closed ? runCount - 1 : nil)
            let after = corner < runCount ? corner : nil
            switch (before, after) {
            case (let before?, let after?):
                let reach = Tuning.cornerReach * Swift.min(chord(before), chord(after))
                let crossing = lines[before].intersection(with: lines[after])
                return crossing.flatMap { $0.distance(to: at) <= reach ? $0 : nil } ?? at
            case (let before?, nil): return lines[before].projection(of: at)
            case (nil, let after?): return lines[after].projection(of: at)
            case (nil, nil): return at
            }
        }
    }

    /// The most the trace turns between chords `window` points long either side of a point near
    /// `index` (within half a window of it: the split may have cut a rounded corner off its
    /// middle).
    private static func turnNear(_ index: Int, of points: [Point], within window: Int, closed: Bool) -> Double {
        let count = points.count
        func point(_ index: Int) -> Point { points[(index % count + count) % count] }
        var most = 0.0
        for centre in (index - window / 2)...(index + window / 2)
        where closed || (centre - window >= 0 && centre + window < count) {
            most = Swift.max(most, turn(point(centre) - point(centre - window), point(centre + window) - point(centre)))
        }
        return most
    }

    /// The spread of the directions, relative to `direction`, of the chords a fifth of the way
    /// along `points`.
    static func sway(of points: [Point], along direction: Vector) -> Double {
        let step = points.count / 5
        guard step >= 1, points.count > step else { return 0 }
        var lowest = Double.infinity
        var highest = -Double.infinity
        for index in 0..<(points.count - step) {
            let chord = points[index + step] - points[index]
            let angle = atan2(direction.cross(chord), direction.dot(chord))
            lowest = Swift.min(lowest, angle)
            highest = Swift.max(highest, angle)
        }
        return highest - lowest
    }

    /// The indices of the points of run `run`, from the break it starts at to the one it ends at,
    /// both included (wrapping round a ring).
    static func indices(ofRun run: Int, breaks: [Int], count: Int, closed: Bool) -> [Int] {
        let start = breaks[run]
        let end = run + 1 < breaks.count ? breaks[run + 1] : breaks[0] + count
        return (start...Swift.max(start, end)).map { $0 % count }
    }

    /// Adds to `breaks` the points where the run from `first` to `last` is cut, Douglas–Peucker.
    private static func split(
        _ points: [Point], from first: Int, to last: Int, tolerance: Double, into breaks: inout [Int]
    ) {
        var pending = [(first, last)]
        while let (a, b) = pending.popLast() {
            guard b - a > 1 else { continue }
            var farthest = a
            var distance = 0.0
            for index in (a + 1)..<b {
                let d = PlanarGeometry.distanceSquared(from: points[index], toSegment: points[a], points[b])
                if d > distance { (farthest, distance) = (index, d) }
            }
            guard distance.squareRoot() > tolerance else { continue }
            breaks.append(farthest)
            pending.append((a, farthest))
            pending.append((farthest, b))
        }
    }

    /// The breaks with the corners that are none taken out (see the type's summary).
    private static func merged(_ initial: [Int], of points: [Point], closed: Bool, size: Double) -> [Int] {
        var breaks = initial
        let fewest = closed ? 3 : 2
        func point(_ k: Int) -> Point { points[breaks[(k + breaks.count) % breaks.count]] }
        /// The turn at break `k`, anticlockwise positive, or `nil` at an open trace's ends.
        func signedTurn(_ k: Int) -> Double? {
            guard closed || (k > 0 && k < breaks.count - 1) else { return nil }
            let incoming = point(k) - point(k - 1)
            let outgoing = point(k + 1) - point(k)
            return atan2(incoming.cross(outgoing), incoming.dot(outgoing))
        }
        func turn(_ k: Int) -> Double? { signedTurn(k).map(abs) }
        /// Whether run `k` is a rounded corner cut in two: short, and turning the same way at
        /// both its ends by less than a hairpin in all.
        func isChamfer(_ k: Int) -> Bool {
            guard point(k).distance(to: point(k + 1)) < Tuning.chamferShare * size,
                let first = signedTurn(k), let second = signedTurn((k + 1) % breaks.count)
            else { return false }
            return first * second > 0 && abs(first + second) <= Tuning.chamferTurn
        }
        while breaks.count > fewest {
            let runCount = closed ? breaks.count : breaks.count - 1
            // The shortest run first: a chamfer or a hook.
            let shortest = (0..<runCount).min {
                point($0).distance(to: point($0 + 1)) < point($1).distance(to: point($1 + 1))
            }
            if let run = shortest, point(run).distance(to: point(run + 1)) < Tuning.shortRunShare * size {
                let start = run
                let end = (run + 1) % breaks.count
                // An open trace's end run is trimmed off; otherwise the gentler of its corners goes.
                let drop: Int
                switch (turn(start), turn(end)) {
                case (nil, _): drop = start
                case (_, nil): drop = end
                case (let a?, let b?): drop = a < b ? start : end
                }
                breaks.remove(at: drop)
                continue
            }
            if let chamfer = (0..<runCount).first(where: { isChamfer($0) }) {
                let start = chamfer
                let end = (chamfer + 1) % breaks.count
                breaks.remove(at: (turn(start) ?? 0) < (turn(end) ?? 0) ? start : end)
                continue
            }
            let gentlest = breaks.indices.compactMap { k in turn(k).map { (k, $0) } }.min { $0.1 < $1.1 }
            guard let (k, angle) = gentlest, angle < Tuning.minimumTurn else { break }
            breaks.remove(at: k)
        }
        return breaks
    }
}
