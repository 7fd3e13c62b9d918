extension Stroke {
    /// The outline of the stroke's ink on the canvas: its points steadied, fitted with a smooth
    /// curve and given a width by its ink, its tool, its pressure and the options, as closed
    /// polygons to fill with the non-zero rule.
    ///
    /// The stroke's transform is applied, and widths grow by the transform's average scale.
    /// A stroke without points, whose ink has no width or whose transform flattens the plane has
    /// an empty outline; one point, or several at one place, gives a round dot as wide as the ink
    /// at that pressure. Points whose location on the canvas is not finite, or lies beyond ±10¹²
    /// units, are left out, and no ink is drawn wider than 10¹² units, so that every coordinate of
    /// the outline is finite.
    ///
    /// The outline is made for an output that shows one canvas unit as `resolution` pixels: the
    /// curve is flattened, and round joins and caps are cut, within ``InkOptions/tolerance`` of
    /// those pixels, so that a picture rendered at 16× is as smooth as one at 1×, and a thumbnail
    /// costs less. The outline at one resolution is a finer or coarser cut of the same ink.
    ///
    /// - Parameters:
    ///   - options: how to steady, fit and shape the ink.
    ///   - resolution: output pixels per canvas unit (a render's scale); kept within
    ///     ``InkOutline/resolutionRange``, and 1 when it is not a positive number.
    /// - Returns: the same outline, bit for bit, every time for the same stroke, options and resolution.
    public func outline(options: InkOptions = .default, resolution: Double = 1) -> InkOutline {
        let pipeline = InkPipeline()
        return pipeline.outline(of: self, options: options, resolution: resolution)
    }
}

extension Drawing {
    /// The outlines of every stroke's ink, in drawing order, for an output of `resolution` pixels
    /// per canvas unit (see ``Stroke/outline(options:resolution:)``).
    public func outlines(options: InkOptions = .default, resolution: Double = 1) -> [InkOutline] {
        var outlines: [InkOutline] = []
        outlines.reserveCapacity(strokes.count)
        forEachOutline(options: options, resolution: resolution) { _, outline in outlines.append(outline) }
        return outlines
    }

    /// Builds every stroke's outline in drawing order and hands each to `body` with its stroke as
    /// soon as it is built, keeping none: the outlines are the ones ``outlines(options:resolution:)`` returns,
    /// but only one is in memory at a time.
    /// - Throws: what `body` throws; the strokes after it are not outlined.
    public func forEachOutline<Failure: Error>(
        options: InkOptions = .default, resolution: Double = 1, _ body: (Stroke, InkOutline) throws(Failure) -> Void
    ) throws(Failure) {
        let pipeline = InkPipeline()
        for stroke in strokes {
            try body(stroke, pipeline.outline(of: stroke, options: options, resolution: resolution))
        }
    }
}
