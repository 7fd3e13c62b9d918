/// The paper a page was drawn on, as a notebook app keeps it: a colour and a ruling. A drawing
/// read from a notebook page carries its paper (``Drawing/paper``); renderers draw it under the
/// ink when their framing asks for it (``Framing/drawsPaper``), and otherwise the background
/// they are given.
public struct Paper: Hashable, Sendable {
    /// The lines on the paper, as Xournal++ draws its page templates (see ``Paper/marks(on:)``).
    public enum Ruling: String, CaseIterable, Hashable, Sendable {
        /// No lines.
        case plain
        /// Blue lines across the page every 24 units, below an 80-unit header.
        case ruled
        /// Ruled, with a red margin line 72 units from the left edge.
        case lined
        /// A grey square grid every 14.17 units (5 mm in points).
        case graph
        /// Grey dots where a graph's lines would cross.
        case dotted
    }

    /// The colour of the page.
    public var color: Color
    /// The lines on it.
    public var ruling: Ruling

    /// Creates a paper.
    public init(color: Color = .white, ruling: Ruling = .plain) {
        self.color = color
        self.ruling = ruling
    }

    /// Plain white paper.
    public static let plain = Paper()
}
