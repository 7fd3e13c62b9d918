import Foundation
import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

extension Drawing {
    /// The drawing as an Excalidraw scene (`.excalidraw`: `"type": "excalidraw"`, version 2) that
    /// Excalidraw opens, each stroke a `freedraw` element with every key Excalidraw writes (`id`,
    /// `seed`, `versionNonce`, `index` and the rest), and that ``ExcalidrawReader`` reads back with
    /// every point and pressure exact.
    ///
    /// An element's `points` are the stroke's own points, and its transform becomes `x`, `y` and
    /// `angle` when it is a move and a turn (others are applied to the points, and to the width).
    /// Strokes with pressure are written with `simulatePressure: false` and their `pressures` (0.5
    /// where a point has none); strokes without it simulate pressure, as Excalidraw does for a
    /// mouse. `strokeWidth` is the ink's width over 4.25, so that Excalidraw's perfect-freehand
    /// `size` is the ink's width. Ids, seeds and nonces are made from the strokes' positions, so the
    /// same drawing always gives the same file.
    ///
    /// What Excalidraw has no place for — times, tilt, the tool, the device, the exact width and
    /// colour, and the canvas — goes into each element's `customData.scribble` and a top-level
    /// `scribble` object, which Excalidraw keeps and ignores, so that the file reads back whole.
    /// - Returns: The file as UTF-8.
    public func excalidrawEncoded() -> [UInt8] {
        var writer = JSONWriter(capacity: 1024 + pointCount * 48)
        writer.raw("{\n  \"type\": \"excalidraw\",\n  \"version\": 2,\n  \"source\": \"scribble\",\n  \"elements\": [")
        for (index, stroke) in trimmedToVisibleParts.strokes.enumerated() {
            writer.raw(index == 0 ? "\n    " : ",\n    ")
            ExcalidrawWriter.write(stroke, index: index, to: &writer)
        }
        writer.raw(strokes.isEmpty ? "],\n" : "\n  ],\n")
        writer.raw("  \"appState\": { \"gridSize\": null, \"viewBackgroundColor\": \"#ffffff\" },\n  \"files\": {},\n")
        writer.raw("  \"scribble\": ")
        writer.object { $0.field("canvas", canvas) }
        writer.raw("\n}\n")
        return writer.bytes
    }
}

/// Writes freedraw elements; see ``ScribbleKit/Drawing/excalidrawEncoded()``.
enum ExcalidrawWriter {
    static func write(_ stroke: Stroke, index: Int, to writer: inout JSONWriter) {
        let (stroke, x, y, angle) = placed(stroke)
        let points = stroke.points.isEmpty ? [StrokePoint(x: 0, y: 0, t: 0)] : stroke.points
        let box = Rect(enclosing: points.map(\.location)) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        var random = ElementRandom(index: index)
        let color = stroke.ink.color
        let hasPressure = points.contains { $0.pressure != nil }

        writer.object { element in
            element.field("id", random.id())
            element.field("type", "freedraw")
            element.field("x", x)
            element.field("y", y)
            element.field("width", box.width)
            element.field("height", box.height)
            element.field("angle", angle)
            element.field("strokeColor", Color(red: color.red, green: color.green, blue: color.blue).hexString)
            element.field("backgroundColor", "transparent")
            element.field("fillStyle", "solid")
            element.field("strokeWidth", strokeWidth(for: stroke.ink.width))
            element.field("strokeStyle", "solid")
            element.field("roughness", 1)
            element.field("opacity", (color.alpha * 100).rounded())
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
            numbers([points[points.count - 1].x, points[points.count - 1].y], to: &element)
            element.breakLine(indent: 6)
            element.field("customData") { customData in
                customData.field("scribble") { scribble in
                    scribble.field("tool", stroke.ink.tool.rawValue)
                    scribble.field("device", stroke.device.rawValue)
                    if stroke.ink.width > 0, stroke.ink.width <= ModelLimits.maximumInkWidth {
                        scribble.field("width", stroke.ink.width)
                    } else {
                        scribble.field("width", raw: "null")
                    }
                    scribble.field("color", color.hexString)
                    scribble.breakLine(indent: 8)
                    scribble.fieldName("t")
                    numbers(points.map(\.t), to: &scribble)
                    if hasPressure, points.contains(where: { $0.pressure == nil }) {
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
            }
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

    /// The `strokeWidth` whose perfect-freehand size (× 4.25) is `width`, exactly when a double allows.
    static func strokeWidth(for width: Double) -> Double {
        let estimate = width / ExcalidrawElement.sizePerStrokeWidth
        for candidate in [estimate, estimate.nextUp, estimate.nextDown]
        where candidate * ExcalidrawElement.sizePerStrokeWidth == width {
            return candidate
        }
        return estimate
    }

    /// The stroke as an element holds it: its points, and its transform as `x`, `y` and an
    /// `angle` about the centre of the points' box, when the transform is a move and a turn; any
    /// other transform is applied to the points (and the width) instead.
    static func placed(_ stroke: Stroke) -> (stroke: Stroke, x: Double, y: Double, angle: Double) {
        let transform = stroke.transform
        if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 {
            var local = stroke
            local.transform = .identity
            return (local, transform.tx, transform.ty, 0)
        }
        let isRotation = transform.a == transform.d && transform.b == -transform.c
            && abs(transform.a * transform.a + transform.b * transform.b - 1) < 1e-12
        guard isRotation, let box = Rect(enclosing: stroke.points.map(\.location)) else {
            return (InkMLWriter.baked(stroke), 0, 0, 0)
        }
        var angle = atan2(transform.b, transform.a)
        if angle < 0 { angle += 2 * .pi }
        // Excalidraw turns about the box's centre after moving it: solve for the move.
        let center = box.center
        let turned = Point(x: transform.a * center.x + transform.c * center.y, y: transform.b * center.x + transform.d * center.y)
        var local = stroke
        local.transform = .identity
        return (local, transform.tx - center.x + turned.x, transform.ty - center.y + turned.y, angle)
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
