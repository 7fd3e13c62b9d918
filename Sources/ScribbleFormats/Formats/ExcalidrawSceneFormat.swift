import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax

/// Excalidraw scenes, `*.excalidraw` (and what Excalidraw puts on the clipboard): freehand
/// strokes, lines, arrows and shapes, drawn as Excalidraw draws them; Scribble's own data in each
/// element's `customData`.
struct ExcalidrawSceneFormat: DrawingFileFormat {
    let format = InterchangeFormat.excalidraw
    let fileExtensions = [".excalidraw"]
    let capabilities = FormatCapabilities.everything
    let canWrite = true

    func recognizes(_ head: FileHead) -> FileHead.Match? {
        head.jsonFieldIndex(where: { $0 == "type" && ($1 == "excalidraw" || $1 == "excalidraw/clipboard") }).map {
            .signature(at: $0)
        }
    }

    func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError)
        -> InterchangeDocument
    {
        try Self.readExcalidraw(bytes, file: file, options: options)
    }

    func write(_ drawings: [Drawing], losses: inout FormatLosses) throws(FormatError) -> [UInt8] {
        try only(drawings).excalidrawEncoded(losses: &losses)
    }

    /// A scene or a library, whichever the file is: a drawing per library item.
    static func readExcalidraw(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options)
        throws(FormatError) -> InterchangeDocument
    {
        let result = try ExcalidrawReader(limits: options.limits).read(bytes, file: file)
        let items = result.drawings.map { drawing in
            var item = InterchangeDocument.Item(
                name: drawing.name, drawing: drawing.drawing, perfectFreehand: drawing.perfectFreehandForRendering)
            item.skipped = drawing.skipped
            return item
        }
        return InterchangeDocument(
            format: result.kind == .library ? .excalidrawLibrary : .excalidraw, items: items, skipped: result.skipped)
    }
}

/// Excalidraw libraries, `*.excalidrawlib`: a drawing per item. Read only.
struct ExcalidrawLibraryFormat: DrawingFileFormat {
    let format = InterchangeFormat.excalidrawLibrary
    let aliases = ["excalidraw-library", "excalidraw-lib"]
    let fileExtensions = [".excalidrawlib"]
    let holdsManyDrawings = true
    let capabilities = FormatCapabilities.everything

    func recognizes(_ head: FileHead) -> FileHead.Match? {
        head.jsonFieldIndex(where: { $0 == "type" && $1 == "excalidrawlib" }).map { .signature(at: $0) }
    }

    func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError)
        -> InterchangeDocument
    {
        try ExcalidrawSceneFormat.readExcalidraw(bytes, file: file, options: options)
    }
}
