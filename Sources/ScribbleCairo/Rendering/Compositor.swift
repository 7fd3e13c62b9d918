import Foundation
import ScribbleKit

/// Lays images and drawings onto one canvas, each placed by an affine transform, and encodes the
/// result as a PNG, an SVG or a PDF: what a card, a collage or a sheet of thumbnails is made of.
///
/// Things are drawn in the order they are given, each over the ones before. Images are sampled
/// with a smoothing filter, so a photo shrunk or turned stays smooth; drawings are drawn from their
/// strokes at the output's resolution, so ink stays sharp at any scale (and stays vector ink in an
/// SVG or a PDF), as ``DrawingRenderer`` draws it.
///
/// ```swift
/// let compositor = try Compositor(size: Size(width: 1300, height: 2000), scale: 3)
/// compositor.fill(.white)
/// try compositor.draw(photo, transform: placement)
/// compositor.draw(drawing, transform: .translation(x: 100, y: 80))
/// let png = try compositor.encoded()
/// ```
///
/// A compositor draws one picture; make a new one for the next.
public final class Compositor {
    /// What the compositor makes.
    public enum Output: String, CaseIterable, Hashable, Sendable {
        /// Pixels, encoded as a PNG: ``scale`` pixels per canvas unit.
        case png
        /// An SVG drawn by Cairo, ``scale`` user units (CSS pixels) per canvas unit; ink stays
        /// vector paths, images are embedded as PNG at their own resolution.
        case svg
        /// A one-page PDF, ``scale`` points per canvas unit; ink stays vector paths, images are
        /// embedded at their own resolution.
        case pdf
    }

    /// How an image's pixels are sampled when it is scaled or turned.
    public enum ImageFilter: String, CaseIterable, Hashable, Sendable {
        /// The nearest pixel: blocky, for pixel art.
        case nearest
        /// Bilinear when enlarging, a box average of the pixels covered when shrinking (Cairo's
        /// good filter): smooth and quick, though fine regular detail (stripes, a fabric) can
        /// still show a faint moiré when shrunk a lot. The default.
        case good
        /// Cairo's best filter: a wider, windowed-sinc kernel when shrinking, so that even fine
        /// regular detail averages out evenly; a smooth cubic when enlarging.
        case best
    }

    /// The canvas's size, in canvas units.
    public let size: Size
    /// Pixels (or, for a PDF, points) per canvas unit.
    public let scale: Double
    /// What ``encoded()`` makes.
    public let output: Output
    /// The image's width in pixels (or the page's width in points, rounded up).
    public let pixelWidth: Int
    /// The image's height in pixels (or the page's height in points, rounded up).
    public let pixelHeight: Int

    private let surface: Surface
    private let context: Context
    /// Canvas units to pixels.
    private let toPixels: Transform
    /// The surface's area and a margin, in pixels: pieces are cut to it before Cairo sees them.
    private let clipBox: ClipBox
    private var isFinished = false

    /// Creates an empty, transparent canvas.
    /// - Parameters:
    ///   - size: The canvas, in canvas units.
    ///   - scale: Pixels (or PDF points) per canvas unit; a finite number above 0.
    ///   - output: A PNG or a PDF.
    ///   - maximumPixels: For a PNG, the most pixels the image may have; a bigger one is refused
    ///     before any memory is allocated.
    /// - Throws: ``CairoError`` when the size or scale is out of range, the image would be over
    ///   the pixel limit, or Cairo fails.
    public init(
        size: Size, scale: Double = 1, output: Output = .png, maximumPixels: Int = RenderOptions.default.maximumPixels
    ) throws(CairoError) {
        guard Framing.hasArea(size) else {
            throw CairoError(
                .invalidSize, operation: "sizing the image",
                problem:
                    "the canvas is \(size.width)×\(size.height) units; a canvas needs a positive, finite width and height"
            )
        }
        let frame = try RenderOptions(scale: scale, maximumPixels: output == .png ? maximumPixels : Int.max).imageFrame(
            canvas: size, inkBounds: nil)
        switch output {
        case .png: surface = try ImageSurface(width: frame.width, height: frame.height)
        case .svg: surface = try SVGSurface(width: size.width * scale, height: size.height * scale)
        case .pdf: surface = try PDFSurface(width: size.width * scale, height: size.height * scale)
        }
        context = try Context(surface: surface)
        context.setAntialias(.good)
        self.size = size
        self.scale = scale
        self.output = output
        pixelWidth = frame.width
        pixelHeight = frame.height
        toPixels = frame.transform
        clipBox = ClipBox(width: frame.width, height: frame.height)
    }

    /// Paints the whole canvas with a colour, over what is there.
    public func fill(_ color: Color) {
        context.setTransform(toPixels)
        context.newPath()
        context.rectangle(Rect(origin: .zero, size: size))
        context.setSource(color)
        context.fill(rule: .nonZero)
    }

