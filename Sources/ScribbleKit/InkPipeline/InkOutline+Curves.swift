extension InkOutline {
    /// The outline as cubic Bézier curves, for vector output: each polygon fitted within
    /// `tolerance` (see ``CurvePath/init(fittingClosedPolygon:tolerance:)``), one closed subpath a
    /// polygon in the same order, each winding as its polygon does, so the path fills with the
    /// non-zero rule as the polygons do. Corners (flat caps, a nib's corners, cusps where the
    /// outline crosses itself) stay sharp.
    ///
    /// Vector writers pass a tenth of an output pixel: `0.1 / scale` canvas units.
    /// - Parameter tolerance: How far the curves may stray from the polygons, in canvas units; not
    ///   a positive finite number keeps every vertex, joined by straight lines.
    /// - Returns: The path; empty when the outline is.
    public func curves(tolerance: Double) -> CurvePath {
        CurvePath(polygons.flatMap { CurvePath(fittingClosedPolygon: $0, tolerance: tolerance).elements })
    }
}
