/// Which devices may lay down ink, as PencilKit's drawing policy.
public enum InputPolicy: String, CaseIterable, Hashable, Sendable {
    /// Only a pen inks; fingers and mice are turned away.
    case pen
    /// Only fingers and mice ink; a pen is turned away.
    case finger
    /// Every device inks.
    case any

    /// Whether a contact from `device` may draw under this policy.
    public func accepts(_ device: InputDevice) -> Bool {
        switch self {
        case .pen: device == .pen
        case .finger: device.countsAsFinger
        case .any: true
        }
    }
}
