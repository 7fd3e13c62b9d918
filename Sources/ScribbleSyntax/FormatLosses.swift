/// What a writer could not carry into its format, each kind of loss with the number of strokes it
/// touched, so that the tool can say it in one line per output
/// (`notes.xopp: pencil ink written as pen on 4 strokes; tilt dropped on 12 strokes`) and refuse to
/// write under `--strict`.
///
/// ```swift
/// var losses = FormatLosses()
/// let bytes = try XournalWriter().encode(pages: drawings, losses: &losses)
/// if !losses.isEmpty { print("notes.xopp: \(losses)") }
/// ```
public struct FormatLosses: Hashable, Sendable, CustomStringConvertible {
    /// One kind of loss and how many strokes it touched; `strokes` is 0 for a loss of the
    /// drawing as a whole (its ink options, its paper).
    public struct Entry: Hashable, Sendable {
        /// What was dropped or changed, as a phrase: `pencil ink written as pen`, `tilt dropped`.
        public var what: String
        /// How many strokes it touched, 0 for the drawing as a whole.
        public var strokes: Int
    }

    /// The losses in the order they were first noted.
    public private(set) var entries: [Entry] = []

    /// Creates an empty report.
    public init() {}

    /// Whether nothing was lost.
    public var isEmpty: Bool { entries.isEmpty }

    /// Notes that `what` happened to `strokes` more strokes (0 for the drawing as a whole: noted
    /// once, however often it is said).
    public mutating func note(_ what: String, strokes: Int = 1) {
        if let index = entries.firstIndex(where: { $0.what == what }) {
            entries[index].strokes += strokes
        } else {
            entries.append(Entry(what: what, strokes: strokes))
        }
    }

    /// Adds every loss of `other`.
    public mutating func merge(_ other: FormatLosses) {
        for entry in other.entries { note(entry.what, strokes: entry.strokes) }
    }

    /// The losses as one phrase: `pencil ink written as pen on 4 strokes; tilt dropped on 1 stroke;
    /// ink options dropped`.
    public var description: String {
        entries.map { entry in
            switch entry.strokes {
            case 0: entry.what
            case 1: "\(entry.what) on 1 stroke"
            default: "\(entry.what) on \(entry.strokes) strokes"
            }
        }.joined(separator: "; ")
    }
}
