import ScribbleKit

/// Canvases for formats whose files do not say how big the canvas was (InkML, Excalidraw, tldraw,
/// Quick, Draw! raw), and made-up timing for those without time.
enum InterchangeCanvas {
    /// The smallest whole-unit canvas, from the origin, that holds the ink of `strokes`: their far
    /// corner rounded up, at least 1×1.
    static func enclosing(_ strokes: [Stroke]) -> Size {
        let drawing = Drawing(canvas: .zero, strokes: strokes)
        guard let bounds = drawing.bounds, bounds.maxX.isFinite, bounds.maxY.isFinite else {
            return Size(width: 1, height: 1)
        }
        return Size(width: Swift.max(1, bounds.maxX.rounded(.up)), height: Swift.max(1, bounds.maxY.rounded(.up)))
    }

    /// The strokes moved so that their ink starts `margin` from the origin, on a canvas that holds
    /// them with the same margin on the far side: for formats whose scenes lie anywhere on an
    /// endless plane (Excalidraw, tldraw). The move is added to each stroke's transform; the points
    /// are kept as the file had them.
    static func fitted(_ strokes: [Stroke], margin: Double) -> Drawing {
        let drawing = Drawing(canvas: .zero, strokes: strokes)
        guard let bounds = drawing.bounds, bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite,
            bounds.height.isFinite
        else {
            return Drawing(canvas: Size(width: 1, height: 1), strokes: strokes)
        }
        let dx = margin - bounds.minX.rounded(.down)
        let dy = margin - bounds.minY.rounded(.down)
        let moved = dx == 0 && dy == 0 ? drawing : drawing.transformed(by: .translation(x: dx, y: dy))
        let canvas = Size(
            width: Swift.max(1, (bounds.maxX + dx + margin).rounded(.up)),
            height: Swift.max(1, (bounds.maxY + dy + margin).rounded(.up)))
        return Drawing(canvas: canvas, strokes: moved.strokes)
    }

    /// Gives the points of `stroke` times as if a pen drew it at ``SteadyPenTiming/speed``, starting
    /// a pause after `previousEnd` (or at 0 for the first stroke).
    static func timeAtSteadySpeed(_ stroke: inout Stroke, after previousEnd: Double?) {
        let times = SteadyPenTiming.times(
            along: stroke.canvasLocations, startingAt: SteadyPenTiming.startTime(after: previousEnd))
        for index in stroke.points.indices { stroke.points[index].t = times[index] }
    }
}
