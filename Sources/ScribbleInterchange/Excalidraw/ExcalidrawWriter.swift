import Foundation
import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

extension Drawing {
    /// The drawing as an Excalidraw scene; see ``excalidrawEncoded(losses:)``, whose report of
    /// what could not be carried this drops.
    /// - Returns: The file as UTF-8.
    public func excalidrawEncoded() -> [UInt8] {
        var losses = FormatLosses()
        return excalidrawEncoded(losses: &losses)
    }

    /// The drawing as an Excalidraw scene (`.excalidraw`: `"type": "excalidraw"`, version 2) that
    /// Excalidraw opens, each stroke a `freedraw` element with every key Excalidraw writes (`id`,
    /// `seed`, `versionNonce`, `index` and the rest), and that ``ExcalidrawReader`` reads back as
    /// the same drawing, every number bit for bit.
    ///
    /// An element's `points` are the stroke's own points (the part an eraser left of it), and its
    /// transform becomes `x`, `y` and `angle` when it is a move and a turn (others are applied to
    /// the points, and to the width). Strokes with pressure are written with
    /// `simulatePressure: false` and their `pressures` (0.5 where a point has none); strokes
    /// without it simulate pressure, as Excalidraw does for a mouse. `strokeWidth` is the ink's
    /// width over 4.25, so that Excalidraw's perfect-freehand `size` is the ink's width; a fill
    /// is the `backgroundColor`. `lastCommittedPoint`, which older versions of Excalidraw end the
    /// outline at, is the last point, unless the drawing's ink options are perfect-freehand's
    /// without `last` (a scene read from such a version), when it is `null` again. Numbers that
    /// the writer works out (sizes, a turned element's place, `strokeWidth`) are rounded to 15
    /// significant digits, so that they carry no arithmetic noise. Ids, seeds and nonces are made
    /// from the strokes' positions, so the same drawing always gives the same file.
    ///
    /// What Excalidraw has no place for goes into each element's `customData.scribble`, which
    /// Excalidraw keeps as it is: the tool, the device, the exact width and colours, each point's
    /// time, pressure and tilt, the exact transform of a turned stroke, and the whole stroke as
    /// a Scribble drawing of one stroke when the element cannot hold it (erased parts, exact
    /// curves, a transform that stretches). The drawing's canvas, ink options and paper go, as a
    /// Scribble drawing without strokes, into the first element's `customData.scribble.drawing`
    /// and a top-level `scribble` object; the paper's colour is also the scene's background.
    /// - Parameter losses: Where what could not be carried is noted: a stroke without points
    ///   (written as a dot), a colour that is not made of 8-bit components, an ink width outside
    ///   what the format holds.
    /// - Returns: The file as UTF-8.
    public func excalidrawEncoded(losses: inout FormatLosses) -> [UInt8] {
        var writer = JSONWriter(capacity: 1024 + pointCount * 48)
        var header = Drawing(canvas: canvas, inkOptions: inkOptions, paper: paper).jsonEncoded()
        if header.last == UInt8(ascii: "\n") { header.removeLast() }
        let isComplete = inkOptions?.perfectFreehand?.last ?? true
        writer.raw("{\n  \"type\": \"excalidraw\",\n  \"version\": 2,\n  \"source\": \"scribble\",\n  \"elements\": [")
        for (index, stroke) in strokes.enumerated() {
            writer.raw(index == 0 ? "\n    " : ",\n    ")
            ExcalidrawWriter.write(
                stroke, index: index, isComplete: isComplete, drawing: index == 0 ? header : nil, to: &writer,
                losses: &losses)
        }
        writer.raw(strokes.isEmpty ? "],\n" : "\n  ],\n")
        let background = paper.map { ExcalidrawWriter.hex($0.color) } ?? "#ffffff"
        writer.raw("  \"appState\": ")
        writer.object { state in
            state.field("gridSize", raw: "null")
            state.field("viewBackgroundColor", background)
        }
        writer.raw(",\n  \"files\": {},\n  \"scribble\": ")
        writer.object { scribble in
            scribble.field("canvas", canvas)
            scribble.fieldName("drawing")
            scribble.raw(bytes: header)
        }
        writer.raw("\n}\n")
        if paper.map({ Color(parsing: $0.color.hexString) != $0.color }) == true {
            losses.note("paper colour rounded to 8 bits a channel", strokes: 0)
        }
        return writer.bytes
    }
}

/// Writes freedraw elements; see ``ScribbleKit/Drawing/excalidrawEncoded(losses:)``.
enum ExcalidrawWriter {
    /// The digits numbers the writer works out are rounded to.
    private static let digits = DecimalText.interchangeDigits

