import Foundation

/// perfect-freehand's `getStroke` (Steve Ruiz, MIT), rebuilt from its description so that drawings
/// made with it, or with Excalidraw, come out the same. Its two stages:
///
/// 1. Stroke points: each input is pulled towards the previous stroke point by the streamline
///    factor; points that do not move are dropped, and so are the first ones until the line is
///    `size` long. Each keeps its pressure, the unit vector back to the previous point, the
///    distance from it and the running length.
/// 2. Outline: a left and a right point at each stroke point, offset by a radius from (simulated)
///    pressure, thinning, easing and tapers along the average of the point's and the next
///    point's vectors; points closer than `size × smoothing` to the last kept one on their side
///    are skipped; where the line turns by more than a right angle a half-turn fan is drawn; the
///    ends get caps (round, flat, or none when tapered); a line that is a single point is a dot.
///
/// The quirks are kept on purpose, the missing dots and the hairs included: these outlines exist
/// to match perfect-freehand's, and ``InkOptions`` draws better ink otherwise.
enum PerfectFreehand {
    /// How fast simulated pressure follows the speed, as perfect-freehand has it.
    static let rateOfPressureChange = 0.275
    /// perfect-freehand rotates by a hair more than π, which it finds looks better in browsers.
    static let fixedPi = Double.pi + 0.0001

    /// A point of the first stage.
    struct StrokePoint {
        var point: Point
        var pressure: Double
        /// The unit vector from this point back to the one before.
        var vector: Vector
        var distance: Double
        var runningLength: Double
    }

    /// An input point: a location with an optional pressure.
    struct Input {
        var point: Point
        var pressure: Double?
    }

    /// The memory the stages work in, kept from one stroke to the next.
    final class Buffers {
        let inputs = InkBuffer<Input>()
        let points = InkBuffer<StrokePoint>()
        let left = InkBuffer<Point>(), right = InkBuffer<Point>()
        let startCap = InkBuffer<Point>(capacity: 16), endCap = InkBuffer<Point>(capacity: 32)
    }

    /// perfect-freehand's outline of `points` after `transform`, as one polygon of positive area
    /// (see ``InkOutline/init(perfectFreehand:options:)``).
    static func outline(
        of points: [ScribbleKit.StrokePoint], transform: Transform, options: PerfectFreehandOptions, buffers: Buffers
    ) -> InkOutline {
        let options = options.clamped
        inputs(of: points, transform: transform, into: buffers.inputs)
        strokePoints(
            buffers.inputs, size: options.size, streamline: options.streamline, last: options.last, into: buffers.points
        )
        var polygon = outline(buffers.points, options: options, buffers: buffers)
        if InkOutline.signedArea(polygon) < 0 { polygon.reverse() }
        return InkOutline(polygons: polygon.isEmpty ? [] : [polygon])
    }

    // MARK: Vector helpers

    /// The length of `v`: the plain formula where the squares neither overflow nor sink below
    /// the normal numbers, which is within an ulp of `hypot` and several times cheaper; `hypot`
    /// elsewhere (perfect-freehand's lengths are JavaScript's `Math.hypot`).
    static func length(_ v: Vector) -> Double {
        let squared = v.lengthSquared
        return squared < .greatestFiniteMagnitude && squared >= .leastNormalMagnitude
            ? squared.squareRoot() : hypot(v.dx, v.dy)
    }
    /// `v` divided by its ``length(_:)``, with no check for a zero vector, as perfect-freehand has it.
    static func unit(_ v: Vector) -> Vector {
        let length = length(v)
        return Vector(dx: v.dx / length, dy: v.dy / length)
    }

    /// A rotation, by the sine and cosine of its angle.
    typealias Turn = (sin: Double, cos: Double)

    static func turn(by angle: Double) -> Turn { (sin(angle), cos(angle)) }

    /// `point` turned by `turn` about `center`.
    static func rotate(_ point: Point, around center: Point, by turn: Turn) -> Point {
        center + (point - center).rotated(cos: turn.cos, sin: turn.sin)
    }

    /// The turns of a sharp corner's fans, by `fixedPi × k / 13` for k in 0…13 one way (left) and
    /// the other (right). These and the tables below hold the very angles perfect-freehand turns
    /// by, so that each stroke need not work out their sines again.
    static let fanTurns: [(left: Turn, right: Turn)] = (0...13).map { step in
        let fraction = Double(step) / 13
        return (turn(by: fixedPi * fraction), turn(by: -fixedPi * fraction))
    }
    /// The turns of a round start cap, `fixedPi × k / 13` for k in 1…13.
    static let startCapTurns: [Turn] = (1...13).map { turn(by: fixedPi * Double($0) / 13) }
    /// The turns of a round end cap, one and a half turns in 29 steps.
    static let endCapTurns: [Turn] = (1...29).map { turn(by: fixedPi * 3 * Double($0) / 29) }
    /// The turns of a dot, a whole turn in 13 steps.
    static let dotTurns: [Turn] = (1...13).map { turn(by: fixedPi * 2 * Double($0) / 13) }

