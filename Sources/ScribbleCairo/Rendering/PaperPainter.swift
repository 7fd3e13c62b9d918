import ScribbleKit

/// Paints what a drawing is drawn on: the framing's background, or with
/// ``ScribbleKit/Framing/drawsPaper`` the drawing's own paper, its colour and then its ruling
/// (``ScribbleKit/Paper/marks(on:)``), placed as the ink is. Every Cairo renderer (images, frames,
/// PDF pages) starts its pictures here.
enum PaperPainter {
    /// Paints the ground of `drawing` over the whole of a new, clear surface `width` × `height`
    /// pixels (or points), its ruling placed by `placement`.
    static func paint(
        _ drawing: Drawing, framing: Framing, width: Int, height: Int, placement: Transform, in context: Context
    ) {
        let (color, paper) = framing.ground(of: drawing)
        context.setTransform(.identity)
        if let color {
            // Over a new, clear surface, which an image's or a PDF page's is: the colour as it is.
            context.newPath()
            context.rectangle(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
            context.setSource(color)
            context.fill(rule: .nonZero)
        }
        guard let paper else { return }
        let clipBox = ClipBox(width: width, height: height)
        for mark in paper.marks(on: drawing.canvas) {
            context.newPath()
            switch mark {
            case .bar(let rect, let color):
                let corners = [
                    Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                    Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
                ].map { $0.applying(placement) }
                guard let clipped = clipBox.clip(corners), let first = clipped.first else { continue }
                context.move(to: first)
                for corner in clipped.dropFirst() { context.line(to: corner) }
                context.closePath()
                context.setSource(color)
            case .dot(let center, let radius, let color):
                let placed = center.applying(placement)
                let scaled = radius * placement.averageScale
                guard
                    ClipBox.intersects(
                        Rect(x: placed.x - scaled, y: placed.y - scaled, width: 2 * scaled, height: 2 * scaled),
                        clipBox.rect)
                else { continue }
                context.arc(center: placed, radius: scaled, from: 0, to: 2 * .pi)
                context.closePath()
                context.setSource(color)
            }
            context.fill(rule: .nonZero)
        }
    }
}
