import ScribbleSyntax
/// The kinds of Scribble JSON document, by the value of their `"format"` key.
enum DocumentFormat: String, CaseIterable, Sendable {
    /// An event recording, `*.events.json`.
    case events = "scribble-events"
    /// A drawing, `*.drawing.json`.
    case drawing = "scribble-drawing"

    /// The version of the formats that this reader reads and its writers write.
    static let version = 1

    private static let names = JSONNameTable<DocumentFormat>()

    /// Reads the document's `"format"` and `"version"` keys, wherever they are in the root object,
    /// checks them, and rewinds the scanner so that the body can be read knowing what it is.
    /// - Parameter expected: The format the caller reads, or `nil` to take either.
    /// - Returns: The document's format.
    static func read(from scanner: inout JSONScanner, expecting expected: DocumentFormat?) throws(FormatError) -> DocumentFormat {
        let start = try scanner.beginObject()
        var format: DocumentFormat?
        var version: Int?
        while let key = try scanner.nextField(in: HeaderKey.table) {
            switch key {
            case .format:
                let found = try scanner.readName(in: names, noun: "format")
                if let expected, found != expected {
                    throw scanner.valueFailure("expected \(FormatError.quoted(expected.rawValue)), found \(FormatError.quoted(found.rawValue))")
                }
                format = found
            case .version:
                let found = try scanner.readInteger()
                guard found == Self.version else {
                    throw scanner.valueFailure("version \(found) is not supported; this reader knows version \(Self.version)")
                }
                version = found
            }
            if format != nil, version != nil { break }
        }
        guard let format else {
            let known = (expected.map { [$0] } ?? allCases).map { FormatError.quoted($0.rawValue) }.joined(separator: " or ")
            throw scanner.failure(at: start, "missing key \"format\", which names the kind of document: \(known)")
        }
        guard version != nil else {
            throw scanner.failure(at: start, "missing key \"version\" (this reader knows version \(Self.version))")
        }
        scanner.rewind()
        return format
    }
}

private enum HeaderKey: String, CaseIterable, Sendable {
    case format, version
    static let table = JSONNameTable<HeaderKey>()
}
