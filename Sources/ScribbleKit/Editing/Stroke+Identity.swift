import Foundation

/// Strokes compared bit for bit, and checked for numbers that are not finite: what edits with
/// history need to know that the stroke they would take out is the one they recorded, and that a
/// stroke they would put in can be drawn, indexed and written.
extension Stroke {
    /// Whether `other` is this very stroke, every number the same bits.
    ///
    /// `==` is not enough to know that an undo will give back what was there: it takes -0 for 0
    /// and a NaN for unlike itself. Strokes that share their samples' storage, as a stroke and its
    /// recoloured or moved self do (arrays are copied on write), are compared without reading the
    /// samples, so checking an edit of many such strokes costs a few comparisons each.
    func isIdentical(to other: Stroke) -> Bool {
        ink.tool == other.ink.tool && device == other.device
            && Self.sameBits(ink.width, other.ink.width) && Self.sameBits(ink.color, other.ink.color)
            && Self.sameBits(transform, other.transform)
            && Self.sameBits(points, other.points) && Self.sameBits(path, other.path)
            && Self.sameBits(visibleRange, other.visibleRange)
    }

    /// Where the stroke holds a number that is not finite, in words (`"point 3's x is nan"`), or
    /// `nil` when every number is finite: its samples' readings, its ink's width and colour, its
    /// transform (and the transform's determinant, which scales the ink) and its curves.
    var firstNumberThatIsNotFinite: String? {
        if !ink.width.isFinite { return "the ink's width is \(ink.width)" }
        for (name, value) in [
            ("red", ink.color.red), ("green", ink.color.green), ("blue", ink.color.blue),
            ("alpha", ink.color.alpha),
        ] where !value.isFinite {
            return "the ink's \(name) is \(value)"
        }
        if !transform.isUsable {
            return "the transform's "
                + (transform.firstFieldThatIsNotFinite ?? "determinant is \(transform.determinant)")
        }
        // Most strokes are long and finite: the samples are looked at without building words for each.
        if let index = points.firstIndex(where: { !$0.isFinite }) {
            let point = points[index]
            for (name, value) in [
                ("x", point.x), ("y", point.y), ("t", point.t), ("pressure", point.pressure ?? 0),
                ("altitude", point.altitude ?? 0), ("azimuth", point.azimuth ?? 0),
            ] where !value.isFinite {
                return "point \(index)'s \(name) is \(value)"
            }
        }
        if let range = visibleRange, !range.lowerBound.isFinite || !range.upperBound.isFinite {
            return "the visible range \(range.lowerBound)...\(range.upperBound) is not finite"
        }
        for (index, element) in (path?.elements ?? []).enumerated() {
            let corners: [Point]
            switch element {
            case .move(let point), .line(let point): corners = [point]
            case .cubic(let c1, let c2, let end): corners = [c1, c2, end]
            case .close: corners = []
            }
            if corners.contains(where: { !$0.x.isFinite || !$0.y.isFinite }) {
                return "the curve's step \(index) is not finite"
            }
        }
        return nil
    }

    private static func sameBits(_ lhs: Double, _ rhs: Double) -> Bool {
        lhs.bitPattern == rhs.bitPattern
    }

    private static func sameBits(_ lhs: ClosedRange<Double>?, _ rhs: ClosedRange<Double>?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return sameBits(lhs.lowerBound, rhs.lowerBound) && sameBits(lhs.upperBound, rhs.upperBound)
    }

    private static func sameBits(_ lhs: Color, _ rhs: Color) -> Bool {
        sameBits(lhs.red, rhs.red) && sameBits(lhs.green, rhs.green) && sameBits(lhs.blue, rhs.blue)
            && sameBits(lhs.alpha, rhs.alpha)
    }

    private static func sameBits(_ lhs: Transform, _ rhs: Transform) -> Bool {
        sameBits(lhs.a, rhs.a) && sameBits(lhs.b, rhs.b) && sameBits(lhs.c, rhs.c) && sameBits(lhs.d, rhs.d)
            && sameBits(lhs.tx, rhs.tx) && sameBits(lhs.ty, rhs.ty)
    }

    private static func sameBits(_ lhs: Point, _ rhs: Point) -> Bool {
        sameBits(lhs.x, rhs.x) && sameBits(lhs.y, rhs.y)
    }

    /// Samples compared as the bytes they are: a sample is six doubles with nothing between them
    /// (``StrokePoint`` keeps its absent readings as NaN for that), so equal bytes are equal bits.
    private static func sameBits(_ lhs: [StrokePoint], _ rhs: [StrokePoint]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                guard left.count > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress else {
                    return true
                }
                return leftBase == rightBase || memcmp(leftBase, rightBase, left.count) == 0
            }
        }
    }

    private static func sameBits(_ lhs: CurvePath?, _ rhs: CurvePath?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let lhs?, let rhs?):
            guard lhs.elements.count == rhs.elements.count else { return false }
            return zip(lhs.elements, rhs.elements).allSatisfy { left, right in
                switch (left, right) {
                case (.move(let a), .move(let b)), (.line(let a), .line(let b)): sameBits(a, b)
                case (.cubic(let a1, let a2, let a3), .cubic(let b1, let b2, let b3)):
                    sameBits(a1, b1) && sameBits(a2, b2) && sameBits(a3, b3)
                case (.close, .close): true
                default: false
                }
            }
        default: return false
        }
    }
}

extension StrokePoint {
    /// Whether every reading the sample has is a finite number (an absent reading is no number).
    var isFinite: Bool {
        x.isFinite && y.isFinite && t.isFinite && (pressure?.isFinite ?? true) && (altitude?.isFinite ?? true)
            && (azimuth?.isFinite ?? true)
    }
}

extension Transform {
    /// The first coefficient that is not finite, in words (`"tx is inf"`), or `nil`.
    var firstFieldThatIsNotFinite: String? {
        for (name, value) in [("a", a), ("b", b), ("c", c), ("d", d), ("tx", tx), ("ty", ty)] where !value.isFinite {
            return "\(name) is \(value)"
        }
        return nil
    }

    /// Whether every coefficient is finite.
    var coefficientsAreFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// Whether every coefficient and the determinant (the square of the scale ink widths are
    /// drawn at) are finite.
    var isUsable: Bool { coefficientsAreFinite && determinant.isFinite }
}
