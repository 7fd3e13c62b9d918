/// One drawing read from a file, ready to render or write, with what its reader had to say.
public struct ReadDrawing: Sendable {
    /// The path it was read from as it was given (`-` for standard input), or the name the bytes
    /// were given under.
    public var path: String
    /// The format it was read as.
    public var format: InterchangeFormat
    /// The strokes to draw. A recording's are recorded under the reading's input policy; an
    /// Excalidraw drawing's carry the ink options Excalidraw renders with.
    public var drawing: Drawing
    /// For an event recording, the events themselves.
    public var recording: EventRecording?
    /// For an event recording, the contacts the policy (or palm rejection) turned away.
    public var rejections: [InputRejection] = []
    /// For an event recording, the events that made no sense where they came.
    public var anomalies: [InputAnomaly] = []
    /// Problems the reader worked around (an SVG path drawn up to a bad command, say), and
    /// things a user should know (strokes drawn with the settings most of them use).
    public var warnings: [String] = []
    /// What its file calls it, when the file holds several drawings: a library item's name, a
    /// tldraw page's, a Quick, Draw! record's word.
    public var itemName: String?
    /// For a Quick, Draw! record, the line of the file it starts on.
    public var line: Int?
    /// For a Quick, Draw! record read as a stream, the record itself: its `key_id`, country,
    /// whether it was recognised, when it was drawn.
    public var quickDrawRecord: QuickDrawRecord?

    /// Creates a drawing read from `path`.
    public init(path: String, format: InterchangeFormat, drawing: Drawing, itemName: String? = nil, line: Int? = nil) {
        self.path = path
        self.format = format
        self.drawing = drawing
        self.itemName = itemName
        self.line = line
    }

    /// Whether it was recorded from input events (so that ``rejections`` and ``anomalies`` mean
    /// something).
    public var isRecording: Bool { recording != nil }

    /// The name diagnostics use for it: the file, and the record's line when it has one.
    public var displayName: String {
        let file = path == "-" ? "<stdin>" : path
        return line.map { "\(file):\($0)" } ?? file
    }
}
