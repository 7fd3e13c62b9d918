/// How a stroke is inked: the tool, its colour, its nominal width, and what fills the shape it
/// draws round, if anything.
public struct Ink: Hashable, Sendable {
    /// The tool that drew the stroke.
    public var tool: InkTool
    /// The ink's colour, alpha included.
    public var color: Color
    /// The nominal width in canvas units (the width at pressure 0.5 for pressure-sensitive tools).
    public var width: Double
    /// The colour the area inside the stroke is filled with, under its ink, as Xournal++'s
    /// filled pen and highlighter draw it: the centre line closed from its last point back to its
    /// first, filled with the non-zero rule. `nil`, the default, fills nothing.
    public var fill: Color?

    /// Creates an ink.
    public init(tool: InkTool = .pen, color: Color = .ink, width: Double = 4, fill: Color? = nil) {
        self.tool = tool
        self.color = color
        self.width = width
        self.fill = fill
    }

    /// A near-black pen, 4 units wide: what a recording is inked with when it says nothing else.
    public static let `default` = Ink()
}
