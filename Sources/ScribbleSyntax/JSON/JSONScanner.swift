/// A pull reader over the bytes of one JSON document (RFC 8259) that builds no tree.
///
/// A decoder asks for what it expects next — `beginObject`, `nextField(in:)`, `readNumber`,
/// `beginArray`, `nextElement` — and builds its model as it goes; keys it does not know are
/// skipped (and checked) for it. Every error carries the place where it happened: the path from
/// the root (`events[12].x`), which the scanner keeps as it reads, and the line and column,
/// which are worked out from the byte offset only when an error is raised.
///
/// The grammar is checked in full: escapes (surrogate pairs included), UTF-8 in strings, control
/// characters, leading zeros, trailing commas, text after the document, duplicate keys, and
/// nesting deeper than ``maximumDepth``. A UTF-8 byte order mark at the start is skipped.
///
/// The scanner reads memory it does not own; make one only through ``withScanner(over:file:_:)``.
package struct JSONScanner {
    /// How deeply arrays and objects may nest unless the reader is told otherwise.
    package static let defaultMaximumDepth = InterchangeLimits.default.maximumDepth

    /// How deeply arrays and objects may nest.
    package let maximumDepth: Int
    /// The file named in errors.
    package let file: String?
    package let bytes: UnsafeRawBufferPointer
    /// Where the document starts: after the byte order mark, if there is one.
    package let contentStart: Int
    /// The offset of the next byte to read.
    package var position: Int
    /// Where the value most recently read starts.
    private(set) var valueStart = 0
    /// Where the value most recently read ends.
    private(set) var valueEnd = 0

    /// The innermost open object or array (when `depth` > 0), kept apart from the ones around it
    /// because nearly every step of reading touches it.
    private(set) var top = Level(isArray: false)
    /// The objects and arrays around `top`, outermost first.
    private(set) var outer: [Level] = []
    /// How many objects and arrays are open.
    private(set) var depth = 0
    /// The decoded text of the last string that had escapes.
    private var scratch: [UInt8] = []
    /// The keys not in a decoder's table seen so far in each open object, to catch duplicates.
    private var unknownKeys: [Set<[UInt8]>] = []

    /// One open object or array, and where the reader is inside it.
    package struct Level {
        var isArray: Bool
        /// How many members or elements have begun.
        var count = 0
        /// Arrays: the index of the element being read. Objects: the offset of the opening quote of
        /// the key whose value is being read. -1 between members.
        var current = -1
        /// The keys of the decoder's table seen so far, one bit each.
        var seen: UInt64 = 0
        /// Whether `unknownKeys` holds this object's unknown keys.
        var tracksUnknownKeys = false
    }

    /// Where a string's text is: between its quotes in the input, or in `scratch` when it had escapes.
    package struct StringToken {
        /// The offset of the opening quote.
        var start: Int
        /// The offset of the closing quote.
        var end: Int
        /// Whether the text had escapes, so that its decoded bytes are in `scratch`.
        var isEscaped: Bool
    }

    /// What a value is, judged by its first byte.
    package enum ValueKind {
        case object, array, string, number, literal, end, other
    }

    package init(bytes: UnsafeRawBufferPointer, file: String?, maximumDepth: Int = defaultMaximumDepth) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        contentStart = hasByteOrderMark ? 3 : 0
        position = contentStart
        outer.reserveCapacity(8)
    }

    /// Runs `body` with a scanner over the bytes of a collection, copying them only when the
    /// collection does not keep them in one piece.
    package static func withScanner<Bytes: Collection<UInt8>, Value>(
        over bytes: Bytes, file: String?, maximumDepth: Int = defaultMaximumDepth,
        _ body: (inout JSONScanner) throws(FormatError) -> Value
    ) throws(FormatError) -> Value {
        // The standard library's closures rethrow untyped errors, so the outcome travels as a Result.
        let outcome = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(FormatError) -> Value in
                var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(buffer), file: file, maximumDepth: maximumDepth)
                return try body(&scanner)
            }
        }
        if let outcome { return try outcome.get() }
        let copy = Array(bytes)
        return try copy.withUnsafeBytes { buffer in
            Result { () throws(FormatError) -> Value in
                var scanner = JSONScanner(bytes: buffer, file: file, maximumDepth: maximumDepth)
                return try body(&scanner)
            }
        }.get()
    }

    /// Goes back to the start of the document, to read it again.
    package mutating func rewind() {
        position = contentStart
        outer.removeAll(keepingCapacity: true)
        depth = 0
    }

    // MARK: - Structure

    /// Reads the `{` that opens an object.
    /// - Returns: The offset of the `{`, for errors about the object as a whole.
    @discardableResult
    package mutating func beginObject() throws(FormatError) -> Int {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else {
            throw mismatch(expected: "an object")
        }
        let start = position
        try push(isArray: false)
        position += 1
        return start
    }

    /// Reads the `[` that opens an array.
    /// - Returns: The offset of the `[`, for errors about the array as a whole.
    @discardableResult
    package mutating func beginArray() throws(FormatError) -> Int {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else {
            throw mismatch(expected: "an array")
        }
        let start = position
        try push(isArray: true)
        position += 1
        return start
    }

    /// Moves to the next key of the object being read that is in `table`, skipping the others
    /// (keys a reader does not know are allowed, for forward compatibility).
    /// - Returns: The key, after which the caller must read exactly one value; `nil` once the
    ///   object's `}` has been read.
    /// - Throws: On bad syntax, or a key that the object already had.
    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    package mutating func nextField<Name>(in table: JSONNameTable<Name>) throws(FormatError) -> Name? {
        while let key = try nextKey() {
            let index: Int? =
                if key.isEscaped { scratch.withUnsafeBytes { table.index(of: $0) } } else {
                    table.index(of: UnsafeRawBufferPointer(rebasing: bytes[(key.start + 1)..<key.end]))
                }
            guard let index else {
                try noteUnknownKey(key)
                try skipValue()
                continue
            }
            let bit: UInt64 = 1 << UInt64(index)
            if top.seen & bit != 0 { throw duplicateKey(key) }
            top.seen |= bit
            return table.names[index]
        }
        return nil
    }

    /// Moves to the next element of the array being read.
    /// - Returns: `true` when there is one, after which the caller must read exactly one value;
    ///   `false` once the array's `]` has been read.
    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    package mutating func nextElement() throws(FormatError) -> Bool {
        top.current = -1
        skipWhitespace()
        guard position < bytes.count else {
            throw mismatch(expected: top.count == 0 ? "a value or ']'" : "',' or ']'")
        }
        let byte = bytes[position]
        if byte == UInt8(ascii: "]") {
            position += 1
            pop()
            return false
        }
        if top.count > 0 {
            guard byte == UInt8(ascii: ",") else { throw mismatch(expected: "',' or ']'") }
            position += 1
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                throw failure(
                    at: position, "expected a value after ',', found ']' (JSON allows no comma after the last element)")
            }
        }
        top.current = top.count
        top.count += 1
        return true
    }

    /// Checks that nothing but whitespace follows the document.
    package mutating func finish() throws(FormatError) {
        skipWhitespace()
        guard position == bytes.count else { throw mismatch(expected: "the end of the document") }
    }

    // MARK: - Values

    /// Looks at the next value without reading it.
    package mutating func peekKind() -> ValueKind {
        skipWhitespace()
        guard position < bytes.count else { return .end }
        switch bytes[position] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return .literal
        default: return .other
        }
    }

    /// Reads `null` if it comes next.
    /// - Returns: Whether it did.
    package mutating func readNullIfPresent() -> Bool {
        skipWhitespace()
        guard matchesLiteral("null", at: position) else { return false }
        valueStart = position
        position += 4
        valueEnd = position
        return true
    }

    /// Reads a number, refusing one too large for a `Double` (`1e400`).
    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    package mutating func readNumber() throws(FormatError) -> Double {
        skipWhitespace()
        guard position < bytes.count else { throw mismatch(expected: "a number") }
        let byte = bytes[position]
        guard byte == UInt8(ascii: "-") || (byte &- UInt8(ascii: "0")) < 10 else {
            throw mismatch(expected: "a number")
        }
        valueStart = position
        let value: Double
        if let plain = scanPlainNumber() { value = plain } else { value = try scanNumber() }
        valueEnd = position
        guard value.isFinite else {
            throw failure(at: valueStart, "\(valueText) is too large: numbers must be within ±1.7976931348623157e308")
        }
        return value
    }

    /// Reads a number, or `null` for none.
    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    package mutating func readOptionalNumber() throws(FormatError) -> Double? {
        if readNullIfPresent() { return nil }
        return try readNumber()
    }

    /// Reads an array of at most four plain numbers, `[512.25, 300, 1.5, 0.5]`, in one go, or
    /// returns `nil` and leaves the scanner where it was when the next value is anything else: not
    /// an array, an array holding `null`, another kind of value or more numbers, a number too large
    /// for a double, a grammar mistake, or nesting at the limit. Readers try it first for compact
    /// points and read element by element when it gives up, which also finds the precise error.
    package mutating func readShortNumberArray() -> ShortNumberArray? {
        let start = position
        skipWhitespace()
        guard depth < maximumDepth, position < bytes.count, bytes[position] == UInt8(ascii: "[") else {
            position = start
            return nil
        }
        position += 1
        skipWhitespace()
        var numbers = ShortNumberArray()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return numbers
        }
        while numbers.count < ShortNumberArray.capacity, position < bytes.count {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "-") || (byte &- UInt8(ascii: "0")) < 10,
                let value = scanPlainNumber() ?? (try? scanNumber()), value.isFinite
            else { break }
            numbers.append(value)
            skipWhitespace()
            guard position < bytes.count else { break }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return numbers
            }
            guard bytes[position] == UInt8(ascii: ",") else { break }
            position += 1
            skipWhitespace()
        }
        position = start
        return nil
    }

    /// Reads a number that must be a whole number (`3` or `3.0`) within ±2⁵³.
    package mutating func readInteger() throws(FormatError) -> Int {
        guard peekKind() == .number else { throw mismatch(expected: "an integer") }
        let value = try readNumber()
        guard value.rounded(.towardZero) == value, abs(value) <= 9_007_199_254_740_992 else {
            throw failure(at: valueStart, "expected an integer, found \(valueText)")
        }
        return Int(value)
    }

    /// Reads a string.
    package mutating func readString() throws(FormatError) -> String {
        let token = try readStringToken(expected: "a string")
        return string(of: token)
    }

    /// Reads a string that must be one of the names in `table`.
    /// - Parameters:
    ///   - table: The names allowed.
    ///   - noun: What a name is, for the message: `device` makes `unknown device "stylus"; known devices: …`.
    ///   - plural: The noun's plural, when it is not the noun and an `s`.
    package mutating func readName<Name>(in table: JSONNameTable<Name>, noun: String, plural: String? = nil)
        throws(FormatError) -> Name
    {
        let token = try readStringToken(expected: "a \(noun) name (a string)")
        let index: Int? =
            if token.isEscaped { scratch.withUnsafeBytes { table.index(of: $0) } } else {
                table.index(of: UnsafeRawBufferPointer(rebasing: bytes[(token.start + 1)..<token.end]))
            }
        guard let index else {
            throw failure(
                at: token.start,
                "unknown \(noun) \(FormatError.quoted(string(of: token))); known \(plural ?? noun + "s"): \(table.list)"
            )
        }
        return table.names[index]
    }

    /// Reads the next value, whatever it is, checking it and throwing it away.
    ///
    /// The walk keeps no stack of its own beyond the scanner's levels, so that a value nested as deep
    /// as ``maximumDepth`` allows costs no more of the thread's stack than a flat one.
    package mutating func skipValue() throws(FormatError) {
        let outside = depth
        repeat {
            if depth > outside {
                // Inside an object or array being skipped: on to its next member or element, or out.
                if top.isArray {
                    guard try nextElement() else { continue }
                } else {
                    guard let key = try nextKey() else { continue }
                    try noteUnknownKey(key)
                }
            }
            try skipOpeningOrScalar()
        } while depth > outside
    }

    /// Opens the object or array that comes next, or reads and throws away the value that does.
    private mutating func skipOpeningOrScalar() throws(FormatError) {
        switch peekKind() {
        case .object:
            try beginObject()
        case .array:
            try beginArray()
        case .string:
            _ = try readStringToken(expected: "a string")
        case .number:
            valueStart = position
            _ = try scanNumber()
            valueEnd = position
        case .literal:
            valueStart = position
            if matchesLiteral("true", at: position) || matchesLiteral("null", at: position) {
                position += 4
            } else if matchesLiteral("false", at: position) {
                position += 5
            } else {
                throw mismatch(expected: "a value")
            }
            valueEnd = position
        case .end, .other:
            throw mismatch(expected: "a value")
        }
    }

    /// The source text of the value most recently read, for messages (`found 1e400`).
    package var valueText: String {
        let end = Swift.min(valueEnd, valueStart + 40)
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[valueStart..<end]), as: UTF8.self)
        return end < valueEnd ? text + "…" : text
    }

    // MARK: - Reading

    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    package mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func push(isArray: Bool) throws(FormatError) {
        guard depth < maximumDepth else {
            throw failure(at: position, "arrays and objects nest more than \(maximumDepth) deep").exceeding(.depth)
        }
        if depth > 0 { outer.append(top) }
        top = Level(isArray: isArray)
        depth += 1
    }

    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    private mutating func pop() {
        if top.tracksUnknownKeys { unknownKeys[depth - 1].removeAll(keepingCapacity: true) }
        depth -= 1
        if depth > 0, let parent = outer.popLast() { top = parent }
    }

    /// Reads up to the value of the object's next key.
    /// - Returns: The key, or `nil` once the object's `}` has been read.
    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    private mutating func nextKey() throws(FormatError) -> StringToken? {
        top.current = -1
        skipWhitespace()
        let first = top.count == 0
        guard position < bytes.count else {
            throw mismatch(expected: first ? "a key or '}'" : "',' or '}'")
        }
        if bytes[position] == UInt8(ascii: "}") {
            position += 1
            pop()
            return nil
        }
        if !first {
            guard bytes[position] == UInt8(ascii: ",") else { throw mismatch(expected: "',' or '}'") }
            position += 1
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                throw failure(
                    at: position, "expected a key after ',', found '}' (JSON allows no comma after the last member)")
            }
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            throw mismatch(
                expected: first ? "a key (a string in double quotes) or '}'" : "a key (a string in double quotes)")
        }
        let key = try scanString()
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            throw mismatch(expected: "':' after the key \(FormatError.quoted(keyText(at: key.start)))")
        }
        position += 1
        top.count += 1
        top.current = key.start
        return key
    }

    /// Remembers a key that is not in the decoder's table, refusing it if the object had it already.
    private mutating func noteUnknownKey(_ key: StringToken) throws(FormatError) {
        let index = depth - 1
        if unknownKeys.count <= index {
            unknownKeys.append(contentsOf: repeatElement([], count: index + 1 - unknownKeys.count))
        }
        if !top.tracksUnknownKeys {
            unknownKeys[index].removeAll(keepingCapacity: true)
            top.tracksUnknownKeys = true
        }
        let name = key.isEscaped ? scratch : Array(bytes[(key.start + 1)..<key.end])
        guard unknownKeys[index].insert(name).inserted else { throw duplicateKey(key) }
    }

    private func duplicateKey(_ key: StringToken) -> FormatError {
        var copy = self
        copy.top.current = -1
        return copy.failure(
            at: key.start,
            "duplicate key \(FormatError.quoted(keyText(at: key.start))): an object may name a key only once")
    }

    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    private mutating func readStringToken(expected: String) throws(FormatError) -> StringToken {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw mismatch(expected: expected) }
        valueStart = position
        let token = try scanString()
        valueEnd = position
        return token
    }

    /// The text of a string just read.
    private func string(of token: StringToken) -> String {
        token.isEscaped
            ? String(decoding: scratch, as: UTF8.self)
            : String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(token.start + 1)..<token.end]), as: UTF8.self)
    }

    /// Reads the string whose opening quote is at `position`.
    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    private mutating func scanString() throws(FormatError) -> StringToken {
        let start = position
        var index = start + 1
        let count = bytes.count
        // The common case: no escapes, and plain ASCII.
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return StringToken(start: start, end: index, isEscaped: false)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            index += 1
        }
        do {
            let token = try Self.lexString(bytes, from: start, into: &scratch)
            position = token.end + 1
            return token
        } catch {
            throw failure(at: error.offset, error.message)
        }
    }

    /// Whether `literal` is spelled at `offset`.
    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    private func matchesLiteral(_ literal: StaticString, at offset: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset + length <= bytes.count else { return false }
        let spelling = literal.utf8Start
        for index in 0..<length where bytes[offset + index] != spelling[index] { return false }
        return true
    }
}