    /// Writes `original` as the element at `index`, with `lastCommittedPoint` when `isComplete`,
    /// and the drawing's own Scribble header when it is given.
    static func write(
        _ original: Stroke, index: Int, isComplete: Bool, drawing: [UInt8]?, to writer: inout JSONWriter,
        losses: inout FormatLosses
    ) {
        let (stroke, x, y, angle) = placed(original.trimmedToVisiblePart)
        // A turn's `x`, `y` and `angle` do not give its numbers back bit for bit: it is kept too.
        let keepsTransform = !isMove(original.transform)
        // Whether the element holds the stroke, or it is kept whole beside it.
        let isWhole =
            original.visibleRange == nil && original.path == nil && (!keepsTransform || isTurn(original.transform))
        if original.points.isEmpty { losses.note("stroke without points written as a dot") }
        let points = stroke.points.isEmpty ? [StrokePoint(x: 0, y: 0, t: 0)] : stroke.points
        let box = Rect(enclosing: points.map(\.location)) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        var random = ElementRandom(index: index)
        let color = original.ink.color
        let fill = original.ink.fill
        if Color(parsing: color.hexString) != color || fill.map({ Color(parsing: $0.hexString) != $0 }) == true {
            losses.note("colour rounded to 8 bits a channel")
        }
        let hasWidth = original.ink.width > 0 && original.ink.width <= ModelLimits.maximumInkWidth
        if !hasWidth {
            losses.note(
                "ink width outside 0…\(DecimalText.format(ModelLimits.maximumInkWidth)) written as Excalidraw's default"
            )
        }
        let hasPressure = points.contains { $0.pressure != nil }

        writer.object { element in
            element.field("id", random.id())
            element.field("type", "freedraw")
            element.field("x", x)
            element.field("y", y)
            element.field("width", DecimalText.rounded(box.width, significantDigits: digits))
            element.field("height", DecimalText.rounded(box.height, significantDigits: digits))
            element.field("angle", angle)
            // Excalidraw's opacity is the whole element's: ink that does not show (a filled shape
            // without an outline) is a transparent stroke, and the fill gives the opacity.
            element.field("strokeColor", color.alpha > 0 ? hex(color) : "transparent")
            element.field("backgroundColor", fill.map(hex) ?? "transparent")
            element.field("fillStyle", "solid")
            element.field(
                "strokeWidth", hasWidth ? strokeWidth(for: stroke.ink.width) : ExcalidrawElement.defaultStrokeWidth)
            element.field("strokeStyle", "solid")
            element.field("roughness", 1)
            element.field("opacity", ((color.alpha > 0 ? color.alpha : fill?.alpha ?? 1) * 100).rounded())
            element.field("groupIds", raw: "[]")
            element.field("frameId", raw: "null")
            element.field("index", ExcalidrawFractionalIndex.key(index))
            element.field("roundness", raw: "null")
            element.field("seed", random.integer())
            element.field("version", 1)
            element.field("versionNonce", random.integer())
            element.field("isDeleted", false)
            element.field("boundElements", raw: "null")
            element.field("updated", 1)
            element.field("link", raw: "null")
            element.field("locked", false)
            element.breakLine(indent: 6)
            element.fieldName("points")
            element.raw("[")
            for (pointIndex, point) in points.enumerated() {
                element.raw(pointIndex == 0 ? "[" : ", [")
                element.number(point.x)
                element.raw(", ")
                element.number(point.y)
                element.raw("]")
            }
            element.raw("]")
            element.breakLine(indent: 6)
            element.fieldName("pressures")
            numbers(hasPressure ? points.map(\.pressure).map { $0 ?? 0.5 } : [], to: &element)
            element.field("simulatePressure", !hasPressure)
            element.fieldName("lastCommittedPoint")
            if isComplete {
                numbers([points[points.count - 1].x, points[points.count - 1].y], to: &element)
            } else {
                element.raw("null")
            }
            element.breakLine(indent: 6)
            element.field("customData") { customData in
                customData.field("scribble") { scribble in
                    writeExtras(of: original, points: points, isWhole: isWhole, hasWidth: hasWidth, to: &scribble)
                    if keepsTransform, isWhole {
                        scribble.fieldName("transform")
                        let transform = original.transform
                        numbers(
                            [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty],
                            to: &scribble)
                    }
                    if !isWhole, !original.points.isEmpty {
                        var bytes = Drawing(canvas: Size(width: 1, height: 1), strokes: [original]).jsonEncoded()
                        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
                        scribble.breakLine(indent: 8)
                        scribble.fieldName("stroke")
                        scribble.raw(bytes: bytes)
                    }
                    if let drawing {
                        scribble.breakLine(indent: 8)
                        scribble.fieldName("drawing")
                        scribble.raw(bytes: drawing)
                    }
                }
            }
        }
    }

