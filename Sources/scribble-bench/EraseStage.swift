import ScribbleKit

#if canImport(Glibc)
    import Glibc
#endif

extension BenchStage {
    /// One pass of an eraser 8 units wide along a path of 200 points across a seeded drawing of
    /// 10,000 short scribbles (the selection stage's, on a 10,000 × 10,000 canvas), or of the
    /// count FILE gives: the area eraser (cutting every stroke it passes into the pieces outside
    /// it, through the drawing's index) beside the stroke eraser (removing them whole) on the same
    /// path, each the median of `repetitions` passes (at least 21) on the drawing as it was.
    static func erase(_ file: String, _ repetitions: Int) throws -> [(String, Double)] {
        let count = Int(file).flatMap { $0 > 0 ? $0 : nil } ?? 10_000
        let drawing = IndexedDrawing(scribbles(count: count, seed: 20, longEvery: 0))
        let path = eraserPathAcross(drawing.canvas)
        let passes = Swift.max(21, repetitions)
        var cut: [Int: [Stroke]] = [:]
        var removed: [Int: [Stroke]] = [:]
        let areaSeconds = median(passes) { cut = drawing.erasure(by: Eraser(.area, width: 8), along: path) }
        let strokeSeconds = median(passes) { removed = drawing.erasure(by: Eraser(.stroke, width: 8), along: path) }
        return [
            ("strokes", Double(count)), ("eraser_points", Double(path.count)),
            ("area_strokes_cut", Double(cut.count)), ("area_pieces", Double(cut.values.reduce(0) { $0 + $1.count })),
            ("stroke_strokes_removed", Double(removed.count)),
            ("area_pass_seconds", areaSeconds), ("stroke_pass_seconds", strokeSeconds),
        ]
    }

    /// A wavy path of 200 points across the canvas from left to right through its middle.
    static func eraserPathAcross(_ canvas: Size) -> [Point] {
        (0..<200).map { index in
            let x = canvas.width * Double(index) / 199
            return Point(x: x, y: canvas.height / 2 + canvas.height / 20 * sin(Double(index) / 9))
        }
    }
}
