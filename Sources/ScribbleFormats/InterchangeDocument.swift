import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSVG
import ScribbleSyntax

/// A file of any format Scribble reads, as drawings: one for most formats, one per item of an
/// Excalidraw library, per page of a tldraw file or a Xournal++ notebook, per record of a Quick,
/// Draw! file.
public struct InterchangeDocument: Equatable, Sendable {
    /// One drawing of a document.
    public struct Item: Hashable, Sendable {
        /// What the file calls it: a library item's or a page's name, a Quick, Draw! record's word.
        public var name: String?
        /// The strokes. For an event recording, what it records under the reading's policy.
        public var drawing: Drawing
        /// For an event recording, the events themselves.
        public var recording: EventRecording?
        /// For an event recording, the contacts the policy (or palm rejection) turned away.
        public var rejections: [InputRejection] = []
        /// For an event recording, the events that made no sense where they came.
        public var anomalies: [InputAnomaly] = []
        /// For Excalidraw, the perfect-freehand options each stroke renders with, as Excalidraw
        /// renders it (see ``ExcalidrawDrawing/perfectFreehand``).
        public var perfectFreehand: [PerfectFreehandOptions]?
        /// For a Quick, Draw! record, the line of the file it starts on.
        public var line: Int?
        /// What its reader skipped of this drawing, by kind (`ellipse`, `text`…), and how many;
        /// what a file skipped and cannot say of which drawing is the document's ``skipped``.
        public var skipped: [String: Int] = [:]

        /// Creates an item.
        public init(
            name: String? = nil, drawing: Drawing, recording: EventRecording? = nil,
            perfectFreehand: [PerfectFreehandOptions]? = nil, line: Int? = nil
        ) {
            self.name = name
            self.drawing = drawing
            self.recording = recording
            self.perfectFreehand = perfectFreehand
            self.line = line
        }

        /// Ink options that render every stroke as the file's own application does, when the
        /// format says how (Excalidraw) and one set serves every stroke; `nil` otherwise.
        public var inkOptions: InkOptions? {
            guard let perfectFreehand else { return nil }
            return ExcalidrawDrawing(drawing: drawing, perfectFreehand: perfectFreehand).inkOptions
        }
    }

    /// The format it was read as.
    public var format: InterchangeFormat
    /// The drawings, in the file's order.
    public var items: [Item]
    /// What was read but could not be kept or applied, each said once.
    public var notes: [String]
    /// What was skipped, by kind (`rectangle`, `penUp trace`, `geo`…), and how many.
    public var skipped: [String: Int]
    /// Problems read past: Quick, Draw! records that could not be read, SVG problems handled as a
    /// browser would.
    public var diagnostics: [FormatError]

    /// Creates a document.
    public init(
        format: InterchangeFormat, items: [Item], notes: [String] = [], skipped: [String: Int] = [:],
        diagnostics: [FormatError] = []
    ) {
        self.format = format
        self.items = items
        self.notes = notes
        self.skipped = skipped
        self.diagnostics = diagnostics
    }

    /// The drawings of the items.
    public var drawings: [Drawing] { items.map(\.drawing) }

    /// Options for reading.
    public struct Options: Hashable, Sendable {
        /// Bounds on a document.
        public var limits: InterchangeLimits = .default
        /// How Quick, Draw! records become drawings.
        public var quickDraw: QuickDrawOptions = .default
        /// How SVG documents are read; their limits are ``limits``.
        public var svg: SVGReadOptions = .default
        /// The device of InkML strokes whose file does not say.
        public var inkMLDevice: InputDevice = .pen
        /// Which devices ink when an event recording is recorded into strokes.
        public var policy: InputPolicy = .any

        /// Creates options; every property has its default.
        public init() {}

        /// The defaults.
        public static let `default` = Options()
    }

    /// Reads a file of any format Scribble knows.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name or path: shown in errors, and used to tell the format when
    ///     `format` is `nil` and the contents do not tell.
    ///   - format: The format, or `nil` to tell it from the contents and the name.
    ///   - options: Limits and per-format options.
    /// - Throws: ``FormatError``: the format cannot be told, or the first problem the format's
    ///   reader finds (with its line, column and path). A Quick, Draw! file throws only when none of
    ///   its records can be read; the others' problems are in ``diagnostics``.
    public init(
        reading bytes: some Collection<UInt8>, file: String? = nil, format: InterchangeFormat? = nil,
        options: Options = .default
    ) throws(FormatError) {
        guard let format = format ?? InterchangeFormat.detect(fileName: file, head: bytes.prefix(1 << 16)) else {
            var error = FormatError(
                file: file,
                message: "cannot tell the format from the file's contents or name; name it: \(InterchangeFormat.names)")
            error.formatUnknown = true
            throw error
        }
        self = try format.read(bytes, file: file, options: options)
    }
}

extension InterchangeFormat {
    /// Reads a file of this format, with the registered format's reader.
    /// - Throws: ``FormatError`` with the place of the first problem, or for a format that is not
    ///   registered.
    public func read(
        _ bytes: some Collection<UInt8>, file: String? = nil, options: InterchangeDocument.Options = .default
    ) throws(FormatError) -> InterchangeDocument {
        guard let fileFormat else {
            throw FormatError(file: file, message: "no format is named \(rawValue); the formats are \(Self.names)")
        }
        return try fileFormat.read(Array(bytes), file: file, options: options)
    }

    /// Writes drawings in this format: a notebook of a page each for Xournal++, the one drawing of
    /// `drawings` for a format of one drawing.
    /// - Parameter losses: Where what the format cannot carry is noted (see ``capabilities``).
    /// - Throws: ``FormatError`` for a format Scribble does not write, or one that holds one drawing
    ///   when `drawings` has several (or none).
    public func encode(pages drawings: [Drawing], losses: inout FormatLosses) throws(FormatError) -> [UInt8] {
        guard let fileFormat else {
            throw FormatError(message: "no format is named \(rawValue); Scribble writes \(Self.writableNames)")
        }
        return try fileFormat.write(drawings, losses: &losses)
    }

    /// Writes drawings in this format as ``encode(pages:losses:)`` does, what it cannot carry left unsaid.
    public func encode(pages drawings: [Drawing]) throws(FormatError) -> [UInt8] {
        var losses = FormatLosses()
        return try encode(pages: drawings, losses: &losses)
    }

    /// Writes a drawing in this format, noting in `losses` what the format cannot carry: read back,
    /// the file gives the drawing with everything in ``capabilities`` exactly as it was.
    /// - Returns: The file's contents.
    /// - Throws: ``FormatError`` for a format Scribble does not write (SVG and PDF are written by
    ///   the renderer; tldraw, Excalidraw libraries and Quick, Draw! are read only).
    public func encode(_ drawing: Drawing, losses: inout FormatLosses) throws(FormatError) -> [UInt8] {
        try encode(pages: [drawing], losses: &losses)
    }

    /// Writes a drawing in this format as ``encode(_:losses:)`` does, what it cannot carry left unsaid.
    public func encode(_ drawing: Drawing) throws(FormatError) -> [UInt8] {
        var losses = FormatLosses()
        return try encode(drawing, losses: &losses)
    }
}
