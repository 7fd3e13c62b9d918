import Foundation
import ScribbleKit

/// Where an element sits on its card, as a SwiftUI card app keeps it: the offset of the
/// element's centre from the card's centre, the element's size, and its rotation about its
/// centre, all in card units.
public struct ElementTransform: Hashable, Sendable {
    /// From the card's centre to the element's centre; y grows downwards.
    public var offset: Vector
    /// The element's width and height before rotation.
    public var size: Size
    /// Degrees, clockwise on screen (as SwiftUI's `rotationEffect`), kept within -180…180.
    public var rotation: Double

    /// Creates a transform; the rotation is brought within -180…180.
    public init(offset: Vector = .zero, size: Size, rotation: Double = 0) {
        self.offset = offset
        self.size = size
        self.rotation = Self.normalized(rotation)
    }

    /// Maps the element's own plane — (0, 0) at its top-left corner, (width, height) at its
    /// bottom-right — onto the card: turned about the element's centre, which lands at the card's
    /// centre plus the offset.
    public func placement(onCardOfSize card: Size) -> Transform {
        Transform.translation(x: -size.width / 2, y: -size.height / 2)
            .concatenating(.rotation(radians: rotation * .pi / 180))
            .concatenating(.translation(x: card.width / 2 + offset.dx, y: card.height / 2 + offset.dy))
    }

    /// The element's centre on the card.
    public func center(onCardOfSize card: Size) -> Point {
        Point(x: card.width / 2 + offset.dx, y: card.height / 2 + offset.dy)
    }

    /// The box around the element on the card, rotation included.
    public func bounds(onCardOfSize card: Size) -> Rect {
        Rect(origin: .zero, size: size).applying(placement(onCardOfSize: card))
    }

    /// An angle in degrees brought within -180 (excluded) … 180 (included).
    static func normalized(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return degrees }
        var angle = degrees.truncatingRemainder(dividingBy: 360)
        if angle > 180 { angle -= 360 }
        if angle <= -180 { angle += 360 }
        return angle == 0 ? 0 : angle  // no -0
    }
}
