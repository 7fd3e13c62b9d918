import ScribbleKit

/// How far apart two shapes are, each taken as its edges: the largest distance from a point of one
/// to the nearest edge of the other (a sampled Hausdorff distance), measured through a grid so that
/// shapes of tens of thousands of edges compare quickly.
public struct EdgeGrid {
    private let cellSize: Double
    private let edges: [(Point, Point)]
    private var cells: [Cell: [Int]] = [:]

    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    /// A grid of the edges of polylines (a closed one should repeat its first point at the end),
    /// for questions within `reach` of them.
    public init(polylines: [[Point]], reach: Double) {
        cellSize = max(reach, 1e-9)
        edges = polylines.flatMap { line in line.count == 1 ? [(line[0], line[0])] : Array(zip(line, line.dropFirst()))
        }
        // Each edge goes into the cells of points half a cell apart along it; a point within reach
        // of the edge is then at most two cells from one of them.
        for (index, edge) in edges.enumerated() {
            let steps = min(1_000_000, Int((edge.0.distance(to: edge.1) / (cellSize / 2)).rounded(.up)))
            var marked = Set<Cell>()
            for step in 0...max(steps, 0) {
                marked.insert(cell(edge.0.interpolated(to: edge.1, by: steps == 0 ? 0 : Double(step) / Double(steps))))
            }
            for cell in marked { cells[cell, default: []].append(index) }
        }
    }

    private func cell(_ point: Point) -> Cell {
        Cell(x: Int((point.x / cellSize).rounded(.down)), y: Int((point.y / cellSize).rounded(.down)))
    }

    /// The distance from `point` to the nearest edge when it is within the reach, else `nil`.
    public func distance(from point: Point) -> Double? {
        let centre = cell(point)
        var nearest: Double?
        var seen = Set<Int>()
        for x in (centre.x - 2)...(centre.x + 2) {
            for y in (centre.y - 2)...(centre.y + 2) {
                for index in cells[Cell(x: x, y: y)] ?? [] where seen.insert(index).inserted {
                    let distance = Self.distance(from: point, toSegment: edges[index].0, edges[index].1)
                    if distance <= cellSize, distance < (nearest ?? .infinity) { nearest = distance }
                }
            }
        }
        return nearest
    }

    /// The largest distance from any of `points` to the nearest edge, or `nil` when some point is
    /// beyond the reach.
    public func farthest(of points: [Point]) -> Double? {
        var worst = 0.0
        for point in points {
            guard let distance = distance(from: point) else { return nil }
            worst = max(worst, distance)
        }
        return worst
    }

    /// The distance from `point` to the segment from `a` to `b`.
    public static func distance(from point: Point, toSegment a: Point, _ b: Point) -> Double {
        let edge = b - a
        let offset = point - a
        let lengthSquared = edge.dx * edge.dx + edge.dy * edge.dy
        let t = lengthSquared > 0 ? min(1, max(0, offset.dot(edge) / lengthSquared)) : 0
        return (offset - edge * t).length
    }
}

extension EdgeGrid {
    /// The sampled Hausdorff distance between a curve path and the polylines it was fitted to, or
    /// `nil` when it exceeds `reach`: the path is cut finely (a thousandth of the reach), every

    public static func hausdorffDistance(_ path: CurvePath, _ polylines: [[Point]], reach: Double) -> Double? {
        let flattened = path.flattened(tolerance: reach / 1000)
        guard let there = EdgeGrid(polylines: polylines, reach: reach).farthest(of: flattened.flatMap { $0 }),
            let back = EdgeGrid(polylines: flattened, reach: reach).farthest(of: polylines.flatMap { $0 })
        else { return nil }
        return max(there, back)
    }
}
