import ScribbleCompression
import ScribbleTestSupport
import Testing

@Suite struct ZipArchiveTests {
    let content = Array(String(repeating: "<page width=\"595.27\" height=\"841.89\"/>\n", count: 200).utf8)

    @Test func storedAndDeflatedEntriesAreRead() throws {
        let archive = try ZipArchive(ZipMaker.xournalPackage(content: content))
        #expect(archive.entries.map(\.name) == ["mimetype", "META-INF/version", "content.xml"])
        let mimetype = try #require(archive.entry(named: "mimetype"))
        #expect(mimetype.method == 0)
        #expect(try archive.contents(of: mimetype, maximumBytes: 100) == Array("application/xournal++".utf8))
        let xml = try #require(archive.entry(named: "content.xml"))
        #expect(xml.method == 8)
        #expect(xml.compressedSize < content.count)
        #expect(try archive.contents(of: xml, maximumBytes: 1 << 20) == content)
        #expect(archive.entry(named: "missing") == nil)
    }

    @Test func anEmptyArchiveHasNoEntries() throws {
        let archive = try ZipArchive(ZipMaker([]).bytes())
        #expect(archive.entries.isEmpty)
        #expect(ZipArchive.isArchive(try ZipMaker([]).bytes()))
    }

    @Test func anEntryThatSaysItIsTooBigIsRefusedBeforeItIsRead() throws {
        let archive = try ZipArchive(ZipMaker.xournalPackage(content: content))
        let xml = try #require(archive.entry(named: "content.xml"))
        let error = try #require(throws: CompressionError.self) { try archive.contents(of: xml, maximumBytes: 1000) }
        #expect(error.isOverLimit)
        #expect(
            error.message
                == "the ZIP archive's entry \"content.xml\" is \(content.count) bytes, more than the limit of 1000")
    }

    @Test func aBombThatLiesAboutItsSizeStopsAtTheSizeItClaims() throws {
        var entry = ZipMaker.Entry(name: "content.xml", contents: [UInt8](repeating: 0x20, count: 32 << 20))
        entry.claimedSize = 1000
        let archive = try ZipArchive(ZipMaker([entry]).bytes())
        let error = try #require(throws: CompressionError.self) {
            try archive.contents(of: archive.entries[0], maximumBytes: 1 << 20)
        }
        #expect(!error.isOverLimit)
        #expect(
            error.message
                == "the ZIP archive's entry \"content.xml\" inflates to more than the 1000 bytes the central directory says it holds; the file is corrupt"
        )
    }

    @Test func aWrongChecksumIsRefused() throws {
        var entry = ZipMaker.Entry(name: "content.xml", contents: content)
        entry.claimedChecksum = 12345
        let archive = try ZipArchive(ZipMaker([entry]).bytes())
        let error = try #require(throws: CompressionError.self) {
            try archive.contents(of: archive.entries[0], maximumBytes: 1 << 20)
        }
        #expect(
            error.message == "the ZIP archive's entry \"content.xml\" does not match its CRC-32; the file is corrupt")
    }

    @Test func encryptedEntriesAndOtherMethodsAreRefusedByName() throws {
        var encrypted = ZipMaker.Entry(name: "secret.xml", contents: content, method: 0)
        encrypted.flags = 1
        let bzip2 = ZipMaker.Entry(name: "content.xml", contents: content, method: 12)
        let archive = try ZipArchive(ZipMaker([encrypted, bzip2]).bytes())
        let first = try #require(throws: CompressionError.self) {
            try archive.contents(of: archive.entries[0], maximumBytes: 1 << 20)
        }
        #expect(first.message == "the ZIP archive's entry \"secret.xml\" is encrypted, which this reader does not take")
        let second = try #require(throws: CompressionError.self) {
            try archive.contents(of: archive.entries[1], maximumBytes: 1 << 20)
        }
        #expect(
            second.message
                == "the ZIP archive's entry \"content.xml\" is compressed with method 12 (bzip2); only stored and deflate entries are read"
        )
    }

    @Test func aTruncatedArchiveHasNoEndRecord() throws {
        let bytes = try ZipMaker.xournalPackage(content: content)
        let error = try #require(throws: CompressionError.self) { try ZipArchive(Array(bytes.dropLast(10))) }
        #expect(
            error.message
                == "the ZIP archive has no end of central directory record; the file is truncated or not a ZIP archive")
    }

    @Test func everyTruncationAndEveryFlippedByteIsAnErrorOrTheContentsNeverACrash() throws {
        let bytes = try ZipMaker.xournalPackage(content: Array(content.prefix(300)))
        func read(_ bytes: [UInt8]) -> [UInt8]? {
            guard let archive = try? ZipArchive(bytes), let entry = archive.entry(named: "content.xml") else {
                return nil
            }
            return try? archive.contents(of: entry, maximumBytes: 1 << 20)
        }
        for cut in 0..<bytes.count { _ = read(Array(bytes.prefix(cut))) }
        for index in bytes.indices {
            var flipped = bytes
            flipped[index] ^= 0xFF
            if let contents = read(flipped) { #expect(contents == Array(content.prefix(300)) || contents.count == 300) }
        }
    }

    @Test func aDirectoryPastTheEndRecordIsCorrupt() throws {
        var bytes = try ZipMaker([ZipMaker.Entry(name: "a", contents: [1, 2, 3])]).bytes()
        // The directory's offset, in the end record, pointed past it.
        bytes[bytes.count - 6] = 0xFF
        let error = try #require(throws: CompressionError.self) { try ZipArchive(bytes) }
        #expect(error.message.contains("does not fit before its end record"), "\(error)")
    }

    @Test func zip64IsRefusedByName() throws {
        var bytes = try ZipMaker([ZipMaker.Entry(name: "a", contents: [1, 2, 3])]).bytes()
        for offset in (bytes.count - 6)..<(bytes.count - 2) { bytes[offset] = 0xFF }
        let error = try #require(throws: CompressionError.self) { try ZipArchive(bytes) }
        #expect(error.message == "the ZIP archive is a ZIP64 archive, which this reader does not take")
    }
}
