extension Framing {
    /// The most rounds ``drawing(_:withStrokesPixelsWide:)`` settles the scale in. Each round
    /// shrinks the error by about the ink's reach over the picture's side (a hundredth, for 3
    /// pixels in 256), once the widths are near; a drawing whose own widths were far off (ink 4
    /// units wide on a doodle half a unit across) takes a few rounds more to get near.
    static let maximumStrokeWidthRounds = 16

    /// The drawing with every stroke's ink made `pixels` output pixels wide, as this framing frames
    /// it: each stroke's nominal width (what pressure and tapers then shape) set to `pixels` over
    /// the scale its stroke reaches the picture at.
    ///
    /// With a ``scale`` the answer is direct. With a ``fixedSize`` that fits the ink, the scale
    /// depends on the ink's extent, which depends on the widths; it is settled in rounds, each
    /// framing the ink of the widths the round before gave, until the scale stays put. So drawings
    /// of very different sizes, fitted into one size, come out with strokes equally thick, in a
    /// PNG, an SVG or a PDF alike.
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
        // Only a fixed size fitted to the ink has a scale that the widths change.
        let rounds = showsInk(on: drawing.canvas) && fixedSize != nil ? Self.maximumStrokeWidthRounds : 1
        var lastScale = 0.0
        for _ in 0..<rounds {
            // The limits are the writers' business: a picture too big is refused when it is drawn.
            let limits = FrameLimits(maximumSide: 1 << 40)
            guard let frame = try? frame(canvas: widened.canvas, inkBounds: widened.bounds, limits: limits) else {
                return drawing
            }
            let scale = frame.transform.averageScale
            guard scale.isFinite, scale > 0 else { return drawing }
            if abs(scale - lastScale) <= 1e-9 * scale { break }
            lastScale = scale
            for index in widened.strokes.indices {
                let width = pixels / (scale * widened.strokes[index].transform.averageScale)
                if width.isFinite, width > 0 { widened.strokes[index].ink.width = width }
            }
        }
        return widened
    }
}
