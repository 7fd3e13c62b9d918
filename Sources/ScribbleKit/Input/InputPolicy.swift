/// Which devices may lay down ink, as PencilKit's drawing policy.
public enum InputPolicy: String, CaseIterable, Hashable, Sendable {
    /// Only a pen inks; fingers and mice are turned away.
    case pen
    /// Only fingers and mice ink; a pen is turned away.
    case finger
    /// Every device inks.
    case any
    /// Fingers and mice ink until a pen has been seen; from then on only the pen does
    /// (PencilKit's default policy).
    case auto

    /// Whether a contact from `device` may draw under this policy.
    /// - Parameters:
    ///   - device: what made the contact.
    ///   - penSeen: whether a pen has touched down earlier in the recording (matters for `.auto`).
    public func accepts(_ device: InputDevice, penSeen: Bool = false) -> Bool {
        switch self {
        case .pen: device == .pen
        case .finger: device.countsAsFinger
        case .any: true
        case .auto: device == .pen || !penSeen
        }
    }

    /// Whether a pen inks under this policy, so that touches during a pen stroke are palms.
    public var inksWithPen: Bool { self != .finger }
}
