/// The radius of the ink at every sample of the fitted curve: the nominal half width, thinned by
/// pressure, narrowed by the tapers and, for a broad nib, by the direction of travel.
///
/// The radius never changes faster than half a unit per unit along the curve: where it would (a
/// spike in pressure, a short stroke inside its tapers, a broad nib turning a corner), the thinner
/// side is raised to meet that slope. The ink so reads as one nib moving, never as a blob on a
/// thread, and a stroke shorter than its width keeps its full width as a dot or a capsule. Every
/// rule here changes continuously with the samples and the stroke's length, so a stroke's width
/// never jumps as the stroke grows.
struct InkWidthProfile {
    /// Half the ink's width at pressure 0.5, in canvas units.
    var halfWidth: Double
    /// How much pressure changes the width, −1…1.
    var thinning: Double
    /// Applied to pressure before thinning.
    var easing: InkEasing
    var taperStart: InkOptions.Taper
    var taperEnd: InkOptions.Taper
    /// A broad nib's edge as a unit vector on the canvas and the fraction of the width it keeps
    /// along that edge; `nil` for a round nib.
    var broadNib: (edge: Vector, minimum: Double)?
    /// The device's pressure through a ``PressureCurve`` onto a range of widths, which then
    /// replaces ``thinning``; `nil` where the pressure is not the device's or no curve is set.
    var deviceCurve: DeviceCurve?

    /// A pressure curve as a stroke's widths follow it.
    struct DeviceCurve {
        let curve: PressureCurve
        /// The radius at mapped pressure 0 and 1, as multiples of the nominal half width.
        let low: Double
        let high: Double
        /// How fast the mapped pressure may change with the device's (``PressureCurve/steepestSlope``).
        let steepestSlope: Double

        /// The curve with its widths for a tool that follows pressure by `sensitivity` (1 for
        /// pens, 0.4 for the pencil) under `thinning`: the curve's own widths, or 1 ∓ thinning,
        /// drawn towards 1 by the tool's sensitivity.
        init(_ curve: PressureCurve, thinning: Double, sensitivity: Double) {
            self.curve = curve
            let low = curve.minimumWidth.map { $0.isFinite ? $0 : 1 } ?? 1 - thinning
            let high = curve.maximumWidth.map { $0.isFinite ? $0 : 1 } ?? 1 + thinning
            self.low = 1 - sensitivity * (1 - low)
            self.high = 1 + sensitivity * (high - 1)
            steepestSlope = curve.steepestSlope
        }
    }

    /// The steepest the radius may change along the curve, in units of radius per unit of length.
    static let steepestSlope = 0.5
    /// The thinnest the ink gets, as a fraction of the nominal half width (the very tip of a taper).
    static let thinnest = 0.02

    /// The radius at pressure `pressure` with no taper and no nib.
    func radius(atPressure pressure: Double) -> Double {
        if let deviceCurve {
            return halfWidth
                * Swift.max(
                    0, deviceCurve.low + (deviceCurve.high - deviceCurve.low) * easing(deviceCurve.curve(pressure)))
        }
        return halfWidth * Swift.max(0, 1 + thinning * (2 * easing(pressure) - 1))
    }

    /// The longest gap between samples of a broad nib's curve, in tolerances: 1 unit at the
    /// default tolerance of 0.05 pixels at 1 pixel a unit.
    static let broadNibGapPerTolerance = 20.0

    /// The widest the radius gets.
    var widest: Double {
        if let deviceCurve { return halfWidth * Swift.max(0, deviceCurve.low, deviceCurve.high) }
        return halfWidth * (1 + abs(thinning))
    }

    /// How far the pressure may change between two samples of the curve for the radius between
    /// them, drawn as a straight line, to stay within `tolerance` of the radius the pressure gives:
    /// the radius follows pressure linearly (with thinning) or through an easing, whose bend the
    /// step allows for by halving it.
    /// A pressure curve bends too, and steepens the radius by as much as its steepest slope.
    func pressureStep(tolerance: Double) -> Double {
        let gain =
            if let deviceCurve {
                halfWidth * abs(deviceCurve.high - deviceCurve.low) * deviceCurve.steepestSlope * 2
                    * (easing == .linear ? 1 : 2)
            } else {
                2 * halfWidth * abs(thinning) * (easing == .linear ? 1 : 2)
            }
        return gain > 0 ? tolerance / gain : .infinity
    }

