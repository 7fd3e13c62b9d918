import Foundation
import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

/// One element of an Excalidraw file, with the keys that the elements Scribble draws need
/// (`freedraw`, `line`, `arrow`, `rectangle`, `ellipse`, `diamond`); the others are skipped.
struct ExcalidrawElement {
    var type = ""
    var id = ""
    var x = 0.0
    var y = 0.0
    /// The box of a rectangle, an ellipse or a diamond (for the others Excalidraw works it out
    /// from the points, and so does Scribble).
    var width = 0.0
    var height = 0.0
    var angle = 0.0
    var strokeColor: String?
    /// The colour inside a shape, or inside a line or freehand stroke that closes on itself.
    var backgroundColor: String?
    /// How the inside is filled: `solid`, or rough.js's `hachure`, `cross-hatch`, `zigzag`.
    var fillStyle: String?
    var opacity = 100.0
    var strokeWidth = ExcalidrawElement.defaultStrokeWidth
    var points: [Point] = []
    var pressures: [Double] = []
    var simulatePressure = false
    var isDeleted = false
    /// The heads of an arrow or line at its first and last points: `arrow`, `bar`, `triangle`…,
    /// or `nil` for none.
    var startArrowhead: String?
    var endArrowhead: String?
    /// Whether the file gave an `endArrowhead` (an arrow without the key has Excalidraw's default).
    var hasEndArrowheadKey = false
    /// The element's `roundness`: `nil` when the key is absent, `false` for `null` (sharp corners),
    /// `true` for a roundness of any type.
    var roundness: Bool?
    /// The roundness's `type` (1 legacy, 2 proportional, 3 adaptive) and `value`, when it has them.
    var roundnessType: Int?
    var roundnessValue: Double?
    /// The older files' `strokeSharpness`, which said the same as `roundness` before it.
    var strokeSharpness: String?
    /// Whether the element was finished (`lastCommittedPoint` is set), which makes perfect-freehand
    /// end the outline at the last point in the Excalidraw versions that read the key.
    var isComplete = false
    var extras = ScribbleExtras()

    /// Excalidraw's width when an element has none (or 0).
    static let defaultStrokeWidth = 2.0
    /// The size perfect-freehand draws an element with, per unit of `strokeWidth`.
    static let sizePerStrokeWidth = 4.25

    /// What Scribble writes into `customData.scribble` so that its own files read back whole.
    struct ScribbleExtras {
        var t: [Double?] = []
        var pressure: [Double?] = []
        var altitude: [Double?] = []
        var azimuth: [Double?] = []
        var tool: InkTool?
        var device: InputDevice?
        var width: Double?
        var color: Color?
        var fill: Color?
        /// The stroke's exact transform, when it is not a plain move (a turn's `x`, `y` and `angle`
        /// do not give its numbers back bit for bit).
        var transform: Transform?
        /// The whole stroke, for one that the element cannot hold (erased parts, exact curves, a
        /// transform that stretches): a one-stroke Scribble drawing.
        var stroke: Stroke?
        /// The drawing's canvas, ink options and paper: a Scribble drawing without strokes, kept
        /// on the first element so that it survives Excalidraw saving the scene again.
        var drawing: Drawing?
    }

    private enum Key: String, CaseIterable, Sendable {
        case type, id, x, y, width, height, angle, strokeColor, backgroundColor, fillStyle, opacity, strokeWidth, points
        case pressures, simulatePressure, isDeleted
        case lastCommittedPoint, customData, startArrowhead, endArrowhead, roundness, strokeSharpness
        static let table = JSONNameTable<Key>()
    }

    private enum RoundnessKey: String, CaseIterable, Sendable {
        case type, value
        static let table = JSONNameTable<RoundnessKey>()
    }

    private enum CustomKey: String, CaseIterable, Sendable {
        case scribble
        static let table = JSONNameTable<CustomKey>()
    }

    private enum ExtrasKey: String, CaseIterable, Sendable {
        case t, pressure, altitude, azimuth, tool, device, width, color, fill, transform, stroke, drawing
        static let table = JSONNameTable<ExtrasKey>()
    }

