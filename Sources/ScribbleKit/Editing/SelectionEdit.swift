import Foundation

/// A change to the selected strokes of a drawing, as a selection tool makes it: applied with
/// ``Drawing/applying(_:to:)`` or, keeping an index up to date, ``IndexedDrawing/apply(_:to:)``.
///
/// Moving, scaling and rotating compose a transform onto each selected stroke's own
/// (``Stroke/transformed(by:)``): the samples and curves are kept exactly as they were, so the
/// edit loses nothing and undoing it can restore the strokes bit for bit. Scaling and rotating turn
/// about the centre of the selection: the centre of the box around the selected strokes' ink
/// (their ``Stroke/bounds`` together).
public enum SelectionEdit: Hashable, Sendable {
    /// Moves the strokes by an offset in canvas units.
    case move(Vector)
    /// Scales the strokes by a factor about the selection's centre (ink widths scale alike); a
    /// negative factor also turns them half round. A factor that is 0 or not finite changes nothing.
    case scale(Double)
    /// Turns the strokes about the selection's centre by an angle in degrees, clockwise on screen
    /// (y down), as ``Transform/rotation(radians:)`` turns. Whole quarter turns are exact.
    case rotate(degrees: Double)
    /// Gives the strokes' ink another colour.
    case recolor(Color)
    /// Removes the strokes.
    case delete
    /// Appends copies of the strokes, in drawing order, moved by `offset` (left exactly as they are
    /// when the offset is zero).
    case copy(offset: Vector = .zero)

    /// The transform this edit composes onto each stroke, for a selection centred at `center`;
    /// `nil` for edits that are not transforms, and for parameters that are not usable numbers.
    func transform(about center: Point) -> Transform? {
        let toOrigin = Transform.translation(x: -center.x, y: -center.y)
        let back = Transform.translation(x: center.x, y: center.y)
        switch self {
        case .move(let offset):
            guard offset.dx.isFinite, offset.dy.isFinite else { return nil }
            return .translation(x: offset.dx, y: offset.dy)
        case .scale(let factor):
            guard factor.isFinite, factor != 0, center.x.isFinite, center.y.isFinite else { return nil }
            return toOrigin.concatenating(.scale(x: factor, y: factor)).concatenating(back)
        case .rotate(let degrees):
            guard degrees.isFinite, center.x.isFinite, center.y.isFinite else { return nil }
            return toOrigin.concatenating(Self.rotation(degrees: degrees)).concatenating(back)
        case .recolor, .delete, .copy:
            return nil
        }
    }

    /// Whether the edit turns or scales about the selection's centre, which must then be known.
    var needsCenter: Bool {
        switch self {
        case .scale, .rotate: true
        case .move, .recolor, .delete, .copy: false
        }
    }

    /// A rotation by degrees, with whole quarter turns exact: there sine and cosine are 0 and ±1,
    /// which `sin` and `cos` of a rounded π miss by a few parts in 10¹⁷.
    private static func rotation(degrees: Double) -> Transform {
        let turn = degrees.truncatingRemainder(dividingBy: 360)
        switch turn {
        case 0: return .identity
        case 90, -270: return Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        case 180, -180: return Transform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
        case 270, -90: return Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
        default: return .rotation(radians: turn * .pi / 180)
        }
    }
}
