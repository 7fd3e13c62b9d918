import ScribbleKit

/// One piece of an SVG path, in absolute coordinates.
///
/// The parser resolves what path data leaves implicit: relative coordinates are made absolute,
/// `H` and `V` become lines, and the smooth curves `S` and `T` become full curves with their
/// reflected control points written out. A drawing command right after `Z` starts a new subpath at
/// the start of the closed one, and the parser writes that `move` out too.
public enum SVGPathSegment: Hashable, Sendable {
    /// Starts a new subpath at a point (`M`).
    case move(to: Point)
    /// A straight line from the current point (`L`, `H`, `V`).
    case line(to: Point)
    /// A quadratic Bézier curve from the current point (`Q`, `T`).
    case quadratic(control: Point, to: Point)
    /// A cubic Bézier curve from the current point (`C`, `S`).
    case cubic(control1: Point, control2: Point, to: Point)
    /// An elliptical arc from the current point (`A`), as written: radii (possibly out of range, which
    /// drawing corrects), the rotation of the ellipse's x axis in degrees, and the two flags.
    case arc(radiusX: Double, radiusY: Double, rotation: Double, largeArc: Bool, sweep: Bool, to: Point)
    /// Closes the subpath with a line back to its start (`Z`).
    case close
}
