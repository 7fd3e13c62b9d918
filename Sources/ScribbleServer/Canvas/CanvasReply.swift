import ScribbleSyntax

/// A message from the server to the drawing page (see docs/server.md).
public enum CanvasReply: Equatable, Sendable {
    /// The session is open; its samples go to the recording of this name in the store.
    case ready(recording: String)
    /// The recording was written, with this many events (after every finished stroke).
    case saved(recording: String, events: Int)
    /// A message was refused, or a save failed; the session goes on. `limit` names the limit
    /// that was gone over, if that is why.
    case error(message: String, limit: String?)

    /// The message as JSON text.
    public var text: String {
        var writer = JSONWriter(capacity: 128)
        writer.object { object in
            switch self {
            case .ready(let recording):
                object.field("type", "ready")
                object.field("recording", recording)
            case .saved(let recording, let events):
                object.field("type", "saved")
                object.field("recording", recording)
                object.field("events", events)
            case .error(let message, let limit):
                object.field("type", "error")
                object.field("message", message)
                if let limit { object.field("limit", limit) }
            }
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