    // MARK: Stage 1

    /// Replaces the contents of `inputs` with the locations of `points` after `transform`, and
    /// their pressures: locations that are not finite or lie beyond
    /// ``InkGeometryLimits/maximumCoordinate`` are left out, pressures that are not numbers count
    /// as missing and the others are clamped to 0…1.
    static func inputs(
        of points: [ScribbleKit.StrokePoint], transform: Transform, into inputs: InkBuffer<Input>
    ) {
        inputs.removeAll()
        inputs.reserve(points.count)
        let isIdentity = transform.isIdentity
        for point in points {
            let location = isIdentity ? point.location : point.location.applying(transform)
            guard InkGeometryLimits.contains(x: location.x, y: location.y) else { continue }
            let pressure = point.pressure.flatMap { $0.isNaN ? nil : Swift.min(1, Swift.max(0, $0)) }
            inputs.appendReserved(Input(point: location, pressure: pressure))
        }
    }

    /// Replaces the contents of `result` with the stroke points of `inputs` (perfect-freehand's
    /// `getStrokePoints`); may add to `inputs`.
    static func strokePoints(
        _ inputs: InkBuffer<Input>, size: Double, streamline: Double, last: Bool, into result: InkBuffer<StrokePoint>
    ) {
        result.removeAll()
        guard !inputs.isEmpty else { return }
        let t = 0.15 + (1 - streamline) * 0.85
        // Two points become five, so that tapers have something to work with; the added ones
        // have no pressure of their own.
        if inputs.count == 2 {
            let start = inputs[0].point
            let end = inputs[1].point
            inputs.removeLast()
            for step in 1...4 {
                inputs.append(Input(point: start.interpolated(to: end, by: Double(step) / 4), pressure: nil))
            }
        }
        // One point gets a partner a unit away on both axes.
        if inputs.count == 1 { inputs.append(Input(point: inputs[0].point + Vector(dx: 1, dy: 1), pressure: nil)) }

        let count = inputs.count
        result.reserve(count)
        inputs.withUnsafeMutableBufferPointer { points in
            var previous = StrokePoint(
                point: points[0].point, pressure: points[0].pressure ?? 0.25, vector: Vector(dx: 1, dy: 1),
                distance: 0, runningLength: 0)
            result.appendReserved(previous)
            var reachedMinimumLength = false
            var runningLength = 0.0
            let lastIndex = count - 1
            for index in 1...lastIndex {
                let point =
                    last && index == lastIndex
                    ? points[index].point : previous.point.interpolated(to: points[index].point, by: t)
                if point == previous.point { continue }
                // The step back to the previous point: its length is the distance, and it gives the vector.
                let back = previous.point - point
                let step = length(back)
                runningLength += step
                // Noise at the start: wait until the line is `size` long.
                if index < lastIndex, !reachedMinimumLength {
                    if runningLength < size { continue }
                    reachedMinimumLength = true
                }
                previous = StrokePoint(
                    point: point, pressure: points[index].pressure ?? 0.5,
                    vector: Vector(dx: back.dx / step, dy: back.dy / step), distance: step, runningLength: runningLength
                )
                result.appendReserved(previous)
            }
        }
        result[0].vector = result.count > 1 ? result[1].vector : .zero
    }

    // MARK: Stage 2

    /// The outline around `points` (perfect-freehand's `getStrokeOutlinePoints`), built in `buffers`.
    static func outline(
        _ buffer: InkBuffer<StrokePoint>, options: PerfectFreehandOptions, buffers: Buffers
    ) -> [Point] {
        guard !buffer.isEmpty, options.size > 0 else { return [] }
        return buffer.withUnsafeMutableBufferPointer { points in outline(points, options: options, buffers: buffers) }
    }

