import ScribbleKit
import ScribbleSyntax

/// How Quick, Draw! records become drawings.
public struct QuickDrawOptions: Hashable, Sendable {
    /// The device the strokes are said to come from. Default `.mouse`: the game was played in web
    /// browsers with a mouse or a finger, and the data does not say which; both count as a finger
    /// for an input policy, and neither reports pressure, as the data has none.
    public var device: InputDevice = .mouse
    /// The ink the strokes get. Default: black, 3 units wide, constant width (`monoline`), which is
    /// how the data set's own renderings look at the scale of the simplified 256 × 256 canvas.
    public var ink = Ink(tool: .monoline, color: .black, width: 3)
    /// Bounds on each record (points and strokes), on a record's bytes, and on how many records a
    /// file read whole may hold.
    public var limits: InterchangeLimits = .default

    /// Creates options; every property has its default.
    public init(
        device: InputDevice = .mouse, ink: Ink = Ink(tool: .monoline, color: .black, width: 3),
        limits: InterchangeLimits = .default
    ) {
        self.device = device
        self.ink = ink
        self.limits = limits
    }

    /// The defaults.
    public static let `default` = QuickDrawOptions()

    /// The canvas of the simplified data set, whose coordinates are scaled into 0…255.
    public static let simplifiedCanvas = Size(width: 256, height: 256)
}
