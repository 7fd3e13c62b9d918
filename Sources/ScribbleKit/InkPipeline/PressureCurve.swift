import Foundation

/// How a device's pressure becomes width: a curve that maps the pressure the device reports
/// (0…1) onto the pressure the ink draws with (0…1), and the range of widths that pressure spans.
///
/// The ink is `minimumWidth` times its nominal width at mapped pressure 0 and `maximumWidth`
/// times it at 1, in a straight line between; the curve decides how a hand's pressure moves
/// along that line. A curve bowed up (``light``, a gamma below 1) suits a light hand: a soft touch
/// already draws most of the width. One bowed down (``heavy``, a gamma above 1) suits a heavy
/// hand. It applies only to pressure that a device reported: pressure simulated from speed, or
/// the constant 0.5 of a stroke without any, keeps its own model.
///
/// ```swift
/// var options = InkOptions.default
/// options.pressureCurve = try PressureCurve(points: [Point(x: 0, y: 0), Point(x: 0.3, y: 0.6), Point(x: 1, y: 1)])
/// ```
///
/// The validating initializers refuse what would not make a curve; a value built from
/// ``Shape`` directly is used as safely as it can be (a gamma that is not a positive number is 1,
/// control points that are not in order draw a straight line), so no mix makes an outline fail.
public struct PressureCurve: Hashable, Sendable {
    /// The curve's shape.
    public enum Shape: Hashable, Sendable {
        /// `pressure ^ gamma`: below 1 a light touch reads heavier, above 1 lighter; 1 changes
        /// nothing.
        case gamma(Double)
        /// The monotone cubic through these control points (Fritsch and Carlson's, which never
        /// overshoots: between two points it stays between their values): `x` the device's
        /// pressure, `y` the pressure drawn, both 0…1, `x` increasing and `y` never decreasing.
        /// Before the first point the curve is the first's `y`, after the last the last's.
        case points([Point])
    }

    /// The curve's shape.
    public let shape: Shape
    /// The width at mapped pressure 0, as a multiple of the ink's nominal width (0…2); `nil`
    /// takes it from ``InkOptions/thinning``: 1 − thinning.
    public let minimumWidth: Double?
    /// The width at mapped pressure 1, as a multiple of the ink's nominal width (0…2); `nil`
    /// takes it from ``InkOptions/thinning``: 1 + thinning.
    public let maximumWidth: Double?
    /// The slopes of the cubic at the control points, worked out once.
    private let tangents: [Double]

    /// The range a width factor must be within.
    public static let widthRange: ClosedRange<Double> = 0...2

    /// Makes a curve without checking it (see the type's discussion for how bad values are used).
    public init(shape: Shape, minimumWidth: Double? = nil, maximumWidth: Double? = nil) {
        self.shape = shape
        self.minimumWidth = minimumWidth
        self.maximumWidth = maximumWidth
        if case .points(let points) = shape, Self.isUsable(points) {
            tangents = Self.fritschCarlsonTangents(points)
        } else {
            tangents = []
        }
    }

    /// A gamma curve, checked.
    /// - Throws: ``PressureCurveError`` when `gamma` is not a positive finite number, or a width
    ///   is out of ``widthRange`` or the minimum is above the maximum.
    public init(gamma: Double, minimumWidth: Double? = nil, maximumWidth: Double? = nil) throws(PressureCurveError) {
        if let problem = Self.problem(withGamma: gamma) { throw PressureCurveError(message: problem) }
        try Self.checkWidths(minimumWidth, maximumWidth)
        self.init(shape: .gamma(gamma), minimumWidth: minimumWidth, maximumWidth: maximumWidth)
    }

