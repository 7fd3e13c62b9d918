@_spi(Benchmarks) import ScribbleCairo
import ScribbleFiles
import ScribbleFormats
import ScribbleJSON
import ScribbleKit
import ScribbleSVG

extension BenchStage {
    /// Smoothing and outline building: points per second with the default ink options and with
    /// perfect-freehand's algorithm (the same work the Python package does). Each stroke's outline
    /// is built and let go, as a render uses them and as the peer's loop does; the figures with
    /// every outline kept until the end are given too, and the rate of ``CurveFloor``, the least
    /// work the default curve asks for.
    static func outline(_ file: String, _ repetitions: Int) throws -> [(String, Double)] {
        let drawing = try Drawing(decodingJSON: try AtomicFile.read(file), file: file)
        let freehand = InkOptions(
            perfectFreehand: PerfectFreehandOptions(size: 4 * 4.25, thinning: 0.6, easing: .easeOutSine))
        var vertices = 0
        let defaultSeconds = median(repetitions) {
            vertices = 0
            drawing.forEachOutline(options: .default) { _, outline in vertices += outline.vertexCount }
        }
        let freehandSeconds = median(repetitions) { drawing.forEachOutline(options: freehand) { _, _ in } }
        var floor = CurveFloor()
        var floorSamples = 0
        let floorSeconds = median(repetitions) {
            floorSamples = 0
            for stroke in drawing.strokes {
                floor.outline(stroke.points, radius: stroke.ink.width / 2)
                floorSamples += floor.curveCount
            }
        }
        let defaultKeptSeconds = median(repetitions) { _ = drawing.outlines(options: .default) }
        let freehandKeptSeconds = median(repetitions) { _ = drawing.outlines(options: freehand) }
        let points = Double(drawing.pointCount)
        return [
            ("points", points), ("vertices", Double(vertices)),
            ("default_points_per_second", points / defaultSeconds),
            ("freehand_points_per_second", points / freehandSeconds),
            ("default_kept_points_per_second", points / defaultKeptSeconds),
            ("freehand_kept_points_per_second", points / freehandKeptSeconds),
            ("floor_points_per_second", points / floorSeconds),
            ("floor_samples_per_point", Double(floorSamples) / points),
        ]
    }

    /// Filling the outlines into a 1024×768 image on white, outlines built beforehand. Writes the
    /// polygons to FILE.outlines.json so that a peer can fill the very same ones.
    static func fill(_ file: String, _ repetitions: Int) throws -> [(String, Double)] {
        let drawing = try Drawing(decodingJSON: try AtomicFile.read(file), file: file)
        let outlines = drawing.outlines(options: .default)
        let renderer = DrawingRenderer(options: .default)
        let seconds = try median(repetitions) { () throws in
            try renderer.drawDiscardingImage(drawing, outlines: outlines)
        }
        try writePolygons(outlines, colors: drawing.strokes.map(\.ink.color), to: file + ".outlines.json")
        return [("polygons", Double(outlines.reduce(0) { $0 + $1.polygons.count })), ("seconds", seconds)]
    }

    private static func writePolygons(_ outlines: [InkOutline], colors: [Color], to path: String) throws {
        var text = "["
        for (index, (outline, color)) in zip(outlines, colors).enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "{\"rgba\": [\(color.red), \(color.green), \(color.blue), \(color.alpha)], \"polygons\": ["
            text += outline.polygons.map { polygon in
                "[" + polygon.map { "\($0.x),\($0.y)" }.joined(separator: ",") + "]"
            }.joined(separator: ",")
            text += "]}"
        }
        text += "\n]\n"
        try AtomicFile.write(Array(text.utf8), to: path)
    }
}
