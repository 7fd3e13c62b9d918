import ScribbleInterchange
import ScribbleKit
import ScribbleSVG
import ScribbleSyntax

/// SVG documents, `*.svg`: their paths and shapes drawn as strokes, curves kept. Read only here:
/// SVG is written by the renderer, with the ink drawn as it looks.
struct SVGFileFormat: DrawingFileFormat {
    let format = InterchangeFormat.svg
    let fileExtensions = [".svg"]
    let capabilities: FormatCapabilities = [.inkPerStroke, .colorAlpha, .fill, .curves]

    func recognizes(_ head: FileHead) -> FileHead.Match? {
        head.xmlRoot == "svg" ? .signature(at: 0) : nil
    }

    func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError)
        -> InterchangeDocument
    {
        let result = try SVGDocumentReader(options: options.svg.holding(to: options.limits)).read(bytes, file: file)
        return InterchangeDocument(
            format: .svg, items: [.init(drawing: result.drawing)], diagnostics: result.diagnostics)
    }

    func write(_ drawings: [Drawing], losses: inout FormatLosses) throws(FormatError) -> [UInt8] {
        throw FormatError(
            message:
                "SVG is written by the renderer, with the ink drawn as it looks; this writes \(InterchangeFormat.writableNames)"
        )
    }
}
