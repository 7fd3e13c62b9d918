import ScribbleKit

/// A change to the outline of a stroke in progress, as the page splices it into the outline it
/// has: the first ``keptAtStart`` and the last ``keptAtEnd`` vertices of its polygon stay, and
/// ``vertices`` replace those between.
public struct OutlineSplice: Equatable, Sendable {
    /// Vertices kept at the start of the polygon the page has.
    public var keptAtStart: Int
    /// Vertices kept at the end of the polygon the page has.
    public var keptAtEnd: Int
    /// The vertices that replace the rest.
    public var vertices: [Point]

    /// Creates a splice.
    public init(keptAtStart: Int, keptAtEnd: Int, vertices: [Point]) {
        self.keptAtStart = keptAtStart
        self.keptAtEnd = keptAtEnd
        self.vertices = vertices
    }

    /// `polygon` with the splice made, as the page makes it.
    public func applied(to polygon: [Point]) -> [Point] {
        Array(polygon.prefix(keptAtStart)) + vertices + Array(polygon.suffix(keptAtEnd))
    }
}

/// The outlines of the strokes in progress as the page last received them, so that each
/// `stroke` message carries what changed rather than the whole stroke so far.
///
/// A stroke's outline is one polygon, its two sides joined at the tail: as the stroke grows, the
/// settled start of one side and the settled end of the other stay as they were, and only the
/// vertices about the tail change. A message then says how many vertices the page keeps at the
/// polygon's start and at its end, and sends those between (``OutlineSplice``), so its length
/// follows the change, not the stroke. A stroke's first message, a finished or cancelled
/// stroke's, and any outline of more than one polygon go whole.
struct SentOutlines {
    private var sent: [Int: [Point]] = [:]

    /// The reply that tells the page of `update`, and what the page will then have.
    mutating func reply(for update: CanvasStrokeUpdate) -> CanvasReply {
        guard update.state == .drawing, update.outline.polygons.count == 1, update.outline.polygons[0].count >= 3 else {
            sent[update.pointer] = nil
            return .stroke(update)
        }
        let polygon = update.outline.polygons[0]
        defer { sent[update.pointer] = polygon }
        guard let before = sent[update.pointer] else { return .stroke(update) }
        let shorter = min(before.count, polygon.count)
        var start = 0
        while start < shorter, before[start] == polygon[start] { start += 1 }
        var end = 0
        while end < shorter - start, before[before.count - 1 - end] == polygon[polygon.count - 1 - end] { end += 1 }
        return .strokeSplice(
            update,
            OutlineSplice(keptAtStart: start, keptAtEnd: end, vertices: Array(polygon[start..<(polygon.count - end)])))
    }

    /// Forgets every outline: the page was sent the drawing whole, which drops its strokes in progress.
    mutating func forgetAll() {
        sent.removeAll()
    }
}
