import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax

/// tldraw files, `*.tldr`: a drawing per page of its draw shapes. Read only.
struct TldrawFileFormat: DrawingFileFormat {
    let format = InterchangeFormat.tldraw
    let aliases = ["tldr"]
    let fileExtensions = [".tldr"]
    let holdsManyDrawings = true
    let capabilities: FormatCapabilities = [.inkPerStroke, .pressure]

    func recognizes(_ head: FileHead) -> FileHead.Match? {
        if let place = head.jsonFieldIndex(where: { key, _ in key == "tldrawFileFormatVersion" }) {
            return .signature(at: place)
        }
        guard let keys = head.jsonKeys, keys.contains("records"), keys.contains("schema") else { return nil }
        return .shape(priority: 0)
    }

    func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError)
        -> InterchangeDocument
    {
        let result = try TldrawReader(limits: options.limits).read(bytes, file: file)
        return InterchangeDocument(
            format: .tldraw,
            items: result.pages.map { page in
                var item = InterchangeDocument.Item(name: page.name, drawing: page.drawing)
                item.skipped = page.skipped
                return item
            },
            notes: result.notes, skipped: result.skipped)
    }
}
