import ScribbleFormats
import ScribbleKit

/// The drawings of one input, one at a time, each with the name its output gets: a document read
/// whole, or a Quick, Draw! file (NDJSON or a JSON array, from a file or standard input) streamed a
/// record at a time, so that memory stays flat however many drawings it holds.
///
/// ```swift
/// let drawings = try InputDrawings(opening: "cats.ndjson", policy: .any, format: nil)
/// while let next = drawings.next() {
///     switch next {
///     case .success(let item): render(item.input.drawing, named: item.name)   // "17"
///     case .failure(let error): report(error)                                   // cats.ndjson:18:3: …
///     }
/// }
/// ```
final class InputDrawings: IteratorProtocol {
    /// One drawing and the name its output gets.
    struct Item {
        /// The drawing, read and ready.
        var input: LoadedInput
        /// The name that tells it apart from the file's other drawings (`Heart`, `17`), or `nil`
        /// when the file's format holds one drawing.
        var name: String?
    }

    private enum Source {
        case document(LoadedDocument, next: Int, failures: Int)
        case stream(QuickDrawReader, index: Int)
    }

    /// The path as the user gave it.
    let path: String
    /// The format the input is read as.
    let format: InterchangeFormat
    /// For a document read whole, the document (its notes, skipped kinds, warnings); `nil` for a
    /// stream.
    let document: LoadedDocument?
    private var source: Source
    private var namer = ItemNamer()

    /// Opens an input: Quick, Draw! files are streamed, others read whole.
    /// - Parameters:
    ///   - path: The file, or `-` for standard input.
    ///   - policy: The input policy recordings are recorded under.
    ///   - reading: The format `--from` gave (or `nil` to tell it from the file; standard input is
    ///     streamed only when this says it is Quick, Draw!, as it can be read only once) and the
    ///     limits, which a streamed file's records are held to one by one.
    /// - Throws: `FileError` when the file cannot be opened or read, `FormatError` when a
    ///   document read whole is not valid or passes a limit.
    init(opening path: String, policy: InputPolicy, reading: ReadSettings) throws {
        self.path = path
        let told = reading.format ?? InputLoader.peekFormat(path)
        if let told, told == .quickDrawNDJSON || told == .quickDrawJSONArray {
            self.format = told
            document = nil
            var options = reading.document.quickDraw
            options.limits = reading.document.limits
            source = .stream(try QuickDrawReader(path: path, options: options), index: 0)
        } else {
            let document = try InputLoader.loadDocument(path, policy: policy, reading: reading)
            self.format = document.format
            self.document = document
            source = .document(document, next: 0, failures: 0)
        }
    }

    /// Whether the drawings are named apart in outputs.
    var namesItems: Bool { format.holdsManyDrawings }

    /// Whether the input is streamed, so that how many drawings it holds is known only at its end.
    var isStreamed: Bool { document == nil }

    /// The next drawing, or the error that kept a record from being read; `nil` at the end.
    func next() -> Result<Item, any Error>? {
        switch source {
        case .document(let document, let next, let failures):
            if failures < document.failedRecords.count {
                source = .document(document, next: next, failures: failures + 1)
                return .failure(document.failedRecords[failures])
            }
            guard next < document.inputs.count else { return nil }
            source = .document(document, next: next + 1, failures: failures)
            let input = document.inputs[next]
            let name = namesItems ? namer.name(for: input.itemName, index: next) : nil
            return .success(Item(input: input, name: name))
        case .stream(let reader, let index):
            source = .stream(reader, index: index + 1)
            guard let result = reader.next() else { return nil }
            switch result {
            case .failure(let error):
                return .failure(ReadSettings.explained(error))
            case .success(let record):
                // NDJSON records are named by their line; an array's by their place, as they may share lines.
                let name = format == .quickDrawJSONArray ? String(index + 1) : namer.name(forLine: record.line)
                let input = LoadedInput(
                    path: path, drawing: record.drawing, formatName: format.rawValue, itemName: record.word, line: record.line)
                return .success(Item(input: input, name: name))
            }
        }
    }
}
