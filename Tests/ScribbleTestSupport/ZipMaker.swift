import ScribbleCompression

/// Builds ZIP archives for tests, stored or deflated, with what a hostile archive would lie about
/// open to change.
public struct ZipMaker {
    /// One entry to write.
    public struct Entry {
        public var name: String
        public var contents: [UInt8]
        /// 0 stored, 8 deflate; any other number is written as it is, with the contents stored.
        public var method: UInt16
        /// The flags written in both headers; bit 0 says encrypted.
        public var flags: UInt16 = 0
        /// The uncompressed size to write instead of the true one, to lie about it.
        public var claimedSize: Int?
        /// The CRC-32 to write instead of the true one.
        public var claimedChecksum: UInt32?

        public init(name: String, contents: [UInt8], method: UInt16 = 8) {
            self.name = name
            self.contents = contents
            self.method = method
        }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// The archive: the local headers and data, the central directory and its end record.
    public func bytes() throws -> [UInt8] {
        var archive: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let data = entry.method == 8 ? try RawDeflate.compress(entry.contents) : entry.contents
            let checksum = entry.claimedChecksum ?? CRC32.checksum(entry.contents)
            let size = UInt32(entry.claimedSize ?? entry.contents.count)
            let name = Array(entry.name.utf8)
            let offset = UInt32(archive.count)
            archive +=
                [0x50, 0x4B, 0x03, 0x04] + le16(20) + le16(entry.flags) + le16(entry.method) + le16(0) + le16(0x21)
            archive +=
                le32(checksum) + le32(UInt32(data.count)) + le32(size) + le16(UInt16(name.count)) + le16(0) + name
                + data
            directory +=
                [0x50, 0x4B, 0x01, 0x02] + le16(20) + le16(20) + le16(entry.flags) + le16(entry.method) + le16(0)
                + le16(0x21)
            directory +=
                le32(checksum) + le32(UInt32(data.count)) + le32(size) + le16(UInt16(name.count)) + le16(0) + le16(0)
            directory += le16(0) + le16(0) + le32(0) + le32(offset) + name
        }
        let start = UInt32(archive.count)
        archive += directory
        archive +=
            [0x50, 0x4B, 0x05, 0x06] + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
        archive += le32(UInt32(directory.count)) + le32(start) + le16(0)
        return archive
    }

    /// Xournal++'s package: `mimetype`, `META-INF/version` and `content.xml`.
    public static func xournalPackage(content: [UInt8]) throws -> [UInt8] {
        try ZipMaker([
            Entry(name: "mimetype", contents: Array("application/xournal++".utf8), method: 0),
            Entry(name: "META-INF/version", contents: Array("current=1\nmin=1\n".utf8)),
            Entry(name: "content.xml", contents: content),
        ]).bytes()
    }

    private func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
}
