import ScribbleKit

/// Writes a drawing as one SVG file that draws itself in a browser with the recording's timing:
/// each stroke's path is revealed along its length, beginning when the stroke began and taking as
/// long as it took, at the pen's own pace.
///
/// ```swift
/// let svg = try SVGAnimationWriter(options: SVGAnimationOptions(background: .white)).encode(drawing)
/// try AtomicFile.write(svg, to: "signature.svg")
/// ```
///
/// Each stroke is its centre line, stroked at the ink's width in its colour with round caps and
/// joins, as ``SVGWriter``'s centre lines are, with `pathLength="1"` and, set by a SMIL `<set>`
/// on the group, a dash as long as the whole path. SMIL animations move the dash in from its end
/// (`stroke-dashoffset` from 1 to 0) over the stroke's own time, keyed to how far along its
/// length the pen was at each moment, and
/// keep the stroke hidden until it begins; a tap simply appears. Every animation spans the whole
/// timeline from the first sample to the last, so they stay in step, and holds its last value, so
/// the finished drawing stays. SMIL rather than CSS keyframes keeps each stroke's timing on its
/// own element: two such SVGs pasted into one page cannot clash, and Chromium, Firefox and Safari
/// play it. Viewers that do not animate (librsvg, editors) show the finished drawing, because
/// the paths' own attributes are their final state and the dash exists only in the animation.
///
/// Times start at the drawing's first sample; strokes without timing (all samples at one moment)
/// appear at once. The output is the same, byte for byte, every time for the same drawing and
/// options; only the framing can refuse a drawing, as it would a still SVG.
public struct SVGAnimationWriter: Sendable {
    /// How drawings are written.
    public var options: SVGAnimationOptions

    /// Creates a writer.
    public init(options: SVGAnimationOptions = .default) {
        self.options = options
    }

    /// Seconds and key times are written with this many decimals: a millisecond of a minute-long
    /// timeline is a key-time step of 1.7e-5.
    private static let timeDecimals = 6

    /// One stroke as it will be written: its centre line on the canvas and when the pen was where.
    private struct Line {
        var stroke: Stroke
        var points: [Point]
        var times: [Double]
        var width: Double
    }

    /// The animated SVG document for a drawing.
    /// - Parameter drawing: The strokes, with their samples' times, and the canvas.
    /// - Returns: The document as UTF-8, ending with a newline.
    /// - Throws: ``ScribbleKit/FramingError`` as ``SVGWriter/encode(_:)`` does.
    public func encode(_ drawing: Drawing) throws(FramingError) -> [UInt8] {
        var buffer = SVGTextBuffer(decimalPlaces: options.decimalPlaces, capacity: 512 + drawing.pointCount * 16)
        let lines = drawing.strokes.compactMap(Self.line)
        let boxes = lines.compactMap { line in Rect(enclosing: line.points)?.outsetBy(line.width / 2) }
        let ink = boxes.dropFirst().reduce(boxes.first) { partial, box in partial?.union(box) }
        let frame = try options.framing.frame(canvas: drawing.canvas, inkBounds: ink, limits: SVGWriter.limits)
        buffer.writeDocumentStart(
            width: Double(frame.width), height: Double(frame.height), area: frame.visibleArea,
            background: options.framing.background)
        let start = lines.map { $0.times.first ?? 0 }.min() ?? 0
        let end = lines.map { $0.times.last ?? 0 }.max() ?? 0
        // The dash is set by the animation alone: a viewer that does not animate (librsvg, and so
        // GNOME's thumbnails and many converters) ignores pathLength and would dash the drawing in
        // units of the canvas; without the dash it shows the finished drawing.
        buffer.raw("<g fill=\"none\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\n")
        buffer.raw("<set attributeName=\"stroke-dasharray\" to=\"1 2\"/>\n")
        for line in lines { write(line, timeline: start...end, to: &buffer) }
        buffer.raw("</g>\n</svg>\n")
        return buffer.bytes
    }

    // MARK: - Strokes

    /// A stroke's centre line on the canvas with its samples' times, or `nil` when it shows no ink.
    private static func line(_ stroke: Stroke) -> Line? {
        let width = stroke.ink.width * stroke.transform.averageScale
        guard stroke.ink.color.alpha > 0, width > 0, width.isFinite else { return nil }
        var points: [Point] = []
        var times: [Double] = []
        for point in stroke.visiblePoints {
            let location = point.location.applying(stroke.transform)
            guard location.x.isFinite, location.y.isFinite else { continue }
            points.append(location)
            // Time only goes forward, and a sample without a finite time keeps the last one.
            let previous = times.last ?? (point.t.isFinite ? point.t : 0)
            times.append(point.t.isFinite ? Swift.max(previous, point.t) : previous)
        }
        guard !points.isEmpty else { return nil }
        return Line(stroke: stroke, points: points, times: times, width: width)
    }

