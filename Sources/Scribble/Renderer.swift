/// Turns drawings into pictures: PNG through Cairo, SVG as ink outlines or centre lines, PDF
/// through Cairo, all framed alike by one ``Options`` value, as bytes or written straight to a file
/// (to a temporary name, then renamed, so a failure never leaves half a file).
///
/// ```swift
/// let renderer = Renderer(options: .init(format: .png, scale: 2, fit: .bounds))
/// try renderer.write(drawing, to: "hello.png")
/// let svg = try Renderer(options: .init(format: .svg)).encode(drawing)
/// ```
public struct Renderer: Sendable {
    /// The kinds of picture a renderer makes.
    public enum Format: String, CaseIterable, Hashable, Sendable {
        /// A raster image, drawn by Cairo and written by Scribble's own PNG writer.
        case png
        /// A vector image: each stroke's ink outline filled, or its centre line stroked.
        case svg
        /// A vector document drawn by Cairo, a page a drawing.
        case pdf

        /// The format a file name's extension names, ignoring case (`hello.PNG` → `.png`), or `nil`.
        public init?(fileName name: String) {
            guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return nil }
            self.init(rawValue: name[name.index(after: dot)...].lowercased())
        }
    }

    /// Everything that says how a drawing becomes a picture, whichever the format: its
    /// ``framing`` (the one framing the PNG, SVG and PDF writers share), the ink, and what only
    /// one format takes.
    public struct Options: Hashable, Sendable {
        /// The picture's format. Default ``Format/png``.
        public var format: Format
        /// Which part of the drawing the picture shows, how big it is and what is under the ink.
        public var framing: Framing
        /// How strokes become ink; `nil`, the default, uses the drawing's own options, else the defaults.
        public var ink: InkOptions?
        /// A tool that replaces every stroke's own; `nil`, the default, keeps each stroke's.
        public var tool: InkTool?
        /// The most pixels a PNG may have; a bigger one is refused before any memory is allocated.
        /// Default 100 megapixels.
        public var maximumPixels: Int
        /// How a PNG trades size for speed. Default ``PNGCompression/fast``.
        public var pngCompression: PNGCompression
        /// What an SVG's strokes become: filled ink outlines (the default) or stroked centre lines.
        public var svgMode: SVGWriteOptions.Mode
        /// A width in output pixels that every stroke is drawn at whatever the drawing's scale
        /// (see ``Framing/drawing(_:withStrokesPixelsWide:)``), pressure and tapers shaping it as
        /// they shape the ink's own width; `nil`, the default, keeps each stroke's width in canvas
        /// units.
        public var strokePixelWidth: Double? = nil

        /// Creates options; every parameter has the documented default.
        /// - Parameters:
        ///   - format: The picture's format.
        ///   - scale: Pixels (for SVG and PDF, points) per canvas unit, ink widths included.
        ///   - fit: The whole canvas, or just the ink.
        ///   - padding: The margin around the ink when fitting to the ink, in canvas units.
        ///   - size: A picture size fixed in pixels that the drawing is fitted into, centred;
        ///     `nil` sizes the picture by `scale`.
        ///   - background: What the picture shows where there is no ink; `nil` is transparent.
        public init(
            format: Format = .png, scale: Double = 1, fit: Framing.Fit = .canvas, padding: Double = 16,
            size: FixedImageSize? = nil, background: Color? = .white, ink: InkOptions? = nil, tool: InkTool? = nil,
            maximumPixels: Int = 100_000_000, pngCompression: PNGCompression = .fast,
            svgMode: SVGWriteOptions.Mode = .outlines
        ) {
            self.format = format
            framing = Framing(fit: fit, padding: padding, scale: scale, fixedSize: size, background: background)
            self.ink = ink
            self.tool = tool
            self.maximumPixels = maximumPixels
            self.pngCompression = pngCompression
            self.svgMode = svgMode
        }

        /// Pixels per canvas unit (``Framing/scale``). Default 1.
        public var scale: Double {
            get { framing.scale }
            set { framing.scale = newValue }
        }
        /// The whole canvas or just the ink (``Framing/fit``). Default ``Framing/Fit/canvas``.
        public var fit: Framing.Fit {
            get { framing.fit }
            set { framing.fit = newValue }
        }
        /// The margin around the ink (``Framing/padding``). Default 16.
        public var padding: Double {
            get { framing.padding }
            set { framing.padding = newValue }
        }
        /// A fixed picture size (``Framing/fixedSize``). Default `nil`.
        public var size: FixedImageSize? {
            get { framing.fixedSize }
            set { framing.fixedSize = newValue }
        }
        /// What is under the ink (``Framing/background``). Default white.
        public var background: Color? {
            get { framing.background }
            set { framing.background = newValue }
        }

        /// The options Cairo's PNG and PDF writers take.
        public var renderOptions: RenderOptions {
            RenderOptions(
                framing: framing, maximumPixels: maximumPixels, pngCompression: pngCompression, ink: ink, tool: tool)
        }

        /// The options the SVG writer takes.
        public var svgOptions: SVGWriteOptions {
            SVGWriteOptions(mode: svgMode, ink: ink, framing: framing)
        }
    }

    /// How drawings become pictures.
    public var options: Options

    /// Creates a renderer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The picture's bytes for a drawing.
    /// - Throws: ``ScribbleError`` when the picture cannot be framed or made (too large, say).
    public func encode(_ drawing: Drawing) throws(ScribbleError) -> [UInt8] {
        let drawing = widened(drawing)
        do {
            switch options.format {
            case .png: return try DrawingRenderer(options: options.renderOptions).renderPNG(drawing)
            case .svg: return try SVGWriter(options: options.svgOptions).encode(drawing)
            case .pdf: return try encodePDF(pages: [drawing])
            }
        } catch {
            throw ScribbleError(error)
        }
    }

    /// A PDF with a page for each drawing, whatever ``Options/format`` says.
    /// - Throws: ``ScribbleError`` when a page cannot be made.
    public func encodePDF(pages: [Drawing]) throws(ScribbleError) -> [UInt8] {
        do {
            let writer = PDFDocumentWriter(options: options.renderOptions)
            for drawing in pages { try writer.addPage(widened(drawing)) }
            return try writer.finish()
        } catch {
            throw ScribbleError(error)
        }
    }

    /// The drawing with its strokes as wide as ``Options/strokePixelWidth`` asks, for the framing
    /// every format shares, so that a PNG, an SVG and a PDF of it agree.
    private func widened(_ drawing: Drawing) -> Drawing {
        guard let pixels = options.strokePixelWidth else { return drawing }
        return options.framing.drawing(drawing, withStrokesPixelsWide: pixels)
    }

    /// Writes a drawing's picture to a file, atomically: to a temporary name in the same folder,
    /// flushed, then renamed over `path`, so that a failure leaves the old file or none.
    /// - Throws: ``ScribbleError`` when the picture cannot be made or the file cannot be written.
    public func write(_ drawing: Drawing, to path: String) throws(ScribbleError) {
        let bytes = try encode(drawing)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw ScribbleError(error)
        }
    }
}