    /// A monotone cubic through control points, checked.
    /// - Throws: ``PressureCurveError`` when there are fewer than 2 or more than
    ///   ``maximumPointCount`` points, a coordinate is outside 0…1, `x` does not increase or `y`
    ///   goes down, or a width is out of ``widthRange`` or the minimum is above the maximum.
    public init(points: [Point], minimumWidth: Double? = nil, maximumWidth: Double? = nil) throws(PressureCurveError) {
        if let problem = Self.problem(withPointCount: points.count) { throw PressureCurveError(message: problem) }
        for (index, point) in points.enumerated() {
            if let problem = Self.problem(with: point, after: index > 0 ? points[index - 1] : nil) {
                throw PressureCurveError(message: "point \(index + 1): \(problem)")
            }
        }
        try Self.checkWidths(minimumWidth, maximumWidth)
        self.init(shape: .points(points), minimumWidth: minimumWidth, maximumWidth: maximumWidth)
    }

    /// This curve with other widths (`nil` takes them from the thinning), unchecked.
    public func withWidths(minimum: Double?, maximum: Double?) -> PressureCurve {
        PressureCurve(shape: shape, minimumWidth: minimum, maximumWidth: maximum)
    }

    // MARK: - Presets

    /// For a light hand: a soft touch draws most of the width (through 0.3 → 0.6).
    public static let light = PressureCurve(
        shape: .points([Point(x: 0, y: 0), Point(x: 0.3, y: 0.6), Point(x: 1, y: 1)]))

    /// For a heavy hand: it takes a firm press to draw wide (through 0.6 → 0.3).
    public static let heavy = PressureCurve(
        shape: .points([Point(x: 0, y: 0), Point(x: 0.6, y: 0.3), Point(x: 1, y: 1)]))

    /// The named curves: `light` and `heavy`.
    public static let presets: [(name: String, curve: PressureCurve)] = [("light", .light), ("heavy", .heavy)]

    /// The curve called `name` (any case), or `nil`.
    public static func preset(named name: String) -> PressureCurve? {
        presets.first { $0.name == name.lowercased() }?.curve
    }

    // MARK: - The mapping

    /// The pressure drawn for the device's `pressure`, 0…1 (a pressure outside 0…1 is taken as
    /// the nearest end, NaN as 0.5).
    public func callAsFunction(_ pressure: Double) -> Double {
        let p = pressure.isNaN ? 0.5 : Swift.min(1, Swift.max(0, pressure))
        let value: Double
        switch shape {
        case .gamma(let gamma):
            value = Self.problem(withGamma: gamma) == nil ? pow(p, gamma) : p
        case .points(let points):
            guard !tangents.isEmpty else { return p }
            value = Self.hermite(points, tangents, at: p)
        }
        return value.isNaN ? p : Swift.min(1, Swift.max(0, value))
    }

    /// The steepest the curve climbs, as the largest rise over 1/64 of pressure: how fast the
    /// width may change with the device's pressure, for sampling the curve finely enough.
    var steepestSlope: Double {
        var steepest = 0.0
        var previous = self(0)
        for step in 1...64 {
            let value = self(Double(step) / 64)
            steepest = Swift.max(steepest, (value - previous) * 64)
            previous = value
        }
        return steepest
    }

    // MARK: - Checks, shared with the readers

    /// The most control points a curve may have.
    public static let maximumPointCount = 64

    /// What is wrong with `gamma`, or `nil`.
    public static func problem(withGamma gamma: Double) -> String? {
        gamma.isFinite && gamma > 0 ? nil : "a gamma must be a positive number, found \(gamma)"
    }

    /// What is wrong with a curve of `count` control points, or `nil`.
    public static func problem(withPointCount count: Int) -> String? {
        (2...maximumPointCount).contains(count)
            ? nil : "a curve needs 2 to \(maximumPointCount) control points, found \(count)"
    }

