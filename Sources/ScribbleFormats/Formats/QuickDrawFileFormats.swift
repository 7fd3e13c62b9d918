import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax

/// Quick, Draw! records, one JSON object a line, `*.ndjson`: a drawing per record. Read only;
/// `DrawingReader` streams them a record at a time.
struct QuickDrawNDJSONFormat: DrawingFileFormat {
    let format = InterchangeFormat.quickDrawNDJSON
    let aliases = ["quickdraw", "ndjson", "quick-draw"]
    let fileExtensions = [".ndjson", ".jsonl"]
    let holdsManyDrawings = true
    let capabilities: FormatCapabilities = [.time]

    func recognizes(_ head: FileHead) -> FileHead.Match? {
        guard let keys = head.jsonKeys, keys.contains("word") || (keys.contains("drawing") && !keys.contains("format"))
        else { return nil }
        return .shape(priority: 1)
    }

    func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError)
        -> InterchangeDocument
    {
        try QuickDrawRecords.read(bytes, file: file, options: options)
    }
}

/// Quick, Draw! records in a JSON array: a drawing per record. Read only.
struct QuickDrawArrayFormat: DrawingFileFormat {
    let format = InterchangeFormat.quickDrawJSONArray
    let aliases = ["quickdraw-json", "quickdraw-array"]
    let fileExtensions = [".json"]
    let holdsManyDrawings = true
    let capabilities: FormatCapabilities = [.time]

    func recognizes(_ head: FileHead) -> FileHead.Match? {
        guard let keys = head.jsonArrayElementKeys, keys.contains("drawing") || keys.contains("word") else {
            return nil
        }
        return .signature(at: 0)
    }

    func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError)
        -> InterchangeDocument
    {
        try QuickDrawRecords.read(bytes, file: file, options: options)
    }
}

/// A Quick, Draw! file read whole, NDJSON or an array: every record that reads, and the problems
/// of those that do not.
enum QuickDrawRecords {
    static func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError)
        -> InterchangeDocument
    {
        guard bytes.count <= options.limits.maximumBytes else {
            throw FormatError(
                file: file,
                message:
                    "the file is \(bytes.count) bytes, more than the limit of \(options.limits.maximumBytes); read it one record at a time with QuickDrawReader"
            )
            .exceeding(.bytes)
        }
        var quickDraw = options.quickDraw
        quickDraw.limits = options.limits
        let reader = QuickDrawReader(bytes: bytes, file: file, options: quickDraw)
        var items: [InterchangeDocument.Item] = []
        var diagnostics: [FormatError] = []
        var points = 0
        for result in reader {
            switch result {
            case .success(let record):
                points += record.drawing.pointCount
                guard items.count < options.limits.maximumDrawings else {
                    throw FormatError(
                        file: file, line: record.line,
                        message:
                            "the file holds more than \(options.limits.maximumDrawings) drawings, the limit; read it one record at a time with QuickDrawReader"
                    )
                    .exceeding(.drawings)
                }
                guard points <= options.limits.maximumPoints else {
                    throw FormatError(
                        file: file, line: record.line,
                        message:
                            "the file holds more than \(options.limits.maximumPoints) points, the limit; read it one record at a time with QuickDrawReader"
                    )
                    .exceeding(.points)
                }
                items.append(InterchangeDocument.Item(name: record.word, drawing: record.drawing, line: record.line))
            case .failure(let error):
                diagnostics.append(error)
            }
        }
        if items.isEmpty, let first = diagnostics.first { throw first }
        let format: InterchangeFormat =
            bytes.first(where: {
                $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF
            }) == UInt8(ascii: "[")
            ? .quickDrawJSONArray : .quickDrawNDJSON
        return InterchangeDocument(format: format, items: items, diagnostics: diagnostics)
    }
}
