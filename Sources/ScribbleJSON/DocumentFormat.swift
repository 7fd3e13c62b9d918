import ScribbleKit
import ScribbleSyntax

/// The kinds of Scribble JSON document, by the value of their `"format"` key.
enum DocumentFormat: String, CaseIterable, Sendable {
    /// An event recording, `*.events.json`.
    case events = "scribble-events"
    /// A drawing, `*.drawing.json`.
    case drawing = "scribble-drawing"

    /// The version the writers write: the latest of each format.
    var version: Int {
        switch self {
        case .events: 2
        case .drawing: 1
        }
    }

    /// The versions the reader reads.
    var versions: ClosedRange<Int> { 1...version }

    /// What the reader knows, for a message: `version 1`, `versions 1 to 2`.
    var knownVersions: String {
        versions.count == 1
            ? "version \(versions.lowerBound)" : "versions \(versions.lowerBound) to \(versions.upperBound)"
    }

    private static let names = JSONNameTable<DocumentFormat>()

    /// Writes what every document of Scribble's opens with, each on its line: `format`, `version`,
    /// `canvas`, and `ink-options` when there are any.
    func writeHeader(version: Int, canvas: Size, inkOptions: InkOptions?, to document: inout JSONWriter) {
        document.field("format", rawValue)
        document.field("version", version)
        document.breakLine(indent: 2)
        document.field("canvas", canvas)
        if let inkOptions {
            document.breakLine(indent: 2)
            document.fieldName("ink-options")
            InkOptionsJSON.write(inkOptions, to: &document)
        }
    }

    /// Reads the document's `"format"` and `"version"` keys, wherever they are in the root object,
    /// checks them, and rewinds the scanner so that the body can be read knowing what it is.
    /// - Parameter expected: The format the caller reads, or `nil` to take either.
    /// - Returns: The document's format and version.
    static func read(from scanner: inout JSONScanner, expecting expected: DocumentFormat?) throws(FormatError) -> (
        format: DocumentFormat, version: Int
    ) {
        let start = try scanner.beginObject()
        var format: DocumentFormat?
        var version: (number: Int, offset: Int)?
        func unsupported(_ number: Int, knowing known: String) -> String {
            "version \(number) is not supported; this reader knows \(known)"
        }
        while let key = try scanner.nextField(in: HeaderKey.table) {
            switch key {
            case .format:
                let found = try scanner.readName(in: names, noun: "format")
                if let expected, found != expected {
                    throw scanner.valueFailure(
                        "expected \(FormatError.quoted(expected.rawValue)), found \(FormatError.quoted(found.rawValue))"
                    )
                }
                format = found
            case .version:
                _ = scanner.peekKind()
                let offset = scanner.position
                let found = try scanner.readInteger()
                // Before the format is known, a version no format has is refused at once.
                let known = format ?? expected
                if !(known?.versions ?? 1...DocumentFormat.events.version).contains(found) {
                    throw scanner.valueFailure(unsupported(found, knowing: (known ?? .events).knownVersions))
                }
                version = (found, offset)
            }
            if format != nil, version != nil { break }
        }
        guard let format else {
            let known = (expected.map { [$0] } ?? allCases).map { FormatError.quoted($0.rawValue) }.joined(
                separator: " or ")
            throw scanner.failure(at: start, "missing key \"format\", which names the kind of document: \(known)")
        }
        guard let version else {
            throw scanner.failure(at: start, "missing key \"version\" (this reader knows \(format.knownVersions))")
        }
        guard format.versions.contains(version.number) else {
            var error = scanner.failure(at: version.offset, unsupported(version.number, knowing: format.knownVersions))
            error.path = "version"
            throw error
        }
        scanner.rewind()
        return (format, version.number)
    }
}

private enum HeaderKey: String, CaseIterable, Sendable {
    case format, version
    static let table = JSONNameTable<HeaderKey>()
}
