/// What an SVG held and what became of it: the counts an `info` command shows.
///
/// Shapes are `path`, `rect`, `circle`, `ellipse`, `line`, `polyline` and `polygon`; one drawn
/// through `<use>` counts each time it is drawn.
public struct SVGReadSummary: Hashable, Sendable {
    /// Shapes met in the parts of the document that are drawn.
    public var shapeCount = 0
    /// Shapes drawn from their stroke.
    public var strokedShapeCount = 0
    /// Filled shapes without a stroke whose outlines became strokes (``SVGReadOptions/FilledShapes/outline(width:)``).
    public var outlinedFillCount = 0
    /// Filled shapes without a stroke that were left out (``SVGReadOptions/FilledShapes/skip``).
    public var skippedFillCount = 0
    /// Shapes that draw nothing: no stroke and no fill, hidden, fully transparent, or of zero size.
    public var invisibleShapeCount = 0
    /// Elements that draw what strokes cannot hold, left out: text, images, foreign objects.
    public var unsupportedElementCount = 0

    /// Creates a summary.
    public init(
        shapeCount: Int = 0, strokedShapeCount: Int = 0, outlinedFillCount: Int = 0, skippedFillCount: Int = 0,
        invisibleShapeCount: Int = 0, unsupportedElementCount: Int = 0
    ) {
        self.shapeCount = shapeCount
        self.strokedShapeCount = strokedShapeCount
        self.outlinedFillCount = outlinedFillCount
        self.skippedFillCount = skippedFillCount
        self.invisibleShapeCount = invisibleShapeCount
        self.unsupportedElementCount = unsupportedElementCount
    }
}
