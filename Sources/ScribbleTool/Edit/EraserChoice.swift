import Scribble

/// The eraser `scribble edit --erase` moves along its path, as the command line chooses it:
/// `--eraser stroke|area` and `--eraser-width N`, the same for every `--erase` of a run.
struct EraserChoice {
    /// How an eraser takes ink away, as PencilKit's two erasers do.
    enum Kind: String, CaseIterable {
        /// Removes every stroke whose ink the eraser touches, whole.
        case stroke
        /// Cuts strokes where the eraser passes, keeping the pieces outside it.
        case area
    }

    /// The default `--eraser-width`, in canvas units.
    static let defaultWidth = 8.0

    var kind: Kind = .area
    /// The width of the eraser's round tip, in canvas units.
    var width: Double = defaultWidth

    /// Erases along a path in a drawing, the index kept up to date.
    /// - Parameters:
    ///   - polylines: The path the eraser follows, a polyline for each subpath (one point for a tap).
    ///   - drawing: The drawing to erase from.
    /// - Returns: For each stroke of the drawing afterwards, the index it had before: the strokes
    ///   kept, and for the area eraser the pieces, each with the index of the stroke it was cut
    ///   from. The selection follows its strokes by it.
    func erase(along polylines: [[Point]], in drawing: inout IndexedDrawing) -> [Int] {
        let eraser = Eraser(kind == .stroke ? .stroke : .area, width: width)
        var origins = Array(drawing.strokes.indices)
        for line in polylines {
            let replacements = drawing.erasure(by: eraser, along: line)
            guard !replacements.isEmpty else { continue }
            let kept = Eraser.origins(after: replacements, strokeCount: drawing.strokes.count)
            // The pieces are the strokes' own numbers, which the readers checked: nothing in the
            // edit can be refused.
            guard (try? drawing.apply(DrawingEdit(replacing: replacements, in: drawing.drawing))) != nil else {
                continue
            }
            origins = kept.map { origins[$0] }
        }
        return origins
    }
}
