import Foundation

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
        /// How many of the file's drawings answer to the name that chose this one, the first of
        /// them (``DrawingReader/item(choosing:)`` with a name several share, such as a Quick,
        /// Draw! record's word); 1 otherwise.
        public var namesakes = 1
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
    private var namer: ItemNamer

    /// How many digits a numbered name has when a stream's length is not known before it is read
    /// (standard input): enough for a million records to sort.
    static let unknownCountWidth = 6

    /// Opens a file: Quick, Draw! files are streamed, others read whole.
    /// - Parameters:
    ///   - path: The file, or `-` for standard input, streamed as a file is when its first bytes
    ///     (or `options.format`) say it is Quick, Draw!.
    ///   - options: The format (or `nil` to tell it from the file), the policy and the limits,
    ///     which a streamed file's records are held to one by one.
    /// - Throws: ``ScribbleError`` when the file cannot be opened or read, or a document read
    ///   whole is not valid or passes a limit.
    public convenience init(path: String, options: ReadOptions = .default) throws(ScribbleError) {
        try self.init(input: DrawingInput(path: path), options: options)
    }

    /// Opens an input: a file or standard input as ``init(path:options:)`` opens it, or bytes in
    /// memory, read whole as a file of that name would be.
    /// - Throws: ``ScribbleError`` when the input cannot be read, or a document read whole is not
    ///   valid or passes a limit.
    public init(input: DrawingInput, options: ReadOptions = .default) throws(ScribbleError) {
        path = input.path
        let told: InterchangeFormat? =
            switch input {
            case .file(let path): options.format ?? InputFile.peekFormat(path)
            case .standardInput: options.format ?? InputFile.peekFormat("-")
            case .bytes: nil
            }
        if let told, told == .quickDrawNDJSON || told == .quickDrawJSONArray {
            format = told
            document = nil
            var quickDraw = options.document.quickDraw
            quickDraw.limits = options.limits
            do {
                let reader =
                    input == .standardInput
                    ? QuickDrawReader(
                        fileDescriptor: STDIN_FILENO, file: "<stdin>", options: quickDraw,
                        head: StandardInput.takeHead())
                    : try QuickDrawReader(path: path, options: quickDraw)
                source = .stream(reader, index: 0)
            } catch {
                throw ScribbleError(error)
            }
            let count =
                input == .standardInput
                ? nil : told == .quickDrawNDJSON ? RecordCount.lines(in: path) : RecordCount.arrayElements(in: path)
            namer = ItemNamer(numberWidth: count.map(ItemNamer.width(of:)) ?? Self.unknownCountWidth)
        } else {
            let document = try ReadDocument(input: input, options: options)
            format = document.format
            self.document = document
            source = .document(document, next: 0, failures: 0)
            namer = ItemNamer(numberWidth: ItemNamer.width(of: Self.largestNumber(in: document)))
        }
    }

    /// The largest number a drawing of a document read whole is named by: a Quick, Draw! NDJSON
    /// record's line, else a place.
    private static func largestNumber(in document: ReadDocument) -> Int {
        guard document.format == .quickDrawNDJSON else { return document.drawings.count + document.failedRecords.count }
        let lines = document.drawings.compactMap(\.line) + document.failedRecords.compactMap(\.line)
        return lines.max() ?? 0
    }

    /// Reads a file that holds one drawing (or standard input for `-`).
    /// - Throws: ``ScribbleError`` when the file cannot be read, is not valid, passes a limit, or
    ///   holds no drawing or several.
    public static func drawing(at path: String, options: ReadOptions = .default) throws(ScribbleError) -> ReadDrawing {
        try drawing(from: DrawingInput(path: path), options: options)
    }

    /// Reads an input that holds one drawing.
    /// - Throws: ``ScribbleError`` when the input cannot be read, is not valid, passes a limit,
    ///   or holds no drawing or several (``ScribbleError/Kind/drawingCount(_:)`` says how many).
    public static func drawing(from input: DrawingInput, options: ReadOptions = .default) throws(ScribbleError)
        -> ReadDrawing
    {
        let document = try ReadDocument(input: input, options: options)
        if let failure = document.failedRecords.first { throw ScribbleError(failure) }
        guard document.drawings.count == 1, var drawing = document.drawings.first else {
            let count = document.drawings.count
            throw ScribbleError(
                file: document.displayName,
                message: "holds \(count == 0 ? "no drawings" : "\(count) drawings"); one was expected",
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
            // Records that failed come in their place among the others, where lines tell it.
            let nextLine = next < document.drawings.count ? document.drawings[next].line : nil
            if failures < document.failedRecords.count,
                nextLine == nil || (document.failedRecords[failures].line ?? 0) < nextLine ?? 0
            {
                source = .document(document, next: next, failures: failures + 1)
                return .failure(ScribbleError(document.failedRecords[failures]))
            }
            guard next < document.drawings.count else { return nil }
            source = .document(document, next: next + 1, failures: failures)
            let drawing = document.drawings[next]
            return .success(Item(drawing: drawing, name: name(of: drawing, index: next)))
        case .stream(let reader, let index):
            source = .stream(reader, index: index + 1)
            guard let result = reader.next() else { return nil }
            switch result {
            case .failure(let error):
                return .failure(ScribbleError(error))
            case .success(let record):
                // NDJSON records are named by their line; an array's by their place, as they may share lines.
                let name = format == .quickDrawJSONArray ? namer.padded(index + 1) : namer.name(forLine: record.line)
                var drawing = ReadDrawing(
                    path: path, format: format, drawing: record.drawing, itemName: record.word, line: record.line)
                drawing.quickDrawRecord = record
                return .success(Item(drawing: drawing, name: name))
            }
        }
    }

    /// The name of a drawing of a document read whole: a Quick, Draw! record's as a stream names
    /// it (its line, or its place in the array), so that standard input gives the names a file
    /// does; an item's or a page's by its name, else its place.
    private func name(of drawing: ReadDrawing, index: Int) -> String? {
        guard namesDrawings else { return nil }
        switch format {
        case .quickDrawNDJSON: return namer.name(forLine: drawing.line ?? index + 1)
        case .quickDrawJSONArray: return namer.padded(index + 1)
        default: return namer.name(for: drawing.itemName, index: index)
        }
    }
}
