import Foundation
import ScribbleKit
import ScribbleJSON
import ScribbleSyntax

/// One element of an Excalidraw file, with the keys that a `freedraw`, `line` or `arrow` element
/// needs (others are skipped, and so are the elements of other types).
struct ExcalidrawElement {
    var type = ""
    var id = ""
    var x = 0.0
    var y = 0.0
    var angle = 0.0
    var strokeColor: String?
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
    /// The older files' `strokeSharpness`, which said the same as `roundness` before it.
    var strokeSharpness: String?
    /// Whether the element was finished (`lastCommittedPoint` is set), which makes perfect-freehand
    /// end the outline at the last point.
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
    }

    private enum Key: String, CaseIterable, Sendable {
        case type, id, x, y, angle, strokeColor, opacity, strokeWidth, points, pressures, simulatePressure, isDeleted
        case lastCommittedPoint, customData, startArrowhead, endArrowhead, roundness, strokeSharpness
        static let table = JSONNameTable<Key>()
    }

    private enum CustomKey: String, CaseIterable, Sendable {
        case scribble
        static let table = JSONNameTable<CustomKey>()
    }

    private enum ExtrasKey: String, CaseIterable, Sendable {
        case t, pressure, altitude, azimuth, tool, device, width, color
        static let table = JSONNameTable<ExtrasKey>()
    }

    /// Reads an element, checking the values a freedraw element uses.
    init(reading scanner: inout JSONScanner, limits: InterchangeLimits) throws(FormatError) {
        try scanner.beginObject()
        while let key = try scanner.nextField(in: Key.table) {
            switch key {
            case .type: type = try scanner.readOptionalString() ?? ""
            case .id: id = try scanner.readOptionalString() ?? ""
            case .x: x = try scanner.readOptionalNumber().map { value throws(FormatError) in try Self.coordinate(value, &scanner) } ?? 0
            case .y: y = try scanner.readOptionalNumber().map { value throws(FormatError) in try Self.coordinate(value, &scanner) } ?? 0
            case .angle: angle = try scanner.readOptionalNumber() ?? 0
            case .strokeColor: strokeColor = try scanner.readOptionalString()
            case .opacity: opacity = Swift.min(100, Swift.max(0, try scanner.readOptionalNumber() ?? 100))
            case .strokeWidth:
                let width = try scanner.readOptionalNumber() ?? 0
                guard width >= 0, width * Self.sizePerStrokeWidth <= ModelLimits.maximumInkWidth else {
                    throw scanner.valueFailure("strokeWidth must be positive and at most 2352, found \(scanner.valueText)")
                }
                strokeWidth = width == 0 ? Self.defaultStrokeWidth : width
            case .points: points = try Self.readPoints(&scanner, limits: limits)
            case .pressures:
                pressures = try scanner.readNumbers(within: .greatestFiniteMagnitude, maximumCount: limits.maximumPoints).map { Swift.min(1, Swift.max(0, $0 ?? 0.5)) }
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
                if roundness == true { try scanner.skipValue() }
            case .strokeSharpness: strokeSharpness = try scanner.readOptionalString()
            }
        }
    }

    private static func coordinate(_ value: Double, _ scanner: inout JSONScanner) throws(FormatError) -> Double {
        guard abs(value) <= ModelLimits.maximumCoordinate else {
            throw scanner.valueFailure("the coordinate must be within ±10000000, found \(scanner.valueText)")
        }
        return value
    }

    private static func readPoints(_ scanner: inout JSONScanner, limits: InterchangeLimits) throws(FormatError) -> [Point] {
        if scanner.readNullIfPresent() { return [] }
        let start = try scanner.beginArray()
        var points: [Point] = []
        while try scanner.nextElement() {
            guard points.count < limits.maximumPoints else {
                throw scanner.failure(at: start, "the element has more than \(limits.maximumPoints) points, the limit").exceeding(.points)
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
                throw scanner.failure(at: pointStart, "a point is [x, y]; this one has \(coordinates.count) number\(coordinates.count == 1 ? "" : "s")")
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
                    case .t: extras.t = try scanner.readNumbers(within: .greatestFiniteMagnitude, maximumCount: count, allowingNull: true)
                    case .pressure:
                        extras.pressure = try scanner.readNumbers(within: 1, maximumCount: count, allowingNull: true)
                            .map { $0.map { Swift.max(0, $0) } }
                    case .altitude: extras.altitude = try scanner.readNumbers(within: .greatestFiniteMagnitude, maximumCount: count, allowingNull: true)
                    case .azimuth: extras.azimuth = try scanner.readNumbers(within: .greatestFiniteMagnitude, maximumCount: count, allowingNull: true)
                    case .tool: extras.tool = scanner.readNullIfPresent() ? nil : try scanner.readTool()
                    case .device: extras.device = scanner.readNullIfPresent() ? nil : try scanner.readDevice()
                    case .width: extras.width = scanner.readNullIfPresent() ? nil : try scanner.readInkWidth()
                    case .color: extras.color = scanner.readNullIfPresent() ? nil : try scanner.readColor()
                    }
                }
            }
        }
    }

    // MARK: - The stroke

    /// The kinds of element drawn: freehand ink, and the straight segments of lines and arrows.
    enum Kind {
        case freedraw, line, arrow
    }

    /// What the element draws, or `nil` for the kinds that are skipped (shapes, text, images).
    var kind: Kind? {
        switch type {
        case "freedraw": .freedraw
        case "line": .line
        case "arrow": .arrow
        default: nil
        }
    }

    /// Whether a line or an arrow is drawn as a curve through its points rather than as straight
    /// segments: its `roundness`, or in a file from before that key its `strokeSharpness`.
    var isRound: Bool {
        kind != .freedraw && (roundness ?? (strokeSharpness == "round"))
    }

    /// The heads the element ends in, start and end, as Excalidraw draws them: an arrow without
    /// an `endArrowhead` key ends in an arrowhead, which is Excalidraw's default.
    var arrowheads: (start: String?, end: String?) {
        guard kind == .arrow || kind == .line else { return (nil, nil) }
        return (startArrowhead, hasEndArrowheadKey || kind == .line ? endArrowhead : "arrow")
    }

    /// The centre of the box around the element's points, in its own coordinates: what Excalidraw
    /// rotates it about.
    var localCenter: Point {
        Rect(enclosing: points)?.center ?? .zero
    }

    /// The strokes the element draws, and whether their points have times of their own (from
    /// Scribble's extras): a freedraw element's one stroke; a line's or an arrow's points as one
    /// stroke of constant width (the monoline tool, at `strokeWidth`, as Excalidraw strokes them
    /// without its hand-drawn roughness), and a stroke for each of its heads.
    func strokes() -> (strokes: [Stroke], isTimed: Bool) {
        let (shaft, isTimed) = stroke()
        let drawn = shaft.points.map(\.location)
        guard kind != .freedraw, drawn.count >= 2 else { return ([shaft], isTimed) }
        var strokes = [shaft]
        let (start, end) = arrowheads
        for (head, tip, from) in [(start, drawn[0], drawn[1]), (end, drawn[drawn.count - 1], drawn[drawn.count - 2])] {
            guard let head, let outline = ExcalidrawArrowhead(named: head)?.points(tip: tip, from: from) else { continue }
            var headStroke = shaft
            headStroke.points = outline.map { StrokePoint(location: $0, t: 0) }
            headStroke.path = nil
            strokes.append(headStroke)
        }
        return (strokes, isTimed)
    }

    /// The stroke of the element's own points, and whether its points have times of their own.
    private func stroke() -> (stroke: Stroke, isTimed: Bool) {
        // Excalidraw draws an element without points as a dot at its origin, and a round line
        // through its points.
        let locations = points.isEmpty ? [Point.zero] : isRound ? ExcalidrawCurve.points(through: points) : points
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
        let ink: Ink
        let device: InputDevice
        if isFreehand {
            ink = Ink(tool: extras.tool ?? .pen, color: extras.color ?? color, width: extras.width ?? strokeWidth * Self.sizePerStrokeWidth)
            device = extras.device ?? (simulatePressure ? .mouse : .pen)
        } else {
            ink = Ink(tool: extras.tool ?? .monoline, color: extras.color ?? color, width: extras.width ?? strokeWidth)
            device = extras.device ?? .mouse
        }
        let path = isRound ? ExcalidrawCurve.path(through: points) : nil
        return (Stroke(points: samples, ink: ink, device: device, transform: transform, path: path), times != nil)
    }

    /// The colour of `strokeColor` at `opacity`; Excalidraw's default near-black when it is not a colour.
    private var color: Color {
        let base = strokeColor.flatMap { Color(parsing: $0.trimmingCharacters(in: .whitespaces)) }
            ?? Color(red: 0x1e / 255, green: 0x1e / 255, blue: 0x1e / 255)
        guard opacity < 100 else { return base }
        // Opacity is a percentage; keep alphas that are whole bytes exact.
        var alpha = base.alpha * opacity / 100
        let byte = (alpha * 255).rounded()
        if abs(alpha * 255 - byte) < 1e-9 { alpha = byte / 255 }
        return Color(red: base.red, green: base.green, blue: base.blue, alpha: alpha)
    }

    /// Moves the element's points to `x`, `y` and turns them by `angle` about the centre of their box.
    private var transform: Transform {
        guard angle != 0, angle.isFinite else { return .translation(x: x, y: y) }
        let center = localCenter
        let pivot = Point(x: x + center.x, y: y + center.y)
        return Transform.translation(x: x - pivot.x, y: y - pivot.y)
            .concatenating(.rotation(radians: angle))
            .concatenating(.translation(x: pivot.x, y: pivot.y))
    }
}