    /// Stage 2 proper, over the stroke points in memory.
    private static func outline(
        _ points: UnsafeMutableBufferPointer<StrokePoint>, options: PerfectFreehandOptions, buffers: Buffers
    ) -> [Point] {
        let size = options.size
        let thinning = options.thinning
        let easing = options.easing
        let simulate = options.simulatePressure
        let count = points.count
        let lastPoint = points[count - 1]
        let totalLength = lastPoint.runningLength
        let taperStart = options.start.taper == .infinity ? Swift.max(size, totalLength) : options.start.taper
        let taperEnd = options.end.taper == .infinity ? Swift.max(size, totalLength) : options.end.taper
        let minimumDistance = (size * options.smoothing) * (size * options.smoothing)

        func simulated(_ point: StrokePoint, after previousPressure: Double) -> Double {
            let speed = Swift.min(1, point.distance / size)
            let target = Swift.min(1, 1 - speed)
            return Swift.min(1, previousPressure + (target - previousPressure) * (speed * rateOfPressureChange))
        }
        func pressureRadius(_ pressure: Double) -> Double {
            size * easing.fast(0.5 - thinning * (0.5 - pressure))
        }

        let left = buffers.left
        let right = buffers.right
        left.removeAll()
        right.removeAll()
        left.reserve(count + 32)
        right.reserve(count + 32)

        // Start from the average of the first pressures, so that lines do not start fat.
        var previousPressure = points[0].pressure
        for index in 0..<Swift.min(10, count) {
            let pressure = simulate ? simulated(points[index], after: previousPressure) : points[index].pressure
            previousPressure = (previousPressure + pressure) / 2
        }

        var radius = pressureRadius(lastPoint.pressure)
        var firstRadius: Double?
        var previousVector = points[0].vector
        var previousLeft = points[0].point
        var previousRight = previousLeft
        var wasSharpCorner = false

        for index in 0..<count {
            let current = points[index]
            var pressure = current.pressure
            // Noise at the end: skip the last 3 units, except the last point.
            if index < count - 1, totalLength - current.runningLength < 3 { continue }

            if thinning != 0 {
                if simulate { pressure = simulated(current, after: previousPressure) }
                radius = pressureRadius(pressure)
            } else {
                radius = size / 2
            }
            if firstRadius == nil { firstRadius = radius }

            let startStrength =
                current.runningLength < taperStart
                ? options.start.easing.fast(current.runningLength / taperStart) : 1
            let endStrength =
                totalLength - current.runningLength < taperEnd
                ? options.end.easing.fast((totalLength - current.runningLength) / taperEnd) : 1
            radius = Swift.max(0.01, radius * Swift.min(startStrength, endStrength))

            let nextVector = index < count - 1 ? points[index + 1].vector : current.vector
            let nextDot = index < count - 1 ? current.vector.dot(nextVector) : 1
            let previousDot = current.vector.dot(previousVector)
            let isSharpCorner = previousDot < 0 && !wasSharpCorner
            let nextIsSharpCorner = nextDot < 0

            if isSharpCorner || nextIsSharpCorner {
                (previousLeft, previousRight) = appendFan(
                    around: current.point, offset: previousVector.perpendicular * radius, left: left, right: right)
                if nextIsSharpCorner { wasSharpCorner = true }
                continue
            }
            wasSharpCorner = false

            if index == count - 1 {
                let offset = current.vector.perpendicular * radius
                left.append(current.point - offset)
                right.append(current.point + offset)
                continue
            }

            // The average of the two directions, by perfect-freehand's interpolation.
            let between = nextVector + (current.vector - nextVector) * nextDot
            let offset = between.perpendicular * radius
            // Each side keeps the point only when it has moved far enough from the last one kept,
            // which depends on the data point by point: decided without branches.
            let leftPoint = current.point - offset
            let rightPoint = current.point + offset
            let keepLeft = index <= 1 || (previousLeft - leftPoint).lengthSquared > minimumDistance
            let keepRight = index <= 1 || (previousRight - rightPoint).lengthSquared > minimumDistance
            left.append(leftPoint, if: keepLeft)
            right.append(rightPoint, if: keepRight)
            previousLeft = keepLeft ? leftPoint : previousLeft
            previousRight = keepRight ? rightPoint : previousRight
            previousPressure = pressure
            previousVector = current.vector
        }

        let firstPoint = points[0].point
        let endPoint = count > 1 ? lastPoint.point : firstPoint + Vector(dx: 1, dy: 1)
        let tapered = taperStart != 0 || taperEnd != 0
        let startCap = buffers.startCap
        let endCap = buffers.endCap
        startCap.removeAll()
        endCap.removeAll()

        if count == 1 {
            if !tapered || options.last {
                // A dot.
                let start = firstPoint + unit((firstPoint - endPoint).perpendicular) * -(firstRadius ?? radius)
                return dotTurns.map { turn in rotate(start, around: firstPoint, by: turn) }
            }
            return polygon(left, endCap, right, startCap)
        }

        if taperStart != 0 {
            // Tapered: no cap.
        } else if options.start.cap {
            for turn in startCapTurns { startCap.append(rotate(right[0], around: firstPoint, by: turn)) }
        } else {
            let corners = left[0] - right[0]
            let near = corners * 0.5
            let far = corners * 0.51
            startCap.append(firstPoint - near)
            startCap.append(firstPoint - far)
            startCap.append(firstPoint + far)
            startCap.append(firstPoint + near)
        }

        let direction = (-lastPoint.vector).perpendicular
        if taperEnd != 0 {
            endCap.append(endPoint)
        } else if options.end.cap {
            // One and a half turns, which keeps a sharp turn at the very end from showing.
            let start = endPoint + direction * radius
            for turn in endCapTurns { endCap.append(rotate(start, around: endPoint, by: turn)) }
        } else {
            endCap.append(endPoint + direction * radius)
            endCap.append(endPoint + direction * (radius * 0.99))
            endCap.append(endPoint - direction * (radius * 0.99))
            endCap.append(endPoint - direction * radius)
        }
        return polygon(left, endCap, right, startCap)
    }

