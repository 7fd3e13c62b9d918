import ScribbleKit
import ScribbleSyntax

/// Writes one stroke as a Xournal++ `<stroke>` (see ``XournalWriter``), and notes what of it would
/// not read back as it is: the ink that ``XournalInk`` reads from what is written is compared with
/// the stroke's own, so that only what really changes is noted.
struct XournalStrokeWriter {
    let stroke: Stroke
    /// The drawing's ink options, under which the stroke's widths are drawn.
    let options: InkOptions

    /// The relative difference under which two widths or pressures count as the same: what
    /// writing them to 15 significant digits may change.
    private static let tolerance = 1e-12

    func write(to out: inout XournalXMLText, timing: inout XournalStrokeTiming, losses: inout FormatLosses) {
        let ink = stroke.ink
        var points =
            stroke.transform.isIdentity
            ? stroke.visiblePoints
            : stroke.visiblePoints.map { point in
                var placed = point
                placed.location = point.location.applying(stroke.transform)
                return placed
            }
        points = points.filter { $0.x.isFinite && $0.y.isFinite }
        // Even a fill without area counts: a filled highlighter is drawn at its fill's opacity.
        let fill = ink.fill.flatMap { $0.alpha > 0 ? fillByte($0.alpha) : nil }
        guard let first = points.first, ink.width > 0, ink.width.isFinite, ink.color.alpha > 0 || fill != nil else {
            losses.note("strokes without ink left out")
            return
        }
        if points.count == 1 {
            points.append(first)
            losses.note("one-point strokes written as two points")
        }
        let isHighlighter = ink.tool == .marker
        let fillOpacity = fill.map { Double($0) / 255 }
        let (nominal, segmentWidths) = widths(of: points)
        let alpha =
            isHighlighter
            ? XournalInk.highlighterAlpha(for: ink.color.alpha, fill: fillOpacity) : XournalColor.byte(ink.color.alpha)

        out.text(
            "<stroke tool=\"\(isHighlighter ? "highlighter" : "pen")\" color=\"\(XournalColor.hex(ink.color, alpha: alpha))\" width=\""
        )
        out.number(nominal)
        for width in segmentWidths {
            out.text(" ")
            out.number(width)
        }
        out.text("\"")
        if let fill { out.text(" fill=\"\(fill)\"") }
        out.text(">")
        let locations = points.map { Point(x: Self.rounded($0.x), y: Self.rounded($0.y)) }
        for (index, location) in locations.enumerated() {
            if index > 0 { out.text(" ") }
            out.number(location.x)
            out.text(" ")
            out.number(location.y)
        }
        out.line("</stroke>")

        let readBack = XournalInk.ink(
            highlighter: isHighlighter, color: XournalColor.eightBit(ink.color, alpha: Double(alpha) / 255),
            nominal: nominal, widths: segmentWidths, fill: fillOpacity)
        noteChanges(to: readBack, points: points, losses: &losses)
        let times = timing.next(along: locations)
        if zip(points, times).contains(where: { abs($0.t - $1) > 1e-9 }) { losses.note("times dropped") }
    }

    /// The stroke's width, and the width of each segment for a tool that takes pressure (its one
    /// width at every point when it took none), each as written.
    private func widths(of points: [StrokePoint]) -> (nominal: Double, segments: [Double]) {
        let ink = stroke.ink
        let scale = stroke.transform.isIdentity ? 1 : stroke.transform.averageScale
        let nominal = Self.width(ink.width(atPressure: 0.5, options: options) * scale)
        switch ink.tool {
        case .monoline:
            return (nominal, [])
        case .marker:
            // Xournal++ draws a highlighter at its one width, and keeps its widths per segment.
            guard let first = points.first(where: { $0.pressure != nil })?.pressure else { return (nominal, []) }
            let widths = Self.segmentWidths(of: points, from: first, nominal: nominal) { pressure in
                2 * Swift.min(1, Swift.max(0, pressure)) * nominal
            }
            return (nominal, widths)
        case .pen, .pencil, .fountainPen:
            guard options.pressure != .ignored, options.thinning != 0,
                let first = points.first(where: { $0.pressure != nil })?.pressure
            else {
                return (nominal, Array(repeating: nominal, count: points.count - 1))
            }
            let widths = Self.segmentWidths(of: points, from: first, nominal: nominal) { pressure in
                ink.width(atPressure: pressure, options: options) * scale
            }
            return (nominal, widths)
        }
    }

