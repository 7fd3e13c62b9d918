import ScribbleKit

extension DrawingRenderer {
    /// The part of a drawing's canvas that its image shows, in canvas units: the image's pixels
    /// map onto this rectangle evenly (see ``ScribbleKit/Frame/visibleArea``).
    ///
    /// With ``ScribbleKit/Framing/Fit/bounds`` it is the box around the ink grown by the padding
    /// (and by the fraction of a pixel that rounding the image's size up adds); with
    /// ``ScribbleKit/Framing/Fit/canvas``, the canvas. Knowing it, the strokes can be drawn again exactly
    /// where the image shows them, at another scale (see ``Compositor``).
    /// - Throws: ``CairoError`` as ``renderImage(_:)`` would for the size.
    public func visibleArea(of drawing: Drawing) throws(CairoError) -> Rect {
        try frame(for: drawing).visibleArea
    }
}
