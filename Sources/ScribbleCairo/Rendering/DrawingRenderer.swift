import ScribbleKit

/// Draws a ``Drawing`` into pixels with Cairo, antialiased.
///
/// Each stroke's ink is the outline ScribbleKit builds from its samples (steadied, fitted with a
/// curve, widened by pressure, tapered; see ``ScribbleKit/InkOptions``), filled as one path with
/// the non-zero rule in the ink's colour with the look of its tool (see ``InkPainter``). Strokes
/// are drawn in order, each over the ones before. The ink options are the ones in
/// ``RenderOptions/ink`` when given, else the drawing's own, else the defaults.
///
/// ```swift
/// let renderer = DrawingRenderer(options: RenderOptions(scale: 2))
/// let png = try renderer.renderPNG(drawing)
/// ```
///
/// Rendering is deterministic: the same drawing and options give the same bytes.
public struct DrawingRenderer: Sendable {
    /// How drawings become images.
    public var options: RenderOptions

    /// Creates a renderer.
    public init(options: RenderOptions = .default) {
        self.options = options
    }

    /// The size of the image a drawing would render to, checked against every limit but
    /// without drawing anything.
    /// - Throws: ``CairoError`` as ``renderImage(_:)`` would for the size.
    public func pixelSize(of drawing: Drawing) throws(CairoError) -> (width: Int, height: Int) {
        let frame = try frame(for: drawing)
        return (frame.width, frame.height)
    }

    /// Renders a drawing to pixels.
    /// - Returns: the image, straight-alpha RGBA.
    /// - Throws: ``CairoError`` when an option is out of range, the image would be empty or over
    ///   the pixel limit (checked before anything is allocated), or Cairo fails.
    public func renderImage(_ drawing: Drawing) throws(CairoError) -> RasterImage {
        try RasterImage(surface: renderSurface(drawing))
    }

    /// Renders a drawing to a PNG file's bytes; write them to disk atomically, or wherever they go.
    /// - Returns: the PNG, 8 bits a channel: RGBA, without alpha when every pixel is opaque (as
    ///   with a background), and grey when no pixel has colour (black ink on white, say).
    /// - Throws: ``CairoError`` as ``renderImage(_:)`` does, and when encoding fails.
    public func renderPNG(_ drawing: Drawing) throws(CairoError) -> [UInt8] {
        try renderSurface(drawing).pngData(compression: options.pngCompression)
    }

    /// Renders a drawing whose outlines were already built (by `drawing.outlines(options:)` with
    /// the options this renderer would use), so that work done once is not done again; the
    /// outlines must be the drawing's, stroke for stroke.
    /// - Throws: ``CairoError`` as ``renderImage(_:)`` does.
    public func renderImage(_ drawing: Drawing, outlines: [InkOutline]) throws(CairoError) -> RasterImage {
        try RasterImage(surface: renderSurface(drawing, outlines: outlines))
    }

    /// Draws a drawing whose outlines are built into a new image and throws the image away:
    /// only the drawing, for benchmarks that time filling apart from reading pixels back.
    @_spi(Benchmarks)
    public func drawDiscardingImage(_ drawing: Drawing, outlines: [InkOutline]) throws(CairoError) {
        _ = try renderSurface(drawing, outlines: outlines)
    }

    /// The frame a drawing renders in. Framing the canvas does not depend on the ink, and no
    /// outline is built; framing the ink builds every outline, to know where the ink reaches.
    func frame(for drawing: Drawing) throws(CairoError) -> Frame {
        guard options.framing.showsInk(on: drawing.canvas) else {
            return try options.imageFrame(canvas: drawing.canvas, inkBounds: nil)
        }
        let (_, outlines) = painter.prepare(drawing, resolution: outliningResolution(for: drawing))
        return try options.imageFrame(canvas: drawing.canvas, inkBounds: InkPainter.bounds(of: outlines))
    }

    /// The resolution to build outlines at before the frame that fits them is known. An image of
    /// a fixed size scales the ink to fill it, so the nominal scale says nothing of its pixels:
    /// the frame for the box the strokes' points reach, widened by their inks' widest, is a close
    /// guess, and keeps a big drawing shown small from being outlined for pixels it does not
    /// have. Otherwise the frame's scale is the nominal one.
    func outliningResolution(for drawing: Drawing) -> Double {
        guard options.framing.fixedSize != nil,
            let box = Drawing(canvas: drawing.canvas, strokes: painter.paintedStrokes(drawing.strokes)).bounds,
            let frame = try? options.imageFrame(canvas: drawing.canvas, inkBounds: box)
        else { return options.framing.scale }
        return InkPainter.resolution(of: frame.transform)
    }