    /// Draws an image over what is there.
    /// - Parameters:
    ///   - image: The image; its pixel (x, y) spans x…x+1, y…y+1 of its own plane.
    ///   - transform: Maps the image's plane to the canvas: `.scale(x: 0.5, y: 0.5)` draws it at
    ///     half its pixel size at the top-left corner. It must not flatten the image.
    ///   - filter: How its pixels are sampled. Default ``ImageFilter/good``.
    /// - Throws: ``CairoError`` when the transform flattens the image or is not finite, or the
    ///   image cannot be handed to Cairo.
    public func draw(_ image: RasterImage, transform: Transform, filter: ImageFilter = .good) throws(CairoError) {
        let placement = transform.concatenating(toPixels)
        guard placement.inverted != nil,
            [placement.a, placement.b, placement.c, placement.d, placement.tx, placement.ty].allSatisfy(\.isFinite)
        else {
            throw CairoError(
                .invalidOptions, operation: "placing an image", problem: "its transform flattens it or is not finite")
        }
        let corners = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)).corners.map {
            $0.applying(placement)
        }
        // The image's outline goes to Cairo in pixels, cut to the surface, so that a huge or far
        // image cannot overflow Cairo's fixed-point coordinates; the pixels keep their placement
        // because a source is fixed to the user space in effect when it is set.
        guard let outline = clipBox.clip(corners), let first = outline.first else { return }
        let source = try image.makeSurface()
        context.withSavedState {
            context.setTransform(placement)
            context.setSource(source, filter: Self.contextFilter(filter))
            context.setTransform(.identity)
            context.newPath()
            context.move(to: first)
            for corner in outline.dropFirst() { context.line(to: corner) }
            context.closePath()
            context.fill(rule: .nonZero)
        }
    }

    /// Draws a drawing's strokes over what is there, at the output's resolution.
    ///
    /// Ink is painted as ``DrawingRenderer`` paints it, with the same outlines; a transform that
    /// stretches one way more than the other stretches the ink with it, as it would the drawing's
    /// image.
    /// - Parameters:
    ///   - drawing: The strokes; the drawing's canvas plays no part.
    ///   - transform: Maps the drawing's canvas coordinates to this canvas.
    ///   - ink: The ink options; `nil` uses the drawing's own, else the defaults.
    /// - Throws: ``CairoError`` when Cairo cannot make what the ink needs (a pencil's grain).
    public func draw(_ drawing: Drawing, transform: Transform, ink: InkOptions? = nil) throws(CairoError) {
        let placement = transform.concatenating(toPixels)
        guard placement.determinant != 0, placement.determinant.isFinite else { return }
        let painter = InkPainter(options: ink, tool: nil)
        let (strokes, outlines) = painter.prepare(drawing, resolution: InkPainter.resolution(of: placement))
        for (stroke, outline) in zip(strokes, outlines) {
            try painter.paint(stroke, outline: outline, placement: placement, clipBox: clipBox, in: context)
        }
    }

    /// The picture as pixels; only for ``Output/png``.
    /// - Throws: ``CairoError`` when Cairo failed while drawing, or the output is a PDF.
    public func image() throws(CairoError) -> RasterImage {
        guard let surface = surface as? ImageSurface else {
            throw CairoError(
                .invalidOptions, operation: "reading the picture's pixels",
                problem: "\(output == .pdf ? "a PDF" : "an SVG") has no pixels")
        }
        try context.checkStatus("compositing the picture")
        return try RasterImage(surface: surface)
    }

    /// The picture as a file's bytes: a PNG, an SVG or a PDF, as ``output`` says. An SVG or a PDF
    /// is complete once this has run, and nothing more can be drawn on it.
    /// - Throws: ``CairoError`` when Cairo failed while drawing or encoding.
    public func encoded() throws(CairoError) -> [UInt8] {
        try context.checkStatus("compositing the picture")
        switch surface {
        case let image as ImageSurface:
            return try image.pngData()
        case let pdf as PDFSurface:
            guard !isFinished else {
                throw CairoError(.invalidOptions, operation: "writing the PDF", problem: "the PDF was already written")
            }
            isFinished = true
            return try pdf.finish()
        case let svg as SVGSurface:
            guard !isFinished else {
                throw CairoError(.invalidOptions, operation: "writing the SVG", problem: "the SVG was already written")
            }
            isFinished = true
            return try svg.finish()
        default:
            throw CairoError(.invalidOptions, operation: "encoding the picture", problem: "unknown kind of surface")
        }
    }

    private static func contextFilter(_ filter: ImageFilter) -> Context.ImageFilter {
        switch filter {
        case .nearest: .nearest
        case .good: .good
        case .best: .best
        }
    }
}
