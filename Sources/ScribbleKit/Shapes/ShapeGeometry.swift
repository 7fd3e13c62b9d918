/// The clean shape a stroke was recognized as, on the canvas: exact corners, an exact ellipse.
///
/// Corners are listed in the order the stroke drew them; a closed shape's first corner is the one
/// the stroke began nearest, and it is not repeated at the end.
public enum ShapeGeometry: Hashable, Sendable {
    /// A straight segment from where the stroke began to where it ended.
    case line(from: Point, to: Point)
    /// An open polyline through its corners, its ends included.
    case polyline([Point])
    /// A closed polygon through its corners: a triangle's three, a rectangle's four.
    case polygon([Point])
    /// An ellipse: its centre, its radii along its own axes, and how far those axes are turned
    /// from the canvas's, in radians (clockwise on a y-down canvas). A circle has equal radii.
    case ellipse(center: Point, radii: Size, rotation: Double)
    /// A shaft from `tail` to `tip` and a barb from the tip to each of `barbs`.
    case arrow(tail: Point, tip: Point, barbs: [Point])

    /// Whether the shape is a circle: an ellipse whose radii are equal.
    public var isCircle: Bool {
        if case .ellipse(_, let radii, _) = self { return radii.width == radii.height }
        return false
    }

    /// The shape's corners and ends: a line's two ends, a polyline's or polygon's corners, an
    /// arrow's tail, tip and barbs; none for an ellipse.
    public var vertices: [Point] {
        switch self {
        case .line(let from, let to): [from, to]
        case .polyline(let points), .polygon(let points): points
        case .ellipse: []
        case .arrow(let tail, let tip, let barbs): [tail, tip] + barbs
        }
    }
}