    /// Reads an element, checking the values a freedraw element uses.
    init(reading scanner: inout JSONScanner, limits: InterchangeLimits) throws(FormatError) {
        try scanner.beginObject()
        while let key = try scanner.nextField(in: Key.table) {
            switch key {
            case .type: type = try scanner.readOptionalString() ?? ""
            case .id: id = try scanner.readOptionalString() ?? ""
            case .x:
                x =
                    try scanner.readOptionalNumber().map { value throws(FormatError) in
                        try Self.coordinate(value, &scanner)
                    } ?? 0
            case .y:
                y =
                    try scanner.readOptionalNumber().map { value throws(FormatError) in
                        try Self.coordinate(value, &scanner)
                    } ?? 0
            case .width:
                width =
                    try scanner.readOptionalNumber().map { value throws(FormatError) in try Self.side(value, &scanner) }
                    ?? 0
            case .height:
                height =
                    try scanner.readOptionalNumber().map { value throws(FormatError) in try Self.side(value, &scanner) }
                    ?? 0
            case .angle: angle = try scanner.readOptionalNumber() ?? 0
            case .strokeColor: strokeColor = try scanner.readOptionalString()
            case .backgroundColor: backgroundColor = try scanner.readOptionalString()
            case .fillStyle: fillStyle = try scanner.readOptionalString()
            case .opacity: opacity = Swift.min(100, Swift.max(0, try scanner.readOptionalNumber() ?? 100))
            case .strokeWidth:
                let width = try scanner.readOptionalNumber() ?? 0
                guard width >= 0, width * Self.sizePerStrokeWidth <= ModelLimits.maximumInkWidth else {
                    throw scanner.valueFailure(
                        "strokeWidth must be positive and at most 2352, found \(scanner.valueText)")
                }
                strokeWidth = width == 0 ? Self.defaultStrokeWidth : width
            case .points: points = try Self.readPoints(&scanner, limits: limits)
            case .pressures:
                pressures = try scanner.readNumbers(
                    within: .greatestFiniteMagnitude, maximumCount: limits.maximumPoints
                ).map { Swift.min(1, Swift.max(0, $0 ?? 0.5)) }
            case .simulatePressure: simulatePressure = try scanner.readOptionalBool() ?? false
            case .isDeleted: isDeleted = try scanner.readOptionalBool() ?? false
            case .lastCommittedPoint:
                isComplete = !scanner.readNullIfPresent()
                if isComplete { try scanner.skipValue() }
            case .customData: try readCustomData(&scanner, limits: limits)
            case .startArrowhead: startArrowhead = try scanner.readOptionalString()
            case .endArrowhead:
                endArrowhead = try scanner.readOptionalString()
                hasEndArrowheadKey = true
            case .roundness:
                roundness = !scanner.readNullIfPresent()
                if roundness == true { try readRoundness(&scanner) }
            case .strokeSharpness: strokeSharpness = try scanner.readOptionalString()
            }
        }
    }

    private mutating func readRoundness(_ scanner: inout JSONScanner) throws(FormatError) {
        guard scanner.peekKind() == .object else { return try scanner.skipValue() }
        try scanner.beginObject()
        while let key = try scanner.nextField(in: RoundnessKey.table) {
            switch key {
            case .type:
                roundnessType = try scanner.readOptionalNumber().map {
                    $0.isFinite ? Int(Swift.max(-1, Swift.min(9, $0))) : -1
                }
            case .value: roundnessValue = try scanner.readOptionalNumber()
            }
        }
    }

    /// A side of the box, which spans at most the whole plane of coordinates.
    private static func side(_ value: Double, _ scanner: inout JSONScanner) throws(FormatError) -> Double {
        guard abs(value) <= 2 * ModelLimits.maximumCoordinate else {
            throw scanner.valueFailure("a side of the box must be within ±20000000, found \(scanner.valueText)")
        }
        return value
    }

    private static func coordinate(_ value: Double, _ scanner: inout JSONScanner) throws(FormatError) -> Double {
        guard abs(value) <= ModelLimits.maximumCoordinate else {
            throw scanner.valueFailure("the coordinate must be within ±10000000, found \(scanner.valueText)")
        }
        return value
    }

    private static func readPoints(_ scanner: inout JSONScanner, limits: InterchangeLimits) throws(FormatError)
        -> [Point]
    {
        if scanner.readNullIfPresent() { return [] }
        let start = try scanner.beginArray()
        var points: [Point] = []
        while try scanner.nextElement() {
            guard points.count < limits.maximumPoints else {
                throw scanner.failure(at: start, "the element has more than \(limits.maximumPoints) points, the limit")
                    .exceeding(.points)
            }
            let pointStart = try scanner.beginArray()
            var coordinates: [Double] = []
            while try scanner.nextElement() {
                if coordinates.count < 2 {
                    coordinates.append(try scanner.readCoordinate(coordinates.isEmpty ? "x" : "y"))
                } else {
                    try scanner.skipValue()
                }
            }
            guard coordinates.count == 2 else {
                throw scanner.failure(
                    at: pointStart,
                    "a point is [x, y]; this one has \(coordinates.count) number\(coordinates.count == 1 ? "" : "s")")
            }
            points.append(Point(x: coordinates[0], y: coordinates[1]))
        }
        return points
    }

