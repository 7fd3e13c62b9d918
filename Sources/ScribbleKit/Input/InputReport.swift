/// A contact that drew nothing because it was turned away. Nothing is dropped silently: every
/// event of a rejected contact is counted here.
public struct InputRejection: Hashable, Sendable {
    /// Why a contact was turned away.
    public enum Cause: Hashable, Sendable {
        /// The input policy does not let this device ink.
        case policy(InputPolicy)
        /// A touch began while the pen was down: the hand resting on the glass, as a tablet judges it.
        case penInUse
        /// The contact was as large as a palm (its radius, in canvas units).
        case palm(radius: Double)
    }

    /// The contact's pointer id.
    public var pointer: Int
    /// What made the contact.
    public var device: InputDevice
    /// Why it drew nothing.
    public var cause: Cause
    /// The index of the contact's first event in the recording.
    public var firstEventIndex: Int
    /// When the contact touched down.
    public var t: Double
    /// How many events the contact sent, down to lift-off.
    public var eventCount: Int

    /// Why the contact drew nothing, in words.
    public var reason: String {
        switch cause {
        case .policy(.pen): "the pen policy inks only with a pen"
        case .policy(.finger): "the finger policy inks only with fingers and mice"
        case .policy(.auto): "the auto policy inks only with the pen once a pen has been used"
        case .policy(.any): "the policy turned it away"
        case .penInUse: "a touch began while the pen was down (palm rejection)"
        case .palm(let radius): "the contact's radius, \(radius), is a palm's (palm rejection)"
        }
    }
}

/// An event that made no sense where it came, and what the recorder did about it.
public struct InputAnomaly: Hashable, Sendable {
    /// What was wrong.
    public enum Kind: String, Hashable, Sendable {
        /// A move arrived for a pointer that was not down; it was ignored.
        case moveWithoutDown
        /// An up arrived for a pointer that was not down; it was ignored.
        case upWithoutDown
        /// A cancel arrived for a pointer that was not down; it was ignored.
        case cancelWithoutDown
        /// A down arrived for a pointer that was already down; the earlier stroke was finished there.
        case downWhileDown
        /// The recording ended with the pointer still down; its stroke was kept as if lifted.
        case neverLifted
    }

    /// What was wrong.
    public var kind: Kind
    /// The pointer concerned.
    public var pointer: Int
    /// The index of the event in the recording (for `neverLifted`, the contact's last event).
    public var eventIndex: Int
    /// When it happened.
    public var t: Double

    /// What happened, in words.
    public var message: String {
        switch kind {
        case .moveWithoutDown: "move for pointer \(pointer), which is not down; ignored"
        case .upWithoutDown: "up for pointer \(pointer), which is not down; ignored"
        case .cancelWithoutDown: "cancel for pointer \(pointer), which is not down; ignored"
        case .downWhileDown: "down for pointer \(pointer), which is already down; its stroke was ended there"
        case .neverLifted: "pointer \(pointer) was never lifted; its stroke was kept"
        }
    }
}
