import ScribbleKit
import ScribbleSyntax

/// What reading an SVG gives: the drawing, the problems the reader recovered from, and counts.
public struct SVGReadResult: Equatable, Sendable {
    /// The strokes, in document order, on a canvas the size of the SVG.
    public var drawing: Drawing
    /// Problems that did not stop the reading, each with its place (`file:line:column`, the element
    /// and attribute as `path#id[d]`) and what was done: bad path data drawn up to its last complete
    /// segment, an invalid value ignored, a reference that leads nowhere left out. Empty for a clean file.
    public var diagnostics: [FormatError]
    /// What the document held and what became of it.
    public var summary: SVGReadSummary

    /// Creates a result.
    public init(drawing: Drawing, diagnostics: [FormatError] = [], summary: SVGReadSummary = SVGReadSummary()) {
        self.drawing = drawing
        self.diagnostics = diagnostics
        self.summary = summary
    }
}
