import Scribble

/// `scribble info --hit X,Y [--tolerance N]`: the strokes at a point, a line each.
///
/// ```
/// hello.drawing.json: 1 stroke at 300,200
///   strokes[0]: device pen; ink pen #1c1c1e 4; bounds x 262.3…548.2, y 143.6…270.1
/// ```
///
/// Strokes are found as the library's hit test finds them (ink taken by its widest), through the
/// drawing's index, and listed in drawing order with their index from 0.
struct HitProbe {
    /// The point, in the drawing's units.
    var point: Point
    /// How far from the ink still counts.
    var tolerance: Double

    /// The probe a command line asks for, or `nil` when it gives no `--hit`.
    /// - Throws: `UsageError` for a point or tolerance that is not a number, or `--tolerance`
    ///   without `--hit`.
    init?(_ arguments: ParsedArguments) throws(UsageError) {
        let tolerance = try arguments.number("--tolerance", in: 0...ModelLimits.maximumCoordinate)
        guard let point = try arguments.point("--hit") else {
            if tolerance != nil { throw UsageError(message: "--tolerance applies to --hit X,Y; give one") }
            return nil
        }
        self.point = point
        self.tolerance = tolerance ?? 0
    }

    /// Lists the strokes at the point in every drawing of every input.
    /// - Returns: `.success`, or `.badInput` when an input or record could not be read.
    func run(_ inputs: [String], reading: ReadSettings) throws -> ExitStatus {
        try InfoCommand.listEachDrawing(of: inputs, reading: reading, listing: listing)
    }

    /// The lines for one drawing: a heading, then a line per stroke hit.
    func listing(_ input: ReadDrawing) -> String {
        let drawing = IndexedDrawing(input.drawing)
        let hits = drawing.strokes(at: point, tolerance: tolerance)
        let name = InfoCommand.heading(of: input)
        let place =
            "\(InfoCommand.format(point.x)),\(InfoCommand.format(point.y))"
            + (tolerance > 0 ? " within \(InfoCommand.format(tolerance))" : "")
        let count = hits.isEmpty ? "no strokes" : "\(hits.count) \(InfoCommand.plural("stroke", hits.count))"
        let lines =
            ["\(name): \(count) at \(place)"] + hits.map { "  " + Self.describe(drawing.strokes[$0], index: $0) }
        return lines.joined(separator: "\n")
    }

    /// One stroke's line: `strokes[3]: device pen; ink pen #1c1c1e 4; bounds x 10…20, y 5…8`.
    static func describe(_ stroke: Stroke, index: Int) -> String {
        let ink =
            "\(stroke.ink.tool.rawValue) \(stroke.ink.color) \(InfoCommand.format(stroke.ink.width * stroke.transform.averageScale))"
        let bounds =
            stroke.bounds.map { box in
                "x \(InfoCommand.format(box.minX))…\(InfoCommand.format(box.maxX)), y \(InfoCommand.format(box.minY))…\(InfoCommand.format(box.maxY))"
            } ?? "none"
        return "strokes[\(index)]: device \(stroke.device.rawValue); ink \(ink); bounds \(bounds)"
    }
}
