import ScribbleKit
import ScribbleSyntax

/// Encodes a recording again and again as it grows, as a drawing session saving after every
/// stroke does: the entries encoded before are kept, so that each encoding costs what was added
/// rather than the whole recording. The bytes are those of ``EventRecording/encoded()``.
///
/// Any recording may be given; one whose entries are not the last one's followed by more is
/// encoded whole (checking that costs a comparison of the entries, far less than writing them).
public struct RecordingFileEncoder: Sendable {
    /// The entries encoded so far, and the text of `events` for them: each entry's separator,
    /// indent and object.
    private var entries: [SessionEntry] = []
    private var lines: [UInt8] = []

    /// Starts with nothing encoded.
    public init() {}

    /// The recording as a `*.events.json` file's bytes.
    public mutating func encode(_ recording: EventRecording) -> [UInt8] {
        let all = recording.entries
        if all.count < entries.count || !all[..<entries.count].elementsEqual(entries) {
            entries = []
            lines = []
        }
        var writer = JSONWriter(capacity: 100 * (all.count - entries.count))
        for (index, entry) in all[entries.count...].enumerated() {
            writer.raw(entries.isEmpty && index == 0 ? "\n    " : ",\n    ")
            EventRecording.write(entry, to: &writer)
        }
        lines += writer.bytes
        entries = all
        var document = JSONWriter(capacity: lines.count + 512)
        document.object { object in
            recording.writeHeader(to: &object)
            object.fieldName("events")
            object.raw("[")
            object.raw(bytes: lines)
            object.raw(entries.isEmpty ? "]" : " ]")
        }
        document.raw("\n")
        return document.bytes
    }
}
