import ScribbleKit
import ScribbleSyntax

/// An ``ScribbleKit/Ink`` as JSON, `{"tool": "pen", "color": "#1c1c1e", "width": 4, "fill": "#ffd60a"}`:
/// the one codec for an ink, which a drawing's strokes and a session's choices of tool share, so
/// that each keeps what the other keeps.
package enum InkJSON {
    /// Reads an ink; `null` is the default ink, and a key left out keeps its default.
    /// - Parameter requiringEveryKey: Whether `tool`, `color` and `width` must all be given (and
    ///   `null` is refused), as a client that always sends them must.
    package static func read(_ scanner: inout JSONScanner, requiringEveryKey: Bool = false) throws(FormatError) -> Ink {
        var ink = Ink.default
        if !requiringEveryKey, scanner.readNullIfPresent() { return ink }
        let start = try scanner.beginObject()
        var given: Set<InkKey> = []
        while let key = try scanner.nextField(in: InkKey.table) {
            given.insert(key)
            switch key {
            case .tool: ink.tool = try scanner.readTool()
            case .color: ink.color = try scanner.readColor()
            case .width: ink.width = try scanner.readInkWidth()
            case .fill: ink.fill = scanner.readNullIfPresent() ? nil : try scanner.readColor()
            }
        }
        if requiringEveryKey, !given.isSuperset(of: [.tool, .color, .width]) {
            throw scanner.missingKeys(
                [InkKey.tool, .color, .width].map { ($0.rawValue, !given.contains($0)) }, inObjectAt: start)
        }
        return ink
    }

    /// Writes an ink as an object on one line; `fill` only when it has one.
    package static func write(_ ink: Ink, to writer: inout JSONWriter) {
        writer.object { object in
            object.field("tool", ink.tool.rawValue)
            object.field("color", ink.color.hexString)
            object.field("width", ink.width)
            if let fill = ink.fill { object.field("fill", fill.hexString) }
        }
    }
}

private enum InkKey: String, CaseIterable, Sendable {
    case tool, color, width, fill
    static let table = JSONNameTable<InkKey>()
}