    /// The width of each segment, as written, from the pressure at its start (the last finite one
    /// before it, `first` at the outset) by `width`; never below a millionth of the nominal width,
    /// since Xournal++ leaves a segment of no width out and splits the stroke there.
    private static func segmentWidths(
        of points: [StrokePoint], from first: Double, nominal: Double, width: (Double) -> Double
    ) -> [Double] {
        var previous = first
        var widths: [Double] = []
        widths.reserveCapacity(points.count - 1)
        for point in points.dropLast() {
            if let pressure = point.pressure, pressure.isFinite { previous = pressure }
            widths.append(Swift.max(Self.width(width(previous)), Self.width(nominal * 1e-6)))
        }
        return widths
    }

    /// Notes how the ink that is read back from what was written differs from the stroke's.
    private func noteChanges(
        to readBack: (ink: Ink, pressures: [Double]?), points: [StrokePoint], losses: inout FormatLosses
    ) {
        let ink = stroke.ink
        if readBack.ink.tool != ink.tool { losses.note("\(ink.tool.rawValue) ink written as pen") }
        if readBack.ink.color != ink.color { losses.note("colour rounded to 8 bits") }
        let fill = ink.fill.flatMap { $0.alpha > 0 ? $0 : nil }
        if readBack.ink.fill != ink.fill {
            if fill == nil || readBack.ink.fill == nil {
                losses.note("fill dropped")
            } else if let fill, XournalColor.eightBit(fill, alpha: 1) != XournalColor.eightBit(ink.color, alpha: 1) {
                losses.note("fill colour written as the stroke's colour")
            } else {
                losses.note("colour rounded to 8 bits")
            }
        }
        let pressures = points.map(\.pressure)
        let hadPressure = pressures.contains { $0 != nil }
        if hadPressure, readBack.pressures == nil {
            losses.note("pressure dropped")
        } else if readBack.pressures != nil, pressures.contains(where: { $0 == nil }) {
            losses.note("missing pressures filled in")
        } else if options == XournalInk.options || ink.tool == .marker, stroke.transform.isIdentity {
            // Under other ink options or a transform, the widths change with them, and that is noted.
            let read = readBack.pressures ?? []
            let samePressures = zip(read.dropLast(), pressures.dropLast()).allSatisfy { Self.isSame($0, $1 ?? .nan) }
            if !Self.isSame(readBack.ink.width, ink.width) || !samePressures {
                losses.note("widths and pressures rescaled")
            } else if let last = read.last, let own = pressures.last, !Self.isSame(last, own ?? .nan) {
                // A notebook has no width for the last point: it reads back at the one before's.
                losses.note("last point's pressure dropped")
            }
        }
        if points.contains(where: { $0.altitude != nil || $0.azimuth != nil }) { losses.note("tilt dropped") }
        if stroke.device != .pen { losses.note("device dropped") }
        if !stroke.transform.isIdentity { losses.note("transform applied to the points") }
        if stroke.path != nil { losses.note("curves written as their points") }
        if stroke.visibleRange != nil { losses.note("erased parts dropped") }
    }

    /// The `fill` a fill's alpha is written as, 1…255, or `nil` when it rounds to none.
    private func fillByte(_ alpha: Double) -> Int? {
        let byte = Int(XournalColor.byte(alpha))
        return byte > 0 ? byte : nil
    }

    private static func isSame(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= tolerance * Swift.max(abs(a), abs(b))
    }

    /// A number as it is written, and read back.
    private static func rounded(_ value: Double) -> Double {
        DecimalText.rounded(value == 0 ? 0 : value, significantDigits: DecimalText.interchangeDigits)
    }

    /// A width as it is written, within what a reader takes.
    private static func width(_ value: Double) -> Double {
        rounded(Swift.min(value, ModelLimits.maximumInkWidth))
    }
}
