import ScribbleKit

/// How Xournal++'s strokes and Scribble's ink map onto each other, so that a page renders in
/// Scribble as Xournal++ draws it and a drawing written for Xournal++ keeps its widths.
///
/// Xournal++ draws a stroke as straight segments between its points with round caps and joins:
/// at one width, or, when the stroke has a width per point, each segment at the width of the
/// point it starts from. A page's drawing carries ``options``: no steadying, no curve, no tapers,
/// and the device's pressure setting the width, so that Scribble draws those same segments.
///
/// | Xournal++ | Scribble |
/// |---|---|
/// | pen, one width `w` | monoline, width `w` |
/// | pen, widths `w z0 z1 …` | pen, width `max(w, max z / 1.5)`, point *i* at pressure `zi / 2·width` (the last point at the last width) |
/// | highlighter | marker, width `w`, at Xournal++'s 47 % opacity |
/// | `fill="a"` | ``ScribbleKit/Ink/fill``, the stroke's colour at alpha `a / 255` |
public enum XournalInk {
    /// The ink options of a Xournal++ page: the points joined by straight lines (``InkOptions/raw``),
    /// with the device's pressure taking the width from none (pressure 0) to twice the nominal
    /// (pressure 1) through a round nib.
    public static let options: InkOptions = {
        var options = InkOptions.raw
        options.pressure = .device
        options.thinning = 1
        options.easing = .linear
        options.cap = .round
        options.nib = .round
        return options
    }()

    /// How much of its colour a highlighter lays down in Xournal++ (120 of 255, whatever alpha its
    /// file gives it).
    public static let highlighterOpacity = 120.0 / 255

    /// The alpha a highlighter's colour gets as a marker, so that the marker's own opacity
    /// (``ScribbleKit/InkTool/opacity``) brings it to ``highlighterOpacity``.
    public static var markerAlpha: Double { Swift.min(1, highlighterOpacity / InkTool.marker.opacity) }

    /// The largest pressure a width per point is read as, so that the widest point stays within
    /// the ink's ``ScribbleKit/Ink/maximumWidth`` (1.5 times its width), which bounds take.
    static let largestPressure = 0.75

    /// The ink and the pressure of each point for a pen stroke of nominal width `nominal` with a
    /// width per segment, `widths[i]` for the segment from point *i* (at least `pointCount − 1`).
    static func pressures(nominal: Double, widths: ArraySlice<Double>, pointCount: Int) -> (width: Double, pressures: [Double]) {
        let used = widths.prefix(Swift.max(0, pointCount - 1))
        let widest = used.max() ?? nominal
        let width = Swift.max(nominal, widest / (2 * largestPressure))
        var pressures = used.map { $0 / (2 * width) }
        if let last = pressures.last { pressures.append(last) }
        return (width, pressures)
    }

    /// The width of each segment of a stroke as Xournal++ writes it (`w z0 z1 …`): the nominal
    /// width, then one for each point but the last; `nil` when one width serves the whole stroke.
    ///
    /// A pressure tool's stroke with pressures gets the width Scribble draws at each point's
    /// pressure under `options` (missing pressures filled from the nearest known one before, or
    /// after for those before the first), its transform's scale applied; any other stroke, one width.
    static func widths(of stroke: Stroke, points: [StrokePoint], options: InkOptions) -> (nominal: Double, perPoint: [Double]?) {
        let scale = stroke.transform.averageScale
        let ink = stroke.ink
        let nominal = ink.width(atPressure: 0.5, options: options) * scale
        guard ink.tool != .marker, ink.tool != .monoline, options.pressure != .ignored, options.thinning != 0,
              let firstKnown = points.first(where: { $0.pressure != nil })?.pressure else { return (nominal, nil) }
        var previous = firstKnown
        var widths: [Double] = []
        widths.reserveCapacity(points.count)
        for point in points.dropLast() {
            if let pressure = point.pressure, pressure.isFinite { previous = pressure }
            widths.append(ink.width(atPressure: previous, options: options) * scale)
        }
        return (nominal, widths)
    }
}
