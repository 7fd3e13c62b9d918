import ScribbleKit

/// Writes drawings as SVG 1.1 files: one `<path>` a stroke, in drawing order.
///
/// ```swift
/// let svg = try SVGWriter(options: SVGWriteOptions(background: .white)).encode(drawing)
/// try AtomicFile.write(svg, to: "signature.svg")
/// ```
///
/// In ``SVGWriteOptions/Mode/outlines`` (the default) each stroke is the outline of its ink as a
/// filled path: the polygons of ``ScribbleKit/Stroke/outline(options:)``, one subpath each, fitted
/// with cubic curves (``ScribbleKit/InkOutline/curves(tolerance:)``; sharp corners stay sharp),
/// filled with the non-zero rule in the ink's colour with its alpha as `fill-opacity`. That is the
/// ink as Scribble draws it, pressure and tapers included, and a translucent stroke keeps one even
/// tone where it crosses itself.
///
/// In ``SVGWriteOptions/Mode/centerlines`` each stroke is its exact curves when it has them
/// (``ScribbleKit/Stroke/path``), else its points as a line fitted with cubic curves
/// (`M … C … L …`), stroked at the ink's width with round caps and joins, in the ink's colour
/// with its alpha as `stroke-opacity`; a stroke of one point is a zero-length line, which the
/// round cap draws as a dot. ``SVGDocumentReader`` reads such a file back to the same curves, or
/// to a line within the tolerance of the same points.
///
/// Either way the curves stay within ``SVGWriteOptions/curveTolerance`` output pixels of the
/// polygons and points they stand for, and each step is written with absolute or relative
/// numbers, whichever is shorter.
///
/// Either way the stroke's transform is applied: the coordinates are canvas units, and in
/// centerlines the width grows by the transform's average scale, as Scribble's renderer draws it.
/// The root's `width`, `height` and `viewBox` are the frame that ``SVGWriteOptions/framing``
/// settles, the one a PNG or PDF of the drawing gets: the same size in pixels, the ink in the
/// same place. A background rectangle covers it when one is asked for. Numbers are rounded to
/// ``SVGWriteOptions/decimalPlaces`` and written in their shortest form.
///
/// A filled stroke (``ScribbleKit/Ink/fill``) first gets its area, the polygon of its points
/// filled with the non-zero rule in the fill colour, under its ink. A framing that draws the
/// drawing's paper (``ScribbleKit/Framing/drawsPaper``) puts the paper's colour and ruling under
/// everything, as rectangles and circles.
///
/// Points that are not finite and strokes without ink (no points, no width, fully transparent)
/// are left out, and the output is the same, byte for byte, every time for the same drawing and
/// options. Only the framing can refuse a drawing (a scale out of range, a picture wider than
/// Scribble reads back).
public struct SVGWriter: Sendable {
    /// How drawings are written.
    public var options: SVGWriteOptions

    /// Creates a writer.
    public init(options: SVGWriteOptions = .default) {
        self.options = options
    }

    /// The SVG document for a drawing.
    /// - Parameter drawing: The strokes and the canvas they were drawn on.
    /// - Returns: The document as UTF-8, ending with a newline.
    /// - Throws: ``ScribbleKit/FramingError`` when the framing is out of range or the SVG would be
    ///   more than 10⁷ pixels on a side.
    public func encode(_ drawing: Drawing) throws(FramingError) -> [UInt8] {
        var buffer = SVGTextBuffer(decimalPlaces: options.decimalPlaces, capacity: 256 + drawing.pointCount * 24)
        switch options.mode {
        case .outlines:
            let outlines = drawing.outlines(
                options: options.ink ?? drawing.inkOptions ?? .default,
                resolution: InkOutline.vectorResolution * options.framing.scale)
            let inked = zip(drawing.strokes, outlines).filter { stroke, outline in
                (stroke.ink.color.alpha > 0 && !outline.isEmpty) || stroke.isFilled
            }
            let bounds = inked.compactMap { stroke, outline in
                Self.union([outline.bounds, Self.fillBounds(of: stroke)].compactMap { $0 })
            }
            try writeDocumentStart(drawing, inkBounds: Self.union(bounds), to: &buffer)
            buffer.raw("<g stroke=\"none\" fill-rule=\"nonzero\">\n")
            for (stroke, outline) in inked {
                writeFill(of: stroke, to: &buffer)
                guard stroke.ink.color.alpha > 0, !outline.isEmpty else { continue }
                writeOutline(
                    outline, color: stroke.ink.color.withAlpha(multipliedBy: stroke.ink.tool.opacity), to: &buffer)
            }
            buffer.raw("</g>\n")
        case .centerlines:
            let inked = drawing.strokes.filter { Self.drawsCenterline($0) || $0.isFilled }
            let bounds = inked.compactMap { stroke in
                Self.union(
                    [
                        Self.drawsCenterline(stroke) ? Self.centerlineBounds(of: stroke) : nil,
                        Self.fillBounds(of: stroke),
                    ].compactMap { $0 })
            }
            try writeDocumentStart(drawing, inkBounds: Self.union(bounds), to: &buffer)
            buffer.raw("<g fill=\"none\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\n")
            for stroke in inked {
                writeFill(of: stroke, to: &buffer)
                if Self.drawsCenterline(stroke) { writeCenterline(stroke, to: &buffer) }
            }
            buffer.raw("</g>\n")
        }
        buffer.raw("</svg>\n")
        return buffer.bytes
    }

