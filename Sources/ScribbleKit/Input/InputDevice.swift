/// What made contact with the canvas.
public enum InputDevice: String, CaseIterable, Hashable, Sendable {
    case pen
    case finger
    case mouse

    /// Whether an input policy treats this device as a finger (mice do, as in PencilKit).
    public var countsAsFinger: Bool { self != .pen }
}
