/// A setting of a ``DrawingSession`` changed while it runs, kept in its recording where it
/// happened, so that a replay applies it at the same place among the events.
public enum SessionSetting: Hashable, Sendable {
    /// The input policy for contacts that begin from then on.
    case policy(InputPolicy)
    /// The drawing's ink options from then on, for every stroke (`nil` for the defaults); a
    /// stroke being drawn keeps the options it began with until it is finished.
    case inkOptions(InkOptions?)

    /// The setting's key in a recording: `policy` or `ink-options`.
    public var name: String {
        switch self {
        case .policy: "policy"
        case .inkOptions: "ink-options"
        }
    }
}
