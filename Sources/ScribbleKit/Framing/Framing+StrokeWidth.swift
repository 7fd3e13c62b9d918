extension Framing {
    /// How many rounds ``drawing(_:withStrokesPixelsWide:)`` settles the scale in. Each round
    /// shrinks the error by about the width over the picture's side (3 pixels in 256: a hundredth),
    /// so three leave it far below a pixel's width.
    static let strokeWidthRounds = 3

    /// The drawing with every stroke's ink made `pixels` output pixels wide, as this framing frames
    /// it: each stroke's nominal width (what pressure and tapers then shape) set to `pixels` over
    /// the scale its stroke reaches the picture at.
    ///
    /// With a ``scale`` the answer is direct. With a ``fixedSize`` that fits the ink, the scale
    /// depends on the ink's extent, which depends on the widths; it is settled in a few rounds, each
    /// framing the ink of the widths the round before gave. So drawings of very different sizes,
    /// fitted into one size, come out with strokes equally thick, in a PNG, an SVG or a PDF alike.
    ///
    /// - Parameters:
    ///   - drawing: The drawing as it would be rendered.
    ///   - pixels: The width in output pixels; a drawing is returned as it is unless it is a finite
    ///     number above 0.
    /// - Returns: The drawing with its strokes' widths set; unchanged where the framing refuses it
    ///   (the writer then reports why).
    public func drawing(_ drawing: Drawing, withStrokesPixelsWide pixels: Double) -> Drawing {
        guard pixels.isFinite, pixels > 0, !drawing.strokes.isEmpty else { return drawing }
        var widened = drawing
        for _ in 0..<(showsInk(on: drawing.canvas) && fixedSize != nil ? Self.strokeWidthRounds : 1) {
            // The limits are the writers' business: a picture too big is refused when it is drawn.
            let limits = FrameLimits(maximumSide: 1 << 40)
            guard let frame = try? frame(canvas: widened.canvas, inkBounds: widened.bounds, limits: limits) else { return drawing }
            let scale = frame.transform.averageScale
            guard scale.isFinite, scale > 0 else { return drawing }
            for index in widened.strokes.indices {
                let strokeScale = scale * widened.strokes[index].transform.averageScale
                guard strokeScale.isFinite, strokeScale > 0 else { continue }
                widened.strokes[index].ink.width = Swift.min(pixels / strokeScale, ModelLimits.maximumInkWidth)
            }
        }
        return widened
    }
}
