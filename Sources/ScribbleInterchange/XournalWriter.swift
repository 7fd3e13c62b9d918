import ScribbleCompression
import ScribbleKit
import ScribbleSyntax

/// Writes drawings as a Xournal++ notebook (`.xopp`), a page each: gzip-compressed XML, as
/// Xournal++ writes it, which Xournal++ opens (and ``XournalReader`` reads back).
///
/// ```swift
/// let notebook = try XournalWriter().encode(pages: [first, second])
/// try AtomicFile.write(notebook, to: "notes.xopp")
/// ```
///
/// A page is the drawing's canvas (the box around its ink, from the origin, when the canvas has no
/// area), on its paper (plain white without one), with one layer of its strokes in order, their
/// transforms applied and only their visible parts (``ScribbleKit/Stroke/visiblePoints``). A
/// marker becomes a highlighter; every other tool a pen. A stroke that takes pressure (a pen,
/// pencil or fountain pen with pressures, under ink options that thin) gets a width per point:
/// the width Scribble draws it at there under the drawing's ink options (else the defaults), its
/// tapers aside; other strokes one width. A fill (``ScribbleKit/Ink/fill``) becomes Xournal++'s
/// `fill` opacity, in the stroke's colour. A stroke of one point is written as two at the same
/// place, which Xournal++ draws as a dot. Strokes that leave no ink are left out.
public struct XournalWriter: Sendable {
    /// Whether the XML is gzip-compressed, as Xournal++ writes it. Default `true`.
    public var compressed: Bool

    /// Creates a writer.
    public init(compressed: Bool = true) {
        self.compressed = compressed
    }

    /// The notebook of `pages`.
    /// - Returns: The file's contents.
    /// - Throws: ``FormatError`` when zlib cannot compress it (it runs out of memory).
    public func encode(pages: [Drawing]) throws(FormatError) -> [UInt8] {
        let text = xml(pages: pages)
        guard compressed else { return text }
        do {
            return try Gzip.compress(text)
        } catch {
            throw FormatError(message: "the notebook could not be compressed: \(error.message)")
        }
    }

    /// The notebook's XML, uncompressed.
    public func xml(pages: [Drawing]) -> [UInt8] {
        var out = XMLText()
        out.line("<?xml version=\"1.0\" standalone=\"no\"?>")
        out.line("<xournal creator=\"Scribble\" fileversion=\"4\">")
        out.line("<title>Xournal++ document - see https://github.com/xournalpp/xournalpp</title>")
        for page in pages { write(page, to: &out) }
        out.line("</xournal>")
        return out.bytes
    }

    private func write(_ drawing: Drawing, to out: inout XMLText) {
        let size = Framing.hasArea(drawing.canvas) ? drawing.canvas : InterchangeCanvas.enclosing(drawing.strokes)
        out.text("<page width=\"")
        out.number(size.width)
        out.text("\" height=\"")
        out.number(size.height)
        out.line("\">")
        let paper = drawing.paper ?? .plain
        out.line("<background type=\"solid\" color=\"\(XournalColor.hex(paper.color, alpha: 0xFF))\" style=\"\(paper.ruling.rawValue)\"/>")
        out.line("<layer>")
        let options = drawing.inkOptions ?? .default
        for stroke in drawing.strokes { write(stroke, options: options, to: &out) }
        out.line("</layer>")
        out.line("</page>")
    }

    private func write(_ stroke: Stroke, options: InkOptions, to out: inout XMLText) {
        var points = stroke.visiblePoints.map { point in
            var placed = point
            placed.location = point.location.applying(stroke.transform)
            return placed
        }.filter { $0.x.isFinite && $0.y.isFinite }
        guard stroke.ink.width > 0, stroke.ink.width.isFinite else { return }
        let inks = stroke.ink.color.alpha > 0
        let fill = stroke.ink.fill.flatMap { $0.alpha > 0 && points.count >= 3 ? $0 : nil }
        guard let first = points.first, inks || fill != nil else { return }
        if points.count == 1 { points.append(first) }
        let isHighlighter = stroke.ink.tool == .marker
        let (nominal, perPoint) = XournalInk.widths(of: stroke, points: points, options: options)
        let color = inks ? stroke.ink.color : fill ?? stroke.ink.color
        out.text("<stroke tool=\"\(isHighlighter ? "highlighter" : "pen")\" color=\"\(XournalColor.hex(color, alpha: isHighlighter ? 0x7F : 0xFF))\" width=\"")
        // Within what a reader takes, whatever rounding did.
        out.number(Swift.min(nominal, ModelLimits.maximumInkWidth))
        if let perPoint, perPoint.count >= points.count - 1 {
            for width in perPoint.prefix(points.count - 1) {
                out.text(" ")
                out.number(Swift.min(Swift.max(0, width), ModelLimits.maximumInkWidth))
            }
        }
        out.text("\"")
        if let fill { out.text(" fill=\"\(Int((fill.alpha * 255).rounded()))\"") }
        out.text(">")
        for (index, point) in points.enumerated() {
            if index > 0 { out.text(" ") }
            out.number(point.x)
            out.text(" ")
            out.number(point.y)
        }
        out.line("</stroke>")
    }
}

extension Drawing {
    /// The drawing as a Xournal++ notebook of one page (see ``XournalWriter``).
    public func xournalEncoded() throws(FormatError) -> [UInt8] {
        try XournalWriter().encode(pages: [self])
    }
}

/// XML text being written, as bytes.
private struct XMLText {
    var bytes: [UInt8] = []

    mutating func text(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
    }

    /// A number in plain decimal, the shortest that reads back as the same double.
    mutating func number(_ value: Double) {
        bytes.append(contentsOf: DecimalText.format(value == 0 ? 0 : value).utf8)
    }
}
