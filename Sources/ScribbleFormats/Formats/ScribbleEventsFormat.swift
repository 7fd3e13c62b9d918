import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

/// Scribble's event recordings, `*.events.json`: what a tablet or a page reported, recorded into
/// strokes under the reading's policy (a session's recording, into the drawing it ended with).
struct ScribbleEventsFormat: DrawingFileFormat {
    let format = InterchangeFormat.scribbleEvents
    let aliases = ["events", "events.json"]
    let fileExtensions = [".events.json"]
    let capabilities: FormatCapabilities = [
        .inkPerStroke, .toolKinds, .colorAlpha, .pressure, .time, .tilt, .device, .fill, .inkOptions,
    ]
    let canWrite = true

    func recognizes(_ head: FileHead) -> FileHead.Match? {
        if let place = head.jsonFieldIndex(where: { $0 == "format" && $1 == "scribble-events" }) {
            return .signature(at: place)
        }
        guard let keys = head.jsonKeys, keys.contains("events"), keys.contains("canvas") else { return nil }
        return .shape(priority: 3)
    }

    func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError)
        -> InterchangeDocument
    {
        try ScribbleDrawingFormat.readScribbleDocument(bytes, file: file, options: options)
    }

    func write(_ drawings: [Drawing], losses: inout FormatLosses) throws(FormatError) -> [UInt8] {
        EventRecording(drawing: try only(drawings), losses: &losses).encoded()
    }
}
