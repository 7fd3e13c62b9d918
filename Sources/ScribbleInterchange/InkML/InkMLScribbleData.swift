import ScribbleKit
import ScribbleSyntax

/// What Scribble keeps of a drawing in InkML's `<annotationXML>`, the recommendation's place for
/// an application's own data, which other readers pass over. Each holds one element in the
/// namespace `urn:scribble:inkml` (prefix `scribble`):
///
/// | where | `annotationXML` `type` | element | what |
/// |---|---|---|---|
/// | in `<ink>` | `scribble-drawing` | `<scribble:drawing>` | the drawing's ink options and paper, as the JSON of a drawing file without strokes (`Drawing.jsonEncoded()`) |
/// | in a `<brush>` | `scribble-ink` | `<scribble:ink tool="pencil" device="finger" fill="#00ff0080"/>` | the ink's tool, the device and the fill, which InkML's brush properties cannot say |
/// | after a `<trace>` | `scribble-stroke` | `<scribble:stroke trace="#stroke3" range="12.25 40.5" transform="a b c d tx ty">` | a stroke whose trace cannot be its points as they are: the trace holds what other readers should draw (the visible part of an erased piece, the transform applied); the element holds the stroke's own points, in the trace's format, its range and its transform |
enum InkMLScribbleData {
    /// The namespace of Scribble's elements.
    static let namespace = "urn:scribble:inkml"
    /// The `type` of the `<annotationXML>` in `<ink>` that holds the drawing's ink options and paper.
    static let drawingType = "scribble-drawing"
    /// The `type` of the `<annotationXML>` in a `<brush>` that holds the ink's tool, device and fill.
    static let inkType = "scribble-ink"
    /// The `type` of the `<annotationXML>` after a `<trace>` that holds the stroke's own points,
    /// range and transform.
    static let strokeType = "scribble-stroke"

    /// `text` with the characters XML gives a meaning to in character data written as references
    /// (a JSON document's quotes stay as they are, for a reader's eyes).
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The numbers of an attribute such as `range="12.25 40.5"`, or `nil` when it does not hold
    /// `count` finite numbers.
    static func numbers(_ text: String, count: Int) -> [Double]? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        guard parts.count == count else { return nil }
        let values = parts.compactMap { Double($0) }
        guard values.count == count, values.allSatisfy(\.isFinite) else { return nil }
        return values
    }

    /// The text of a transform's six numbers, `a b c d tx ty`, each the shortest that reads back
    /// as the same double: a transform is Scribble's own data, kept as exactly as its drawing
    /// files keep it (a rotation's cosine is no noise to round away).
    static func text(of transform: Transform) -> String {
        [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            .map { DecimalText.format($0) }
            .joined(separator: " ")
    }
}
