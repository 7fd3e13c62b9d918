import ScribbleKit

/// Writes drawings as the pages of one PDF: each page the size of its drawing's image at the
/// options' scale (in points rather than pixels), its ink vector paths painted as
/// ``DrawingRenderer`` paints them, over the background or the drawing's paper when there is one.
/// The ink's outlines are written as cubic curves fitted within a tenth of a point of their polygons
/// (``ScribbleKit/InkOutline/curves(tolerance:)``), so a page holds a few curves where the
/// polygons have hundreds of vertices, and stays sharp at any zoom.
///
/// ```swift
/// let pdf = PDFDocumentWriter(options: .default)
/// for drawing in drawings { try pdf.addPage(drawing) }
/// let bytes = try pdf.finish()
/// ```
public final class PDFDocumentWriter {
    /// How each page is sized and what is under the ink; the pixel limit does not apply.
    public let options: RenderOptions
    /// How many pages have been added.
    public private(set) var pageCount = 0

    private var surface: PDFSurface?
    private var context: Context?
    private var bytes: [UInt8]?

    /// Starts an empty document.
    public init(options: RenderOptions = .default) {
        var options = options
        options.maximumPixels = .max
        self.options = options
    }

    /// Adds a page showing `drawing`.
    /// - Throws: ``CairoError`` when the page would be empty or over the 14400-point limit of PDF
    ///   readers, the document was already finished, or Cairo fails.
    public func addPage(_ drawing: Drawing) throws(CairoError) {
        guard bytes == nil else {
            throw CairoError(.invalidOptions, operation: "adding a page", problem: "the PDF was already finished")
        }
        let painter = InkPainter(options: options.ink, tool: options.tool)
        // A PDF is zoomed as it is read, so its outlines are made finer than its points.
        let (strokes, outlines) = painter.prepare(
            drawing, resolution: InkOutline.vectorResolution * options.framing.scale)
        let frame = try pageFrame(drawing.canvas, inkBounds: InkPainter.bounds(of: outlines))
        let width = Double(frame.width)
        let height = Double(frame.height)
        let context: Context
        if let existing = self.context, let surface {
            surface.setPageSize(width: width, height: height)
            context = existing
        } else {
            let surface = try PDFSurface(width: width, height: height)
            context = try Context(surface: surface)
            self.surface = surface
            self.context = context
        }
        PaperPainter.paint(
            drawing, framing: options.framing, width: frame.width, height: frame.height, placement: frame.transform,
            in: context)
        let clipBox = ClipBox(width: frame.width, height: frame.height)
        let tracing = InkPainter.Tracing.curves(tolerance: Self.curveTolerance)
        for (stroke, outline) in zip(strokes, outlines) {
            try painter.paint(
                stroke, outline: outline, tracing: tracing, placement: frame.transform, clipBox: clipBox, in: context)
        }
        context.showPage()
        try context.checkStatus("drawing page \(pageCount + 1) of the PDF")
        pageCount += 1
    }

    /// How far the curves of the ink may stray from its outline polygons, in points of the page:
    /// a tenth, as the SVG writer's default.
    static let curveTolerance = 0.1

    /// The frame of a page: the framing's, in points, each side within what PDF readers take.
    /// Refused before Cairo sees it, so that the document stays sound for the next page.
    private func pageFrame(_ canvas: Size, inkBounds: Rect?) throws(CairoError) -> Frame {
        do {
            return try options.framing.frame(
                canvas: canvas, inkBounds: inkBounds, limits: FrameLimits(maximumSide: CairoError.maximumPageSide))
        } catch {
            switch error.kind {
            case .sideTooLong, .tooManyPixels: break
            case .invalidOptions, .noFiniteSize: throw CairoError(framing: error)
            }
            let (width, height) = Self.requestedSize(of: error)
            throw CairoError.pageTooLarge(width: width, height: height, operation: "adding a page")
        }
    }

    /// The page size a framing refused as too big.
    private static func requestedSize(of error: FramingError) -> (width: Double, height: Double) {
        switch error.kind {
        case .sideTooLong(let width, let height, _), .tooManyPixels(let width, let height, _): (width, height)
        case .invalidOptions, .noFiniteSize: (0, 0)
        }
    }

    /// Completes the document and returns its bytes.
    /// - Throws: ``CairoError`` when there are no pages or Cairo fails writing.
    public func finish() throws(CairoError) -> [UInt8] {
        if let bytes { return bytes }
        guard let surface, pageCount > 0 else {
            throw CairoError(.invalidOptions, operation: "writing the PDF", problem: "a PDF needs at least one page")
        }
        context = nil
        let document = try surface.finish()
        bytes = document
        self.surface = nil
        return document
    }
}
