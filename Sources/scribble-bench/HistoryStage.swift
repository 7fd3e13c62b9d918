import ScribbleKit

extension BenchStage {
    /// Edits with history on the selection stage's scribbles, 10,000 strokes (or the count FILE
    /// gives): a recolour, a move, a turn, a deletion and a copy of every stroke, and an erasure
    /// that cuts every tenth stroke into three pieces. For each: the seconds to apply it (making
    /// the edit and carrying it out), to undo it and to redo it (medians of `repetitions`); the
    /// bytes its record holds by itself (``DrawingEdit/byteCount``); and how much the resident set
    /// grew when it was first applied to an editor holding the drawing alone, beside the drawing's
    /// bytes.
    static func history(_ file: String, _ repetitions: Int) throws -> [(String, Double)] {
        let count = Int(file).flatMap { $0 > 0 ? $0 : nil } ?? 10_000
        let drawing = scribbles(count: count, seed: 20, longEvery: 0)
        let all = Array(0..<count)
        let erased = Dictionary(
            uniqueKeysWithValues: stride(from: 0, to: count, by: 10).map { index in
                (index, thirds(of: drawing.strokes[index]))
            })
        let edits: [(String, (inout DrawingEditor) throws -> Void)] = [
            ("recolor", { try $0.apply(.recolor(.white), to: all) }),
            ("move", { try $0.apply(.move(Vector(dx: 7, dy: -3)), to: all) }),
            ("rotate", { try $0.apply(.rotate(degrees: 30), to: all) }),
            ("delete", { $0.deleteStrokes(all) }),
            ("copy", { try $0.apply(.copy(offset: Vector(dx: 5, dy: 5)), to: all) }),
            ("erase", { try $0.replaceStrokes(erased) }),
        ]
        var figures: [(String, Double)] = [
            ("strokes", Double(count)), ("points", Double(drawing.pointCount)),
            ("drawing_bytes", Double(bytes(of: drawing))),
        ]
        for (name, edit) in edits {
            // A drawing of its own, so that the first change copies nothing the bench still holds.
            var editor = DrawingEditor(scribbles(count: count, seed: 20, longEvery: 0))
            let residentBefore = residentBytes()
            try edit(&editor)
            let residentGrowth = residentBytes() - residentBefore
            let recordBytes = editor.historyByteCount
            editor.undo()
            var applying: [Double] = []
            var undoing: [Double] = []
            var redoing: [Double] = []
            for _ in 0..<repetitions {
                var start = now()
                try edit(&editor)
                applying.append(now() - start)
                start = now()
                editor.undo()
                undoing.append(now() - start)
                start = now()
                editor.redo()
                redoing.append(now() - start)
                editor.undo()
            }
            figures += [
                (name + "_apply_seconds", middle(applying)), (name + "_undo_seconds", middle(undoing)),
                (name + "_redo_seconds", middle(redoing)), (name + "_record_bytes", Double(recordBytes)),
                (name + "_resident_growth_bytes", Double(residentGrowth)),
            ]
        }
        return figures
    }

    /// A stroke's samples cut into three runs, as pieces an eraser might leave.
    private static func thirds(of stroke: Stroke) -> [Stroke] {
        let count = stroke.points.count
        return [0..<count / 3, count / 3..<2 * count / 3, 2 * count / 3..<count].map { run in
            var piece = stroke
            piece.points = Array(stroke.points[run])
            return piece
        }
    }

    private static func middle(_ times: [Double]) -> Double {
        times.isEmpty ? 0 : times.sorted()[times.count / 2]
    }
}
