import ScribbleKit
import ScribbleSyntax

/// Encodes a drawing again and again as it is drawn and edited, as a drawing session saving after
/// every change does: each stroke's text is kept with the stroke, and a stroke found again (the
/// same, at its place or a few places on after strokes were added or taken out before it) is not
/// written again, so that each encoding costs what changed. The bytes are those of
/// ``ScribbleKit/Drawing/jsonEncoded(compactPoints:)`` with points as objects.
public struct DrawingFileEncoder: Sendable {
    /// How far on from where the last stroke was found a stroke is looked for.
    static let lookahead = 16

    private var strokes: [Stroke] = []
    private var texts: [[UInt8]] = []

    /// Starts with nothing encoded.
    public init() {}

    /// The drawing as a `*.drawing.json` file's bytes.
    public mutating func encode(_ drawing: Drawing) -> [UInt8] {
        var newTexts: [[UInt8]] = []
        newTexts.reserveCapacity(drawing.strokes.count)
        var next = 0  // where in the strokes encoded before to look first
        for stroke in drawing.strokes {
            let end = min(next + Self.lookahead, strokes.count)
            if let found = (next..<end).first(where: { strokes[$0] == stroke }) {
                newTexts.append(texts[found])
                next = found + 1
            } else {
                var writer = JSONWriter(capacity: 64 + stroke.points.count * 70)
                Drawing.write(stroke, compactPoints: false, to: &writer)
                newTexts.append(writer.bytes)
            }
        }
        strokes = drawing.strokes
        texts = newTexts
        var document = JSONWriter(capacity: texts.reduce(512) { $0 + $1.count + 6 })
        document.object { object in
            drawing.writeHeader(to: &object)
            object.fieldName("strokes")
            object.raw("[")
            for (index, text) in texts.enumerated() {
                object.raw(index == 0 ? "\n    " : ",\n    ")
                object.raw(bytes: text)
            }
            object.raw(texts.isEmpty ? "]" : " ]")
        }
        document.raw("\n")
        return document.bytes
    }
}
