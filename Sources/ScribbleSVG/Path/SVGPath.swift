import ScribbleKit

/// A path as SVG's `d` attribute describes it: a list of absolute segments in subpaths.
///
/// Parse path data leniently with ``parse(_:)``, which keeps everything up to the first
/// mistake as browsers do and reports the mistake, or strictly with ``init(parsing:)``,
/// which throws it. ``flattened(tolerance:transform:)`` turns the curves into polylines.
///
/// ```swift
/// let (path, error) = SVGPath.parse("M 10 10 C 20 20 40 20 50 10 L 60#")
/// // path has the move, the curve and nothing of the broken L;
/// // error?.description == "byte 32: expected a number for the y of L, found \"#\""
/// let polylines = path.flattened(tolerance: 0.1)
/// ```
public struct SVGPath: Hashable, Sendable {
    /// The segments, in absolute coordinates.
    public var segments: [SVGPathSegment]

    /// Creates a path from segments.
    public init(segments: [SVGPathSegment] = []) {
        self.segments = segments
    }

    /// Parses path data as browsers do: the path holds every segment before the first mistake.
    /// - Parameter data: Path data, e.g. `"M 0 0 L 10 10"`; empty data is a valid, empty path.
    /// - Returns: The path, and the first mistake when there is one.
    public static func parse(_ data: String) -> (path: SVGPath, error: SVGPathError?) {
        withScanner(over: data) { scanner in parse(scanner.bytes) }
    }

    /// Parses path data from its UTF-8 bytes as browsers do: the path holds every segment before the
    /// first mistake.
    /// - Parameter utf8: The bytes of the path data.
    /// - Returns: The path, and the first mistake when there is one.
    public static func parse<Bytes: Collection<UInt8>>(utf8: Bytes) -> (path: SVGPath, error: SVGPathError?) {
        withScanner(over: utf8) { scanner in parse(scanner.bytes) }
    }

    /// Parses path data that must be valid.
    /// - Parameter data: Path data, e.g. `"M 0 0 L 10 10"`.
    /// - Throws: `SVGPathError` at the first mistake, naming its byte offset and what was expected.
    public init(parsing data: String) throws(SVGPathError) {
        let (path, error) = Self.parse(data)
        if let error { throw error }
        self = path
    }

    /// Parses path data, given as UTF-8 bytes, that must be valid.
    /// - Throws: `SVGPathError` at the first mistake, naming its byte offset and what was expected.
    public init<Bytes: Collection<UInt8>>(parsingUTF8 utf8: Bytes) throws(SVGPathError) {
        let (path, error) = Self.parse(utf8: utf8)
        if let error { throw error }
        self = path
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (path: SVGPath, error: SVGPathError?) {
        var parser = SVGPathParser(bytes)
        let error = parser.parse()
        return (SVGPath(segments: parser.segments), error)
    }

    /// Parses path data as ``parse(_:)`` does, but stops once the path has more than `segmentLimit`
    /// segments, so that no path data, however long, costs more memory than that.
    /// - Returns: The path, the first mistake, and whether the parser stopped at the limit.
    static func parse(_ data: String, segmentLimit: Int) -> (
        path: SVGPath, error: SVGPathError?, exceededSegmentLimit: Bool
    ) {
        withScanner(over: data) { scanner in
            var parser = SVGPathParser(scanner.bytes, segmentLimit: segmentLimit)
            let error = parser.parse()
            return (SVGPath(segments: parser.segments), error, parser.exceededSegmentLimit)
        }
    }

    /// The path as polylines, one per subpath that draws something, curves and arcs cut into chords
    /// that stray no further than `tolerance` from them.
    ///
    /// A subpath that is only a move draws nothing and is left out; a closed subpath ends with its
    /// start point; a subpath that draws but never leaves its start (`M 5 5 Z`, `M 5 5 L 5 5`) is two
    /// equal points.
    /// - Parameters:
    ///   - tolerance: The largest distance between a curve and its chords, in the units after
    ///     `transform`; 0.1 by default (anything not positive and finite counts as 0.1).
    ///   - transform: Applied to the path before it is cut, so that the tolerance holds on the canvas.
    ///   A curve is cut into at most 65,536 chords, however small the tolerance is next to it.
    /// - Returns: The polylines, each with at least two points.
    public func flattened(tolerance: Double = 0.1, transform: Transform = .identity) -> [[Point]] {
        flattened(tolerance: tolerance, transform: transform, pointLimit: .max).polylines
    }

    /// The polylines, stopping once they have `pointLimit` points in all.
    func flattened(tolerance: Double, transform: Transform, pointLimit: Int) -> (
        polylines: [[Point]], exceededPointLimit: Bool
    ) {
        var flattener = PathFlattener(tolerance: tolerance, transform: transform, pointLimit: pointLimit)
        flattener.add(segments)
        let exceeded = flattener.exceededPointLimit
        return (flattener.finish(), exceeded)
    }

    /// The polylines, and beside each the exact geometry of its subpath after `transform` (arcs
    /// as cubics within 10⁻⁷ of their radius, quadratics raised to cubics exactly), stopping once
    /// the polylines have `pointLimit` points or the curves `elementLimit` elements in all.
    func flattenedKeepingCurves(tolerance: Double, transform: Transform, pointLimit: Int, elementLimit: Int)
        -> (polylines: [[Point]], curves: [CurvePath], exceededLimit: Bool)
    {
        var flattener = PathFlattener(
            tolerance: tolerance, transform: transform, pointLimit: pointLimit, keepsCurves: true,
            curveElementLimit: elementLimit)
        flattener.add(segments)
        let exceeded = flattener.exceededPointLimit
        let polylines = flattener.finish()
        return (polylines, flattener.curves, exceeded)
    }
}
