import ScribbleKit
import ScribbleSyntax

/// Encodes a recording again and again as it grows, as a drawing session saving after every
/// stroke does: the entries encoded before are kept, so that each encoding costs what was added
/// rather than the whole recording. The bytes are those of ``EventRecording/encoded()``.
///
/// A session that knows what it added since the last encoding gives just that
/// (``encode(canvas:inkOptions:appending:)``), and the cost follows the new entries alone. Any
/// recording may also be given whole (``encode(_:)``); one whose entries are not the last one's
/// followed by more is encoded whole (checking that costs a comparison of the entries, far less
/// than writing them).
public struct RecordingFileEncoder: Sendable {
    /// The entries encoded so far, and the text of `events` for them: each entry's separator,
    /// indent and object.
    private var entries: [SessionEntry] = []
    private var lines: [UInt8] = []
    /// Whether any entry so far is a tool, a command or a setting, which makes the file version 2.
    private var holdsActions = false

    /// Starts with nothing encoded.
    public init() {}

    /// How many events the entries encoded so far hold.
    public private(set) var eventCount = 0

    /// The recording as a `*.events.json` file's bytes.
    public mutating func encode(_ recording: EventRecording) -> [UInt8] {
        let all = recording.entries
        if all.count < entries.count || !all[..<entries.count].elementsEqual(entries) {
            self = RecordingFileEncoder()
        }
        return encode(canvas: recording.canvas, inkOptions: recording.inkOptions, appending: all[entries.count...])
    }

    /// The recording of everything encoded so far followed by `added`, on `canvas` and beginning
    /// with `inkOptions`, as a `*.events.json` file's bytes: the bytes of
    /// ``EventRecording/encoded()`` for that recording, at the cost of `added` alone.
    public mutating func encode(canvas: Size, inkOptions: InkOptions?, appending added: some Collection<SessionEntry>) -> [UInt8] {
        var writer = JSONWriter(capacity: 100 * added.count)
        for entry in added {
            writer.raw(entries.isEmpty ? "\n    " : ",\n    ")
            EventRecording.write(entry, to: &writer)
            entries.append(entry)
            if case .event = entry { eventCount += 1 } else { holdsActions = true }
        }
        lines += writer.bytes
        var document = JSONWriter(capacity: lines.count + 512)
        document.object { object in
            EventRecording.writeHeader(canvas: canvas, inkOptions: inkOptions, version: holdsActions || inkOptions != nil ? 2 : 1, to: &object)
            object.fieldName("events")
            object.raw("[")
            object.raw(bytes: lines)
            object.raw(entries.isEmpty ? "]" : " ]")
        }
        document.raw("\n")
        return document.bytes
    }
}
