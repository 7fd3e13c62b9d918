import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax

/// Xournal++ notebooks, `*.xopp` (gzip, or a ZIP package), and Xournal's, `*.xoj`: a drawing
/// per page; written as a notebook of a page per drawing.
struct XournalFileFormat: DrawingFileFormat {
    let format = InterchangeFormat.xournal
    let aliases = ["xoj", "xournal", "xournalpp", "xournal++"]
    let fileExtensions = [".xopp", ".xoj"]
    let holdsManyDrawings = true
    let capabilities: FormatCapabilities = [.inkPerStroke, .colorAlpha, .fill, .paper]
    let canWrite = true

    func recognizes(_ head: FileHead) -> FileHead.Match? {
        if head.zipMimetype?.hasPrefix("application/xournal++") == true { return .signature(at: 0) }
        let root = head.xmlRoot ?? head.inflated?.head.xmlRoot
        return root == "xournal" || root == "MrWriter" ? .signature(at: 0) : nil
    }

    func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError)
        -> InterchangeDocument
    {
        let result = try XournalReader(limits: options.limits).read(bytes, file: file)
        return InterchangeDocument(
            format: .xournal,
            items: result.pages.enumerated().map { number, page in
                var item = InterchangeDocument.Item(drawing: page)
                if number < result.skippedByPage.count { item.skipped = result.skippedByPage[number] }
                return item
            }, notes: result.notes, skipped: result.skipped)
    }

    func write(_ drawings: [Drawing], losses: inout FormatLosses) throws(FormatError) -> [UInt8] {
        try XournalWriter().encode(pages: drawings, losses: &losses)
    }
}
