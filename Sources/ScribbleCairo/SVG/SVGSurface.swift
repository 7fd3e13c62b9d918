internal import CCairo

/// A Cairo SVG surface that writes the document into memory: paths stay vectors, images are
/// embedded as PNG. Lengths are in the document's user units, one a canvas pixel, so a picture
/// `width` wide is `width="…"` wide in a browser.
///
/// The document is complete only once ``finish()`` has run; drawing after it is an error.
final class SVGSurface: Surface {
    /// The largest side, in user units: far past any card, and within what viewers handle.
    static let maximumSide = 10_000_000.0

    /// Where Cairo's stream writes; kept for as long as the surface can write.
    private let sink: ByteSink

    /// Creates an SVG surface.
    /// - Parameters:
    ///   - width: The picture's width in user units (CSS pixels).
    ///   - height: Its height.
    /// - Throws: ``CairoError`` when a side is not a finite number from 1 to ``maximumSide``, or
    ///   Cairo fails.
    init(width: Double, height: Double) throws(CairoError) {
        let operation = "creating a \(width)×\(height) SVG"
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= Self.maximumSide,
            height <= Self.maximumSide
        else {
            throw CairoError(
                .invalidSize, operation: operation,
                problem: "each side of an SVG must be 1 to \(Int(Self.maximumSide)) units")
        }
        let sink = ByteSink()
        self.sink = sink
        try super.init(
            taking: cairo_svg_surface_create_for_stream(
                ByteSink.writeFunction, Unmanaged.passUnretained(sink).toOpaque(), width, height),
            operation: operation)
        cairo_svg_surface_restrict_to_version(pointer, CAIRO_SVG_VERSION_1_2)
        // Cairo 1.16 writes points by default, which a browser shows a third bigger.
        cairo_svg_surface_set_document_unit(pointer, CAIRO_SVG_UNIT_USER)
    }

    deinit {
        // Finishing writes the rest of the document into the sink, which must still be alive.
        cairo_surface_finish(pointer)
    }

    /// Completes the document and returns it.
    /// - Throws: ``CairoError`` when Cairo failed while drawing or writing.
    func finish() throws(CairoError) -> [UInt8] {
        try checkStatus("drawing the SVG")
        cairo_surface_finish(pointer)
        try checkStatus("writing the SVG")
        return sink.bytes
    }
}
