/// The kind of tool that laid down a stroke's ink, which decides how its outline is drawn.
public enum InkTool: String, CaseIterable, Hashable, Sendable {
    /// A pressure-sensitive pen: opaque, width follows pressure.
    case pen
    /// A pencil: thinner and lighter, with grain.
    case pencil
    /// A felt marker: wide and translucent; a stroke's overlaps with itself do not darken.
    case marker
    /// A technical pen: constant width.
    case monoline
    /// A broad nib held at an angle: width depends on the stroke's direction.
    case fountainPen = "fountain-pen"
}
