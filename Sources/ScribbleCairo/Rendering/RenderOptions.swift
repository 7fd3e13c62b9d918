import ScribbleKit

/// How a drawing becomes an image: its scale, its background, which part of the canvas it shows
/// and how big it may get.
public struct RenderOptions: Hashable, Sendable {
    /// Which part of the drawing the image shows.
    public enum Fit: String, CaseIterable, Hashable, Sendable {
        /// The whole canvas: the image is the canvas's size times ``RenderOptions/scale``, and ink
        /// outside the canvas is cut off.
        case canvas
        /// Just the ink: the image is cropped to the box around every stroke's ink, grown by
        /// ``RenderOptions/padding`` on each side. A drawing without ink gives a blank image
        /// `2 × padding` units square (at least one pixel), so that a batch of drawings renders
        /// without stopping at an empty one.
        case bounds
    }

    /// Pixels per canvas unit: 2 renders a 800×600 canvas as 1600×1200 pixels, ink widths
    /// included. Must be a finite number above 0. Default 1.
    public var scale: Double
    /// What the image shows where there is no ink; `nil` leaves it transparent. Default white.
    public var background: Color?
    /// Which part of the drawing the image shows. Default ``Fit/canvas``.
    public var fit: Fit
    /// The margin around the ink for ``Fit/bounds``, in canvas units (so it grows with ``scale``);
    /// must be finite and not negative. Ignored for ``Fit/canvas``. Default 16.
    public var padding: Double
    /// The most pixels (width × height) an image may have; a bigger one is refused before any
    /// memory is allocated. Default 100 000 000 (100 megapixels, 400 MB of pixels).
    public var maximumPixels: Int
    /// How PNG output trades size for speed. Default ``PNGCompression/fast``.
    public var pngCompression: PNGCompression
    /// How strokes become ink (steadying, curve fitting, pressure, tapers); `nil`, the default,
    /// uses the options the drawing carries, or ``ScribbleKit/InkOptions/default`` when it has none.
    public var ink: InkOptions?
    /// A tool that replaces every stroke's own; `nil`, the default, keeps each stroke's tool.
    public var tool: InkTool?
    /// An image size fixed in pixels that the part of the drawing ``fit`` chooses is fitted into,
    /// centred, its aspect kept (see ``FixedImageSize``); ``scale`` and ``padding`` are then not
    /// used. `nil`, the default, sizes the image by ``scale``.
    public var fixedSize: FixedImageSize? = nil

    /// Creates options; every parameter has the documented default.
    public init(
        scale: Double = 1, background: Color? = .white, fit: Fit = .canvas, padding: Double = 16,
        maximumPixels: Int = 100_000_000, pngCompression: PNGCompression = .fast,
        ink: InkOptions? = nil, tool: InkTool? = nil
    ) {
        self.pngCompression = pngCompression
        self.ink = ink
        self.tool = tool
        self.scale = scale
        self.background = background
        self.fit = fit
        self.padding = padding
        self.maximumPixels = maximumPixels
    }

    /// The whole canvas at 1 pixel per unit on white, at most 100 megapixels.
    public static let `default` = RenderOptions()

    /// Just the ink with 16 units of margin, on a transparent background: an image to place on a
    /// card or over other content.
    public static let cropped = RenderOptions(background: nil, fit: .bounds)
}