    // MARK: - The document

    /// The root element, framed as the framing frames the drawing, and what the drawing is drawn
    /// on: the background, or its paper and the paper's ruling.
    private func writeDocumentStart(_ drawing: Drawing, inkBounds: Rect?, to buffer: inout SVGTextBuffer)
        throws(FramingError)
    {
        let frame = try options.framing.frame(canvas: drawing.canvas, inkBounds: inkBounds, limits: Self.limits)
        let (color, paper) = options.framing.ground(of: drawing)
        buffer.writeDocumentStart(
            width: Double(frame.width), height: Double(frame.height), area: frame.visibleArea, background: color)
        if let paper { buffer.writeMarks(paper.marks(on: drawing.canvas)) }
    }

    /// How big an SVG may be: no wider or taller than a canvas Scribble reads back.
    static let limits = FrameLimits(maximumSide: Int(ModelLimits.maximumCanvasSide))

    // MARK: - Fills

    /// A filled stroke's area: the polygon of its visible points on the canvas, filled with the
    /// non-zero rule in its fill colour.
    private func writeFill(of stroke: Stroke, to buffer: inout SVGTextBuffer) {
        guard stroke.isFilled, let fill = stroke.ink.fill else { return }
        let corners = Self.finiteLocations(of: stroke)
        guard let first = corners.first, corners.count >= 3 else { return }
        buffer.raw("<path")
        buffer.writePaint("fill", fill)
        buffer.raw(" stroke=\"none\" fill-rule=\"nonzero\" d=\"")
        _ = buffer.pathData(CurvePath([.move(to: first)] + corners.dropFirst().map { .line(to: $0) } + [.close]))
        buffer.endPath()
        buffer.raw("\"/>\n")
    }

    /// The box a stroke's fill covers, or `nil` when it has none.
    private static func fillBounds(of stroke: Stroke) -> Rect? {
        stroke.isFilled ? Rect(enclosing: finiteLocations(of: stroke)) : nil
    }

    // MARK: - Outlines

    private func writeOutline(_ outline: InkOutline, color: Color, to buffer: inout SVGTextBuffer) {
        buffer.raw("<path")
        buffer.writePaint("fill", color)
        buffer.raw(" d=\"")
        buffer.pathData(outline.curves(tolerance: canvasTolerance))
        buffer.endPath()
        buffer.raw("\"/>\n")
    }

    /// ``SVGWriteOptions/curveTolerance``, given in output pixels, in canvas units.
    private var canvasTolerance: Double {
        options.curveTolerance / options.framing.scale
    }

    // MARK: - Centre lines

    /// Whether a stroke shows as a centre line: it has a point to draw and a width and colour to
    /// draw it with.
    private static func drawsCenterline(_ stroke: Stroke) -> Bool {
        let width = centerlineWidth(of: stroke)
        return stroke.ink.color.alpha > 0 && width > 0 && width.isFinite && !finiteLocations(of: stroke).isEmpty
    }

    /// The stroke's width on the canvas: its ink's nominal width, grown by its transform.
    private static func centerlineWidth(of stroke: Stroke) -> Double {
        stroke.ink.width * stroke.transform.averageScale
    }

    /// The stroke's points on the canvas, leaving out any that are not finite.
    private static func finiteLocations(of stroke: Stroke) -> [Point] {
        let visible = stroke.visiblePoints
        return visible.map { $0.location.applying(stroke.transform) }.filter { $0.x.isFinite && $0.y.isFinite }
    }

    /// The box the stroked centre line covers.
    private static func centerlineBounds(of stroke: Stroke) -> Rect? {
        Rect(enclosing: finiteLocations(of: stroke))?.outsetBy(centerlineWidth(of: stroke) / 2)
    }

    private func writeCenterline(_ stroke: Stroke, to buffer: inout SVGTextBuffer) {
        let line = CurvePath(fittingPolyline: Self.finiteLocations(of: stroke), tolerance: canvasTolerance)
        guard case .move(let first) = line.elements.first else { return }
        buffer.raw("<path")
        buffer.writePaint("stroke", stroke.ink.color)
        buffer.raw(" stroke-width=\"")
        buffer.number(Self.centerlineWidth(of: stroke))
        buffer.raw("\" d=\"")
        // The stroke's exact curves when it has them, else its points fitted with curves; a line
        // of no length (one point, or all at one spot) is drawn by the round cap as a dot.
        let exact = stroke.path.map { $0.applying(stroke.transform) }.flatMap { Self.isWritable($0) ? $0 : nil }
        if !buffer.pathData(exact ?? line) {
            buffer.pathCommand("L")
            buffer.pathPoint(Point(x: buffer.rounded(first.x), y: buffer.rounded(first.y)))
        }
        buffer.endPath()
        buffer.raw("\"/>\n")
    }

    /// Whether a path starts with a move and has only finite coordinates, so that its data is
    /// the same line its points are.
    private static func isWritable(_ path: CurvePath) -> Bool {
        guard case .move = path.elements.first, let box = path.controlBounds else { return false }
        return box.minX.isFinite && box.minY.isFinite && box.maxX.isFinite && box.maxY.isFinite
    }

    private static func union(_ boxes: [Rect]) -> Rect? {
        boxes.reduce(nil as Rect?) { partial, box in partial?.union(box) ?? box }
    }
}
