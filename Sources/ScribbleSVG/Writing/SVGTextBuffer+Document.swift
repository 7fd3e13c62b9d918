import ScribbleKit

extension SVGTextBuffer {
    /// The XML declaration, the root element `width` × `height` big showing `area` of the
    /// canvas, and a background rectangle when there is a visible background.
    mutating func writeDocumentStart(width: Double, height: Double, area: Rect, background: Color?) {
        raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        raw("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"")
        number(width)
        raw("\" height=\"")
        number(height)
        raw("\" viewBox=\"")
        number(area.minX)
        raw(" ")
        number(area.minY)
        raw(" ")
        number(area.width)
        raw(" ")
        number(area.height)
        raw("\">\n")
        guard let background, background.alpha > 0 else { return }
        raw("<rect x=\"")
        number(area.minX)
        raw("\" y=\"")
        number(area.minY)
        raw("\" width=\"")
        number(area.width)
        raw("\" height=\"")
        number(area.height)
        raw("\"")
        writePaint("fill", background)
        raw("/>\n")
    }

    /// A paper's ruling: a group of rectangles and circles in their colours.
    mutating func writeMarks(_ marks: [Paper.Mark]) {
        guard !marks.isEmpty else { return }
        raw("<g stroke=\"none\">\n")
        for mark in marks {
            switch mark {
            case .bar(let rect, let color):
                raw("<rect x=\"")
                number(rect.minX)
                raw("\" y=\"")
                number(rect.minY)
                raw("\" width=\"")
                number(rect.width)
                raw("\" height=\"")
                number(rect.height)
                raw("\"")
                writePaint("fill", color)
            case .dot(let center, let radius, let color):
                raw("<circle cx=\"")
                number(center.x)
                raw("\" cy=\"")
                number(center.y)
                raw("\" r=\"")
                number(radius)
                raw("\"")
                writePaint("fill", color)
            }
            raw("/>\n")
        }
        raw("</g>\n")
    }

    /// ` fill="#rrggbb"` (or `stroke`), and ` fill-opacity="…"` when the colour is translucent.
    mutating func writePaint(_ property: StaticString, _ color: Color) {
        raw(" ")
        raw(property)
        raw("=\"")
        text(Color(red: color.red, green: color.green, blue: color.blue).hexString)
        raw("\"")
        guard color.alpha < 1 else { return }
        raw(" ")
        raw(property)
        raw("-opacity=\"")
        opacity(color.alpha)
        raw("\"")
    }
}
