import Scribble

/// `--snap-shapes` of render and convert: every stroke drawn to be a shape (a line, a polyline, a
/// triangle, a rectangle, an ellipse or an arrow, as `scribble info --shapes` lists them) is
/// replaced by its clean shape, in the stroke's own ink, over the same time, so that it renders
/// and replays as the original did; strokes that are none stay as they are.
enum ShapeSnapping {
    /// The flag.
    static let option = OptionSpec(
        name: "--snap-shapes",
        help:
            "Replace the strokes drawn as lines, polylines, triangles, rectangles, ellipses or arrows by their clean shapes."
    )

    /// The recognizer a command line asks to snap with, or `nil` when it does not say
    /// `--snap-shapes`.
    static func recognizer(_ arguments: ParsedArguments) -> ShapeRecognizer? {
        arguments.has("--snap-shapes") ? ShapeRecognizer() : nil
    }

    /// `drawing` with its shapes snapped by `recognizer`, or as it is when there is none.
    static func apply(_ recognizer: ShapeRecognizer?, to drawing: Drawing) -> Drawing {
        guard let recognizer else { return drawing }
        return drawing.snappingShapes(with: recognizer)
    }
}
