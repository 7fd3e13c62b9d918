extension InkOutline {
    /// Whether `point` is in the ink, or within `tolerance` of its edge: inside a polygon by the
    /// non-zero rule the outline is filled with, or as near as that to an edge of one.
    /// - Parameters:
    ///   - point: a place on the canvas.
    ///   - tolerance: how far outside the ink still counts, in canvas units; below 0 counts as 0.
    /// - Returns: `false` when the point or the tolerance is not finite.
    public func contains(_ point: Point, tolerance: Double = 0) -> Bool {
        guard point.x.isFinite, point.y.isFinite, tolerance.isFinite else { return false }
        let tolerance = Swift.max(0, tolerance)
        let limit = tolerance * tolerance
        var winding = 0
        for polygon in polygons {
            guard var previous = polygon.last else { continue }
            for vertex in polygon {
                winding += PlanarGeometry.winding(ofEdge: previous, vertex, around: point)
                if PlanarGeometry.distanceSquared(from: point, toSegment: previous, vertex) <= limit { return true }
                previous = vertex
            }
        }
        // The polygons are filled together, so their windings add up.
        return winding != 0
    }
}
