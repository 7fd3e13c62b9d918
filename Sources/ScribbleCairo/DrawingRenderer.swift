import ScribbleKit

/// Draws a ``Drawing`` into pixels with Cairo, antialiased.
///
/// Each stroke is one filled path: its ink as a disc at every sample (the ink's width at the
/// sample's pressure) and the quadrilateral between the outer tangents of neighbouring discs,
/// all wound the same way and filled with the non-zero rule, so caps and joins are round, a
/// stroke of one point is a dot, and a translucent stroke keeps one even tone where it crosses
/// itself. Strokes are drawn in order, each over the ones before, in the ink's colour and alpha.
/// A stroke's transform moves its centre line, and its widths grow by the transform's average
/// scale (as ``Stroke/bounds`` assumes), so a round nib stays round.
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
        let frame = try RenderFrame(canvas: drawing.canvas, inkBounds: Self.inkBounds(of: outlines(of: drawing)), options: options)
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
    /// - Returns: the PNG, 8-bit RGBA (RGB when every pixel is opaque, as with a background).
    /// - Throws: ``CairoError`` as ``renderImage(_:)`` does, and when encoding fails.
    public func renderPNG(_ drawing: Drawing) throws(CairoError) -> [UInt8] {
        try renderSurface(drawing).pngData(compression: options.pngCompression)
    }

    /// Renders a drawing onto a new image surface.
    func renderSurface(_ drawing: Drawing) throws(CairoError) -> ImageSurface {
        let outlines = outlines(of: drawing)
        let frame = try RenderFrame(canvas: drawing.canvas, inkBounds: Self.inkBounds(of: outlines), options: options)
        let surface = try ImageSurface(width: frame.width, height: frame.height)
        let context = try Context(surface: surface)
        context.setAntialias(.good)
        if let background = options.background {
            context.setOperator(.source)
            context.setSource(background)
            context.paint()
            context.setOperator(.over)
        }
        // Pieces go to Cairo in pixels, cut to the image, so that no coordinate overflows its
        // fixed-point numbers (see ClipBox).
        let clipBox = ClipBox(width: frame.width, height: frame.height)
        for (stroke, outline) in zip(drawing.strokes, outlines) {
            guard let bounds = outline.bounds, ClipBox.intersects(bounds, frame.visibleArea) else { continue }
            context.newPath()
            for piece in outline.pieces {
                if let piece = clipBox.clip(piece.applying(frame.transform)) { Self.trace(piece, in: context) }
            }
            context.setSource(stroke.ink.color)
            context.fill(rule: .nonZero)
        }
        try context.checkStatus("drawing the strokes")
        surface.flush()
        return surface
    }

    private func outlines(of drawing: Drawing) -> [StrokeOutline] {
        drawing.strokes.map(StrokeOutline.init)
    }

    /// The box around every stroke's actual ink (widths at each sample's pressure, not the
    /// widest the ink could be), or `nil` when no stroke lays down ink.
    private static func inkBounds(of outlines: [StrokeOutline]) -> Rect? {
        outlines.lazy.compactMap(\.bounds).reduce(nil as Rect?) { partial, box in partial?.union(box) ?? box }
    }

    /// Adds a piece of outline to the context's path as a closed subpath of its own.
    private static func trace(_ piece: StrokeOutline.Piece, in context: Context) {
        switch piece {
        case let .disc(center, radius):
            context.newSubpath()
            context.arc(center: center, radius: radius, from: 0, to: 2 * .pi)
            context.closePath()
        case let .quad(a, b, c, d):
            context.move(to: a)
            context.line(to: b)
            context.line(to: c)
            context.line(to: d)
            context.closePath()
        case let .polygon(corners):
            guard let first = corners.first else { return }
            context.move(to: first)
            for corner in corners.dropFirst() { context.line(to: corner) }
            context.closePath()
        }
    }
}
