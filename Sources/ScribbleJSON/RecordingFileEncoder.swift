import ScribbleKit
import ScribbleSyntax

/// Encodes a recording as it grows, as a drawing session saving after every stroke does: each
/// entry's text is made once, when it is added, and the file's header and end are made afresh
/// for every save, so that a save encodes what was added rather than the whole recording.
///
/// The encoder keeps no text: ``text(appending:)`` gives the text of the entries added, to be
/// written after that of the entries before, and ``frame(canvas:inkOptions:)`` what goes before
/// and after all of it. Together, in that order, they are the bytes of
/// ``EventRecording/encoded()`` for the recording of every entry given so far. A writer that
/// keeps the file it wrote last copies the entries' text from there (see `RecordingSaver`).
public struct RecordingFileEncoder: Sendable {
    /// How many entries were given so far.
    private var entryCount = 0
    /// Whether any entry so far is a tool, a command or a setting, which makes the file version 2.
    private var holdsActions = false

    /// Starts with nothing encoded.
    public init() {}

    /// How many events the entries given so far hold.
    public private(set) var eventCount = 0

    /// The text of `added`, which follows the text of the entries given before: each entry's
    /// separator, indent and object.
    public mutating func text(appending added: some Collection<SessionEntry>) -> [UInt8] {
        var writer = JSONWriter(capacity: 100 * added.count)
        for entry in added {
            writer.raw(entryCount == 0 ? "\n    " : ",\n    ")
            EventRecording.write(entry, to: &writer)
            entryCount += 1
            if case .event = entry { eventCount += 1 } else { holdsActions = true }
        }
        return writer.bytes
    }

    /// What goes before the entries' text in the file (its header, up to the `events` array's
    /// bracket) and after it, for the entries given so far, on `canvas` and beginning with
    /// `inkOptions`.
    public func frame(canvas: Size, inkOptions: InkOptions?) -> (head: [UInt8], end: [UInt8]) {
        var document = JSONWriter(capacity: 512)
        var entriesStart = 0
        document.object { object in
            EventRecording.writeHeader(
                canvas: canvas, inkOptions: inkOptions, version: holdsActions || inkOptions != nil ? 2 : 1, to: &object)
            object.fieldName("events")
            object.raw("[")
            entriesStart = object.bytes.count
            object.raw(entryCount == 0 ? "]" : " ]")
        }
        document.raw("\n")
        let bytes = document.bytes
        return (Array(bytes[..<entriesStart]), Array(bytes[entriesStart...]))
    }
}
