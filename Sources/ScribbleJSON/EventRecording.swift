import ScribbleKit

/// A recording of input events on a canvas, as a `*.events.json` file holds it: what a tablet, a
/// browser or a data set reported, before any input policy chose what inks, and, for a recording
/// of a whole session (version 2), the tools chosen and the commands given between the events.
///
/// Replaying it gives the strokes back:
///
/// ```swift
/// let recording = try EventRecording(decoding: bytes, file: "hello.events.json")
/// let session = recording.session(policy: .pen)
/// let drawing = session.drawing   // session.rejections tells what the policy turned away
/// ```
public struct EventRecording: Hashable, Sendable {
    /// A tool chosen or a command given in a session, and where it came among the events.
    public struct Action: Hashable, Sendable {
        /// What was done.
        public enum Kind: Hashable, Sendable {
            /// The tool for the contacts that begin after it.
            case tool(SessionTool)
            /// A command.
            case command(SessionCommand)
            /// A setting changed.
            case setting(SessionSetting)
        }

        /// How many of the recording's events came before it.
        public var eventIndex: Int
        /// When, in seconds since the recording began.
        public var t: Double
        /// What was done.
        public var kind: Kind

        /// Creates an action.
        public init(eventIndex: Int, t: Double, kind: Kind) {
            self.eventIndex = eventIndex
            self.t = t
            self.kind = kind
        }

        /// The action as a session's entry.
        public var entry: SessionEntry {
            switch kind {
            case .tool(let tool): .tool(tool, t: t)
            case .command(let command): .command(command, t: t)
            case .setting(let setting): .setting(setting, t: t)
            }
        }
    }

    /// The size of the canvas the events were recorded on.
    public var canvas: Size
    /// The events, in the order they were reported.
    public var events: [InputEvent]
    /// The tools chosen, the commands given and the settings changed, in order, each placed among the events; empty
    /// for a recording of events only.
    public var actions: [Action]
    /// The ink options the session began with, which shape the ink and where the area eraser
    /// cuts; `nil` for the defaults. A change later is one of the ``actions``.
    public var inkOptions: InkOptions?

    /// Creates a recording of events only.
    public init(canvas: Size, events: [InputEvent] = []) {
        self.canvas = canvas
        self.events = events
        actions = []
    }

    /// Creates the recording of a session, from its entries in order.
    /// - Parameters:
    ///   - canvas: the canvas's size.
    ///   - entries: what happened, as ``ScribbleKit/DrawingSession/entries`` keeps it.
    ///   - inkOptions: the ink options the session drew with.
    public init(canvas: Size, entries: some Sequence<SessionEntry>, inkOptions: InkOptions? = nil) {
        self.canvas = canvas
        self.inkOptions = inkOptions
        var events: [InputEvent] = []
        var actions: [Action] = []
        for entry in entries { Self.append(entry, to: &events, &actions) }
        self.events = events
        self.actions = actions
    }

    /// Adds a session's next entry to a recording's parts: an event to `events`, anything else to
    /// `actions`, placed after the events before it.
    static func append(_ entry: SessionEntry, to events: inout [InputEvent], _ actions: inout [Action]) {
        switch entry {
        case .event(let event): events.append(event)
        case .tool(let tool, let t): actions.append(Action(eventIndex: events.count, t: t, kind: .tool(tool)))
        case .command(let command, let t):
            actions.append(Action(eventIndex: events.count, t: t, kind: .command(command)))
        case .setting(let setting, let t):
            actions.append(Action(eventIndex: events.count, t: t, kind: .setting(setting)))
        }
    }

    /// The recording of a session as it stands.
    public init(_ session: DrawingSession) {
        self.init(canvas: session.drawing.canvas, entries: session.entries, inkOptions: session.initialInkOptions)
    }

    /// Whether the recording holds more than events (tools, commands, ink options), and so is
    /// written as version 2.
    public var isSession: Bool { !actions.isEmpty || inkOptions != nil }

    /// The version ``encoded()`` writes: 1 for events only, else 2.
    public var version: Int { isSession ? 2 : 1 }

    /// The events and the actions merged in the order they happened.
    public var entries: [SessionEntry] {
        var merged: [SessionEntry] = []
        merged.reserveCapacity(events.count + actions.count)
        var next = 0
        for action in actions {
            let upTo = Swift.min(Swift.max(action.eventIndex, next), events.count)
            merged.append(contentsOf: events[next..<upTo].lazy.map { .event($0) })
            next = upTo
            merged.append(action.entry)
        }
        merged.append(contentsOf: events[next...].lazy.map { .event($0) })
        return merged
    }

    /// Replays every event through a stroke recorder and ends the recording. The tools and
    /// commands of a session are not played: every contact inks. Use ``session(policy:ink:)`` for
    /// the drawing a session ended with.
    /// - Parameters:
    ///   - policy: Which devices may ink.
    ///   - ink: The ink the strokes are given.
    /// - Returns: The recorder, whose `strokes`, `rejections` and `anomalies` tell what happened.
    public func recorded(policy: InputPolicy, ink: Ink = .default) -> StrokeRecorder {
        var recorder = StrokeRecorder(canvas: canvas, policy: policy, ink: ink)
        for event in events { recorder.handle(event) }
        _ = recorder.finishRecording()
        return recorder
    }

    /// Replays everything through a new ``ScribbleKit/DrawingSession`` and ends it: the drawing
    /// the session ended with, erasing, selection edits, undo and redo included. For a recording
    /// of events only, every contact inks with `ink`, giving the strokes ``recorded(policy:ink:)``
    /// gives.
    /// - Parameters:
    ///   - policy: Which devices' contacts count.
    ///   - ink: The ink of contacts before any tool is chosen.
    public func session(policy: InputPolicy, ink: Ink = .default) -> DrawingSession {
        DrawingSession(replaying: entries, canvas: canvas, policy: policy, tool: .ink(ink), options: inkOptions)
    }
}
