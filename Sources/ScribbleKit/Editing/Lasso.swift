/// A closed path drawn around strokes to select them: a polygon whose last point joins its first,
/// made ready to be tested against many strokes.
///
/// **What is inside.** A point is inside when the lasso winds around it (the non-zero rule): a
/// region the lasso goes round twice, or once each way as in a figure eight, is inside, as it is
/// when a canvas fills the path with the non-zero rule. A person who loops back over a region
/// while lassoing means it to be selected, which the even-odd rule would punch out. The tests of
/// whether a lasso touches ink count the path itself as part of the region.
///
/// **Degenerate lassos.** No points, or a point that is not finite, make an empty lasso that
/// touches and holds nothing. One point or two make a lasso with no area: it touches ink that
/// comes within reach of that point or segment, and holds no length of any line.
///
/// **Speed.** The edges are filed in horizontal bands as tall as the average edge, so that a test
/// looks only at the few edges near the place it asks about, not all of them: a stroke well
/// inside or outside a lasso of hundreds of points costs a few comparisons.
public struct Lasso: Sendable {
    /// The corners, in order, as given.
    public let points: [Point]

    /// The box around the corners; ``IndexBox/empty`` for an empty lasso.
    let box: IndexBox
    /// The edges of each band: those of band `b` are `bandEdges[bandStarts[b]..<bandStarts[b + 1]]`,
    /// edge `i` running from `points[i]` to the point after it.
    private let bandStarts: [Int32]
    private let bandEdges: [Int32]
    /// The first band each edge is filed in, so that a search over several bands meets it once.
    private let firstBands: [Int32]
    private let bandHeight: Double

    /// Creates a lasso from its corners; the last is joined back to the first.
    /// - Parameter points: the path's corners in order, in canvas units. Fewer than three make a
    ///   lasso with no area; none, or any that is not finite, make an empty one.
    public init(_ points: [Point]) {
        self.points = points
        let finite = points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
        guard finite, let first = points.first else {
            box = .empty
            bandStarts = [0, 0]
            bandEdges = []
            firstBands = []
            bandHeight = 1
            return
        }
        var box = IndexBox(first)
        var spans = 0.0
        for index in points.indices {
            let edge = IndexBox(points[index], points[index + 1 == points.count ? 0 : index + 1])
            box = box.union(edge)
            spans += edge.maxY - edge.minY
        }
        self.box = box
        let bandCount = Self.bandCount(height: box.maxY - box.minY, spans: spans, edges: points.count)
        let bandHeight = (box.maxY - box.minY) / Double(bandCount)
        self.bandHeight = bandHeight

        let firstBands = points.indices.map { index in
            Int32(
                Self.band(
                    of: Swift.min(points[index].y, points[index + 1 == points.count ? 0 : index + 1].y),
                    top: box.minY, height: bandHeight, count: bandCount))
        }
        let lastBands = points.indices.map { index in
            Self.band(
                of: Swift.max(points[index].y, points[index + 1 == points.count ? 0 : index + 1].y),
                top: box.minY, height: bandHeight, count: bandCount)
        }
        var starts = [Int32](repeating: 0, count: bandCount + 1)
        for edge in points.indices {
            for band in Int(firstBands[edge])...lastBands[edge] { starts[band + 1] += 1 }
        }
        for band in 0..<bandCount { starts[band + 1] += starts[band] }
        var filled = Array(starts.dropLast())
        var edges = [Int32](repeating: 0, count: Int(starts[bandCount]))
        for edge in points.indices {
            for band in Int(firstBands[edge])...lastBands[edge] {
                edges[Int(filled[band])] = Int32(edge)
                filled[band] += 1
            }
        }
        bandStarts = starts
        bandEdges = edges
        self.firstBands = firstBands
    }

    /// A lasso around a rectangle (whichever way its size points).
    public init(_ rect: Rect) {
        self.init(rect.corners)
    }

    /// Whether the lasso is empty: it had no points, or one that is not finite.
    public var isEmpty: Bool { bandEdges.isEmpty }

    /// The box around the lasso's corners, or `nil` when it is empty.
    public var bounds: Rect? { isEmpty ? nil : box.rect }

    /// Whether the lasso winds around `point` (the non-zero rule). A point exactly on the path may
    /// count either way.
    /// - Returns: `false` for an empty lasso and for a point that is not finite.
    public func contains(_ point: Point) -> Bool {
        winding(around: point) != 0
    }

    /// How many times the lasso winds around `point`, counted with sign.
    func winding(around point: Point) -> Int {
        guard point.y >= box.minY, point.y <= box.maxY, point.x <= box.maxX else { return 0 }
        let band = Self.band(of: point.y, top: box.minY, height: bandHeight, count: bandStarts.count - 1)
        var total = 0
        for slot in Int(bandStarts[band])..<Int(bandStarts[band + 1]) {
            let (start, end) = edge(Int(bandEdges[slot]))
            total += PlanarGeometry.winding(ofEdge: start, end, around: point)
        }
        return total
    }

    /// Hands each edge whose box meets `area` to `body`, once, until `body` returns `true`.
    /// - Returns: whether `body` returned `true`.
    func containsEdge(near area: IndexBox, where body: (Point, Point) -> Bool) -> Bool {
        guard area.intersects(box) else { return false }
        let count = bandStarts.count - 1
        let first = Self.band(of: area.minY, top: box.minY, height: bandHeight, count: count)
        let last = Self.band(of: area.maxY, top: box.minY, height: bandHeight, count: count)
        for band in first...last {
            for slot in Int(bandStarts[band])..<Int(bandStarts[band + 1]) {
                let index = Int(bandEdges[slot])
                // An edge filed in several bands is met in the first of them the search covers.
                guard Swift.max(Int(firstBands[index]), first) == band else { continue }
                let (start, end) = edge(index)
                if IndexBox(start, end).intersects(area), body(start, end) { return true }
            }
        }
        return false
    }

    private func edge(_ index: Int) -> (Point, Point) {
        (points[index], points[index + 1 == points.count ? 0 : index + 1])
    }

    /// How many bands to file edges in: about as many as the lasso is tall in average edges, so
    /// that an edge is filed in two bands or so; at least one, at most four per edge.
    private static func bandCount(height: Double, spans: Double, edges: Int) -> Int {
        let wanted = height * Double(edges) / spans
        guard wanted.isFinite, wanted > 1 else { return 1 }
        return Swift.min(Int(wanted.rounded(.up)), 4 * edges)
    }

    /// The band a height falls in, clamped to the bands there are (a NaN falls in the first).
    private static func band(of y: Double, top: Double, height: Double, count: Int) -> Int {
        let share = (y - top) / height
        guard share > 0 else { return 0 }
        return share < Double(count) ? Swift.min(Int(share), count - 1) : count - 1
    }
}