    /// What is wrong with control point `point` after `previous`, or `nil`.
    public static func problem(with point: Point, after previous: Point?) -> String? {
        guard (0...1).contains(point.x), (0...1).contains(point.y) else {
            return "a control point's pressures must be within 0…1, found (\(point.x), \(point.y))"
        }
        guard let previous else { return nil }
        if point.x <= previous.x {
            return "control points must go up in x (the device's pressure); \(point.x) follows \(previous.x)"
        }
        if point.y < previous.y {
            return
                "control points must not go down in y (the pressure drawn), or harder would draw thinner; \(point.y) follows \(previous.y)"
        }
        return nil
    }

    /// What is wrong with the widths, or `nil`.
    public static func problem(withMinimumWidth minimum: Double?, maximumWidth maximum: Double?) -> String? {
        for (name, value) in [("minimum", minimum), ("maximum", maximum)] {
            if let value, !widthRange.contains(value) {
                return
                    "the \(name) width must be within \(widthRange.lowerBound)…\(widthRange.upperBound) times the ink's width, found \(value)"
            }
        }
        if let minimum, let maximum, minimum > maximum {
            return "the minimum width (\(minimum)) is above the maximum (\(maximum))"
        }
        return nil
    }

    private static func checkWidths(_ minimum: Double?, _ maximum: Double?) throws(PressureCurveError) {
        if let problem = problem(withMinimumWidth: minimum, maximumWidth: maximum) {
            throw PressureCurveError(message: problem)
        }
    }

    // MARK: - The monotone cubic

    /// Whether `points` make a curve: the checks above, all passed.
    private static func isUsable(_ points: [Point]) -> Bool {
        guard problem(withPointCount: points.count) == nil else { return false }
        for index in points.indices
        where problem(with: points[index], after: index > 0 ? points[index - 1] : nil) != nil {
            return false
        }
        return true
    }

    /// Fritsch and Carlson's slopes (SIAM J. Numer. Anal. 17, 1980): the mean of the secants
    /// either side (0 where the curve is flat on either), then cut back wherever they would make
    /// the cubic overshoot, so it keeps the points' monotony.
    private static func fritschCarlsonTangents(_ points: [Point]) -> [Double] {
        let count = points.count
        let secants = (0..<(count - 1)).map { (points[$0 + 1].y - points[$0].y) / (points[$0 + 1].x - points[$0].x) }
        var tangents = [Double](repeating: 0, count: count)
        tangents[0] = secants[0]
        tangents[count - 1] = secants[count - 2]
        for index in 1..<(count - 1) {
            let before = secants[index - 1]
            let after = secants[index]
            tangents[index] = before == 0 || after == 0 ? 0 : (before + after) / 2
        }
        for index in 0..<(count - 1) {
            let secant = secants[index]
            guard secant != 0 else {
                tangents[index] = 0
                tangents[index + 1] = 0
                continue
            }
            let alpha = tangents[index] / secant
            let beta = tangents[index + 1] / secant
            let size = alpha * alpha + beta * beta
            if size > 9 {
                let tau = 3 / size.squareRoot()
                tangents[index] = tau * alpha * secant
                tangents[index + 1] = tau * beta * secant
            }
        }
        return tangents
    }

    /// The cubic Hermite curve through `points` with slopes `tangents`, at `x`.
    private static func hermite(_ points: [Point], _ tangents: [Double], at x: Double) -> Double {
        guard let first = points.first, let last = points.last else { return x }
        if x <= first.x { return first.y }
        if x >= last.x { return last.y }
        var index = 0
        while index < points.count - 2, x > points[index + 1].x { index += 1 }
        let a = points[index]
        let b = points[index + 1]
        // Where the points are level the curve is exactly flat, whatever the rounding.
        if a.y == b.y { return a.y }
        let h = b.x - a.x
        let t = (x - a.x) / h
        let t2 = t * t
        let t3 = t2 * t
        return (2 * t3 - 3 * t2 + 1) * a.y + (t3 - 2 * t2 + t) * h * tangents[index]
            + (-2 * t3 + 3 * t2) * b.y + (t3 - t2) * h * tangents[index + 1]
    }
}
