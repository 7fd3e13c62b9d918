/// The drawings of one file, one at a time, each with the name its output gets: a document read
/// whole, or a Quick, Draw! file (NDJSON or a JSON array, from a file or standard input) streamed a
/// record at a time, so that memory stays flat however many drawings it holds. A record that
/// cannot be read comes as an error in its place; the records after it still come.
///
/// ```swift
/// let reader = try DrawingReader(path: "cats.ndjson")
/// while let next = reader.next() {
///     switch next {
///     case .success(let item): try renderer.write(item.drawing.drawing, to: "cats-\(item.name ?? "1").png")
///     case .failure(let error): print(error)                   // cats.ndjson:18:3: …
///     }
/// }
/// ```
///
/// For a file of one drawing, ``drawing(at:options:)`` is all it takes.
public final class DrawingReader: IteratorProtocol, Sequence {
    /// One drawing and the name its output gets.
    public struct Item: Sendable {
        /// The drawing, read and ready.
        public var drawing: ReadDrawing
        /// The name that tells it apart from the file's other drawings (`Heart`, `17`), made safe
        /// for a file name and used once; `nil` when the file's format holds one drawing.
        public var name: String?
    }

    private enum Source {
        case document(ReadDocument, next: Int, failures: Int)
        case stream(QuickDrawReader, index: Int)
    }

    /// The path as it was given.
    public let path: String
    /// The format the file is read as.
    public let format: InterchangeFormat
    /// For a document read whole, the document (its notes, skipped kinds, warnings); `nil` for a
    /// stream.
    public let document: ReadDocument?
    private var source: Source
    private var namer = ItemNamer()

    /// Opens a file: Quick, Draw! files are streamed, others read whole.
    /// - Parameters:
    ///   - path: The file, or `-` for standard input (streamed only when `options.format` says it
    ///     is Quick, Draw!, as it can be read only once).
    ///   - options: The format (or `nil` to tell it from the file), the policy and the limits,
    ///     which a streamed file's records are held to one by one.
    /// - Throws: ``ScribbleError`` when the file cannot be opened or read, or a document read
    ///   whole is not valid or passes a limit.
    public init(path: String, options: ReadOptions = .default) throws(ScribbleError) {
        self.path = path
        let told = options.format ?? InputFile.peekFormat(path)
        if let told, told == .quickDrawNDJSON || told == .quickDrawJSONArray {
            format = told
            document = nil
            var quickDraw = options.document.quickDraw
            quickDraw.limits = options.limits
            do {
                source = .stream(try QuickDrawReader(path: path, options: quickDraw), index: 0)
            } catch {
                throw ScribbleError(error)
            }
        } else {
            let document = try ReadDocument(path: path, options: options)
            format = document.format
            self.document = document
            source = .document(document, next: 0, failures: 0)
        }
    }

    /// Reads a file that holds one drawing (or standard input for `-`).
    /// - Throws: ``ScribbleError`` when the file cannot be read, is not valid, passes a limit, or
    ///   holds no drawing or several.
    public static func drawing(at path: String, options: ReadOptions = .default) throws(ScribbleError) -> ReadDrawing {
        let document = try ReadDocument(path: path, options: options)
        if let failure = document.failedRecords.first { throw ScribbleError(failure) }
        guard document.drawings.count == 1, var drawing = document.drawings.first else {
            let count = document.drawings.count
            throw ScribbleError(
                file: document.displayName, message: "holds \(count == 0 ? "no drawings" : "\(count) drawings"); one was expected",
                drawingCount: count)
        }
        drawing.warnings = document.warnings + drawing.warnings
        return drawing
    }

    /// Whether the drawings are named apart in outputs.
    public var namesDrawings: Bool { format.holdsManyDrawings }

    /// Whether the file is streamed, so that how many drawings it holds is known only at its end.
    public var isStreamed: Bool { document == nil }

    /// The next drawing, or the error that kept a record from being read; `nil` at the end.
    public func next() -> Result<Item, ScribbleError>? {
        switch source {
        case .document(let document, let next, let failures):
            if failures < document.failedRecords.count {
                source = .document(document, next: next, failures: failures + 1)
                return .failure(ScribbleError(document.failedRecords[failures]))
            }
            guard next < document.drawings.count else { return nil }
            source = .document(document, next: next + 1, failures: failures)
            let drawing = document.drawings[next]
            let name = namesDrawings ? namer.name(for: drawing.itemName, index: next) : nil
            return .success(Item(drawing: drawing, name: name))
        case .stream(let reader, let index):
            source = .stream(reader, index: index + 1)
            guard let result = reader.next() else { return nil }
            switch result {
            case .failure(let error):
                return .failure(ScribbleError(error))
            case .success(let record):
                // NDJSON records are named by their line; an array's by their place, as they may share lines.
                let name = format == .quickDrawJSONArray ? String(index + 1) : namer.name(forLine: record.line)
                let drawing = ReadDrawing(path: path, format: format, drawing: record.drawing, itemName: record.word, line: record.line)
                return .success(Item(drawing: drawing, name: name))
            }
        }
    }
}
