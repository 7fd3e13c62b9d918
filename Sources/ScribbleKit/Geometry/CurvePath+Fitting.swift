extension CurvePath {
    /// Cubic Bézier curves through a closed polygon, within `tolerance` of it: one subpath
    /// (`move`, curves and lines, `close`) that runs round the polygon in its own order, so that it
    /// keeps the polygon's winding.
    ///
    /// The curves follow Schneider's fitting of digitised curves (see `CubicCurveFitter`): long
    /// smooth stretches become a few cubics that meet with a common tangent. Vertices where the
    /// polygon turns by more than 45° are corners and stay sharp (a flat cap, a nib's corner, a
    /// cusp where the polygon crosses itself); straight stretches become lines.
    ///
    /// - Parameters:
    ///   - polygon: The vertices of a ring, the first not repeated at the end. Vertices that are not
    ///     finite are left out, and so are vertices within a twentieth of the tolerance of the one
    ///     before.
    ///   - tolerance: How far the path may stray from the polygon's edges, in its units. Not a
    ///     positive finite number keeps every vertex, joined by straight lines.
    /// - Returns: The subpath, or an empty path when fewer than three vertices are left.
    public init(fittingClosedPolygon polygon: [Point], tolerance: Double) {
        let fits = tolerance > 0 && tolerance.isFinite
        let ring = PolylineCorners.distinctPoints(
            polygon, spacing: fits ? tolerance * PolylineCorners.mergedShareOfTolerance : 0, closed: true)
        guard ring.count >= 3 else {
            self.init()
            return
        }
        let count = ring.count
        let corners = ring.indices.filter { index in
            !fits || PolylineCorners.isCorner(ring[(index + count - 1) % count], ring[index], ring[(index + 1) % count])
        }
        // Start at a corner when there is one, so that every run ends at corners; otherwise start
        // anywhere and let the run close on itself smoothly.
        let start = corners.first ?? 0
        var points = Array(ring[start...] + ring[..<start])
        points.append(points[0])
        var elements: [Element] = [.move(to: points[0])]
        if fits {
            let fitter = CubicCurveFitter(tolerance: tolerance)
            if corners.isEmpty {
                // Both ends of the run are the same smooth point: one tangent, leaving either way.
                let tangent = (points[1] - points[count - 1]).normalized
                fitter.fit(points, from: 0, to: count, startTangent: tangent, endTangent: -tangent, into: &elements)
            } else {
                let runEnds = corners.map { ($0 - start + count) % count } + [count]
                for (first, last) in zip(runEnds, runEnds.dropFirst()) {
                    Self.fitRun(points, from: first, to: last, with: fitter, into: &elements)
                }
            }
        } else {
            for point in points.dropFirst() { elements.append(.line(to: point)) }
        }
        // The close draws the last straight line back to the start by itself.
        if case .line = elements.last { elements.removeLast() }
        elements.append(.close)
        self.init(elements)
    }

    /// Cubic Bézier curves along an open polyline, within `tolerance` of it: one subpath from its
    /// first point to its last, smooth where the polyline is smooth, with a corner wherever it turns
    /// by more than 45° and lines along straight stretches.
    ///
    /// - Parameters:
    ///   - polyline: The points in order. Points that are not finite are left out, and so are
    ///     points within a twentieth of the tolerance of the one before.
    ///   - tolerance: How far the path may stray from the polyline, in its units. Not a positive
    ///     finite number keeps every point, joined by straight lines.
    /// - Returns: The subpath; a lone `move` when one point is left (the polyline has no length),
    ///   an empty path when none is.
    public init(fittingPolyline polyline: [Point], tolerance: Double) {
        let fits = tolerance > 0 && tolerance.isFinite
        let points = PolylineCorners.distinctPoints(
            polyline, spacing: fits ? tolerance * PolylineCorners.mergedShareOfTolerance : 0, closed: false)
        guard let first = points.first else {
            self.init()
            return
        }
        var elements: [Element] = [.move(to: first)]
        if fits {
            let fitter = CubicCurveFitter(tolerance: tolerance)
            let inner = points.indices.dropFirst().dropLast()
            let runEnds =
                [0] + inner.filter { PolylineCorners.isCorner(points[$0 - 1], points[$0], points[$0 + 1]) } + [
                    points.count - 1
                ]
            for (start, end) in zip(runEnds, runEnds.dropFirst()) {
                Self.fitRun(points, from: start, to: end, with: fitter, into: &elements)
            }
        } else {
            for point in points.dropFirst() { elements.append(.line(to: point)) }
        }
        self.init(elements)
    }

    /// Fits the run of points between two corners (or ends), its end tangents taken from the run.
    private static func fitRun(
        _ points: [Point], from first: Int, to last: Int, with fitter: CubicCurveFitter, into elements: inout [Element]
    ) {
        guard last > first else { return }
        let startTangent = PolylineCorners.endTangent(points, at: first, towards: last, reach: fitter.tolerance)
        let endTangent = PolylineCorners.endTangent(points, at: last, towards: first, reach: fitter.tolerance)
        fitter.fit(points, from: first, to: last, startTangent: startTangent, endTangent: endTangent, into: &elements)
    }
}
