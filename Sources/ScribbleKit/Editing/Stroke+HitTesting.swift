/// Exact hit tests of one stroke, which the queries of ``IndexedDrawing`` make on the candidates
/// its index gives.
///
/// **Ink by its widest.** Except where an outline is given, a stroke's ink is taken to be its
/// centre line on the canvas (its samples in order, through its transform) grown by half the widest
/// its ink can be (``Ink/maximumWidth``, scaled by the transform's average scale), everywhere
/// along it: the bound ``Stroke/bounds`` uses. That is cheap, needs no ink options, and never misses
/// ink that is drawn; it takes a little more than the ink where a pen ran light or tapered. For a
/// point test against the ink exactly as drawn, pass the ink options to
/// ``isHit(at:tolerance:options:resolution:)``.
///
/// Tolerances below 0 count as 0. A point, tolerance or shape that is not finite hits nothing.
extension Stroke {
    /// The distance from `point` to the stroke's centre line on the canvas.
    /// - Parameter point: a place on the canvas.
    /// - Returns: `nil` when the stroke has no finite location (or its ink width is not a number)
    ///   or the point is not finite.
    public func centerLineDistance(to point: Point) -> Double? {
        guard point.x.isFinite, point.y.isFinite, let line = StrokeCenterLine(self) else { return nil }
        var nearest = Double.infinity
        line.forEachSegment { start, end in
            nearest = Swift.min(nearest, PlanarGeometry.distanceSquared(from: point, toSegment: start, end))
        }
        return nearest.squareRoot()
    }

    /// Whether the stroke's ink, taken by its widest, comes within `tolerance` of `point`: the
    /// centre line is no further from it than `tolerance` plus half the widest ink.
    /// - Parameters:
    ///   - point: a place on the canvas.
    ///   - tolerance: how far from the ink still counts, in canvas units.
    /// - Returns: `false` too when the stroke has no finite location.
    public func isHit(at point: Point, tolerance: Double = 0) -> Bool {
        guard let tolerance = Self.validTolerance(tolerance), point.x.isFinite, point.y.isFinite,
            let line = StrokeCenterLine(self)
        else { return false }
        return line.isWithin(tolerance, of: point)
    }

    /// Whether the stroke's ink as drawn comes within `tolerance` of `point`: the point is inside
    /// the outline that ``outline(options:resolution:)`` makes, or that near its edge.
    /// - Parameters:
    ///   - point: a place on the canvas.
    ///   - tolerance: how far from the ink still counts, in canvas units.
    ///   - options: the ink options the stroke is drawn with (a drawing's own, or what a render uses).
    ///   - resolution: the output pixels per canvas unit the outline is made for.
    /// - Returns: `false` too when the stroke leaves no ink.
    public func isHit(at point: Point, tolerance: Double = 0, options: InkOptions, resolution: Double = 1) -> Bool {
        guard let tolerance = Self.validTolerance(tolerance) else { return false }
        return outline(options: options, resolution: resolution).contains(point, tolerance: tolerance)
    }

    /// Whether the stroke's ink, taken by its widest, comes within `tolerance` of the segment
    /// from `start` to `end`.
    /// - Parameters:
    ///   - start: one end, on the canvas.
    ///   - end: the other end.
    ///   - tolerance: how far from the ink still counts, in canvas units.
    public func touches(segmentFrom start: Point, to end: Point, tolerance: Double = 0) -> Bool {
        touches(path: [start, end], tolerance: tolerance)
    }

    /// Whether the stroke's ink, taken by its widest, comes within `tolerance` of the open path
    /// through `path` (a path of one point is that point), as a stroke eraser's does.
    /// - Parameters:
    ///   - path: the path's points in order, on the canvas.
    ///   - tolerance: how far from the ink still counts, in canvas units.
    /// - Returns: `false` for an empty path or one with a point that is not finite.
    public func touches(path: [Point], tolerance: Double = 0) -> Bool {
        guard let tolerance = Self.validTolerance(tolerance), Self.isFinite(path), let first = path.first,
            let line = StrokeCenterLine(self)
        else { return false }
        guard path.count > 1 else { return line.isWithin(tolerance, of: first) }
        return zip(path, path.dropFirst()).contains { start, end in line.isWithin(tolerance, ofSegment: start, end) }
    }

    /// Whether the stroke's ink, taken by its widest, comes within `tolerance` of `rect` (its
    /// inside or its edge).
    /// - Parameters:
    ///   - rect: a region of the canvas, whichever way its size points.
    ///   - tolerance: how far from the ink still counts, in canvas units.
    public func touches(_ rect: Rect, tolerance: Double = 0) -> Bool {
        touches(Lasso(rect), tolerance: tolerance)
    }

    /// Whether the stroke's ink, taken by its widest, comes within `tolerance` of the region
    /// `lasso` holds (its inside by the non-zero rule, or its path).
    /// - Parameters:
    ///   - lasso: the region.
    ///   - tolerance: how far from the ink still counts, in canvas units.
    public func touches(_ lasso: Lasso, tolerance: Double = 0) -> Bool {
        guard let tolerance = Self.validTolerance(tolerance), let line = StrokeCenterLine(self) else { return false }
        return line.touches(lasso, tolerance: tolerance)
    }

    /// The share of the stroke's centre line, by length on the canvas, that lies inside `rect`,
    /// from 0 to 1, measured as for a lasso around it.
    /// - Parameter rect: a region of the canvas, whichever way its size points.
    public func coverage(in rect: Rect) -> Double {
        coverage(in: Lasso(rect))
    }

    /// The share of the stroke's centre line, by length on the canvas, that lies inside `lasso`
    /// (by the non-zero rule), from 0 to 1.
    ///
    /// Each segment of the line is cut where it crosses the lasso's path and the pieces whose
    /// middles are inside are added up, so a stroke half in and half out is 0.5 whatever its
    /// width; ink is not weighed. A stroke of no length (a dot) is 1 when inside and 0 when not.
    /// - Parameter lasso: the region.
    /// - Returns: 0 for an empty lasso, or a stroke with no finite location.
    public func coverage(in lasso: Lasso) -> Double {
        guard let line = StrokeCenterLine(self) else { return 0 }
        return line.coverage(in: lasso)
    }

    /// A tolerance that hit tests can use: at least 0, or `nil` when it is not finite.
    static func validTolerance(_ tolerance: Double) -> Double? {
        tolerance.isFinite ? Swift.max(0, tolerance) : nil
    }

    static func isFinite(_ points: [Point]) -> Bool {
        points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }
}