    private mutating func readCustomData(_ scanner: inout JSONScanner, limits: InterchangeLimits) throws(FormatError) {
        if scanner.readNullIfPresent() { return }
        try scanner.beginObject()
        while let key = try scanner.nextField(in: CustomKey.table) {
            switch key {
            case .scribble:
                if scanner.readNullIfPresent() { continue }
                try scanner.beginObject()
                while let field = try scanner.nextField(in: ExtrasKey.table) {
                    let count = limits.maximumPoints
                    switch field {
                    case .t:
                        extras.t = try scanner.readNumbers(
                            within: .greatestFiniteMagnitude, maximumCount: count, allowingNull: true)
                    case .pressure:
                        extras.pressure = try scanner.readNumbers(within: 1, maximumCount: count, allowingNull: true)
                            .map { $0.map { Swift.max(0, $0) } }
                    case .altitude:
                        extras.altitude = try scanner.readNumbers(
                            within: .greatestFiniteMagnitude, maximumCount: count, allowingNull: true)
                    case .azimuth:
                        extras.azimuth = try scanner.readNumbers(
                            within: .greatestFiniteMagnitude, maximumCount: count, allowingNull: true)
                    case .tool: extras.tool = scanner.readNullIfPresent() ? nil : try scanner.readTool()
                    case .device: extras.device = scanner.readNullIfPresent() ? nil : try scanner.readDevice()
                    case .width: extras.width = scanner.readNullIfPresent() ? nil : try scanner.readInkWidth()
                    case .color: extras.color = scanner.readNullIfPresent() ? nil : try scanner.readColor()
                    case .fill: extras.fill = scanner.readNullIfPresent() ? nil : try scanner.readColor()
                    case .transform: extras.transform = try Self.readTransform(&scanner)
                    case .stroke:
                        let drawing = try Self.readScribbleDrawing(&scanner, limits: limits)
                        guard let drawing else { continue }
                        guard drawing.strokes.count == 1 else {
                            throw scanner.failure(
                                at: scanner.position,
                                "customData.scribble.stroke holds \(drawing.strokes.count) strokes; it holds one")
                        }
                        extras.stroke = drawing.strokes[0]
                    case .drawing: extras.drawing = try Self.readScribbleDrawing(&scanner, limits: limits)
                    }
                }
            }
        }
    }

