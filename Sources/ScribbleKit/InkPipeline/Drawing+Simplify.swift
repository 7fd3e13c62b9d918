extension Drawing {
    /// The drawing with fewer points and the same ink, within `tolerance`: a smaller file that
    /// looks the same.
    ///
    /// Each stroke's points become its samples as the stabilizer leaves them (the smoothed curve
    /// passes through them), thinned by Ramer–Douglas–Peucker: a point goes when the line between
    /// the points kept either side passes within `tolerance` of it and, where the device reported
    /// pressure, the width there stays within it too. The ink of what is left is then drawn and
    /// compared with the original's, and points are put back wherever an edge of it moves by
    /// more than `tolerance`, or over a stretch by more than a tenth of it on average (and a
    /// hundredth of the ink's half width), so that simulated pressure (which reads the speed between the
    /// points) and the tapers (which read the length) hold as well. The points kept keep their
    /// times and the device's pressures; coordinates are rounded to a hundredth of a canvas unit,
    /// times to a tenth of a millisecond and pressures to a thousandth.
    ///
    /// Since the points are steadied already, the drawing's ``inkOptions`` become `options` with
    /// the stabilizer off (``InkOptions/Stabilizer/none``): a drawing simplified must be drawn with
    /// the options it carries. A stroke drawn from curves loses its ``Stroke/path`` (its points,
    /// cut for one pixel a canvas unit, are its geometry now), a piece an eraser left keeps its
    /// ``Stroke/visibleRange`` at the same places of its new points, and a stroke that draws
    /// nothing, or whose transform flattens the plane, is kept as it is. Under perfect-freehand's
    /// outlines (``InkOptions/perfectFreehand``), which smooth the points their own way, the
    /// drawing is returned as it is.
    ///
    /// - Parameters:
    ///   - tolerance: how far an edge of the ink may move, in canvas units; 0 or less, or not a
    ///     number, returns the drawing as it is. 0.25 halves a pen recording without a visible change.
    ///   - options: the ink options the drawing is drawn with when it carries none.
    /// - Returns: the simplified drawing, the same strokes in the same order.
    public func simplified(tolerance: Double, options: InkOptions = .default) -> Drawing {
        let options = inkOptions ?? options
        guard tolerance > 0, tolerance.isFinite, options.perfectFreehand == nil else { return self }
        let simplifier = StrokeSimplifier(tolerance: tolerance, options: options)
        var simplified = self
        simplified.strokes = strokes.map { simplifier.simplify($0) }
        simplified.inkOptions = simplifier.simplifiedOptions
        return simplified
    }
}
