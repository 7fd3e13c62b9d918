/// A ZIP archive read from its bytes: its entries, from the central directory, and the contents
/// of any one of them, stored or deflated, inflated within a limit and checked against its CRC-32.
///
/// ```swift
/// let archive = try ZipArchive(bytes)
/// if let entry = archive.entry(named: "content.xml") {
///     let xml = try archive.contents(of: entry, maximumBytes: 256 << 20)
/// }
/// ```
///
/// What it reads is what the format says an archive is: the end of central directory record at
/// the end, the central directory it points to, and each entry's local header, whose own lengths
/// say where its data begins. It refuses, with a message, what it does not take: ZIP64 archives,
/// archives split over several disks, encrypted entries and methods other than stored (0) and
/// deflate (8). Every offset and length is checked against the bytes before it is used, so a
/// broken or hostile archive is an error, never a crash, and an entry that inflates past the limit
/// (a "zip bomb") is stopped there.
public struct ZipArchive: Sendable {
    /// One file in the archive, as the central directory lists it.
    public struct Entry: Hashable, Sendable {
        /// Its path in the archive (`META-INF/version`), decoded as UTF-8.
        public var name: String
        /// How its data is compressed: 0 stored, 8 deflate.
        public var method: UInt16
        /// The general-purpose flags; bit 0 is encryption.
        public var flags: UInt16
        /// The CRC-32 of its contents.
        public var checksum: UInt32
        /// The size of its data in the archive.
        public var compressedSize: Int
        /// The size of its contents.
        public var uncompressedSize: Int
        /// Where its local header begins.
        public var localHeaderOffset: Int
    }

    /// The four bytes a ZIP archive's first local header begins with, `PK\3\4`.
    public static let localHeaderSignature: [UInt8] = [0x50, 0x4B, 0x03, 0x04]

