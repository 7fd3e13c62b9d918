/// The range in which ink geometry is computed: small enough that every sum, product and square
/// the stages form from coordinates and widths (the fourth power of a length at most) stays far
/// from overflowing to an infinity, and then to NaN; far beyond anything a canvas shows (readers
/// take coordinates up to ±10⁷, and Cairo draws at most 32767 pixels a side), so that it changes
/// no drawing that can be seen.
enum InkGeometryLimits {
    /// The largest coordinate, in canvas units, that an outline is built around: 10¹². Points
    /// further from the origin are left out, as points that are not finite are.
    static let maximumCoordinate = 1e12
    /// The widest ink, in canvas units: 10¹². Wider ink is drawn this wide.
    static let maximumWidth = 1e12

    /// Whether a point on the canvas is close enough to the origin to build ink around.
    static func contains(x: Double, y: Double) -> Bool {
        // Written so that NaN fails too.
        abs(x) <= maximumCoordinate && abs(y) <= maximumCoordinate
    }
}
