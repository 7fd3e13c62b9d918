/// The tool a contact uses in a ``DrawingSession``: the one chosen when the pointer goes down
/// applies to the whole contact.
public enum SessionTool: Hashable, Sendable {
    /// The share of a stroke's centre line a lasso must hold, exceeded, to select it, when none is
    /// given: strokes mostly inside, as `scribble edit --select-lasso` takes them.
    public static let defaultCoverage = 0.5

    /// Draws a stroke with this ink.
    case ink(Ink)
    /// Erases along the contact's path, live, as this eraser does (see ``Eraser``).
    case eraser(Eraser)
    /// Draws a lasso and, when the contact lifts, selects the strokes whose centre lines lie
    /// inside it by more than `coverage` (0…1) of their length.
    case lasso(coverage: Double = SessionTool.defaultCoverage)

    /// The tool's name in a recording: `ink`, `stroke-eraser`, `area-eraser` or `lasso`.
    public var name: String {
        switch self {
        case .ink: "ink"
        case .eraser(let eraser): eraser.kind == .stroke ? "stroke-eraser" : "area-eraser"
        case .lasso: "lasso"
        }
    }
}
