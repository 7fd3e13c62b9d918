import ScribbleKit
import ScribbleSyntax

/// Xournal++'s line styles, and a dashed stroke cut into its dashes as Cairo dashes it.
///
/// Xournal++ dashes a stroke with lengths in its page's units, whatever the stroke's width
/// (`dash` 6 on 3 off, `dot` 0.5 on 3 off, `dashdot` both, `cust: a b …` its own), each dash drawn
/// with round caps; a stroke with a width per point is dashed along its whole length alike. Scribble
/// has no dashed ink, so each dash becomes a stroke of its own, with the points of the stroke that
/// fall in it and a point at each end where it is cut (its pressure and time in proportion).
enum XournalDashes {
    /// The lengths of a named style, on and off in turn.
    static let named: [String: [Double]] = ["dash": [6, 3], "dot": [0.5, 3], "dashdot": [6, 3, 0.5, 3]]

    /// What a `style` attribute asks for.
    enum Style: Equatable {
        case solid
        case dashed([Double])
        /// A pattern Cairo cannot draw (a negative length, or none but zeros), drawn solid.
        case unusable(String)
        /// A name Xournal++ does not know, drawn solid as it draws it.
        case unknown(String)
    }

    /// The style an attribute's value names.
    /// - Parameter numbers: Reads the numbers of a `cust:` pattern, from the offset they start at.
    static func style(_ value: String, numbers: (Int) throws(FormatError) -> [Double]) throws(FormatError) -> Style {
        if let lengths = named[value] { return .dashed(lengths) }
        if value == "plain" || value.isEmpty { return .solid }
        guard value.hasPrefix("cust:") else { return .unknown(value) }
        let lengths = try numbers(5)
        if lengths.isEmpty { return .solid }
        guard lengths.allSatisfy({ $0 >= 0 }), lengths.contains(where: { $0 > 0 }) else { return .unusable(value) }
        return .dashed(lengths)
    }

    /// How many dashes a stroke `length` long gets, at most (for the limits, before it is cut).
    static func dashCount(length: Double, pattern: [Double]) -> Double {
        let cycle = cairoPattern(pattern)
        let period = cycle.reduce(0, +)
        guard period > 0 else { return 1 }
        return ((length / period).rounded(.up) + 1) * Double(cycle.count / 2)
    }

    /// The dashes of a stroke whose points are `points`: for each "on" length of the pattern,
    /// repeated from the stroke's start, the stroke's stretch under it (a single point for a dash of
    /// no length, which the round cap draws as a dot).
    static func dashes(of points: [StrokePoint], pattern: [Double]) -> [[StrokePoint]] {
        let cycle = cairoPattern(pattern)
        let period = cycle.reduce(0, +)
        var along = [0.0]
        along.reserveCapacity(points.count)
        for (a, b) in zip(points, points.dropFirst()) {
            along.append(along[along.count - 1] + a.location.distance(to: b.location))
        }
        guard let total = along.last, total > 0, period > 0 else { return [points] }
        var dashes: [[StrokePoint]] = []
        var start = 0.0
        var slot = 0
        var segment = 0
        while start < total {
            let on = cycle[slot]
            let off = cycle[slot + 1]
            let end = Swift.min(start + on, total)
            // The segment the dash starts on.
            while segment + 1 < along.count - 1, along[segment + 1] <= start { segment += 1 }
            var dash = [point(at: start, on: segment, points: points, along: along)]
            var inner = segment + 1
            while inner < along.count - 1, along[inner] < end {
                dash.append(points[inner])
                inner += 1
            }
            if end > start {
                var last = inner - 1
                while last + 1 < along.count - 1, along[last + 1] <= end { last += 1 }
                dash.append(point(at: end, on: Swift.min(last, along.count - 2), points: points, along: along))
            }
            dashes.append(dash)
            start += on + off
            slot = (slot + 2) % cycle.count
        }
        return dashes
    }

    /// The pattern as Cairo takes it: an odd number of lengths is repeated once, so that on and
    /// off alternate.
    private static func cairoPattern(_ pattern: [Double]) -> [Double] {
        pattern.count % 2 == 1 ? pattern + pattern : pattern
    }

    /// The point `distance` along the stroke, on the segment from point `segment`: its place,
    /// time and pressure in proportion.
    private static func point(at distance: Double, on segment: Int, points: [StrokePoint], along: [Double])
        -> StrokePoint
    {
        let a = points[segment]
        let b = points[segment + 1]
        let length = along[segment + 1] - along[segment]
        let f = length > 0 ? Swift.min(1, Swift.max(0, (distance - along[segment]) / length)) : 0
        if f == 0 { return a }
        if f == 1 { return b }
        var pressure: Double?
        if let pa = a.pressure, let pb = b.pressure {
            pressure = pa + (pb - pa) * f
        } else {
            pressure = a.pressure ?? b.pressure
        }
        return StrokePoint(
            x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, t: a.t + (b.t - a.t) * f, pressure: pressure)
    }
}
