extension CurvePath {
    /// The part of the path from its start that covers `fraction` of its length, the last line or
    /// curve cut where that length ends (a cubic split exactly, at the parameter that reaches it).
    ///
    /// Lengths are measured along the lines and curves (a jump to a new subpath counts none) on a
    /// flattening within a thousandth of the path's size, which places the cut within about that
    /// of where the exact length would; the part kept is exact.
    /// - Parameter fraction: 0…1; 1 or more (or not a number) gives the whole path, 0 or less its
    ///   first point alone.
    /// - Returns: the path's first `fraction` of length, starting with the path's first move.
    public func prefix(lengthFraction fraction: Double) -> CurvePath {
        guard fraction.isFinite, fraction < 1, let box = controlBounds else { return self }
        let tolerance = Swift.max(Double.leastNormalMagnitude, (box.width + box.height) * 1e-3)
        let total = measuredLength(tolerance: tolerance)
        guard total.isFinite, total > 0 else { return self }
        var remaining = Swift.max(0, fraction) * total
        var kept: [Element] = []
        if case .move = elements.first {} else { kept.append(.move(to: .zero)) }
        var start = Point.zero
        var last = Point.zero
        for element in elements {
            let piece = Self.piece(element, from: last, subpathStart: start)
            let length = piece.length(tolerance: tolerance)
            if length > 0, length >= remaining {
                kept.append(piece.cut(atLength: remaining, tolerance: tolerance))
                return CurvePath(kept)
            }
            kept.append(element)
            remaining -= length
            if case .move(let point) = element { start = point }
            last = piece.end
        }
        return self
    }

    /// The path's length measured on its flattening within `tolerance`, jumps left out.
    func measuredLength(tolerance: Double) -> Double {
        var total = 0.0
        var start = Point.zero
        var last = Point.zero
        for element in elements {
            let piece = Self.piece(element, from: last, subpathStart: start)
            total += piece.length(tolerance: tolerance)
            if case .move(let point) = element { start = point }
            last = piece.end
        }
        return total
    }

    /// What one element draws from the current point.
    private enum Piece {
        case jump(to: Point)
        case line(Point, Point)
        case cubic(Point, Point, Point, Point)

        var end: Point {
            switch self {
            case .jump(let point), .line(_, let point), .cubic(_, _, _, let point): point
            }
        }

        func length(tolerance: Double) -> Double {
            switch self {
            case .jump: return 0
            case .line(let a, let b): return a.distance(to: b)
            case .cubic(let p0, let p1, let p2, let p3):
                var points = [p0]
                CurvePath.appendCubic(from: p0, p1, p2, p3, tolerance: tolerance, to: &points)
                return zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
            }
        }

        /// The piece as far as `length` along it, as an element from its start.
        func cut(atLength length: Double, tolerance: Double) -> Element {
            switch self {
            case .jump(let point):
                return .move(to: point)
            case .line(let a, let b):
                let full = a.distance(to: b)
                return .line(to: full > 0 ? lerp(a, b, Swift.min(1, length / full)) : b)
            case .cubic(let p0, let p1, let p2, let p3):
                // de Casteljau at u: the first half of the split is the cubic up to u, exactly.
                let u = parameter(atLength: length, tolerance: tolerance)
                let (a, b, c) = (lerp(p0, p1, u), lerp(p1, p2, u), lerp(p2, p3, u))
                let (ab, bc) = (lerp(a, b, u), lerp(b, c, u))
                return .cubic(control1: a, control2: ab, to: lerp(ab, bc, u))
            }
        }

        /// The parameter at which a cubic has run `length`, measured on its even-step flattening.
        private func parameter(atLength length: Double, tolerance: Double) -> Double {
            guard case .cubic(let p0, let p1, let p2, let p3) = self else { return 1 }
            let count = CurvePath.pieces(p0, p1, p2, p3, tolerance: tolerance)
            var run = 0.0
            var previous = p0
            for step in 1...count {
                let point = CurvePath.point(onCubic: p0, p1, p2, p3, at: Double(step) / Double(count))
                let chord = previous.distance(to: point)
                if chord > 0, run + chord >= length {
                    return (Double(step - 1) + (length - run) / chord) / Double(count)
                }
                run += chord
                previous = point
            }
            return 1
        }

        private func lerp(_ a: Point, _ b: Point, _ u: Double) -> Point {
            Point(x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u)
        }
    }

    private static func piece(_ element: Element, from last: Point, subpathStart start: Point) -> Piece {
        switch element {
        case .move(let point): .jump(to: point)
        case .line(let point): .line(last, point)
        case .cubic(let c1, let c2, let end): .cubic(last, c1, c2, end)
        case .close: .line(last, start)
        }
    }
}
