import ScribbleCairo
import ScribbleFormats
import ScribbleKit

/// Turns drawings into the bytes of the file `scribble render` writes: a PNG or PDF through Cairo,
/// or an SVG through ``SVGWriter`` with the same framing, its background only when
/// `--background` asks for one.
enum DrawingEncoder {
    case png(DrawingRenderer)
    case svg(SVGWriter)
    case pdf(RenderOptions)

    /// The option that picks what an SVG's strokes become.
    static let svgModeOption = OptionSpec(
        name: "--svg-mode", value: "outlines|centerlines",
        help: "SVG strokes as filled ink outlines (default) or stroked centre lines.")

    /// The encoder a command line asks for.
    /// - Parameters:
    ///   - format: The output's format.
    ///   - options: The render options the command line gave.
    ///   - arguments: The command line, for the SVG options.
    /// - Throws: `UsageError` when an option does not suit the format or has a wrong value, and for
    ///   PDF, which cannot be written yet.
    init(format: RenderFormat, options: RenderOptions, arguments: ParsedArguments) throws(UsageError) {
        let mode = try arguments.choice("--svg-mode", of: SVGWriteOptions.Mode.self)
        switch format {
        case .pdf:
            if mode != nil { throw UsageError(message: "--svg-mode applies to SVG output only; the output is PDF") }
            self = .pdf(options)
        case .png:
            if mode != nil { throw UsageError(message: "--svg-mode applies to SVG output only; the output is PNG") }
            self = .png(DrawingRenderer(options: options))
        case .svg:
            // An SVG is usually placed over something else, so it has a background only when asked.
            var framing = options.framing
            if arguments.value("--background") == nil { framing.background = nil }
            self = .svg(SVGWriter(options: SVGWriteOptions(mode: mode ?? .outlines, ink: options.ink, framing: framing)))
        }
    }

    /// The file's bytes for a drawing.
    /// - Throws: `CairoError` when a PNG or PDF cannot be made (too large), `FramingError` when an
    ///   SVG cannot.
    func encode(_ drawing: Drawing) throws -> [UInt8] {
        switch self {
        case .png(let renderer): try renderer.renderPNG(drawing)
        case .svg(let writer): try writer.encode(drawing)
        case .pdf(let options): try Self.pdf(options, pages: [drawing])
        }
    }

    /// A PDF with a page for each drawing.
    /// - Throws: `CairoError` when a page cannot be made.
    static func pdf(_ options: RenderOptions, pages: [Drawing]) throws -> [UInt8] {
        let writer = PDFDocumentWriter(options: options)
        for drawing in pages { try writer.addPage(drawing) }
        return try writer.finish()
    }
}
