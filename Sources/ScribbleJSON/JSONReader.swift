import ScribbleKit
import ScribbleSyntax

/// The pull reader behind Scribble's own formats, for documents that other modules define (a
/// card's `card.json`): the same full grammar check, limits, duplicate-key check and
/// `FILE:LINE:COLUMN: PATH: MESSAGE` errors as the event and drawing readers.
///
/// The reader keeps its own copy of the bytes, so it is safe to hold for as long as needed.
/// A decoder asks for what it expects next and builds its model as it goes:
///
/// ```swift
/// enum Key: String, CaseIterable, Sendable { case width, height }
/// static let keys = JSONKeySet<Key>()
///
/// let reader = JSONReader(bytes, file: "card.json")
/// let start = try reader.beginObject()
/// var width: Double?
/// while let key = try reader.nextKey(in: keys) {
///     switch key {
///     case .width: width = try reader.readNumber()
///     case .height: try reader.skipValue()
///     }
/// }
/// try reader.finish()
/// guard let width else { throw reader.missingKeys(["width"], inObjectAt: start) }
/// ```
///
/// Keys that are not in the set are skipped (and checked); a key given twice in one object is
/// an error.
public final class JSONReader {
    /// Where an object or array starts, for errors about it as a whole.
    public struct Mark: Hashable, Sendable {
        fileprivate let offset: Int
    }

    private let storage: UnsafeMutableRawBufferPointer
    private var scanner: JSONScanner

    /// Creates a reader over a copy of `bytes`.
    /// - Parameters:
    ///   - bytes: The document as UTF-8.
    ///   - file: The file name to show in errors.
    public init(_ bytes: some Collection<UInt8>, file: String? = nil) {
        storage = UnsafeMutableRawBufferPointer.allocate(byteCount: Swift.max(1, bytes.count), alignment: 1)
        storage.copyBytes(from: bytes)
        scanner = JSONScanner(bytes: UnsafeRawBufferPointer(rebasing: storage[0..<bytes.count]), file: file)
    }

    deinit {
        storage.deallocate()
    }

    /// Goes back to the start of the document, to read it again (after reading its header).
    public func rewind() { scanner.rewind() }

    /// Reads the `{` that opens an object.
    @discardableResult
    public func beginObject() throws(FormatError) -> Mark { Mark(offset: try scanner.beginObject()) }

    /// Reads the `[` that opens an array.
    @discardableResult
    public func beginArray() throws(FormatError) -> Mark { Mark(offset: try scanner.beginArray()) }

    /// Moves to the next key of the object being read that is in `keys`, skipping the others.
    /// - Returns: The key, after which exactly one value must be read; `nil` once the object's
    ///   `}` has been read.
    /// - Throws: On bad syntax, or a key that the object already had.
    public func nextKey<Key>(in keys: JSONKeySet<Key>) throws(FormatError) -> Key? {
        try scanner.nextField(in: keys.table)
    }

    /// Moves to the next element of the array being read.
    /// - Returns: `true` when there is one, after which exactly one value must be read; `false`
    ///   once the array's `]` has been read.
    public func nextElement() throws(FormatError) -> Bool { try scanner.nextElement() }

    /// Checks that nothing but whitespace follows the document.
    public func finish() throws(FormatError) { try scanner.finish() }

    /// Reads `null` if it comes next, and says whether it did.
    public func readNullIfPresent() -> Bool { scanner.readNullIfPresent() }

    /// Reads a number, refusing one too large for a `Double`.
    public func readNumber() throws(FormatError) -> Double { try scanner.readNumber() }

    /// Reads a whole number within ±2⁵³.
    public func readInteger() throws(FormatError) -> Int { try scanner.readInteger() }

    /// Reads a string.
    public func readString() throws(FormatError) -> String { try scanner.readString() }

    /// Reads a string that must be one of the names in `names`.
    /// - Parameter noun: What a name is, for the message: `kind` gives
    ///   `unknown kind "text"; known kinds: image`.
    public func readName<Name>(in names: JSONKeySet<Name>, noun: String) throws(FormatError) -> Name {
        try scanner.readName(in: names.table, noun: noun)
    }

    /// Reads a colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or a name such as `white`.
    public func readColor() throws(FormatError) -> Color { try scanner.readColor() }

    /// Reads an ink, `{"tool": "pen", "color": "#1c1c1e", "width": 4}`, as a drawing's stroke has
    /// it (the one codec for an ink; `fill` may be given too).
    /// - Parameter requiringEveryKey: Whether `tool`, `color` and `width` must all be given.
    package func readInk(requiringEveryKey: Bool = false) throws(FormatError) -> Ink {
        try InkJSON.read(&scanner, requiringEveryKey: requiringEveryKey)
    }

    /// Reads the next value, whatever it is, checking it and throwing it away.
    public func skipValue() throws(FormatError) { try scanner.skipValue() }

    /// The source text of the value most recently read, for messages (`found 1e400`).
    public var valueText: String { scanner.valueText }

    /// An error about the value most recently read, at its line and column and path.
    public func error(_ message: String) -> FormatError { scanner.valueFailure(message) }

    /// An error about the object or array that starts at `mark`.
    public func error(at mark: Mark, _ message: String) -> FormatError { scanner.failure(at: mark.offset, message) }

    /// `missing key "x"` or `missing keys "x" and "y"`, at the object's `{`.
    public func missingKeys(_ names: [String], inObjectAt mark: Mark) -> FormatError {
        scanner.missingKeys(names.map { ($0, true) }, inObjectAt: mark.offset)
    }

    /// Text in double quotes for a message, escaped as JSON writes it and cut short when long.
    public static func quoted(_ text: String) -> String { FormatError.quoted(text) }
}

/// The keys (or the names of an enumeration's values) that a ``JSONReader`` looks for, matched
/// against the raw bytes without making strings. Build one per enumeration, in a `static let`.
public struct JSONKeySet<Key: RawRepresentable & CaseIterable & Sendable>: Sendable where Key.RawValue == String {
    let table: JSONNameTable<Key>

    /// The set of every case of `Key`; at most 64 of them.
    public init() {
        table = JSONNameTable<Key>()
    }
}
