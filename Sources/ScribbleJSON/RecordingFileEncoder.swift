import ScribbleKit
import ScribbleSyntax

/// Encodes a recording again and again as it grows, as a drawing session saving after every
/// stroke does: the text of the entries encoded before is kept, so that each encoding costs what
/// was added rather than the whole recording. The bytes are those of
/// ``EventRecording/encoded()`` for the recording of every entry given so far.
///
/// Only the entries' text is kept, not the entries: a session hands over what it added since the
/// last encoding (``encode(canvas:inkOptions:appending:)``), and holds its recording itself.
public struct RecordingFileEncoder: Sendable {
    /// How many entries were encoded so far, and the text of `events` for them: each entry's
    /// separator, indent and object.
    private var entryCount = 0
    private var lines: [UInt8] = []
    /// Whether any entry so far is a tool, a command or a setting, which makes the file version 2.
    private var holdsActions = false

    /// Starts with nothing encoded.
    public init() {}

    /// How many events the entries encoded so far hold.
    public private(set) var eventCount = 0

    /// The recording of everything encoded so far followed by `added`, on `canvas` and beginning
    /// with `inkOptions`, as a `*.events.json` file's bytes: the bytes of
    /// ``EventRecording/encoded()`` for that recording, at the cost of `added` alone.
    public mutating func encode(canvas: Size, inkOptions: InkOptions?, appending added: some Collection<SessionEntry>) -> [UInt8] {
        var writer = JSONWriter(capacity: 100 * added.count)
        for entry in added {
            writer.raw(entryCount == 0 ? "\n    " : ",\n    ")
            EventRecording.write(entry, to: &writer)
            entryCount += 1
            if case .event = entry { eventCount += 1 } else { holdsActions = true }
        }
        lines += writer.bytes
        var document = JSONWriter(capacity: lines.count + 512)
        document.object { object in
            EventRecording.writeHeader(canvas: canvas, inkOptions: inkOptions, version: holdsActions || inkOptions != nil ? 2 : 1, to: &object)
            object.fieldName("events")
            object.raw("[")
            object.raw(bytes: lines)
            object.raw(entryCount == 0 ? "]" : " ]")
        }
        document.raw("\n")
        return document.bytes
    }
}
