import ScribbleKit

/// A drawing rendered to a PNG, with the sizing the render settled on.
public struct FramedPNG: Sendable, Equatable {
    /// The PNG file's bytes.
    public var png: [UInt8]
    /// The image's width in pixels.
    public var pixelWidth: Int
    /// The image's height in pixels.
    public var pixelHeight: Int
    /// The part of the drawing's canvas the image shows, in canvas units (see
    /// ``DrawingRenderer/visibleArea(of:)``).
    public var visibleArea: Rect
}

extension DrawingRenderer {
    /// Renders a drawing to a PNG and says how big the image is and which part of the canvas it
    /// shows: what ``renderPNG(_:)``, ``pixelSize(of:)`` and ``visibleArea(of:)`` give, with the
    /// strokes' outlines built once instead of three times.
    /// - Throws: ``CairoError`` as ``renderPNG(_:)`` does.
    public func renderFramedPNG(_ drawing: Drawing) throws(CairoError) -> FramedPNG {
        let (surface, frame) = try renderFramedSurface(drawing)
        return FramedPNG(
            png: try surface.pngData(compression: options.pngCompression), pixelWidth: frame.width,
            pixelHeight: frame.height, visibleArea: frame.visibleArea)
    }
}
