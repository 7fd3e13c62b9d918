internal import CCairo

/// A Cairo PDF surface of one page that writes the document into memory. Paths stay vectors;
/// images are embedded.
///
/// The document is complete only once ``finish()`` has run; drawing after it is an error.
final class PDFSurface: Surface {
    /// Where Cairo's stream writes; kept for as long as the surface can write.
    private let sink: ByteSink

    /// Creates a one-page PDF surface.
    /// - Parameters:
    ///   - width: The page's width in points (1/72 inch).
    ///   - height: The page's height in points.
    /// - Throws: ``CairoError`` when a side is not a positive finite number or Cairo fails.
    init(width: Double, height: Double) throws(CairoError) {
        let operation = "creating a \(width)×\(height) point PDF"
        // PDF readers refuse pages beyond 14 400 units (200 inches) on a side.
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
            throw CairoError(
                .invalidSize, operation: operation,
                problem: "each side of a PDF page must be 1 to \(CairoError.maximumPageSide) points")
        }
        guard width <= Double(CairoError.maximumPageSide), height <= Double(CairoError.maximumPageSide) else {
            throw CairoError.pageTooLarge(width: width, height: height, operation: operation)
        }
        let sink = ByteSink()
        self.sink = sink
        try super.init(
            taking: cairo_pdf_surface_create_for_stream(
                ByteSink.writeFunction, Unmanaged.passUnretained(sink).toOpaque(), width, height),
            operation: operation)
    }

    deinit {
        // Finishing writes the rest of the document into the sink, which must still be alive;
        // the superclass's deinit, which destroys the surface, may run after the sink is gone.
        cairo_surface_finish(pointer)
    }

    /// Completes the document and returns it.
    /// - Throws: ``CairoError`` when Cairo failed while drawing or writing.
    func finish() throws(CairoError) -> [UInt8] {
        try checkStatus("drawing the PDF")
        cairo_surface_finish(pointer)
        try checkStatus("writing the PDF")
        return sink.bytes
    }
}
