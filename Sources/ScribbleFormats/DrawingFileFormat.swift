import ScribbleKit
import ScribbleSyntax

/// A file format Scribble reads, and perhaps writes: everything about it in one type, which says
/// how to recognise a file of it, how to read one, how to write one and what it carries. The
/// ``FormatRegistry`` holds them; adding a format is one such type and one line registering it.
///
/// ```swift
/// struct PointsText: DrawingFileFormat {
///     let format = InterchangeFormat(rawValue: "points-text")
///     let fileExtensions = [".points"]
///     func recognizes(_ head: FileHead) -> FileHead.Match? { head.bytes.starts(with: Array("POINTS".utf8)) ? .signature(at: 0) : nil }
///     func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError) -> InterchangeDocument { … }
/// }
/// FormatRegistry.register(PointsText())
/// ```
public protocol DrawingFileFormat: Sendable {
    /// The format's identity: its name, as `--from` and `--to` take it.
    var format: InterchangeFormat { get }
    /// Other names `--from` and `--to` take for it, lower case (`ink` for InkML).
    var aliases: [String] { get }
    /// The endings of its files' names, the usual one first (`.inkml`, `.ink`).
    var fileExtensions: [String] { get }
    /// Whether a file of it may hold several drawings (library items, pages, records).
    var holdsManyDrawings: Bool { get }
    /// What a file of it carries of a drawing.
    var capabilities: FormatCapabilities { get }
    /// Whether ``write(_:losses:)`` writes it.
    var canWrite: Bool { get }

    /// Whether a file's first bytes are of this format: `.signature(at:)` when they say so
    /// unmistakably (a root element, a `"format"` key and its place), `.shape` when their shape
    /// fits, `nil` when they are not.
    func recognizes(_ head: FileHead) -> FileHead.Match?

    /// Reads a file of this format.
    /// - Throws: ``ScribbleSyntax/FormatError`` with the place of the first problem.
    func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError)
        -> InterchangeDocument

    /// Writes drawings as a file of this format, noting in `losses` what it cannot carry: read
    /// back, the file gives each drawing with everything in ``capabilities`` as it was.
    /// - Throws: ``ScribbleSyntax/FormatError`` when the format does not write, or cannot hold
    ///   that many drawings.
    func write(_ drawings: [Drawing], losses: inout FormatLosses) throws(FormatError) -> [UInt8]
}

extension DrawingFileFormat {
    public var aliases: [String] { [] }
    public var holdsManyDrawings: Bool { false }
    public var capabilities: FormatCapabilities { [] }
    public var canWrite: Bool { false }

    public func write(_ drawings: [Drawing], losses: inout FormatLosses) throws(FormatError) -> [UInt8] {
        throw FormatError(
            message:
                "Scribble reads \(format.rawValue) but does not write it; it writes \(InterchangeFormat.writableNames)")
    }

    /// The one drawing of `drawings`, for a format that holds one.
    /// - Throws: ``ScribbleSyntax/FormatError`` when there are several, or none.
    func only(_ drawings: [Drawing]) throws(FormatError) -> Drawing {
        guard drawings.count == 1, let drawing = drawings.first else {
            throw FormatError(
                message: "a \(format.rawValue) file holds one drawing, not \(drawings.count); write one file each")
        }
        return drawing
    }
}