    /// Reads `[a, b, c, d, tx, ty]`, or `null`.
    private static func readTransform(_ scanner: inout JSONScanner) throws(FormatError) -> Transform? {
        if scanner.readNullIfPresent() { return nil }
        let start = scanner.position
        let values = try scanner.readNumbers(within: ModelLimits.maximumCoordinate, maximumCount: 6)
        guard values.count == 6, let a = values[0], let b = values[1], let c = values[2], let d = values[3],
            let tx = values[4], let ty = values[5]
        else {
            throw scanner.failure(at: start, "a transform is [a, b, c, d, tx, ty], six numbers")
        }
        return Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Reads a Scribble drawing (`*.drawing.json`) held inside the scene, or `null`.
    static func readScribbleDrawing(_ scanner: inout JSONScanner, limits: InterchangeLimits) throws(FormatError)
        -> Drawing?
    {
        if scanner.readNullIfPresent() { return nil }
        _ = scanner.peekKind()
        let start = scanner.position
        try scanner.skipValue()
        let bytes = UnsafeRawBufferPointer(rebasing: scanner.bytes[start..<scanner.position])
        do {
            return try Drawing(decodingJSON: bytes, limits: limits)
        } catch {
            throw scanner.failure(at: start, "Scribble's drawing here cannot be read: \(error.message)")
        }
    }

    // MARK: - The stroke

    /// The kinds of element drawn: freehand ink, lines and arrows through their points, and the
    /// closed shapes drawn from their box.
    enum Kind {
        case freedraw, line, arrow, rectangle, ellipse, diamond
    }

    /// What the element draws, or `nil` for the kinds that are skipped (text, images, frames…).
    var kind: Kind? {
        switch type {
        case "freedraw": .freedraw
        case "line": .line
        case "arrow": .arrow
        case "rectangle": .rectangle
        case "ellipse": .ellipse
        case "diamond": .diamond
        default: nil
        }
    }

    /// Whether the element is a closed shape drawn from its box (`width`, `height`), not its points.
    var isShape: Bool {
        kind == .rectangle || kind == .ellipse || kind == .diamond
    }

    /// Whether the element has round corners (a rectangle or diamond) or is a curve (a line or an
    /// arrow): its `roundness`, or in a file from before that key its `strokeSharpness`.
    var hasRoundness: Bool {
        roundness ?? (strokeSharpness == "round")
    }

    /// Whether a line or an arrow is drawn as a curve through its points rather than as straight
    /// segments.
    var isRound: Bool {
        (kind == .line || kind == .arrow) && hasRoundness
    }

    /// The heads the element ends in, start and end, as Excalidraw draws them: an arrow without
    /// an `endArrowhead` key ends in an arrowhead, which is Excalidraw's default.
    var arrowheads: (start: String?, end: String?) {
        guard kind == .arrow || kind == .line else { return (nil, nil) }
        return (startArrowhead, hasEndArrowheadKey || kind == .line ? endArrowhead : "arrow")
    }

    /// What Excalidraw rotates the element about, in its own coordinates: the centre of a shape's
    /// box, or of the box around the points of the others.
    var localCenter: Point {
        isShape ? Point(x: width / 2, y: height / 2) : Rect(enclosing: points)?.center ?? .zero
    }

    /// The line the element's ink follows, in its own coordinates: its points (a dot at its origin
    /// when it has none, as Excalidraw draws it), the curve through them for a round line, or a
    /// shape's outline; with the exact curves when there are any.
    func centerLine() -> (points: [Point], path: CurvePath?) {
        if isShape {
            let outline = ExcalidrawDigits.clean(ExcalidrawShape.path(of: self))
            let flattened = outline.flattened(tolerance: ExcalidrawCurve.tolerance).first ?? [.zero]
            return (flattened.map(ExcalidrawDigits.clean), outline)
        }
        guard !points.isEmpty else { return ([.zero], nil) }
        guard isRound else { return (points, nil) }
        return (ExcalidrawCurve.points(through: points), ExcalidrawCurve.path(through: points))
    }

    /// How many points ``centerLine()`` gives, without making a round line's curve: what a reader
    /// counts against its limits first.
    var centerLinePointCount: Int {
        if isShape { return centerLine().points.count }
        return points.isEmpty ? 1 : isRound ? ExcalidrawCurve.count(through: points) : points.count
    }

    /// Whether the points close a loop, which Excalidraw fills: three or more, the last within 8
    /// units (its `LINE_CONFIRM_THRESHOLD`) of the first.
    private var isLoop: Bool {
        guard points.count >= 3, let first = points.first, let last = points.last else { return false }
        return (last - first).length <= 8
    }

    /// Whether Excalidraw fills the element's inside with its `backgroundColor`: a shape, or a
    /// line or freehand stroke that closes a loop, whose background is not transparent.
    private var hasBackground: Bool {
        guard isShape || ((kind == .line || kind == .freedraw) && isLoop) else { return false }
        guard let backgroundColor, let parsed = Self.parsedColor(backgroundColor) else { return false }
        return parsed.alpha > 0
    }

    /// The fill style of a background Scribble does not draw (rough.js's `hachure`,
    /// `cross-hatch`, `zigzag`…), or `nil` when there is none or it is solid.
    var undrawnFillStyle: String? {
        guard hasBackground, let fillStyle, fillStyle != "solid" else { return nil }
        return fillStyle
    }

    /// The solid fill of the element's inside, at its opacity, or `nil` for none.
    private var fillColor: Color? {
        guard hasBackground, fillStyle == nil || fillStyle == "solid" else { return nil }
        return backgroundColor.flatMap(Self.parsedColor).map(atOpacity)
    }

    /// The strokes the element draws, and whether their points have times of their own (from
    /// Scribble's extras): a freedraw element's one stroke; a line's, an arrow's or a shape's
    /// outline as one stroke of constant width (the monoline tool, at `strokeWidth`, as Excalidraw
    /// strokes them without its hand-drawn roughness), and a stroke for each of its heads.
    func strokes() -> (strokes: [Stroke], isTimed: Bool) {
        if let whole = extras.stroke { return ([whole], true) }
        let (line, path) = centerLine()
        let (shaft, isTimed) = stroke(along: line, path: path)
        // The heads follow the line's own last segments, not the points put along them.
        let drawn = line
        guard kind == .line || kind == .arrow, drawn.count >= 2 else { return ([shaft], isTimed) }
        var strokes = [shaft]
        let (start, end) = arrowheads
        for (head, tip, from) in [(start, drawn[0], drawn[1]), (end, drawn[drawn.count - 1], drawn[drawn.count - 2])] {
            guard let head, let outline = ExcalidrawArrowhead(named: head)?.points(tip: tip, from: from) else {
                continue
            }
            var headStroke = shaft
            let headPoints = ExcalidrawDensifier.densified(outline.map(ExcalidrawDigits.clean), width: shaft.ink.width)
            headStroke.points = headPoints.map { StrokePoint(location: $0, t: 0) }
            headStroke.path = nil
            headStroke.ink.fill = nil
            strokes.append(headStroke)
        }
        return (strokes, isTimed)
    }

    /// The stroke along the element's centre line, with points put along a line's or a shape's
    /// straight runs when it has corners (curves are flattened finely enough already), and
    /// whether its points have times of their own.
    private func stroke(along line: [Point], path: CurvePath?) -> (stroke: Stroke, isTimed: Bool) {
        let isCurved = path?.elements.contains { if case .cubic = $0 { true } else { false } } ?? false
        let locations = kind == .freedraw || isCurved ? line : ExcalidrawDensifier.densified(line, width: strokeWidth)
        let count = locations.count
        let times = extras.t.count == count && extras.t.allSatisfy { $0 != nil } ? extras.t : nil
        let isFreehand = kind == .freedraw
        var samples: [StrokePoint] = []
        samples.reserveCapacity(count)
        for (index, location) in locations.enumerated() {
            var sample = StrokePoint(location: location, t: times?[index] ?? 0)
            if extras.pressure.count == count {
                sample.pressure = extras.pressure[index]
            } else if isFreehand, !simulatePressure, index < pressures.count {
                sample.pressure = pressures[index]
            }
            if extras.altitude.count == count { sample.altitude = extras.altitude[index] }
            if extras.azimuth.count == count { sample.azimuth = extras.azimuth[index] }
            samples.append(sample)
        }
        let color = extras.color ?? atOpacity(strokeColor.flatMap(Self.parsedColor) ?? Self.defaultStrokeColor)
        let fill = extras.fill ?? fillColor
        let ink: Ink
        let device: InputDevice
        if isFreehand {
            ink = Ink(
                tool: extras.tool ?? .pen, color: color, width: extras.width ?? strokeWidth * Self.sizePerStrokeWidth,
                fill: fill)
            device = extras.device ?? (simulatePressure ? .mouse : .pen)
        } else {
            ink = Ink(tool: extras.tool ?? .monoline, color: color, width: extras.width ?? strokeWidth, fill: fill)
            device = extras.device ?? .mouse
        }
        return (
            Stroke(points: samples, ink: ink, device: device, transform: extras.transform ?? transform, path: path),
            times != nil
        )
    }

    /// Excalidraw's default stroke colour, a near-black.
    private static let defaultStrokeColor = Color(red: 0x1e / 255, green: 0x1e / 255, blue: 0x1e / 255)

    private static func parsedColor(_ text: String) -> Color? {
        Color(parsing: text.trimmingCharacters(in: .whitespaces))
    }

    /// `base` at the element's `opacity`.
    private func atOpacity(_ base: Color) -> Color {
        guard opacity < 100 else { return base }
        // Opacity is a percentage; keep alphas that are whole bytes exact.
        var alpha = base.alpha * opacity / 100
        let byte = (alpha * 255).rounded()
        if abs(alpha * 255 - byte) < 1e-9 { alpha = byte / 255 }
        return Color(red: base.red, green: base.green, blue: base.blue, alpha: alpha)
    }

    /// Moves the element's points to `x`, `y` and turns them by `angle` about ``localCenter``.
    private var transform: Transform {
        guard angle != 0, angle.isFinite else { return .translation(x: x, y: y) }
        let center = localCenter
        let pivot = Point(x: x + center.x, y: y + center.y)
        return Transform.translation(x: x - pivot.x, y: y - pivot.y)
            .concatenating(.rotation(radians: angle))
            .concatenating(.translation(x: pivot.x, y: pivot.y))
    }
}