    /// Whether `head` begins as a ZIP archive does: with a local header, or with the end record of
    /// an empty archive.
    public static func isArchive(_ head: some Collection<UInt8>) -> Bool {
        head.starts(with: localHeaderSignature) || head.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    /// The entries, in the central directory's order.
    public let entries: [Entry]
    private let bytes: [UInt8]

    private static let endRecordLength = 22
    private static let centralHeaderLength = 46
    private static let localHeaderLength = 30
    /// The end record may be followed by a comment of up to 65,535 bytes.
    private static let longestComment = 0xFFFF

    /// Reads the archive's central directory.
    /// - Throws: ``CompressionError`` when there is no end record (a truncated file, or not a ZIP
    ///   archive), the directory does not fit in the bytes, or the archive is ZIP64 or split.
    public init(_ bytes: [UInt8]) throws(CompressionError) {
        self.bytes = bytes
        let end = try Self.endRecord(in: bytes)
        let disk = Self.uint16(bytes, end + 4)
        let directoryDisk = Self.uint16(bytes, end + 6)
        let countOnDisk = Int(Self.uint16(bytes, end + 8))
        let count = Int(Self.uint16(bytes, end + 10))
        let size = Int(Self.uint32(bytes, end + 12))
        let offset = Int(Self.uint32(bytes, end + 16))
        if count == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF {
            throw CompressionError("the ZIP archive is a ZIP64 archive, which this reader does not take", offset: end)
        }
        guard disk == 0, directoryDisk == 0, countOnDisk == count else {
            throw CompressionError(
                "the ZIP archive is split over several disks, which this reader does not take", offset: end)
        }
        guard offset + size <= end else {
            throw CompressionError(
                "the ZIP archive's central directory (\(size) bytes at \(offset)) does not fit before its end record at \(end); the file is truncated or corrupt",
                offset: end)
        }
        var entries: [Entry] = []
        entries.reserveCapacity(Swift.min(count, size / Self.centralHeaderLength))
        var position = offset
        for index in 0..<count {
            guard position + Self.centralHeaderLength <= offset + size,
                Array(bytes[position..<(position + 4)]) == [0x50, 0x4B, 0x01, 0x02]
            else {
                throw CompressionError(
                    "the ZIP archive's central directory lists \(count) entries but entry \(index + 1) is not where it should be; the file is corrupt",
                    offset: position)
            }
            let nameLength = Int(Self.uint16(bytes, position + 28))
            let extraLength = Int(Self.uint16(bytes, position + 30))
            let commentLength = Int(Self.uint16(bytes, position + 32))
            let next = position + Self.centralHeaderLength + nameLength + extraLength + commentLength
            guard next <= offset + size else {
                throw CompressionError(
                    "entry \(index + 1) of the ZIP archive's central directory runs past its end; the file is corrupt",
                    offset: position)
            }
            let nameStart = position + Self.centralHeaderLength
            entries.append(
                Entry(
                    name: String(decoding: bytes[nameStart..<(nameStart + nameLength)], as: UTF8.self),
                    method: Self.uint16(bytes, position + 10), flags: Self.uint16(bytes, position + 8),
                    checksum: Self.uint32(bytes, position + 16), compressedSize: Int(Self.uint32(bytes, position + 20)),
                    uncompressedSize: Int(Self.uint32(bytes, position + 24)),
                    localHeaderOffset: Int(Self.uint32(bytes, position + 42))))
            position = next
        }
        self.entries = entries
    }

    /// The first entry of this name, or `nil`.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// The contents of an entry.
    /// - Parameters:
    ///   - entry: One of ``entries``.
    ///   - maximumBytes: The most bytes the contents may have: an entry that says it has more is
    ///     refused before it is read, and one that inflates to more is stopped there.
    /// - Throws: ``CompressionError``: an encrypted entry, a method other than stored or deflate,
    ///   data that does not fit in the archive, corrupt data, contents whose size or CRC-32 is not
    ///   what the directory says, or more than `maximumBytes` (``CompressionError/isOverLimit``).
    public func contents(of entry: Entry, maximumBytes: Int) throws(CompressionError) -> [UInt8] {
        let name = FormatName.quoted(entry.name)
        guard entry.flags & 1 == 0 else {
            throw CompressionError(
                "the ZIP archive's entry \(name) is encrypted, which this reader does not take",
                offset: entry.localHeaderOffset)
        }
        guard entry.uncompressedSize <= maximumBytes else {
            throw CompressionError(
                "the ZIP archive's entry \(name) is \(entry.uncompressedSize) bytes, more than the limit of \(maximumBytes)",
                offset: entry.localHeaderOffset, isOverLimit: true)
        }
        let header = entry.localHeaderOffset
        guard header + Self.localHeaderLength <= bytes.count,
            Array(bytes[header..<(header + 4)]) == Self.localHeaderSignature
        else {
            throw CompressionError(
                "the ZIP archive's entry \(name) has no local header at \(header), where the central directory says; the file is corrupt",
                offset: header)
        }
        let start =
            header + Self.localHeaderLength + Int(Self.uint16(bytes, header + 26))
            + Int(Self.uint16(bytes, header + 28))
        guard start + entry.compressedSize <= bytes.count else {
            throw CompressionError(
                "the ZIP archive's entry \(name) runs past the end of the file (\(entry.compressedSize) bytes at \(start)); the file is truncated",
                offset: start)
        }
        let data = bytes[start..<(start + entry.compressedSize)]
        let contents: [UInt8]
        switch entry.method {
        case 0:
            contents = Array(data)
        case 8:
            contents = try inflate(data, entry: entry, name: name, start: start)
        default:
            let known = [1: "shrink", 6: "implode", 9: "deflate64", 12: "bzip2", 14: "LZMA", 93: "zstd", 95: "xz"][
                Int(entry.method)]
            throw CompressionError(
                "the ZIP archive's entry \(name) is compressed with method \(entry.method)\(known.map { " (\($0))" } ?? ""); only stored and deflate entries are read",
                offset: header)
        }
        guard contents.count == entry.uncompressedSize else {
            throw CompressionError(
                "the ZIP archive's entry \(name) holds \(contents.count) bytes, but the central directory says \(entry.uncompressedSize); the file is corrupt",
                offset: start)
        }
        guard CRC32.checksum(contents) == entry.checksum else {
            throw CompressionError(
                "the ZIP archive's entry \(name) does not match its CRC-32; the file is corrupt", offset: start)
        }
        return contents
    }

    private func inflate(
        _ data: ArraySlice<UInt8>, entry: Entry, name: String, start: Int
    ) throws(CompressionError) -> [UInt8] {
        let stream = try ZStream(inflating: .raw)
        var output: [UInt8] = []
        // No entry may inflate past what the directory says it holds (already within the limit).
        let limit = entry.uncompressedSize
        let body = { (buffer: UnsafeBufferPointer<UInt8>) -> Result<ZStream.Inflated, CompressionError> in
            Result { () throws(CompressionError) -> ZStream.Inflated in
                try stream.inflate(buffer, into: &output, limit: limit)
            }
        }
        let outcome = data.withUnsafeBufferPointer(body)
        switch outcome {
        case .success(let inflated):
            guard inflated.ended else {
                throw CompressionError(
                    "the ZIP archive's entry \(name) is truncated: its deflate data ends before its end",
                    offset: start + data.count)
            }
            return output
        case .failure(var error):
            error.offset = error.offset.map { $0 + start }
            if error.isOverLimit {
                // Past its own size: a corrupt or hostile entry, whatever the limit.
                error.isOverLimit = false
                error.message =
                    "the ZIP archive's entry \(name) inflates to more than the \(limit) bytes the central directory says it holds; the file is corrupt"
            } else {
                error.message = "the ZIP archive's entry \(name): \(error.message)"
            }
            throw error
        }
    }

    /// The offset of the end of central directory record: the last one whose comment reaches the
    /// end of the file.
    private static func endRecord(in bytes: [UInt8]) throws(CompressionError) -> Int {
        guard bytes.count >= endRecordLength else {
            throw CompressionError(
                "the ZIP archive is \(bytes.count) bytes, too short to hold its end record; the file is truncated",
                offset: bytes.count)
        }
        var candidate = bytes.count - endRecordLength
        let lowest = Swift.max(0, candidate - longestComment)
        while candidate >= lowest {
            if bytes[candidate] == 0x50, bytes[candidate + 1] == 0x4B, bytes[candidate + 2] == 0x05,
                bytes[candidate + 3] == 0x06,
                candidate + endRecordLength + Int(uint16(bytes, candidate + 20)) == bytes.count
            {
                return candidate
            }
            candidate -= 1
        }
        throw CompressionError(
            "the ZIP archive has no end of central directory record; the file is truncated or not a ZIP archive",
            offset: bytes.count)
    }

    private static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(
            bytes[offset + 3]) << 24
    }
}

/// Names in messages.
enum FormatName {
    /// A name in double quotes, cut short when long, control characters escaped.
    static func quoted(_ name: String) -> String {
        let shown = name.count > 60 ? String(name.prefix(60)) + "…" : name
        var result = "\""
        for scalar in shown.unicodeScalars {
            if scalar.value < 0x20 || scalar == "\"" || scalar == "\\" {
                result += scalar == "\"" ? "\\\"" : scalar == "\\" ? "\\\\" : "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
