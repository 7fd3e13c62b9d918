/// The range in which ink geometry is computed: within it, the difference of two coordinates and
/// a coordinate plus or minus half the ink's width are always finite, so no infinity (and then
/// no NaN) can come out of them. Distances that overflow when squared are handled where they are
/// measured, as too long to measure.
///
/// Both bounds are far beyond anything a canvas shows, so they change no drawing that can be seen.
enum InkGeometryLimits {
    /// The largest coordinate, in canvas units, that an outline is built around: a quarter of the
    /// largest double. Points further from the origin are left out, as points that are not
    /// finite are.
    static let maximumCoordinate = Double.greatestFiniteMagnitude / 4
    /// The widest ink, in canvas units: a quarter of the largest double. Wider ink is drawn this wide.
    static let maximumWidth = Double.greatestFiniteMagnitude / 4

    /// Whether a point on the canvas is close enough to the origin to build ink around.
    @inline(__always)
    static func contains(x: Double, y: Double) -> Bool {
        // Written so that NaN fails too.
        abs(x) <= maximumCoordinate && abs(y) <= maximumCoordinate
    }
}
