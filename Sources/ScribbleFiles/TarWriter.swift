/// Builds a tar archive in the POSIX ustar format, member by member, as bytes.
///
/// Every member is a regular file with fixed owner, group, mode and time, so that the same
/// members in the same order always give the same bytes, whoever makes the archive and when.
/// The writer only collects bytes: take them with ``takeBytes()`` as they build up, and write
/// them where they go (see ``AtomicFileStream``).
///
/// ```swift
/// var tar = TarWriter()
/// try tar.append(named: "0001.png", contents: png)
/// tar.finish()
/// try stream.write(tar.takeBytes())
/// ```
public struct TarWriter: Sendable {
    /// A member that the format cannot hold.
    public struct MemberError: Error, CustomStringConvertible, Equatable, Sendable {
        /// The member's name.
        public var name: String
        /// What is wrong with it.
        public var reason: String

        public var description: String { "\(name): \(reason)" }
    }

    /// The size of a header and the unit that contents are padded to.
    public static let blockSize = 512
    /// The longest name a ustar header holds without its prefix field, in bytes.
    public static let maximumNameBytes = 100
    /// The largest member the 11 octal digits of the size field hold.
    public static let maximumMemberSize = (1 << 33) - 1

    /// The modification time every member carries: 0, the start of 1970, for bytes that do
    /// not depend on the clock.
    public var modificationTime = 0
    /// The permissions every member carries.
    public var mode = 0o644

    private var bytes: [UInt8] = []
    private var finished = false

    /// Creates an empty archive.
    public init() {}

    /// How many bytes wait to be taken.
    public var pendingByteCount: Int { bytes.count }

    /// Adds a regular file.
    /// - Parameters:
    ///   - name: Its path in the archive: at most 100 bytes of UTF-8, not empty, no NUL.
    ///   - contents: Its bytes.
    /// - Throws: `MemberError` when the name does not fit a header or the file is too big; the
    ///   archive is then as it was.
    public mutating func append(named name: String, contents: some Collection<UInt8>) throws(MemberError) {
        precondition(!finished, "a finished tar archive takes no more members")
        let nameBytes = Array(name.utf8)
        guard !nameBytes.isEmpty, nameBytes.count <= Self.maximumNameBytes, !nameBytes.contains(0) else {
            throw MemberError(
                name: name, reason: "a tar member's name must be 1 to \(Self.maximumNameBytes) bytes without NUL")
        }
        guard contents.count <= Self.maximumMemberSize else {
            throw MemberError(name: name, reason: "\(contents.count) bytes is more than a ustar member holds")
        }
        bytes += header(name: nameBytes, size: contents.count)
        bytes += contents
        bytes += repeatElement(0, count: Self.padding(after: contents.count))
    }

    /// Ends the archive with the two empty blocks that mark its end.
    public mutating func finish() {
        guard !finished else { return }
        finished = true
        bytes += repeatElement(0, count: 2 * Self.blockSize)
    }

    /// The bytes built since the last call, which the writer forgets.
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// How many zero bytes follow `size` bytes of contents to fill their last block.
    static func padding(after size: Int) -> Int {
        (blockSize - size % blockSize) % blockSize
    }

    /// A member's header block.
    private func header(name: [UInt8], size: Int) -> [UInt8] {
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        func put(_ field: [UInt8], at offset: Int) {
            block.replaceSubrange(offset..<offset + field.count, with: field)
        }
        put(name, at: 0)
        put(Self.octal(mode, digits: 7), at: 100)
        put(Self.octal(0, digits: 7), at: 108)  // uid
        put(Self.octal(0, digits: 7), at: 116)  // gid
        put(Self.octal(size, digits: 11), at: 124)
        put(Self.octal(modificationTime, digits: 11), at: 136)
        block[156] = UInt8(ascii: "0")  // a regular file
        put(Array("ustar\0".utf8), at: 257)
        put(Array("00".utf8), at: 263)
        // The checksum is taken with its own field as eight spaces, then written as six octal
        // digits, a NUL and a space.
        put([UInt8](repeating: UInt8(ascii: " "), count: 8), at: 148)
        let sum = block.reduce(0) { $0 + Int($1) }
        put(Self.octal(sum, digits: 6) + [UInt8(ascii: " ")], at: 148)
        return block
    }

    /// `value` in octal, zero-padded to `digits` digits, and a NUL.
    static func octal(_ value: Int, digits: Int) -> [UInt8] {
        var text = Array(String(value, radix: 8).utf8)
        if text.count < digits { text = [UInt8](repeating: UInt8(ascii: "0"), count: digits - text.count) + text }
        return text + [0]
    }
}
