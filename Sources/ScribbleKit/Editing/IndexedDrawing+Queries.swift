/// Hit testing and selection queries. Each asks the index for the strokes whose ink box meets the
/// query's region (grown by the tolerance), then tests those candidates exactly, as the
/// `Stroke` tests of the same names do (see `Stroke+HitTesting.swift` for how ink is measured):
/// the answers are those of testing every stroke, found without looking at most of them.
///
/// Answers are stroke indices in drawing order. A point, tolerance, fraction or shape that is not
/// finite, an empty path and an empty lasso find nothing; tolerances and fractions below 0 count as 0.
extension IndexedDrawing {
    /// The strokes whose ink, taken by its widest, comes within `tolerance` of `point`.
    /// - Parameters:
    ///   - point: a place on the canvas.
    ///   - tolerance: how far from the ink still counts, in canvas units.
    /// - Returns: stroke indices, ascending.
    public func strokes(at point: Point, tolerance: Double = 0) -> [Int] {
        guard let tolerance = Stroke.validTolerance(tolerance), Stroke.isFinite([point]) else { return [] }
        return candidates(near: IndexBox(point), tolerance: tolerance) { line in line.isWithin(tolerance, of: point) }
    }

    /// The strokes whose ink as drawn comes within `tolerance` of `point`: the point is inside a
    /// candidate's outline, made with `options` for `resolution`, or that near its edge. Dearer
    /// than ``strokes(at:tolerance:)`` by an outline for each stroke near the point.
    ///
    /// The candidates are the strokes whose ink box (``Stroke/bounds``) comes within `tolerance`
    /// of the point, as for every query. An outline can reach a little past that box: the fitted
    /// curve overshoots a sharp turn by a fraction of a unit, and perfect-freehand draws a very
    /// short, thin stroke as a blob a few units across. A point only there is not found.
    /// - Parameters:
    ///   - point: a place on the canvas.
    ///   - tolerance: how far from the ink still counts, in canvas units.
    ///   - options: the ink options the drawing is drawn with (its own ``inkOptions``, or a render's).
    ///   - resolution: the output pixels per canvas unit the outlines are made for.
    /// - Returns: stroke indices, ascending.
    public func strokes(at point: Point, tolerance: Double = 0, options: InkOptions, resolution: Double = 1) -> [Int] {
        guard let tolerance = Stroke.validTolerance(tolerance), Stroke.isFinite([point]) else { return [] }
        return index.candidates(intersecting: IndexBox(point).outset(by: tolerance).outsetForRounding()).filter {
            strokes[$0].isHit(at: point, tolerance: tolerance, options: options, resolution: resolution)
        }
    }

    /// The strokes whose ink, taken by its widest, comes within `tolerance` of the segment from
    /// `start` to `end`.
    /// - Parameters:
    ///   - start: one end, on the canvas.
    ///   - end: the other end.
    ///   - tolerance: how far from the ink still counts, in canvas units.
    /// - Returns: stroke indices, ascending.
    public func strokes(touchingSegmentFrom start: Point, to end: Point, tolerance: Double = 0) -> [Int] {
        strokes(touchingPath: [start, end], tolerance: tolerance)
    }

    /// The strokes whose ink, taken by its widest, comes within `tolerance` of the open path through
    /// `path`, as a stroke eraser of width 2 × `tolerance` moved along it removes them. The index is
    /// asked segment by segment, so a long path across the canvas costs what its neighbourhood holds.
    /// - Parameters:
    ///   - path: the path's points in order, on the canvas.
    ///   - tolerance: how far from the ink still counts, in canvas units.
    /// - Returns: stroke indices, ascending.
    public func strokes(touchingPath path: [Point], tolerance: Double = 0) -> [Int] {
        guard let tolerance = Stroke.validTolerance(tolerance), Stroke.isFinite(path), let first = path.first else {
            return []
        }
        guard path.count > 1 else { return strokes(at: first, tolerance: tolerance) }
        var hit = Set<Int>()
        for (start, end) in zip(path, path.dropFirst()) {
            let area = IndexBox(start, end).outset(by: tolerance).outsetForRounding()
            index.visitCandidates(intersecting: area) { candidate in
                guard !hit.contains(candidate), let line = StrokeCenterLine(strokes[candidate]),
                    line.isWithin(tolerance, ofSegment: start, end)
                else { return }
                hit.insert(candidate)
            }
        }
        return hit.sorted()
    }

    /// The strokes whose ink, taken by its widest, comes within `tolerance` of `rect` (its inside or
    /// its edge).
    /// - Parameters:
    ///   - rect: a region of the canvas, whichever way its size points.
    ///   - tolerance: how far from the ink still counts, in canvas units.
    /// - Returns: stroke indices, ascending.
    public func strokes(touching rect: Rect, tolerance: Double = 0) -> [Int] {
        strokes(touching: Lasso(rect), tolerance: tolerance)
    }

    /// The strokes whose ink, taken by its widest, comes within `tolerance` of the region `lasso`
    /// holds (its inside by the non-zero rule, or its path).
    /// - Parameters:
    ///   - lasso: the region.
    ///   - tolerance: how far from the ink still counts, in canvas units.
    /// - Returns: stroke indices, ascending.
    public func strokes(touching lasso: Lasso, tolerance: Double = 0) -> [Int] {
        guard let tolerance = Stroke.validTolerance(tolerance), !lasso.isEmpty else { return [] }
        return candidates(near: lasso.box, tolerance: tolerance) { line in line.touches(lasso, tolerance: tolerance) }
    }

    /// The strokes more than `fraction` of whose centre line, by length, lies inside `rect` (see
    /// the lasso form).
    /// - Parameters:
    ///   - rect: a region of the canvas, whichever way its size points.
    ///   - fraction: the share of a stroke's length that must be exceeded, 0…1.
    /// - Returns: stroke indices, ascending.
    public func strokes(inside rect: Rect, byMoreThan fraction: Double) -> [Int] {
        strokes(inside: Lasso(rect), byMoreThan: fraction)
    }

    /// The strokes more than `fraction` of whose centre line, by length, lies inside `lasso` (its
    /// ``Stroke/coverage(in:)``): 0.5 takes the strokes mostly inside, 0 every stroke with
    /// any length inside, and 1 none (a share is never more than 1).
    /// - Parameters:
    ///   - lasso: the region.
    ///   - fraction: the share of a stroke's length that must be exceeded, 0…1.
    /// - Returns: stroke indices, ascending.
    public func strokes(inside lasso: Lasso, byMoreThan fraction: Double) -> [Int] {
        guard fraction.isFinite, !lasso.isEmpty else { return [] }
        let fraction = Swift.max(0, fraction)
        return candidates(near: lasso.box, tolerance: 0) { line in line.coverage(in: lasso) > fraction }
    }

    /// The candidates whose ink box meets `box` grown by `tolerance` and that pass `test`, ascending.
    private func candidates(near box: IndexBox, tolerance: Double, where test: (StrokeCenterLine) -> Bool) -> [Int] {
        index.candidates(intersecting: box.outset(by: tolerance).outsetForRounding()).filter { candidate in
            StrokeCenterLine(strokes[candidate]).map(test) ?? false
        }
    }
}
