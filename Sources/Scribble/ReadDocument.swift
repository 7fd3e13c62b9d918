/// A file read whole: every drawing it holds, and what its reader had to say about it.
///
/// ```swift
/// let document = try ReadDocument(path: "library.excalidrawlib")
/// for drawing in document.drawings { print(drawing.itemName ?? "-", drawing.drawing.strokes.count) }
/// ```
public struct ReadDocument: Sendable {
    /// The path as it was given (`-` for standard input), or the name the bytes were given under.
    public var path: String
    /// The format it was read as.
    public var format: InterchangeFormat
    /// Its drawings, in the file's order: one for most formats, one per library item, tldraw page
    /// or Quick, Draw! record.
    public var drawings: [ReadDrawing]
    /// What was read but could not be kept or applied, each said once.
    public var notes: [String] = []
    /// What was skipped, by kind (`rectangle`, `penUp trace`, `geo`…), and how many.
    public var skipped: [String: Int] = [:]
    /// Problems in the file that the reader worked around (SVG read as a browser would).
    public var warnings: [String] = []
    /// Records that could not be read (a Quick, Draw! file read whole), each with its place.
    public var failedRecords: [FormatError] = []

    /// Reads a file, or standard input for `-`.
    /// - Parameters:
    ///   - path: The file, or `-`.
    ///   - options: The format (or `nil` to tell it), the policy and the limits.
    /// - Throws: ``ScribbleError`` when the file cannot be read, is not a valid document (for
    ///   Quick, Draw! records, when none can be read) or passes a limit.
    public init(path: String, options: ReadOptions = .default) throws(ScribbleError) {
        try self.init(input: DrawingInput(path: path), options: options)
    }

    /// Reads an input whole: a file, standard input, or bytes in memory as a file of their name.
    /// - Throws: ``ScribbleError`` when the input cannot be read, is not a valid document (for
    ///   Quick, Draw! records, when none can be read) or passes a limit.
    public init(input: DrawingInput, options: ReadOptions = .default) throws(ScribbleError) {
        switch input {
        case .file(let path):
            try self.init(
                bytes: try InputFile.read(path, maximumBytes: options.maximumFileBytes), path: path, options: options)
        case .standardInput:
            try self.init(
                bytes: try InputFile.read("-", maximumBytes: options.maximumFileBytes), path: "-", options: options)
        case .bytes(let bytes, let name):
            guard bytes.count <= options.maximumFileBytes else {
                throw ScribbleError(
                    FormatError(
                        file: name,
                        message: "the file is \(bytes.count) bytes, more than the limit of \(options.maximumFileBytes)"
                    ).exceeding(.bytes))
            }
            try self.init(bytes: bytes, path: name, options: options)
        }
    }

    /// Reads the bytes of a file.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: Its name, shown in errors and used to tell the format when the contents do not.
    ///   - options: The format (or `nil` to tell it), the policy and the limits.
    /// - Throws: ``ScribbleError`` when the bytes are not a valid document or pass a limit.
    public init(bytes: some Collection<UInt8>, path: String, options: ReadOptions = .default) throws(ScribbleError) {
        let name = path == "-" ? "<stdin>" : path
        // Told once here, for the refusal below and the reader alike.
        let told = options.format ?? InterchangeFormat.detect(fileName: name, head: bytes.prefix(1 << 16))
        try Self.refuseUnreadable(bytes, name: name, format: told)
        let document: InterchangeDocument
        do {
            document = try InterchangeDocument(reading: bytes, file: name, format: told, options: options.document)
        } catch {
            throw ScribbleError(error)
        }
        let isQuickDraw = document.format == .quickDrawNDJSON || document.format == .quickDrawJSONArray
        self.path = path
        format = document.format
        drawings = document.items.enumerated().map { index, item in
            // An unnamed drawing of several is told by its place: a notebook's page, or its number.
            let place =
                document.items.count > 1 ? (document.format == .xournal ? "page \(index + 1)" : "\(index + 1)") : nil
            return Self.drawing(item, path: path, format: document.format, place: place)
        }
        notes = document.notes
        skipped = document.skipped
        warnings = isQuickDraw ? [] : document.diagnostics.map(String.init(describing:))
        // What was skipped is said per drawing where the reader can tell which, else once per file.
        var unattributed = document.skipped
        for item in document.items {
            for (kind, count) in item.skipped { unattributed[kind, default: 0] -= count }
        }
        unattributed = unattributed.filter { $0.value > 0 }
        if !unattributed.isEmpty {
            warnings.append("\(path == "-" ? "<stdin>" : path): skipped \(Self.phrase(unattributed))")
        }
        failedRecords = isQuickDraw ? document.diagnostics : []
    }

