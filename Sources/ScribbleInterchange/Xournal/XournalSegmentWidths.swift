/// A stroke's widths per segment as Xournal++ reads them, repaired as its loader repairs them:
/// what is left of the stroke, in pieces, each with the width of each of its segments.
///
/// Xournal++ gives point *i* the *i*-th width of the list and then (`XmlParser::parseStrokeText`,
/// `LoadHandler::setStrokePoints` and `fixNullPressureValues`):
/// - cuts a stroke with fewer widths than segments after the point of its last width;
/// - drops the widths past the last segment;
/// - leaves out every segment whose width is 0 or less, or not a number, splitting the stroke
///   there into strokes of the runs of segments that are left, and leaves a stroke none of whose
///   segments is wider than 0 out altogether.
struct XournalSegmentWidths: Equatable {
    /// A run of points that is kept as a stroke, with the width of each of its segments.
    struct Piece: Equatable {
        /// The points, as indices into the stroke's points.
        var points: Range<Int>
        /// The width of the segment from each point but the last; empty for a stroke of one width.
        var widths: [Double]
    }

    /// The strokes that are left, in order: the whole stroke when nothing needs repair.
    var pieces: [Piece]
    /// Whether the stroke had fewer widths than segments, and was cut after its last.
    var cutShort = false
    /// Whether widths past the last segment were dropped.
    var droppedExtraWidths = false
    /// Whether segments of width 0 or less (or not a number) were left out.
    var droppedSegments = false

    /// The repair of a stroke of `pointCount` points (two or more) whose widths per segment are
    /// `widths` (none for a stroke of one width).
    init(widths: [Double], pointCount: Int) {
        guard !widths.isEmpty else {
            pieces = [Piece(points: 0..<pointCount, widths: [])]
            return
        }
        var count = pointCount
        if widths.count + 1 < count {
            count = widths.count + 1
            cutShort = true
        }
        droppedExtraWidths = widths.count > count - 1
        let segments = widths.prefix(count - 1)
        guard segments.contains(where: { !($0 > 0) }) else {
            pieces = [Piece(points: 0..<count, widths: Array(segments))]
            return
        }
        droppedSegments = true
        pieces = []
        var start: Int?
        for index in 0...segments.count {
            let isKept = index < segments.count && segments[index] > 0
            if isKept, start == nil { start = index }
            if !isKept, let first = start {
                pieces.append(Piece(points: first..<(index + 1), widths: Array(segments[first..<index])))
                start = nil
            }
        }
    }
}
