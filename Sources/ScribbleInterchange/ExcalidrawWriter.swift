import Foundation
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
        for (index, stroke) in strokes.enumerated() {
            writer.raw(index == 0 ? "\n    " : ",\n    ")
            ExcalidrawWriter.write(stroke, index: index, to: &writer)
        }
        writer.raw(strokes.isEmpty ? "],\n" : "\n  ],\n")
        writer.raw("  \"appState\": { \"gridSize\": null, \"viewBackgroundColor\": \"#ffffff\" },\n  \"files\": {},\n")
        writer.raw("  \"scribble\": { \"canvas\": { \"width\": ")
        writer.number(canvas.width)
        writer.raw(", \"height\": ")
        writer.number(canvas.height)
        writer.raw(" } }\n}\n")
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

        writer.raw("{ \"id\": ")
        writer.string(random.id())
        writer.raw(", \"type\": \"freedraw\", \"x\": ")
        writer.number(x)
        writer.raw(", \"y\": ")
        writer.number(y)
        writer.raw(", \"width\": ")
        writer.number(box.width)
        writer.raw(", \"height\": ")
        writer.number(box.height)
        writer.raw(", \"angle\": ")
        writer.number(angle)
        writer.raw(", \"strokeColor\": ")
        writer.string(Color(red: color.red, green: color.green, blue: color.blue).hexString)
        writer.raw(", \"backgroundColor\": \"transparent\", \"fillStyle\": \"solid\", \"strokeWidth\": ")
        writer.number(strokeWidth(for: stroke.ink.width))
        writer.raw(", \"strokeStyle\": \"solid\", \"roughness\": 1, \"opacity\": ")
        writer.number((color.alpha * 100).rounded())
        writer.raw(", \"groupIds\": [], \"frameId\": null, \"index\": ")
        writer.string(ExcalidrawFractionalIndex.key(index))
        writer.raw(", \"roundness\": null, \"seed\": ")
        writer.integer(random.integer())
        writer.raw(", \"version\": 1, \"versionNonce\": ")
        writer.integer(random.integer())
        writer.raw(", \"isDeleted\": false, \"boundElements\": null, \"updated\": 1, \"link\": null, \"locked\": false,\n      \"points\": [")
        for (pointIndex, point) in points.enumerated() {
            writer.raw(pointIndex == 0 ? "[" : ", [")
            writer.number(point.x)
            writer.raw(", ")
            writer.number(point.y)
            writer.raw("]")
        }
        writer.raw("],\n      \"pressures\": [")
        if hasPressure {
            for (pointIndex, point) in points.enumerated() {
                if pointIndex > 0 { writer.raw(", ") }
                writer.number(point.pressure ?? 0.5)
            }
        }
        writer.raw("], \"simulatePressure\": ")
        writer.raw(hasPressure ? "false" : "true")
        writer.raw(", \"lastCommittedPoint\": [")
        writer.number(points[points.count - 1].x)
        writer.raw(", ")
        writer.number(points[points.count - 1].y)
        writer.raw("],\n      \"customData\": { \"scribble\": { \"tool\": ")
        writer.string(stroke.ink.tool.rawValue)
        writer.raw(", \"device\": ")
        writer.string(stroke.device.rawValue)
        writer.raw(", \"width\": ")
        if stroke.ink.width > 0, stroke.ink.width <= ModelLimits.maximumInkWidth {
            writer.number(stroke.ink.width)
        } else {
            writer.raw("null")
        }
        writer.raw(", \"color\": ")
        writer.string(color.hexString)
        writer.raw(",\n        \"t\": ")
        numbers(points.map(\.t), to: &writer)
        if hasPressure, points.contains(where: { $0.pressure == nil }) {
            writer.raw(",\n        \"pressure\": ")
            numbers(points.map(\.pressure), to: &writer)
        }
        if points.contains(where: { $0.altitude != nil }) {
            writer.raw(",\n        \"altitude\": ")
            numbers(points.map(\.altitude), to: &writer)
        }
        if points.contains(where: { $0.azimuth != nil }) {
            writer.raw(",\n        \"azimuth\": ")
            numbers(points.map(\.azimuth), to: &writer)
        }
        writer.raw(" } } }")
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
