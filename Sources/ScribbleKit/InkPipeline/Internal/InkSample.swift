/// One sample on its way through the ink pipeline: a canvas location, a time and a pressure,
/// stored flat so that the stages run over contiguous memory.
struct InkSample: Equatable {
    var x: Double
    var y: Double
    /// Seconds; never decreasing along a cleaned stroke.
    var t: Double
    /// 0…1, already resolved (device, simulated or constant) by the time widths are computed.
    var pressure: Double
    /// Where the sample falls among the stroke's points, as a fractional index (2.5 is halfway
    /// from the third point to the fourth): what a stroke's ``Stroke/visibleRange`` is measured in.
    var pointIndex: Double = 0

    /// Where the sample is.
    var location: Point {
        get { Point(x: x, y: y) }
        set { (x, y) = (newValue.x, newValue.y) }
    }

    func distance(to other: InkSample) -> Double {
        location.distance(to: other.location)
    }

    /// Whether the two are at one place as far as the geometry can tell: equal, or so close
    /// that the square of their distance underflows to zero and leaves no direction between them.
    func hasSameLocation(as other: InkSample) -> Bool {
        (other.location - location).lengthSquared == 0
    }
}

/// A sample on the fitted curve: an ``InkSample`` plus its distance along the curve and,
/// once the width profile has run, the radius of the ink there.
struct CurveSample: Equatable {
    var x: Double
    var y: Double
    var t: Double
    var pressure: Double
    /// Arc length from the start of the curve.
    var s: Double
    /// Half the ink's width here.
    var radius: Double = 0
    /// Where the sample falls among the stroke's points (see ``InkSample/pointIndex``).
    var pointIndex: Double = 0

    /// Where the sample is.
    var location: Point { Point(x: x, y: y) }
}
