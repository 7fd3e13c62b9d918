import ScribbleFormats
import ScribbleKit

/// One drawing read from an input file, ready to render or write.
struct LoadedInput {
    /// The path as the user gave it (`-` for standard input).
    var path: String
    /// The strokes to draw. A recording's are recorded under the command's input policy; an
    /// Excalidraw drawing's carry the ink options Excalidraw renders with.
    var drawing: Drawing
    /// For an event recording, the recorder that drew it: its rejections and anomalies.
    var recorder: StrokeRecorder?
    /// For an event recording, the events themselves, to record again under another policy.
    var recording: EventRecording?
    /// What kind of document it was, for `info`: an ``InterchangeFormat`` name.
    var formatName: String
    /// Problems the reader worked around (an SVG path drawn up to a bad command, say).
    var warnings: [String] = []
    /// What its file calls it, when the file holds several drawings: a library item's name, a
    /// tldraw page's, a Quick, Draw! record's word.
    var itemName: String? = nil
    /// For a Quick, Draw! record, the line of the file it starts on.
    var line: Int? = nil

    /// The name diagnostics use for it: the file, and the record's line when it has one.
    var displayName: String {
        let file = path == "-" ? "<stdin>" : path
        return line.map { "\(file):\($0)" } ?? file
    }
}