    private func write(_ line: Line, timeline: ClosedRange<Double>, to buffer: inout SVGTextBuffer) {
        buffer.raw("<path")
        buffer.writePaint("stroke", line.stroke.ink.color)
        buffer.raw(" stroke-width=\"")
        buffer.number(line.width)
        let lengths = Self.cumulativeLengths(line.points)
        let length = lengths.last ?? 0
        // A path of no length has nothing to reveal (and browsers dash it unreliably): it appears.
        let reveals = length > 0 && timeline.upperBound > timeline.lowerBound
        buffer.raw(reveals ? "\" pathLength=\"1\" d=\"" : "\" stroke-dasharray=\"none\" d=\"")
        buffer.pathCommand("M")
        buffer.pathPoint(line.points[0])
        buffer.pathCommand("L")
        // One point is a line of no length, which the round cap draws as a dot.
        for point in line.points.count == 1 ? line.points : Array(line.points.dropFirst()) { buffer.pathPoint(point) }
        buffer.endPath()
        guard timeline.upperBound > timeline.lowerBound else {
            buffer.raw("\"/>\n")
            return
        }
        buffer.raw("\">\n")
        let total = timeline.upperBound - timeline.lowerBound
        let begins = (line.times[0] - timeline.lowerBound) / total
        if reveals {
            var keys: [(time: Double, offset: Double)] = [(0, 1)]
            var lastKey = -Double.infinity
            for index in line.times.indices {
                let isLast = index == line.times.count - 1
                guard index == 0 || isLast || line.times[index] >= lastKey + keyInterval else { continue }
                lastKey = line.times[index]
                keys.append(((line.times[index] - timeline.lowerBound) / total, 1 - lengths[index] / length))
            }
            keys.append((1, 0))
            writeAnimation("stroke-dashoffset", keys: keys, duration: total, to: &buffer)
        }
        if begins > 0 {
            buffer.raw("<animate attributeName=\"visibility\" values=\"hidden;visible\" keyTimes=\"0;")
            buffer.number(begins, decimalPlaces: Self.timeDecimals)
            buffer.raw("\" calcMode=\"discrete\"")
            writeTiming(duration: total, to: &buffer)
        }
        buffer.raw("</path>\n")
    }

    /// An `<animate>` of a number through key times (0…1 of the timeline) and values, linear in
    /// between; keys that repeat the one before are left out.
    private func writeAnimation(
        _ attribute: StaticString, keys: [(time: Double, offset: Double)], duration: Double,
        to buffer: inout SVGTextBuffer
    ) {
        var kept: [(time: Double, offset: Double)] = []
        for key in keys {
            let time = Swift.min(1, Swift.max(kept.last?.time ?? 0, key.time))
            let offset = Swift.min(1, Swift.max(0, key.offset))
            if let last = kept.last, last.time == time, last.offset == offset { continue }
            kept.append((time, offset))
        }
        buffer.raw("<animate attributeName=\"")
        buffer.raw(attribute)
        buffer.raw("\" values=\"")
        for (index, key) in kept.enumerated() {
            if index > 0 { buffer.raw(";") }
            buffer.number(key.offset, decimalPlaces: 4)
        }
        buffer.raw("\" keyTimes=\"")
        for (index, key) in kept.enumerated() {
            if index > 0 { buffer.raw(";") }
            buffer.number(key.time, decimalPlaces: Self.timeDecimals)
        }
        buffer.raw("\"")
        writeTiming(duration: duration, to: &buffer)
    }

    /// ` dur="…s" fill="freeze"/>`: the whole timeline at the options' speed, holding the end.
    private func writeTiming(duration: Double, to buffer: inout SVGTextBuffer) {
        buffer.raw(" dur=\"")
        buffer.number(Swift.max(duration / speed, 0.000001), decimalPlaces: Self.timeDecimals)
        buffer.raw("s\" fill=\"freeze\"/>\n")
    }

    /// The distance along the polyline from its first point to each point.
    private static func cumulativeLengths(_ points: [Point]) -> [Double] {
        var lengths = [0.0]
        lengths.reserveCapacity(points.count)
        for index in points.indices.dropFirst() {
            let dx = points[index].x - points[index - 1].x
            let dy = points[index].y - points[index - 1].y
            lengths.append(lengths[index - 1] + (dx * dx + dy * dy).squareRoot())
        }
        return lengths
    }

    private var speed: Double { options.speed > 0 && options.speed.isFinite ? options.speed : 1 }
    private var keyInterval: Double { options.keyInterval.isFinite ? Swift.max(0, options.keyInterval) : 0.05 }
}