    /// Where the curve needs samples close together for the tapers' easing to be followed within
    /// `tolerance`, and how close: a taper of length L over a radius r, drawn in straight steps of
    /// h, strays by about h²·r·|e''| / 8L² from its easing e, so steps of L·√(8·tolerance / (|e''|·r))
    /// are enough (and never shorter than the tolerance), with the easing's steepest bend |e''|
    /// (``steepestBend(of:)``). Each taper has its own step: a long one bends gently, and its
    /// samples are as far apart as its length allows.
    func fineStretches(tolerance: Double) -> AdaptiveCurveFlattener.FineStretches {
        let start = Swift.max(0, taperStart.length)
        let end = Swift.max(0, taperEnd.length)
        if broadNib != nil, widest > 0 {
            // A broad nib's width follows the direction, which turns along every curve, and its
            // slope is limited into ramps whose ends fall between samples: its samples stay as
            // close as even sampling had them at 1 pixel a unit, closer at finer resolutions.
            let gap = Self.broadNibGapPerTolerance * tolerance
            return AdaptiveCurveFlattener.FineStretches(start: .infinity, end: 0, startGap: gap, endGap: gap)
        }
        guard widest > 0, start > 0 || end > 0 else { return .none }
        func step(over length: Double, easing: InkEasing) -> Double {
            let ratio = (8 * tolerance / (Self.steepestBend(of: easing) * widest)).squareRoot()
            return length > 0 ? Swift.min(Swift.max(length * ratio, tolerance), length / 2) : .infinity
        }
        return AdaptiveCurveFlattener.FineStretches(
            start: start, end: end, startGap: step(over: start, easing: taperStart.easing),
            endGap: step(over: end, easing: taperEnd.easing))
    }

    /// The most an easing's curve bends over 0…1, |e''|: 24·t either side of the middle for the
    /// cubic in-out, so 12 there; at most 8 for every other (π²/2 for the sine in-out, 6 for
    /// the cubics, 4 for the quadratic in-out).
    static func steepestBend(of easing: InkEasing) -> Double {
        easing == .easeInOutCubic ? 12 : 8
    }

    /// The tapers' lengths on a curve `total` long: tapers longer than the stroke shrink together,
    /// so that some point keeps full width; `shrunk` says when they did.
    func taperLengths(total: Double) -> (start: Double, end: Double, shrunk: Bool) {
        let start = Swift.max(0, taperStart.length)
        let end = Swift.max(0, taperEnd.length)
        guard start + end > total else { return (start, end, false) }
        let shrink = total / (start + end)
        return (start * shrink, end * shrink, true)
    }

    /// The radius at sample `index` of a curve of `count` samples that is `total` long, before
    /// the slope is limited: the pressure thinned, the tapers, the nib.
    func ownRadius(
        _ curve: UnsafeMutableBufferPointer<CurveSample>, at index: Int, count: Int, startLength: Double,
        endLength: Double, total: Double
    ) -> Double {
        let sample = curve[index]
        var radius: Double
        if deviceCurve != nil {
            radius = self.radius(atPressure: sample.pressure)
        } else if thinning == 0 {
            radius = halfWidth
        } else if easing == .linear {
            radius = Swift.max(0, halfWidth * (1 - thinning) + 2 * halfWidth * thinning * sample.pressure)
        } else {
            radius = self.radius(atPressure: sample.pressure)
        }
        if sample.s < startLength { radius *= taperStart.easing(sample.s / startLength) }
        if total - sample.s < endLength { radius *= taperEnd.easing(Swift.max(0, total - sample.s) / endLength) }
        if let nib = broadNib {
            // The direction of travel: from the sample before to the one after.
            let travel = curve[Swift.min(count - 1, index + 1)].location - curve[Swift.max(0, index - 1)].location
            let length = travel.length
            let across = length > 0 ? abs(nib.edge.cross(travel)) / length : 1
            radius *= Swift.max(nib.minimum, across)
        }
        return radius
    }

    /// Puts a sample `s` along the curve, on the straight line between its neighbours, unless one
    /// is already there.
    static func insertSample(at s: Double, into curve: InkBuffer<CurveSample>) {
        var after = 0
        while after < curve.count, curve[after].s < s { after += 1 }
        guard after > 0, after < curve.count, curve[after].s != s else { return }
        let a = curve[after - 1]
        let b = curve[after]
        let f = (s - a.s) / (b.s - a.s)
        let sample = CurveSample(
            x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, t: a.t + (b.t - a.t) * f,
            pressure: a.pressure + (b.pressure - a.pressure) * f, s: s,
            pointIndex: a.pointIndex + (b.pointIndex - a.pointIndex) * f)
        // Rounding could land it on a neighbour; the outline needs neighbours apart.
        guard !(sample.x == a.x && sample.y == a.y), !(sample.x == b.x && sample.y == b.y) else { return }
        curve.insert(sample, at: after)
    }
}
