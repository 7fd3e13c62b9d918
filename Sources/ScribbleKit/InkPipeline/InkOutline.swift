/// The ink of one stroke as closed polygons on the canvas, to be filled together with the
/// non-zero winding rule.
///
/// Every polygon winds the same way: positive shoelace area, which is clockwise on a y-down
/// canvas. A polygon may cross itself where the stroke turns sharply or doubles back; those
/// parts wind the same way too, so the non-zero fill is the union of the ink and never shows a
/// hole, a hair or a notch. Filling with the even-odd rule instead would punch holes there.
public struct InkOutline: Hashable, Sendable {
    /// The polygons, each an implicitly closed ring of vertices (the first is not repeated).
    public var polygons: [[Point]]

    /// Creates an outline from polygons that already wind with positive area.
    public init(polygons: [[Point]] = []) {
        self.polygons = polygons
    }

    /// The resolutions, in output pixels per canvas unit, that outlines are made for: one pixel
    /// for every thousand units up to ten thousand pixels a unit. Outside it the tolerance in
    /// canvas units would stop meaning anything (or the vertices would number in the millions).
    public static let resolutionRange: ClosedRange<Double> = 0.001...10_000

    /// The resolution, in pixels per unit of the vector output's own scale, that vector outputs
    /// (SVG and PDF) make outlines for. They fit the outlines with cubic curves within a tenth of
    /// their pixel, which a viewer zooms as curves, so outlines made for their own scale (within
    /// half that tenth) are fine enough; finer ones only add wiggles the fit must follow.
    public static let vectorResolution = 1.0

    /// `resolution` within ``resolutionRange``; 1 when it is not a positive number.
    static func clampedResolution(_ resolution: Double) -> Double {
        guard resolution > 0, resolution.isFinite else {
            return resolution == .infinity ? resolutionRange.upperBound : 1
        }
        return Swift.min(Swift.max(resolution, resolutionRange.lowerBound), resolutionRange.upperBound)
    }

    /// The outline of nothing: a stroke without points or without width.
    public static let empty = InkOutline()

    /// Whether there is nothing to fill.
    public var isEmpty: Bool { polygons.allSatisfy(\.isEmpty) }

    /// The number of vertices over all polygons.
    public var vertexCount: Int { polygons.reduce(0) { $0 + $1.count } }

    /// The box around every vertex, or `nil` when the outline is empty.
    public var bounds: Rect? { Rect(enclosing: polygons.joined()) }
}