    /// Refuses, before any reader tries them, bytes that no reader takes and whose trouble can be
    /// said plainly: an empty standard input (an empty NDJSON stream excepted, a set of no
    /// records) and an image, document or archive of another kind (a Xournal++ notebook, gzip or
    /// ZIP, is read).
    private static func refuseUnreadable(_ bytes: some Collection<UInt8>, name: String, format: InterchangeFormat?)
        throws(ScribbleError)
    {
        if bytes.isEmpty, name == "<stdin>", format != .quickDrawNDJSON {
            throw ScribbleError(FormatError(file: name, message: "standard input is empty"))
        }
        let head = bytes.prefix(FileSignature.headLength)
        let isPackedNotebook = format == .xournal && (Gzip.isCompressed(head) || ZipArchive.isArchive(head))
        if !isPackedNotebook, let what = FileSignature.describe(head) {
            throw ScribbleError(
                FormatError(
                    file: name,
                    message:
                        "is \(what), not a drawing; Scribble reads event recordings, drawings, SVG, InkML, Excalidraw, tldraw, Xournal++ and Quick, Draw! files"
                ))
        }
    }

    /// The name diagnostics use for it.
    public var displayName: String { path == "-" ? "<stdin>" : path }

    /// Whether its drawings are named apart in outputs (`lib-Heart.png`): a format that may hold
    /// several drawings names each one, even when this file happens to hold one.
    public var namesDrawings: Bool { format.holdsManyDrawings }

    /// Skipped kinds as a phrase, by name: `2 rectangles, 1 text`.
    static func phrase(_ skipped: [String: Int]) -> String {
        skipped.sorted { $0.key < $1.key }.map { kind, count in
            count == 1 ? "1 \(kind)" : "\(count) \(plural(of: kind))"
        }.joined(separator: ", ")
    }

    /// A kind in the plural: its noun, which is its first word before an " of" (`strokes of no
    /// width`), else its last (`PDF backgrounds`).
    private static func plural(of kind: String) -> String {
        let noun = kind.range(of: " of ").map { kind[..<$0.lowerBound] } ?? kind[...]
        let rest = kind[noun.endIndex...]
        return (noun.hasSuffix("s") || noun.hasSuffix("x") ? noun + "es" : noun + "s") + rest
    }

    /// The skipped kinds as `rectangle 2, text 1`, sorted by name.
    public var skippedSummary: String {
        skipped.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    /// One drawing of a document as it is drawn: with what its format implies applied (an
    /// Excalidraw drawing gets the perfect-freehand options Excalidraw renders it with).
    static func drawing(_ item: InterchangeDocument.Item, path: String, format: InterchangeFormat, place: String? = nil)
        -> ReadDrawing
    {
        var read = ReadDrawing(path: path, format: format, drawing: item.drawing, itemName: item.name, line: item.line)
        read.recording = item.recording
        read.rejections = item.rejections
        read.anomalies = item.anomalies
        if !item.skipped.isEmpty {
            let name = (item.name ?? place).map { " (\($0))" } ?? ""
            read.warnings.append("\(read.displayName)\(name): skipped \(phrase(item.skipped))")
        }
        if let perfectFreehand = item.perfectFreehand, read.drawing.inkOptions == nil {
            let ink = ExcalidrawInk(item, perfectFreehand: perfectFreehand)
            read.drawing.inkOptions = ink.options
            if ink.isMixed {
                let name = item.name.map { " (\($0))" } ?? ""
                read.warnings.append(
                    "\(read.displayName)\(name): its strokes are drawn with different pressure settings in Excalidraw; every stroke is drawn with those most of them use"
                )
            }
        }
        return read
    }
}
