import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax

/// W3C InkML, `*.inkml`: traces, brushes and timestamps, with Scribble's own data in
/// `annotationXML`.
struct InkMLFileFormat: DrawingFileFormat {
    let format = InterchangeFormat.inkml
    let aliases = ["ink"]
    let fileExtensions = [".inkml", ".ink"]
    let capabilities = FormatCapabilities.everything
    let canWrite = true

    func recognizes(_ head: FileHead) -> FileHead.Match? {
        head.xmlRoot == "ink" ? .signature(at: 0) : nil
    }

    func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError)
        -> InterchangeDocument
    {
        let result = try InkMLReader(limits: options.limits, device: options.inkMLDevice).read(bytes, file: file)
        var item = InterchangeDocument.Item(drawing: result.drawing)
        item.skipped = result.skipped
        return InterchangeDocument(format: .inkml, items: [item], notes: result.notes, skipped: result.skipped)
    }

    func write(_ drawings: [Drawing], losses: inout FormatLosses) throws(FormatError) -> [UInt8] {
        try only(drawings).inkMLEncoded(losses: &losses)
    }
}
