import ScribbleKit

/// Paints strokes' ink: each stroke's outline polygons, built by ScribbleKit, filled with the
/// non-zero rule in the ink's colour, with the look of its tool; a filled stroke's area
/// (``ScribbleKit/Ink/fill``) first, under its ink.
///
/// - pen, monoline, fountain pen: opaque ink in the ink's colour (its alpha included);
/// - marker: translucent (``ScribbleKit/InkTool/opacity`` of the colour's alpha); because a
///   stroke is one filled path, its overlaps with itself do not darken, as a felt marker's do not;
/// - pencil: a little light, through a paper grain anchored to the canvas, so the same drawing
///   always gets the same grain, at any scale.
///
/// Every renderer (images, frames, cards, PDF) paints through this one type, so ink looks the same
/// wherever it goes.
struct InkPainter {
    /// The size of one grain tile, in canvas units.
    static let grainTileSize = PaperGrain.tileSize

    /// The ink options to build outlines with, when the caller gives some.
    let options: InkOptions?
    /// A tool that replaces every stroke's own, when given.
    let tool: InkTool?
    /// The paper grain pencil ink is painted through, made once per painter.
    private let grain: GrainTile

    init(options: InkOptions?, tool: InkTool?) {
        self.options = options
        self.tool = tool
        grain = GrainTile()
    }

    /// The drawing's strokes as they will be painted (with the tool override) and their outlines,
    /// made for an output of `resolution` pixels per canvas unit.
    func prepare(_ drawing: Drawing, resolution: Double) -> (strokes: [Stroke], outlines: [InkOutline]) {
        let painted = paintedDrawing(drawing)
        return (painted.strokes, painted.outlines(options: inkOptions(for: drawing), resolution: resolution))
    }

    /// Builds each stroke's outline just before `body` paints it, so that only one outline is held
    /// at a time; the strokes and outlines are the ones ``prepare(_:resolution:)`` gives.
    func forEachOutline(
        in drawing: Drawing, resolution: Double, _ body: (Stroke, InkOutline) throws(CairoError) -> Void
    ) throws(CairoError) {
        try paintedDrawing(drawing).forEachOutline(options: inkOptions(for: drawing), resolution: resolution, body)
    }

    /// The resolution to make outlines for when they are painted through `placement`: its scale.
    static func resolution(of placement: Transform) -> Double {
        placement.averageScale
    }

    /// The strokes with the tool override applied.
    func paintedStrokes(_ strokes: [Stroke]) -> [Stroke] {
        guard let tool else { return strokes }
        return strokes.map { stroke in
            var painted = stroke
            painted.ink.tool = tool
            return painted
        }
    }

    /// The drawing with the tool override applied to every stroke.
    private func paintedDrawing(_ drawing: Drawing) -> Drawing {
        guard let tool else { return drawing }
        var strokes = drawing.strokes
        for index in strokes.indices { strokes[index].ink.tool = tool }
        return Drawing(canvas: drawing.canvas, strokes: strokes)
    }

    /// The ink options outlines are built with: the painter's, else the drawing's, else the defaults.
    func inkOptions(for drawing: Drawing) -> InkOptions {
        options ?? drawing.inkOptions ?? .default
    }

    /// The box around every outline, in canvas units, or `nil` when nothing has ink.
    static func bounds(of outlines: [InkOutline]) -> Rect? {
        outlines.lazy.compactMap(\.bounds).reduce(nil as Rect?) { partial, box in partial?.union(box) ?? box }
    }

    /// How an outline's polygons are traced for Cairo.
    enum Tracing {
        /// As the polygons are, edge by edge: what images need, and the fastest.
        case polygons
        /// As cubic curves fitted within `tolerance` pixels of the polygons: what vector output
        /// needs, a few curves where the polygon has hundreds of vertices.
        case curves(tolerance: Double)
    }

    /// Paints one stroke's outline, given in canvas units, into pixels placed by `placement`.
    /// Parts outside `clipBox` are cut away first, so no coordinate overflows Cairo's fixed point;
    /// traced as curves, a polygon wholly outside is left out and one that reaches far beyond the
    /// box (whose curves Cairo could not hold) is cut and traced as a polygon instead.
    func paint(
        _ stroke: Stroke, outline: InkOutline, tracing: Tracing = .polygons, placement: Transform, clipBox: ClipBox,
        in context: Context
    ) throws(CairoError) {
        if stroke.isFilled { paintFill(of: stroke, placement: placement, clipBox: clipBox, in: context) }
        guard let bounds = outline.bounds, ClipBox.intersects(bounds.applying(placement), clipBox.rect) else { return }
        let mirrors = placement.determinant < 0
        context.setTransform(.identity)
        context.newPath()
        var traced = false
        for polygon in outline.polygons where polygon.count >= 3 {
            var corners = polygon.map { $0.applying(placement) }
            // A mirroring placement turns the winding round; turn it back so the pieces still add up.
            if mirrors { corners.reverse() }
            if case .curves(let tolerance) = tracing,
                let curves = clipBox.curvesHeldWhole(corners, tolerance: tolerance)
            {
                guard !curves.isEmpty else { continue }
                context.append(curves)
                traced = true
                continue
            }
            guard let clipped = clipBox.clip(corners), let first = clipped.first else { continue }
            context.move(to: first)
            for corner in clipped.dropFirst() { context.line(to: corner) }
            context.closePath()
            traced = true
        }
        guard traced else { return }
        let color = stroke.ink.color.withAlpha(multipliedBy: stroke.ink.tool.opacity)
        switch stroke.ink.tool {
        case .pen, .monoline, .fountainPen, .marker:
            context.setSource(color)
            context.fill(rule: .nonZero)
        case .pencil:
            context.pushGroup()
            context.setSource(color)
            context.fill(rule: .nonZero)
            context.popGroupToSource()
            let tileScale = Self.grainTileSize / Double(GrainTile.side)
            let placementScale = placement.averageScale
            let tile = Transform.scale(x: tileScale, y: tileScale).concatenating(
                Transform(a: placementScale, b: 0, c: 0, d: placementScale, tx: placement.tx, ty: placement.ty))
            try context.maskTiled(by: grain.surface(), transform: tile)
        }
    }

    /// Fills the area a filled stroke's centre line closes, in its fill colour, under its ink:
    /// the polygon of its visible points, cut to the clip box.
    private func paintFill(of stroke: Stroke, placement: Transform, clipBox: ClipBox, in context: Context) {
        guard let fill = stroke.ink.fill else { return }
        let placed = stroke.transform.concatenating(placement)
        var corners = stroke.visiblePoints.map { $0.location.applying(placed) }
        if placement.determinant < 0 { corners.reverse() }
        guard let clipped = clipBox.clip(corners), let first = clipped.first else { return }
        context.setTransform(.identity)
        context.newPath()
        context.move(to: first)
        for corner in clipped.dropFirst() { context.line(to: corner) }
        context.closePath()
        context.setSource(fill)
        context.fill(rule: .nonZero)
    }
}
