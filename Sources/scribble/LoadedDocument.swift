import ScribbleFormats
import ScribbleSyntax

/// An input file read whole: every drawing it holds, and what its reader had to say about it.
struct LoadedDocument {
    /// The path as the user gave it (`-` for standard input).
    var path: String
    /// The format it was read as.
    var format: InterchangeFormat
    /// Its drawings, in the file's order: one for most formats, one per library item, tldraw page
    /// or Quick, Draw! record.
    var inputs: [LoadedInput]
    /// What was read but could not be kept or applied, each said once.
    var notes: [String] = []
    /// What was skipped, by kind (`rectangle`, `penUp trace`, `geo`…), and how many.
    var skipped: [String: Int] = [:]
    /// Problems in the file that the reader worked around (SVG read as a browser would).
    var warnings: [String] = []
    /// Records that could not be read (a Quick, Draw! file read whole), each with its place.
    var failedRecords: [FormatError] = []

    /// The name diagnostics use for it.
    var displayName: String { path == "-" ? "<stdin>" : path }

    /// Whether its drawings are named apart in outputs (`lib-Heart.png`): a format that may hold
    /// several drawings names each one, even when this file happens to hold one.
    var namesItems: Bool { format.holdsManyDrawings }

    /// The skipped kinds as `rectangle 2, text 1`, sorted by name.
    var skippedSummary: String {
        skipped.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}
