import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

/// Scribble's drawings, `*.drawing.json`: everything a drawing holds. A `.json` file that nothing
/// else tells is taken as one.
struct ScribbleDrawingFormat: DrawingFileFormat {
    let format = InterchangeFormat.scribbleDrawing
    let aliases = ["drawing", "drawing.json", "scribble"]
    let fileExtensions = [".drawing.json", ".json"]
    let capabilities = FormatCapabilities.everything
    let canWrite = true

    func recognizes(_ head: FileHead) -> FileHead.Match? {
        if let place = head.jsonFieldIndex(where: { $0 == "format" && $1 == "scribble-drawing" }) {
            return .signature(at: place)
        }
        guard let keys = head.jsonKeys, keys.contains("strokes"), keys.contains("canvas") else { return nil }
        return .shape(priority: 2)
    }

    func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError)
        -> InterchangeDocument
    {
        try Self.readScribbleDocument(bytes, file: file, options: options)
    }

    func write(_ drawings: [Drawing], losses: inout FormatLosses) throws(FormatError) -> [UInt8] {
        try only(drawings).jsonEncoded()
    }

    /// A recording or a drawing, whichever the file's `"format"` says: a recording is recorded
    /// into strokes under the policy, a session's into the drawing the session ended with.
    static func readScribbleDocument(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options)
        throws(FormatError) -> InterchangeDocument
    {
        switch try ScribbleDocument(decoding: bytes, file: file, limits: options.limits) {
        case .drawing(let drawing):
            return InterchangeDocument(format: .scribbleDrawing, items: [.init(drawing: drawing)])
        case .events(let recording) where recording.isSession:
            // A session's recording erases and rearranges: its drawing is the one the session ended with.
            let session = recording.session(policy: options.policy)
            var item = InterchangeDocument.Item(drawing: session.drawing, recording: recording)
            item.rejections = session.rejections
            item.anomalies = session.anomalies
            return InterchangeDocument(format: .scribbleEvents, items: [item])
        case .events(let recording):
            let recorder = recording.recorded(policy: options.policy)
            var item = InterchangeDocument.Item(drawing: recorder.drawing, recording: recording)
            item.rejections = recorder.rejections
            item.anomalies = recorder.anomalies
            return InterchangeDocument(format: .scribbleEvents, items: [item])
        }
    }
}
