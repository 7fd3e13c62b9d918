/// How a stroke is inked: the tool, its colour and its nominal width.
public struct Ink: Hashable, Sendable {
    /// The tool that drew the stroke.
    public var tool: InkTool
    /// The ink's colour, alpha included.
    public var color: Color
    /// The nominal width in canvas units (the width at pressure 0.5 for pressure-sensitive tools).
    public var width: Double

    /// Creates an ink.
    public init(tool: InkTool = .pen, color: Color = .ink, width: Double = 4) {
        self.tool = tool
        self.color = color
        self.width = width
    }

    /// A near-black pen, 4 units wide: what a recording is inked with when it says nothing else.
    public static let `default` = Ink()
}
