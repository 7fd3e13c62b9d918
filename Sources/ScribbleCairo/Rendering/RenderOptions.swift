import ScribbleKit

/// How a drawing becomes an image: its scale, its background, which part of the canvas it shows
/// and how big it may get.
public struct RenderOptions: Hashable, Sendable {
    /// Which part of the drawing the image shows, how big it is and what is under the ink: the
    /// framing the SVG and PDF writers use too. Default: the whole canvas at 1 pixel a unit, on white.
    public var framing: Framing
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

    /// Creates options with a framing; every other parameter has the documented default.
    public init(
        framing: Framing, maximumPixels: Int = 100_000_000, pngCompression: PNGCompression = .fast,
        ink: InkOptions? = nil, tool: InkTool? = nil
    ) {
        self.framing = framing
        self.pngCompression = pngCompression
        self.ink = ink
        self.tool = tool
        self.maximumPixels = maximumPixels
    }

    /// Creates options, the framing from its parts (see ``ScribbleKit/Framing``); every parameter
    /// has the documented default.
    public init(
        scale: Double = 1, background: Color? = .white, fit: Framing.Fit = .canvas, padding: Double = 16,
        maximumPixels: Int = 100_000_000, pngCompression: PNGCompression = .fast,
        ink: InkOptions? = nil, tool: InkTool? = nil
    ) {
        self.init(
            framing: Framing(fit: fit, padding: padding, scale: scale, background: background),
            maximumPixels: maximumPixels, pngCompression: pngCompression, ink: ink, tool: tool)
    }

    /// The whole canvas at 1 pixel per unit on white, at most 100 megapixels.
    public static let `default` = RenderOptions()

    /// Just the ink with 16 units of margin, on a transparent background: an image to place on a
    /// card or over other content.
    public static let cropped = RenderOptions(background: nil, fit: .bounds)
}
