import ScribbleKit
import ScribbleSyntax

/// A Scribble JSON document of either kind, told apart by its `"format"` key, for a tool that
/// takes an event recording and a drawing alike.
///
/// ```swift
/// switch try ScribbleDocument(decoding: bytes, file: path) {
/// case .events(let recording): render(recording.recorded(policy: policy).drawing)
/// case .drawing(let drawing): render(drawing)
/// }
/// ```
public enum ScribbleDocument: Hashable, Sendable {
    /// An event recording, `"format": "scribble-events"`.
    case events(EventRecording)
    /// A drawing, `"format": "scribble-drawing"`.
    case drawing(Drawing)

    /// The values of `"format"` that the reader knows: `scribble-events`, `scribble-drawing`.
    public static let knownFormats: [String] = DocumentFormat.allCases.map(\.rawValue)

    /// Reads a document of either kind, looking at its `"format"` to tell which.
    /// - Parameters:
    ///   - bytes: The document as UTF-8: `[UInt8]`, `Data`, `String.UTF8View` or any other collection of bytes.
    ///   - file: The file name to show in errors.
    ///   - limits: How many points (events), strokes and levels of nesting the document may have.
    /// - Throws: A ``FormatError`` with the line, column and path of the first problem; an unknown
    ///   format says which formats are known.
    public init(decoding bytes: some Collection<UInt8>, file: String? = nil, limits: InterchangeLimits = .default)
        throws(FormatError)
    {
        self = try JSONScanner.withScanner(over: bytes, file: file, maximumDepth: limits.maximumDepth) {
            scanner throws(FormatError) in
            let header = try DocumentFormat.read(from: &scanner, expecting: nil)
            return switch header.format {
            case .events: .events(try EventRecording(reading: &scanner, version: header.version, limits: limits))
            case .drawing: .drawing(try Drawing(readingJSON: &scanner, limits: limits))
            }
        }
    }

    /// The document as JSON, as ``EventRecording/encoded()`` or ``ScribbleKit/Drawing/jsonEncoded(compactPoints:)`` write it.
    public func encoded() -> [UInt8] {
        switch self {
        case .events(let recording): recording.encoded()
        case .drawing(let drawing): drawing.jsonEncoded()
        }
    }
}
