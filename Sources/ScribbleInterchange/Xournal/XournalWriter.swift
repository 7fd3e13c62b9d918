import ScribbleCompression
import ScribbleKit
import ScribbleSyntax

/// Writes drawings as a Xournal++ notebook (`.xopp`), a page each: gzip-compressed XML, as
/// Xournal++ writes it, which Xournal++ opens (and ``XournalReader`` reads back).
///
/// ```swift
/// var losses = FormatLosses()
/// let notebook = try XournalWriter().encode(pages: [first, second], losses: &losses)
/// try AtomicFile.write(notebook, to: "notes.xopp")
/// ```
///
/// A page is the drawing's canvas (the box around its ink, from the origin, when the canvas has no
/// area), on its paper (plain white without one), with one layer of its strokes in order, their
/// transforms applied and only their visible parts (``ScribbleKit/Stroke/visiblePoints``).
/// Inks are written as ``XournalInk`` reads them back: a marker becomes a highlighter (with its
/// pressure, if any, as widths per segment, which Xournal++ keeps and draws at one width), a
/// monoline a pen of one width, every other tool a pen with a width per point: the width Scribble draws
/// it at there under the drawing's ink options (else the defaults), its tapers aside, or its one
/// width at every point when it took no pressure. Colours keep their alpha (a highlighter's at
/// the alpha that reads back as Xournal++'s `7f`). A fill (``ScribbleKit/Ink/fill``) becomes
/// Xournal++'s `fill` opacity. A stroke of one point is written as two at the same place, which
/// Xournal++ draws as a dot. Strokes that leave no ink are left out. Numbers are written to 15
/// significant digits, so that arithmetic leaves no noise in them.
///
/// What the notebook cannot carry is told in the losses: tools Xournal++ lacks, times, tilt,
/// devices, ink options, and whatever would not read back as it was.
public struct XournalWriter: Sendable {
    /// Whether the XML is gzip-compressed, as Xournal++ writes it. Default `true`.
    public var compressed: Bool

    /// Creates a writer.
    public init(compressed: Bool = true) {
        self.compressed = compressed
    }

    /// The notebook of `pages`.
    /// - Parameter pages: The drawings, a page each.
    /// - Returns: The file's contents.
    /// - Throws: ``FormatError`` when zlib cannot compress it (it runs out of memory).
    public func encode(pages: [Drawing]) throws(FormatError) -> [UInt8] {
        var losses = FormatLosses()
        return try encode(pages: pages, losses: &losses)
    }

    /// The notebook of `pages`, and what it could not carry.
    /// - Parameters:
    ///   - pages: The drawings, a page each.
    ///   - losses: Where to add what did not go into the notebook as it is, by strokes (nothing
    ///     for drawings read from a notebook).
    /// - Returns: The file's contents.
    /// - Throws: ``FormatError`` when zlib cannot compress it (it runs out of memory).
    public func encode(pages: [Drawing], losses: inout FormatLosses) throws(FormatError) -> [UInt8] {
        let text = xml(pages: pages, losses: &losses)
        guard compressed else { return text }
        do {
            return try Gzip.compress(text)
        } catch {
            throw FormatError(message: "the notebook could not be compressed: \(error.message)")
        }
    }

    /// The notebook's XML, uncompressed.
    /// - Parameter pages: The drawings, a page each.
    /// - Returns: The XML's bytes.
    public func xml(pages: [Drawing]) -> [UInt8] {
        var losses = FormatLosses()
        return xml(pages: pages, losses: &losses)
    }

    /// The notebook's XML, uncompressed, and what it could not carry.
    /// - Parameters:
    ///   - pages: The drawings, a page each.
    ///   - losses: Where to add what did not go into the notebook as it is.
    /// - Returns: The XML's bytes.
    public func xml(pages: [Drawing], losses: inout FormatLosses) -> [UInt8] {
        var out = XournalXMLText()
        out.line("<?xml version=\"1.0\" standalone=\"no\"?>")
        out.line("<xournal creator=\"Scribble\" fileversion=\"4\">")
        out.line("<title>Xournal++ document - see https://github.com/xournalpp/xournalpp</title>")
        for page in pages { write(page, to: &out, losses: &losses) }
        out.line("</xournal>")
        return out.bytes
    }

    private func write(_ drawing: Drawing, to out: inout XournalXMLText, losses: inout FormatLosses) {
        let hasArea = Framing.hasArea(drawing.canvas)
        if !hasArea { losses.note("page size taken from the ink", strokes: 0) }
        let size = hasArea ? drawing.canvas : InterchangeCanvas.enclosing(drawing.strokes)
        out.text("<page width=\"")
        out.number(size.width)
        out.text("\" height=\"")
        out.number(size.height)
        out.line("\">")
        let paper = drawing.paper ?? .plain
        if XournalColor.eightBit(paper.color, alpha: 1) != paper.color {
            losses.note(paper.color.alpha < 1 ? "paper made opaque" : "paper colour rounded to 8 bits", strokes: 0)
        }
        out.line(
            "<background type=\"solid\" color=\"\(XournalColor.hex(paper.color, alpha: 0xFF))\" style=\"\(paper.ruling.rawValue)\"/>"
        )
        out.line("<layer>")
        let options = drawing.inkOptions ?? .default
        if options != XournalInk.options { losses.note("ink options dropped", strokes: 0) }
        var timing = XournalStrokeTiming()
        for stroke in drawing.strokes {
            XournalStrokeWriter(stroke: stroke, options: options).write(to: &out, timing: &timing, losses: &losses)
        }
        out.line("</layer>")
        out.line("</page>")
    }
}

extension Drawing {
    /// The drawing as a Xournal++ notebook of one page (see ``XournalWriter``).
    public func xournalEncoded() throws(FormatError) -> [UInt8] {
        try XournalWriter().encode(pages: [self])
    }
}
