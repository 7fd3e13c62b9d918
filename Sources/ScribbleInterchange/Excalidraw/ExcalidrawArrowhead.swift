import Foundation
import ScribbleKit

/// The head at an end of an Excalidraw arrow, as the points of the stroke that draws it.
///
/// Excalidraw sizes a head by its kind (25 units for an arrow's barbs, 12 for a diamond, 15 for
/// the others), shortened to half the last segment (a quarter for a diamond) so that a short
/// arrow's head does not outgrow it, and opens an arrow's barbs 20° either side of the shaft,
/// the other heads' 25°, and a bar's square across it.
struct ExcalidrawArrowhead {
    private enum Shape {
        case barbs, triangle, bar, circle, diamond
    }

    private let shape: Shape

    /// The head Excalidraw calls `name`; its newer heads (the crow's feet) are drawn as barbs, and
    /// `nil` for no name at all.
    init?(named name: String) {
        switch name {
        case "": return nil
        case "triangle", "triangle_outline": shape = .triangle
        case "bar": shape = .bar
        case "dot", "circle", "circle_outline": shape = .circle
        case "diamond", "diamond_outline": shape = .diamond
        default: shape = .barbs
        }
    }

    /// The head's points, at `tip`, for a last segment that comes from `from`; `nil` when the
    /// segment has no length and so no direction.
    func points(tip: Point, from: Point) -> [Point]? {
        let segment = tip - from
        let length = segment.length
        guard length > 0, length.isFinite else { return nil }
        let size = Swift.min(nominalSize, length * (shape == .diamond ? 0.25 : 0.5))
        let back = segment * (-1 / length)
        switch shape {
        case .barbs:
            return [tip + back.rotated(by: angle) * size, tip, tip + back.rotated(by: -angle) * size]
        case .triangle:
            let left = tip + back.rotated(by: angle) * size
            let right = tip + back.rotated(by: -angle) * size
            return [tip, left, right, tip]
        case .bar:
            return [tip + back.rotated(by: .pi / 2) * (size / 2), tip + back.rotated(by: -.pi / 2) * (size / 2)]
        case .circle:
            let center = tip + back * (size / 2)
            return (0...24).map { step in
                let turn = Double(step) / 24 * 2 * .pi
                return center + Vector(dx: cos(turn), dy: sin(turn)) * (size / 2)
            }
        case .diamond:
            let middle = tip + back * (size / 2)
            let far = tip + back * size
            let side = back.rotated(by: .pi / 2) * (size / 4)
            return [tip, middle + side, far, middle - side, tip]
        }
    }

    private var nominalSize: Double {
        switch shape {
        case .barbs: 25
        case .diamond: 12
        case .triangle, .bar, .circle: 15
        }
    }

    private var angle: Double {
        shape == .barbs ? 20 * .pi / 180 : 25 * .pi / 180
    }
}

extension Vector {
    /// The vector turned by `radians`, counterclockwise in a y-up frame.
    fileprivate func rotated(by radians: Double) -> Vector {
        let (sine, cosine) = (sin(radians), cos(radians))
        return Vector(dx: dx * cosine - dy * sine, dy: dx * sine + dy * cosine)
    }
}
