/// A stroke's centre line on the canvas and how far its ink can reach from it: what every exact
/// hit test measures against.
///
/// The line joins the stroke's samples in order, mapped by its transform; samples whose canvas
/// location is not finite are left out (the line joins their neighbours), as the ink pipeline
/// leaves them out. The reach is half the widest the ink can be (``Ink/maximumWidth``, grown by
/// the transform's average scale), the same bound ``Stroke/bounds`` grows the line's box by, so
/// that a stroke's box in the index holds everything the tests can hit.
///
/// It maps the samples as it walks them rather than keeping a mapped copy, so that testing a
/// candidate allocates nothing.
struct StrokeCenterLine {
    let points: [StrokePoint]
    let transform: Transform
    let isIdentity: Bool
    /// Half the widest ink, in canvas units: finite and not negative.
    let reach: Double

    /// The centre line of `stroke`, or `nil` when nothing of it can be hit: it has no finite
    /// location, or its ink's width on the canvas is not a number.
    init?(_ stroke: Stroke) {
        let reach = stroke.ink.maximumWidth * stroke.transform.averageScale / 2
        guard reach.isFinite else { return nil }
        points = stroke.visiblePoints
        transform = stroke.transform
        isIdentity = stroke.transform.isIdentity
        // Readers refuse widths that are not positive; a line of no width still has a place.
        self.reach = Swift.max(0, reach)
        guard firstLocation != nil else { return nil }
    }

    private func location(_ index: Int) -> Point? {
        let point = isIdentity ? points[index].location : points[index].location.applying(transform)
        return point.x.isFinite && point.y.isFinite ? point : nil
    }

    /// The first finite location on the canvas.
    var firstLocation: Point? {
        for index in points.indices { if let point = location(index) { return point } }
        return nil
    }

    /// The box around the line (without its reach).
    var pathBox: IndexBox {
        var box = IndexBox.empty
        for index in points.indices { if let point = location(index) { box = box.union(IndexBox(point)) } }
        return box
    }

    /// The box around the ink: the line's box grown by the reach.
    var inkBox: IndexBox { pathBox.outset(by: reach) }

    /// Hands each segment of the line to `body` in order, a line of one location as a segment from
    /// it to itself, until `body` returns `true`.
    /// - Returns: whether `body` returned `true`.
    func containsSegment(where body: (Point, Point) -> Bool) -> Bool {
        var previous: Point?
        var segments = 0
        for index in points.indices {
            guard let point = location(index) else { continue }
            if let start = previous {
                segments += 1
                if body(start, point) { return true }
            }
            previous = point
        }
        if segments == 0, let point = previous { return body(point, point) }
        return false
    }

    /// Hands each segment of the line to `body` in order (a line of one location as a segment from
    /// it to itself).
    func forEachSegment(_ body: (Point, Point) -> Void) {
        _ = containsSegment { start, end in
            body(start, end)
            return false
        }
    }
}
