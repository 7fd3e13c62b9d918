import ScribbleKit

extension SVGTextBuffer {
    /// Writes a path's steps as SVG path data: `M` at each subpath's start, then `C` for a cubic,
    /// `L` for a line and `Z` for a close. Each curve or line is written with absolute or relative
    /// (`c`, `l`) numbers, whichever is shorter; relative numbers are taken between the points as
    /// they are rounded, so they add up to exactly the points an absolute step would give. Lines
    /// that round to no length are left out.
    /// - Returns: Whether any curve or line was written, rather than moves alone.
    @discardableResult
    mutating func pathData(_ path: CurvePath) -> Bool {
        var current = Point.zero
        var subpathStart = Point.zero
        var drew = false
        for element in path.elements {
            switch element {
            case .move(let point):
                current = roundedPoint(point)
                subpathStart = current
                pathCommand("M")
                pathPoint(current)
            case .line(let point):
                let end = roundedPoint(point)
                guard end != current else { continue }
                let from = current
                writeShorter(
                    { buffer in
                        buffer.pathCommand("L")
                        buffer.pathPoint(end)
                    },
                    or: { buffer in
                        buffer.pathCommand("l")
                        buffer.pathPoint(Self.offset(end, from: from))
                    })
                current = end
                drew = true
            case .cubic(let c1, let c2, let point):
                let control1 = roundedPoint(c1)
                let control2 = roundedPoint(c2)
                let end = roundedPoint(point)
                let from = current
                writeShorter(
                    { buffer in
                        buffer.pathCommand("C")
                        buffer.pathPoint(control1)
                        buffer.pathPoint(control2)
                        buffer.pathPoint(end)
                    },
                    or: { buffer in
                        buffer.pathCommand("c")
                        buffer.pathPoint(Self.offset(control1, from: from))
                        buffer.pathPoint(Self.offset(control2, from: from))
                        buffer.pathPoint(Self.offset(end, from: from))
                    })
                current = end
                drew = true
            case .close:
                pathCommand("Z")
                current = subpathStart
            }
        }
        return drew
    }

    /// A point as it will be written.
    private func roundedPoint(_ point: Point) -> Point {
        Point(x: rounded(point.x), y: rounded(point.y))
    }

    /// The relative coordinates of `point` from `origin`, both already rounded.
    private static func offset(_ point: Point, from origin: Point) -> Point {
        Point(x: point.x - origin.x, y: point.y - origin.y)
    }
}
