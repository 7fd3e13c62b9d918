import ScribbleKit

/// Writes a closed polygon as SVG path data made of smooth curves, as perfect-freehand's README
/// turns its outlines into paths: a quadratic Bézier curve from the middle of each edge to the
/// middle of the next, with the vertex between them as its control point. The curves meet with a
/// common tangent, so the outline reads as the smooth ink it stands for rather than as facets.
///
/// Rounding a vertex off moves the edge there towards the inside of the turn by
/// `|previous + next − 2 × vertex| / 8` (the distance from the vertex to the curve's middle). Where
/// that is more than the tolerance the vertex is a real corner (a flat cap, a nib's corner, the
/// inside of a hairpin turn) and stays one: the path runs straight into it and out of it. So the
/// curves never stray further than the tolerance from the polygon.
///
/// Coordinates are rounded to the buffer's decimals before anything else, so the curves join the
/// points that are written; vertices that round onto their neighbour are dropped.
enum SmoothPolygonPath {
    /// Appends one closed subpath (`M … Z`) for `polygon` to the path data in `buffer`.
    /// - Parameters:
    ///   - polygon: The vertices of a ring, the first not repeated at the end. Vertices that are
    ///     not finite are left out; a ring left with fewer than three vertices writes nothing.
    ///   - tolerance: How far a curve may stray from the polygon; 0 or less writes straight lines.
    ///   - buffer: Where the path data goes.
    static func append(_ polygon: [Point], tolerance: Double, to buffer: inout SVGTextBuffer) {
        let ring = rounded(polygon, in: buffer)
        let count = ring.count
        guard count >= 3 else { return }
        let limit = tolerance > 0 && tolerance.isFinite ? 8 * tolerance : 0
        let limitSquared = limit * limit
        var isCorner = [Bool](repeating: false, count: count)
        var firstCorner: Int?
        for index in 0..<count {
            let previous = ring[index == 0 ? count - 1 : index - 1], vertex = ring[index], next = ring[(index + 1) % count]
            let dx = previous.x + next.x - 2 * vertex.x, dy = previous.y + next.y - 2 * vertex.y
            if !(dx * dx + dy * dy <= limitSquared) {
                isCorner[index] = true
                if firstCorner == nil { firstCorner = index }
            }
        }
        guard let start = firstCorner else {
            // Smooth all round: from the middle of the last edge, a curve past every vertex.
            buffer.pathCommand("M")
            buffer.pathPoint(midpoint(ring[count - 1], ring[0]))
            for index in 0..<count {
                buffer.pathCommand("Q")
                buffer.pathPoint(ring[index])
                buffer.pathPoint(midpoint(ring[index], ring[(index + 1) % count]))
            }
            buffer.pathCommand("Z")
            return
        }
        // Start at a corner, so that the closing line of `Z` ends where it should.
        buffer.pathCommand("M")
        buffer.pathPoint(ring[start])
        for step in 1..<count {
            let index = (start + step) % count
            let previous = (index + count - 1) % count
            if isCorner[index] {
                buffer.pathCommand("L")
                buffer.pathPoint(ring[index])
            } else {
                if isCorner[previous] {
                    buffer.pathCommand("L")
                    buffer.pathPoint(midpoint(ring[previous], ring[index]))
                }
                buffer.pathCommand("Q")
                buffer.pathPoint(ring[index])
                buffer.pathPoint(midpoint(ring[index], ring[(index + 1) % count]))
            }
        }
        buffer.pathCommand("Z")
    }

    /// The finite vertices rounded as the buffer writes them, without vertices equal to the one
    /// before (or, at the end, to the first).
    private static func rounded(_ polygon: [Point], in buffer: SVGTextBuffer) -> [Point] {
        var ring: [Point] = []
        ring.reserveCapacity(polygon.count)
        for vertex in polygon where vertex.x.isFinite && vertex.y.isFinite {
            let point = Point(x: buffer.rounded(vertex.x), y: buffer.rounded(vertex.y))
            if point != ring.last { ring.append(point) }
        }
        while ring.count > 1, ring.last == ring.first { ring.removeLast() }
        return ring
    }

    @inline(__always) private static func midpoint(_ a: Point, _ b: Point) -> Point {
        Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }
}