    /// How much finer than the nominal scale a frame fitted to the ink must draw before its
    /// outlines are made again for it.
    static let remakeRatio = 1.25

    /// The painter for these options.
    var painter: InkPainter { InkPainter(options: options.ink, tool: options.tool) }

    /// Renders a drawing onto a new image surface.
    func renderSurface(_ drawing: Drawing) throws(CairoError) -> ImageSurface {
        try renderFramedSurface(drawing).surface
    }

    /// Renders a drawing onto a new image surface, and gives the frame it was drawn in.
    func renderFramedSurface(_ drawing: Drawing) throws(CairoError) -> (surface: ImageSurface, frame: Frame) {
        let painter = self.painter
        if options.framing.showsInk(on: drawing.canvas) {
            // The ink's box sets the frame, and the frame the resolution: outlines made at the
            // resolution the ink's estimated box gives frame it, and are made again when the
            // frame enlarges them further, so that they are never coarser than their pixels.
            let estimated = outliningResolution(for: drawing)
            let (strokes, outlines) = painter.prepare(drawing, resolution: estimated)
            let frame = try options.imageFrame(canvas: drawing.canvas, inkBounds: InkPainter.bounds(of: outlines))
            let resolution = InkPainter.resolution(of: frame.transform)
            var inked = drawing
            inked.strokes = strokes
            guard resolution > estimated * Self.remakeRatio else {
                return try renderFramedSurface(inked, outlines: outlines)
            }
            let finer = inked.outlines(options: painter.inkOptions(for: drawing), resolution: resolution)
            let surface = try paintSurface(frame, on: drawing) { context, clipBox throws(CairoError) in
                for (stroke, outline) in zip(strokes, finer) {
                    try painter.paint(
                        stroke, outline: outline, placement: frame.transform, clipBox: clipBox, in: context)
                }
            }
            return (surface, frame)
        }
        // The image's frame does not depend on the ink: each outline is built as it is painted,
        // so that a big drawing never holds all of its outlines at once.
        let frame = try frame(for: drawing)
        let surface = try paintSurface(frame, on: drawing) { context, clipBox throws(CairoError) in
            try painter.forEachOutline(in: drawing, resolution: InkPainter.resolution(of: frame.transform)) {
                stroke, outline throws(CairoError) in
                try painter.paint(stroke, outline: outline, placement: frame.transform, clipBox: clipBox, in: context)
            }
        }
        return (surface, frame)
    }

    /// Renders strokes whose outlines are built onto a new image surface.
    func renderSurface(_ drawing: Drawing, outlines: [InkOutline]) throws(CairoError) -> ImageSurface {
        try renderFramedSurface(drawing, outlines: outlines).surface
    }

    /// Renders strokes whose outlines are built onto a new image surface, and gives the frame.
    private func renderFramedSurface(
        _ drawing: Drawing, outlines: [InkOutline]
    ) throws(CairoError) -> (surface: ImageSurface, frame: Frame) {
        let painter = self.painter
        let frame = try options.imageFrame(canvas: drawing.canvas, inkBounds: InkPainter.bounds(of: outlines))
        let surface = try paintSurface(frame, on: drawing) { context, clipBox throws(CairoError) in
            for (stroke, outline) in zip(drawing.strokes, outlines) {
                try painter.paint(stroke, outline: outline, placement: frame.transform, clipBox: clipBox, in: context)
            }
        }
        return (surface, frame)
    }

    /// Makes an image surface for the frame, paints the ground `drawing` is drawn on (the
    /// background, or its paper), then the strokes with `paintStrokes`, and checks Cairo's status.
    private func paintSurface(
        _ frame: Frame, on drawing: Drawing, _ paintStrokes: (Context, ClipBox) throws(CairoError) -> Void
    ) throws(CairoError) -> ImageSurface {
        let surface = try ImageSurface(width: frame.width, height: frame.height)
        let context = try Context(surface: surface)
        context.setAntialias(.good)
        PaperPainter.paint(
            drawing, framing: options.framing, width: frame.width, height: frame.height, placement: frame.transform,
            in: context)
        try paintStrokes(context, ClipBox(width: frame.width, height: frame.height))
        try context.checkStatus("drawing the strokes")
        surface.flush()
        return surface
    }
}
