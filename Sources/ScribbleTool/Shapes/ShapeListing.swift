import Foundation
import Scribble

/// `scribble info --shapes`: what each stroke is drawn to be, a line each.
///
/// ```
/// house.drawing.json: 5 strokes, 4 shapes
///   strokes[0]: rectangle 0.98
///   strokes[1]: polyline 0.95
///   strokes[2…3]: arrow 0.87
///   strokes[4]: none 0.93
/// ```
///
/// Strokes are recognized as ``ShapeRecognizer/shapes(in:)`` finds them: each on its own, and a
/// stroke together with the next where the two make an arrow. The number after the kind is the
/// recognizer's confidence, from 0 to 1 (for `none`, how sure it is that the stroke is none of
/// the shapes).
struct ShapeListing {
    /// The flag that asks for it.
    static let option = OptionSpec(
        name: "--shapes",
        help:
            "List what each stroke is drawn to be (line, polyline, triangle, rectangle, ellipse, arrow or none) and how sure that is."
    )

    let recognizer = ShapeRecognizer()

    /// Lists the shapes of every drawing of every input.
    /// - Returns: `.success`, or `.badInput` when an input or record could not be read.
    func run(_ inputs: [String], reading: ReadSettings) throws -> ExitStatus {
        try InfoCommand.listEachDrawing(of: inputs, reading: reading, listing: listing)
    }

    /// The lines for one drawing: a heading, then a line per stroke (or pair of strokes).
    func listing(_ input: ReadDrawing) -> String {
        let found = recognizer.shapes(in: input.drawing)
        let strokes = input.drawing.strokes.count
        let shapes = found.filter { $0.shape.kind != .none }.count
        let heading =
            "\(InfoCommand.heading(of: input)): \(strokes) \(InfoCommand.plural("stroke", strokes)), "
            + "\(shapes) \(InfoCommand.plural("shape", shapes))"
        return ([heading] + found.map { "  " + Self.describe($0) }).joined(separator: "\n")
    }

    /// One line: `strokes[3]: rectangle 0.98`, or `strokes[5…6]: arrow 0.87` for a shape drawn in
    /// two strokes.
    static func describe(_ found: DrawingShape) -> String {
        let strokes =
            found.strokes.count == 1
            ? "\(found.strokes.lowerBound)" : "\(found.strokes.lowerBound)…\(found.strokes.upperBound - 1)"
        return "strokes[\(strokes)]: \(found.shape.kind.rawValue) " + String(format: "%.2f", found.shape.confidence)
    }
}
