import ScribbleCompression
import Testing

@Suite struct GzipTests {
    let text = Array(String(repeating: "<stroke tool=\"pen\">1 2 3 4</stroke>\n", count: 500).utf8)

    @Test func compressedDataInflatesBackToTheSameBytes() throws {
        let compressed = try Gzip.compress(text)
        #expect(Gzip.isCompressed(compressed))
        #expect(compressed.count < text.count / 10)
        #expect(try Gzip.decompress(compressed, maximumBytes: 1 << 20) == text)
    }

    @Test func theSameBytesAlwaysCompressAlike() throws {
        #expect(try Gzip.compress(text) == Gzip.compress(text))
    }

    @Test func membersOneAfterAnotherAreOneStream() throws {
        let first = try Gzip.compress(Array("<xournal>".utf8))
        let second = try Gzip.compress(Array("</xournal>".utf8))
        #expect(try Gzip.decompress(first + second, maximumBytes: 100) == Array("<xournal></xournal>".utf8))
    }

    @Test func zeroPaddingAfterTheEndIsIgnored() throws {
        let padded = try Gzip.compress(text) + [UInt8](repeating: 0, count: 512)
        #expect(try Gzip.decompress(padded, maximumBytes: 1 << 20) == text)
    }

    @Test func otherBytesAfterTheEndAreRefused() throws {
        let compressed = try Gzip.compress(text)
        let error = try #require(throws: CompressionError.self) {
            try Gzip.decompress(compressed + Array("junk".utf8), maximumBytes: 1 << 20)
        }
        #expect(error.message == "there are 4 bytes after the end of the gzip data that are not another gzip member")
        #expect(error.offset == compressed.count)
    }

    @Test(arguments: [1, 10, 0.5, 0.9])
    func truncatedDataIsRefused(_ share: Double) throws {
        let compressed = try Gzip.compress(text)
        let cut = share >= 1 ? compressed.count - Int(share) : Int(Double(compressed.count) * share)
        let error = try #require(throws: CompressionError.self) {
            try Gzip.decompress(compressed.prefix(cut), maximumBytes: 1 << 20)
        }
        #expect(error.message.contains("truncated") || error.message.contains("corrupt"), "\(error)")
        #expect(!error.isOverLimit)
    }

    @Test func everyTruncationIsAnErrorNeverACrash() throws {
        let compressed = try Gzip.compress(Array(text.prefix(400)))
        for cut in 0..<compressed.count {
            #expect(throws: CompressionError.self) {
                try Gzip.decompress(compressed.prefix(cut), maximumBytes: 1 << 20)
            }
        }
    }

    @Test func corruptDataIsRefusedWithZlibsReason() throws {
        var compressed = try Gzip.compress(text)
        compressed[12] ^= 0xFF
        compressed[13] ^= 0xFF
        let error = try #require(throws: CompressionError.self) {
            try Gzip.decompress(compressed, maximumBytes: 1 << 20)
        }
        #expect(
            error.message.hasPrefix("the compressed data is corrupt") || error.message.contains("truncated"), "\(error)"
        )
    }

    @Test func aFlippedByteInTheDataFailsTheChecksum() throws {
        // Stored blocks (level 0) carry the bytes as they are, so a flipped byte still inflates.
        var compressed = try Gzip.compress(text, level: 0)
        compressed[40] ^= 0x01
        let error = try #require(throws: CompressionError.self) {
            try Gzip.decompress(compressed, maximumBytes: 1 << 20)
        }
        #expect(error.message.contains("incorrect data check"), "\(error)")
    }

    @Test func aBombStopsAtTheLimit() throws {
        // 64 MB of zeros deflate to about 64 KB.
        let bomb = try Gzip.compress([UInt8](repeating: 0, count: 64 << 20), level: 9)
        #expect(bomb.count < 100_000)
        let error = try #require(throws: CompressionError.self) { try Gzip.decompress(bomb, maximumBytes: 1 << 20) }
        #expect(error.isOverLimit)
        #expect(error.message == "the gzip data inflates to more than 1048576 bytes, the limit")
    }

    @Test func dataThatIsNotGzipIsRefused() throws {
        let error = try #require(throws: CompressionError.self) {
            try Gzip.decompress(Array("<xournal/>".utf8), maximumBytes: 100)
        }
        #expect(error.message == "not gzip data: it does not begin with the bytes 1F 8B")
    }

    @Test func theHeadIsTheFirstBytesOnly() throws {
        let compressed = try Gzip.compress(text)
        #expect(Gzip.head(of: compressed, count: 9) == Array(text.prefix(9)))
        #expect(Gzip.head(of: compressed.prefix(compressed.count / 2), count: 9) == Array(text.prefix(9)))
        #expect(Gzip.head(of: Array("plain".utf8), count: 9) == nil)
    }
}
