import Foundation
import ScribbleKit

/// The outlines of Excalidraw's closed shapes (`rectangle`, `diamond`, `ellipse`) as exact curves
/// in the element's own coordinates, its box from (0, 0) to (`width`, `height`), each starting and
/// ending at the same point. They are drawn clean: Excalidraw's hand-drawn wobble (rough.js) is
/// not imitated.
enum ExcalidrawShape {
    /// The outline of a shape element, or a dot at its origin for the kinds that are not shapes.
    static func path(of element: ExcalidrawElement) -> CurvePath {
        let width = element.width
        let height = element.height
        let isRound = element.hasRoundness
        func radius(_ side: Double) -> Double {
            isRound
                ? cornerRadius(side: Swift.abs(side), type: element.roundnessType, value: element.roundnessValue) : 0
        }
        switch element.kind {
        case .rectangle:
            return rectangle(
                width: width, height: height, radius: radius(Swift.min(Swift.abs(width), Swift.abs(height))))
        case .diamond: return diamond(width: width, height: height, radius: radius)
        case .ellipse: return ellipse(width: width, height: height)
        case .freedraw, .line, .arrow, nil: return CurvePath([.move(to: .zero)])
        }
    }

    /// The radius Excalidraw rounds a corner with, for a side of `side` units: a quarter of it
    /// (`roundness` types 1 and 2, proportional), or for the adaptive type (3) a fixed `value`
    /// (32 units by default), except on sides shorter than four times that, which keep a quarter.
    static func cornerRadius(side: Double, type: Int?, value: Double?) -> Double {
        let proportional = side * 0.25
        guard type == 3 else { return proportional }
        let fixed = value.map { Swift.max(0, $0) } ?? 32
        return side <= fixed / 0.25 ? proportional : fixed
    }

    /// A rectangle from the origin, its corners rounded by quadratic curves of `radius` as
    /// Excalidraw draws them (given here as the cubics they are exactly).
    private static func rectangle(width w: Double, height h: Double, radius r: Double) -> CurvePath {
        guard r > 0, r.isFinite else {
            return CurvePath([
                .move(to: .zero), .line(to: Point(x: w, y: 0)), .line(to: Point(x: w, y: h)),
                .line(to: Point(x: 0, y: h)), .line(to: .zero),
            ])
        }
        var path = CurvePath([.move(to: Point(x: r, y: 0))])
        let corners: [(line: Point, corner: Point, end: Point)] = [
            (Point(x: w - r, y: 0), Point(x: w, y: 0), Point(x: w, y: r)),
            (Point(x: w, y: h - r), Point(x: w, y: h), Point(x: w - r, y: h)),
            (Point(x: r, y: h), Point(x: 0, y: h), Point(x: 0, y: h - r)),
            (Point(x: 0, y: r), Point(x: 0, y: 0), Point(x: r, y: 0)),
        ]
        for (line, corner, end) in corners {
            path.elements.append(.line(to: line))
            path.elements.append(quadratic(from: line, control: corner, to: end))
        }
        return path
    }

    /// A diamond through the middles of the box's sides, as Excalidraw places them (its top and
    /// bottom at `floor(width / 2) + 1`, its left and right at `floor(height / 2) + 1`), each
    /// corner rounded when `radius` of the corner's side is above 0.
    private static func diamond(width w: Double, height h: Double, radius: (Double) -> Double) -> CurvePath {
        let middleX = (w / 2).rounded(.down) + 1
        let middleY = (h / 2).rounded(.down) + 1
        let top = Point(x: middleX, y: 0)
        let right = Point(x: w, y: middleY)
        let bottom = Point(x: middleX, y: h)
        let left = Point(x: 0, y: middleY)
        let across = radius(middleX)
        let down = radius(middleY)
        guard across > 0 || down > 0, across.isFinite, down.isFinite else {
            return CurvePath([.move(to: top), .line(to: right), .line(to: bottom), .line(to: left), .line(to: top)])
        }
        // Each corner is cut where its sides come within the radii of it, and joined by a cubic
        // whose control points both sit on the corner.
        let start = Point(x: top.x + across, y: top.y + down)
        let corners: [(line: Point, corner: Point, end: Point)] = [
            (Point(x: right.x - across, y: right.y - down), right, Point(x: right.x - across, y: right.y + down)),
            (Point(x: bottom.x + across, y: bottom.y - down), bottom, Point(x: bottom.x - across, y: bottom.y - down)),
            (Point(x: left.x + across, y: left.y + down), left, Point(x: left.x + across, y: left.y - down)),
            (Point(x: top.x - across, y: top.y + down), top, start),
        ]
        var path = CurvePath([.move(to: start)])
        for (line, corner, end) in corners {
            path.elements.append(.line(to: line))
            path.elements.append(.cubic(control1: corner, control2: corner, to: end))
        }
        return path
    }

    /// The ellipse that fills the box, from its right end clockwise (y down), as eight cubic
    /// arcs of 45°, each within five millionths of the radius of the true curve.
    private static func ellipse(width w: Double, height h: Double) -> CurvePath {
        let center = Point(x: w / 2, y: h / 2)
        let rx = w / 2
        let ry = h / 2
        let parts = 8
        let step = 2 * Double.pi / Double(parts)
        // The handle length of a circular arc of `step` radians, on a unit circle.
        let handle = 4.0 / 3 * tan(step / 4)
        func point(_ angle: Double) -> Point { Point(x: center.x + rx * cos(angle), y: center.y + ry * sin(angle)) }
        func tangent(_ angle: Double) -> Vector { Vector(dx: -rx * sin(angle), dy: ry * cos(angle)) }
        var path = CurvePath([.move(to: Point(x: w, y: center.y))])
        for part in 0..<parts {
            let from = Double(part) * step
            let to = Double(part + 1) * step
            // The last arc ends exactly where the first began.
            let end = part == parts - 1 ? Point(x: w, y: center.y) : point(to)
            path.elements.append(
                .cubic(
                    control1: point(from) + tangent(from) * handle, control2: end - tangent(to) * handle, to: end))
        }
        return path
    }

    /// The quadratic Bézier from `start` through `control` to `end`, as the cubic it is exactly.
    private static func quadratic(from start: Point, control: Point, to end: Point) -> CurvePath.Element {
        .cubic(control1: start + (control - start) * (2.0 / 3), control2: end + (control - end) * (2.0 / 3), to: end)
    }
}
