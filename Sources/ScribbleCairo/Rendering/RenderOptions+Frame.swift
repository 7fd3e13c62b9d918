import ScribbleKit

extension RenderOptions {
    /// The frame a drawing's image is drawn in: the framing's, within the pixel limit and the
    /// widest image Cairo draws.
    /// - Parameters:
    ///   - canvas: The drawing's canvas.
    ///   - inkBounds: The box around its ink, or `nil` when it has none.
    /// - Throws: ``CairoError`` as the framing refuses it.
    func imageFrame(canvas: Size, inkBounds: Rect?) throws(CairoError) -> Frame {
        let limits = FrameLimits(maximumPixels: maximumPixels, maximumSide: CairoError.maximumDimension)
        do {
            return try framing.frame(canvas: canvas, inkBounds: inkBounds, limits: limits)
        } catch {
            throw CairoError(framing: error)
        }
    }
}