    /// Appends a fan of half a turn on either side of a sharp corner at `center`, starting from
    /// `center - offset` on the left and `center + offset` on the right. Kept out of the loop
    /// around it, where corners are rare, so that the loop keeps its values in registers.
    /// - Returns: the last point of the fan on each side.
    @inline(never)
    private static func appendFan(
        around center: Point, offset: Vector, left: InkBuffer<Point>, right: InkBuffer<Point>
    ) -> (left: Point, right: Point) {
        let leftStart = center - offset
        let rightStart = center + offset
        var lastLeft = leftStart
        var lastRight = rightStart
        for turns in fanTurns {
            lastLeft = rotate(leftStart, around: center, by: turns.left)
            left.append(lastLeft)
            lastRight = rotate(rightStart, around: center, by: turns.right)
            right.append(lastRight)
        }
        return (lastLeft, lastRight)
    }

    /// The ring of the left side, the end cap, the right side backwards and the start cap.
    private static func polygon(
        _ left: InkBuffer<Point>, _ endCap: InkBuffer<Point>, _ right: InkBuffer<Point>,
        _ startCap: InkBuffer<Point>
    ) -> [Point] {
        let total = left.count + endCap.count + right.count + startCap.count
        return [Point](unsafeUninitializedCapacity: total) { polygon, written in
            guard let start = polygon.baseAddress else { return }
            var target = left.copyElements(to: start)
            target = endCap.copyElements(to: target)
            target = right.copyElementsReversed(to: target)
            _ = startCap.copyElements(to: target)
            written = total
        }
    }
}

extension InkOutline {
    /// The outline perfect-freehand's `getStroke` draws around `points` (their locations and
    /// pressures; times are not used), as one polygon.
    ///
    /// The polygon is perfect-freehand's, point for point, turned around when needed so that its
    /// area is positive; it keeps perfect-freehand's overlaps and quirks. Points whose location is
    /// not finite, or lies beyond ±10¹² units, are left out; pressures are
    /// clamped to 0…1, and so are `size`, `thinning` and `streamline` to their ranges (NaN takes
    /// the default), so that every coordinate of the outline is finite.
    public init(perfectFreehand points: [StrokePoint], options: PerfectFreehandOptions = .default) {
        self = PerfectFreehand.outline(
            of: points, transform: .identity, options: options, buffers: PerfectFreehand.Buffers())
    }

    /// Twice the shoelace area of a ring, positive when it winds clockwise on a y-down canvas.
    static func signedArea(_ ring: [Point]) -> Double {
        guard ring.count > 2 else { return 0 }
        var sum = 0.0
        var previous = ring[ring.count - 1]
        for point in ring {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum
    }
}

extension PerfectFreehandOptions {
    /// The options with the numbers that scale the geometry clamped to their ranges: `size`
    /// 0…``InkGeometryLimits/maximumWidth``, `thinning` −1…1, `streamline` 0…1; NaN takes the
    /// default. The others cannot make a coordinate infinite and stay as perfect-freehand has them.
    fileprivate var clamped: PerfectFreehandOptions {
        func clamp(_ value: Double, _ low: Double, _ high: Double, default fallback: Double) -> Double {
            value.isNaN ? fallback : Swift.min(high, Swift.max(low, value))
        }
        let defaults = PerfectFreehandOptions.default
        var options = self
        options.size = clamp(size, 0, InkGeometryLimits.maximumWidth, default: defaults.size)
        options.thinning = clamp(thinning, -1, 1, default: defaults.thinning)
        options.streamline = clamp(streamline, 0, 1, default: defaults.streamline)
        return options
    }
}
