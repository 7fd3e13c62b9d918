/// The bounds of what a drawing may hold, which every reader checks where a document enters:
/// coordinates, ink widths and canvas sides past them are refused (or, where a format says so,
/// drawn at the limit), so that the model never holds a value that no canvas could show.
///
/// They sit far inside ``InkGeometryLimits``, the range in which ink is computed.
public enum ModelLimits {
    /// Coordinates farther from the origin than this, in canvas units, are refused: 10⁷.
    public static let maximumCoordinate = 10_000_000.0
    /// Canvas sides longer than this, in canvas units, are refused: 10⁷.
    public static let maximumCanvasSide = 10_000_000.0
    /// Ink wider than this, in canvas units, is refused: 10⁴.
    public static let maximumInkWidth = 10_000.0
}
