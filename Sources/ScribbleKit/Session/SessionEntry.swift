/// One thing that happened in a ``DrawingSession``, as its recording keeps it, in order: an input
/// event, a choice of tool, a command, or a change of setting.
public enum SessionEntry: Hashable, Sendable {
    /// An input event, as the device reported it.
    case event(InputEvent)
    /// The tool chosen for contacts that begin from then on, at time `t` (seconds, as events').
    case tool(SessionTool, t: Double)
    /// A command given at time `t`.
    case command(SessionCommand, t: Double)
    /// A setting changed at time `t`.
    case setting(SessionSetting, t: Double)

    /// When it happened, in seconds since the recording began.
    public var t: Double {
        switch self {
        case .event(let event): event.t
        case .tool(_, let t), .command(_, let t), .setting(_, let t): t
        }
    }
}