    /// Writes what the element cannot hold of the stroke: the ink and device always, and each
    /// point's time, exact pressure and tilt when the element's points are the stroke's.
    private static func writeExtras(
        of stroke: Stroke, points: [StrokePoint], isWhole: Bool, hasWidth: Bool, to scribble: inout JSONWriter
    ) {
        scribble.field("tool", stroke.ink.tool.rawValue)
        scribble.field("device", stroke.device.rawValue)
        if hasWidth {
            scribble.field("width", stroke.ink.width)
        } else {
            scribble.field("width", raw: "null")
        }
        scribble.field("color", stroke.ink.color.hexString)
        if let fill = stroke.ink.fill { scribble.field("fill", fill.hexString) }
        guard isWhole else { return }
        scribble.breakLine(indent: 8)
        scribble.fieldName("t")
        numbers(points.map(\.t), to: &scribble)
        if points.contains(where: { $0.pressure != nil }), points.contains(where: { $0.pressure == nil }) {
            scribble.breakLine(indent: 8)
            scribble.fieldName("pressure")
            numbers(points.map(\.pressure), to: &scribble)
        }
        if points.contains(where: { $0.altitude != nil }) {
            scribble.breakLine(indent: 8)
            scribble.fieldName("altitude")
            numbers(points.map(\.altitude), to: &scribble)
        }
        if points.contains(where: { $0.azimuth != nil }) {
            scribble.breakLine(indent: 8)
            scribble.fieldName("azimuth")
            numbers(points.map(\.azimuth), to: &scribble)
        }
    }

    private static func numbers(_ values: [Double?], to writer: inout JSONWriter) {
        writer.raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { writer.raw(", ") }
            if let value { writer.number(value) } else { writer.raw("null") }
        }
        writer.raw("]")
    }

    /// `#rrggbb`, the colour without its alpha, which Excalidraw keeps in `opacity`.
    static func hex(_ color: Color) -> String {
        Color(red: color.red, green: color.green, blue: color.blue).hexString
    }

    /// The `strokeWidth` whose perfect-freehand size (× 4.25) is `width`, exactly when a double
    /// allows; otherwise the quotient to 15 significant digits (the exact width is in
    /// `customData`).
    static func strokeWidth(for width: Double) -> Double {
        let estimate = width / ExcalidrawElement.sizePerStrokeWidth
        let short = DecimalText.rounded(estimate, significantDigits: digits)
        for candidate in [short, estimate, estimate.nextUp, estimate.nextDown]
        where candidate * ExcalidrawElement.sizePerStrokeWidth == width
            && DecimalText.rounded(candidate, significantDigits: digits) == candidate
        {
            return candidate
        }
        return short
    }

    private static func isMove(_ transform: Transform) -> Bool {
        transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
    }

    /// Whether `transform` turns without stretching: what `x`, `y` and `angle` can say.
    private static func isTurn(_ transform: Transform) -> Bool {
        transform.a == transform.d && transform.b == -transform.c
            && abs(transform.a * transform.a + transform.b * transform.b - 1) < 1e-12
    }

    /// The stroke as an element holds it: its points, and its transform as `x`, `y` and an
    /// `angle` about the centre of the points' box, when the transform is a move and a turn; any
    /// other transform is applied to the points (and the width) instead, rounded to 15 digits.
    static func placed(_ stroke: Stroke) -> (stroke: Stroke, x: Double, y: Double, angle: Double) {
        let transform = stroke.transform
        if isMove(transform) {
            var local = stroke
            local.transform = .identity
            return (local, transform.tx, transform.ty, 0)
        }
        guard isTurn(transform), let box = Rect(enclosing: stroke.points.map(\.location)) else {
            var baked = InkMLWriter.baked(stroke)
            for index in baked.points.indices {
                let location = baked.points[index].location
                baked.points[index].location = Point(
                    x: DecimalText.rounded(location.x, significantDigits: digits),
                    y: DecimalText.rounded(location.y, significantDigits: digits))
            }
            baked.transform = .identity
            return (baked, 0, 0, 0)
        }
        var angle = atan2(transform.b, transform.a)
        if angle < 0 { angle += 2 * .pi }
        // Excalidraw turns about the box's centre after moving it: solve for the move.
        let center = box.center
        let turned = Point(
            x: transform.a * center.x + transform.c * center.y, y: transform.b * center.x + transform.d * center.y)
        var local = stroke
        local.transform = .identity
        let x = DecimalText.rounded(transform.tx - center.x + turned.x, significantDigits: digits)
        let y = DecimalText.rounded(transform.ty - center.y + turned.y, significantDigits: digits)
        return (local, x, y, angle)
    }
}

/// Ids, seeds and nonces for elements, the same for the same position in the drawing (SplitMix64).
private struct ElementRandom {
    private var state: UInt64

    init(index: Int) { state = 0x5C81_BB1E ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15) }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A positive 31-bit integer, as Excalidraw's seeds are.
    mutating func integer() -> Int { Int(next() % 0x7FFF_FFFF) + 1 }

    /// A 21-character id of letters, digits, `_` and `-`, as Excalidraw's (nanoid) are.
    mutating func id() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
        return String((0..<21).map { _ in alphabet[Int(next() % 64)] })
    }
}
