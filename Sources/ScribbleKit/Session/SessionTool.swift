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

    /// The narrowest eraser or ink a session keeps; a width at or below 0 becomes this.
    public static let minimumWidth = 0.001

    /// The tool with its numbers brought into what a recording holds: widths within
    /// ``minimumWidth``…``ModelLimits/maximumInkWidth`` (a width that is not a number becomes the
    /// default), a coverage within 0…1 (the default when it is not a number). A session keeps its
    /// tools so, so that its recording always reads back.
    public var normalized: SessionTool {
        func width(_ value: Double, default fallback: Double) -> Double {
            value.isNaN ? fallback : Swift.min(Swift.max(value, Self.minimumWidth), ModelLimits.maximumInkWidth)
        }
        switch self {
        case .ink(var ink):
            ink.width = width(ink.width, default: Ink.default.width)
            return .ink(ink)
        case .eraser(var eraser):
            eraser.width = width(eraser.width, default: Eraser.defaultWidth)
            return .eraser(eraser)
        case .lasso(let coverage):
            return .lasso(coverage: coverage.isNaN ? Self.defaultCoverage : Swift.min(Swift.max(coverage, 0), 1))
        }
    }
}
