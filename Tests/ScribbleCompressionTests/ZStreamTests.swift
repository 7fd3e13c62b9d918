import Testing

@testable import ScribbleCompression

/// One zlib stream: deflate blocks built by hand from RFC 1951, a gzip member from RFC 1952, and
/// each way the data or the stream can fail.
@Suite struct ZStreamTests {
    /// A final stored block (BFINAL 1, BTYPE 00), LEN 5 and NLEN its complement, then "hello".
    static let storedHello: [UInt8] = [0x01, 0x05, 0x00, 0xFA, 0xFF] + Array("hello".utf8)

    /// "hello" as a gzip member: ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS;
    /// the stored block; CRC-32 0x3610A686 and the size 5, little-endian.
    static let gzipHello: [UInt8] =
        [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF] + storedHello + [0x86, 0xA6, 0x10, 0x36, 5, 0, 0, 0]

    /// Inflates `input` in one stream, giving what came out, how it ended, or the error.
    static func inflate(_ input: [UInt8], _ wrapping: ZStream.Wrapping = .raw, limit: Int = .max) -> (
        output: [UInt8], consumed: Int?, ended: Bool?, error: CompressionError?
    ) {
        var output: [UInt8] = []
        do {
            let stream = try ZStream(inflating: wrapping)
            let inflated = try input.withUnsafeBufferPointer { buffer throws(CompressionError) in
                try stream.inflate(buffer, into: &output, limit: limit)
            }
            return (output, inflated.consumed, inflated.ended, nil)
        } catch {
            return (output, nil, nil, error)
        }
    }

    @Test func aStoredBlockInflatesToItsBytes() {
        let result = Self.inflate(Self.storedHello)
        #expect(result.output == Array("hello".utf8) && result.consumed == 10 && result.ended == true)
        // Bytes after the stream's end are left unread.
        let followed = Self.inflate(Self.storedHello + [0xAA, 0xBB])
        #expect(followed.output == Array("hello".utf8) && followed.consumed == 10 && followed.ended == true)
    }

    @Test func anEmptyFixedHuffmanBlockInflatesToNothing() {
        // BFINAL 1, BTYPE 01, then the end-of-block code 0000000.
        let result = Self.inflate([0x03, 0x00])
        #expect(result.output.isEmpty && result.consumed == 2 && result.ended == true)
    }

    @Test func dataThatStopsShortEndsWithoutItsEnd() {
        let result = Self.inflate(Array(Self.storedHello.prefix(7)))
        #expect(result.output == Array("he".utf8) && result.consumed == 7 && result.ended == false)
        #expect(Self.inflate([]).ended == false)
    }

    @Test func corruptDataIsRefusedWithZlibsReason() {
        // BTYPE 11 is reserved.
        #expect(
            Self.inflate([0x07]).error
                == CompressionError("the compressed data is corrupt: invalid block type", offset: 1))
        // NLEN is not LEN's complement.
        #expect(
            Self.inflate([0x01, 0x05, 0x00, 0x00, 0x00]).error
                == CompressionError("the compressed data is corrupt: invalid stored block lengths", offset: 5))
    }

    @Test func outputPastTheLimitStopsWithItsHeadKept() {
        let result = Self.inflate(Self.storedHello, limit: 3)
        #expect(result.output == Array("hel".utf8))
        #expect(
            result.error == CompressionError("the data inflates to more than 3 bytes, the limit", isOverLimit: true))
        #expect(Self.inflate(Self.storedHello, limit: 5).error == nil)
    }

    @Test func aGzipMemberIsCheckedAgainstItsCRC() {
        let result = Self.inflate(Self.gzipHello, .gzip)
        #expect(result.output == Array("hello".utf8) && result.consumed == Self.gzipHello.count && result.ended == true)
        var wrongCheck = Self.gzipHello
        wrongCheck[wrongCheck.count - 8] ^= 1
        #expect(
            Self.inflate(wrongCheck, .gzip).error
                == CompressionError(
                    "the compressed data is corrupt: incorrect data check", offset: wrongCheck.count - 4))
        #expect(
            Self.inflate(Array("hello".utf8), .gzip).error
                == CompressionError("the compressed data is corrupt: incorrect header check", offset: 2))
    }

    @Test func aResetStreamReadsTheNextMember() throws {
        let stream = try ZStream(inflating: .gzip)
        var output: [UInt8] = []
        for _ in 0..<2 {
            let inflated = try Self.gzipHello.withUnsafeBufferPointer { buffer throws(CompressionError) in
                try stream.inflate(buffer, into: &output, limit: 100)
            }
            #expect(inflated.ended)
            try stream.reset()
        }
        #expect(output == Array("hellohello".utf8))
    }

    private static func deflate(_ input: [UInt8], _ wrapping: ZStream.Wrapping, level: Int32) throws -> [UInt8] {
        let stream = try ZStream(deflating: wrapping, level: level)
        return try input.withUnsafeBufferPointer { buffer throws(CompressionError) in try stream.deflateAll(buffer) }
    }

    @Test func deflatingWritesWhatRFC1951Describes() throws {
        // Level 0 stores; nothing at all is one empty final block.
        #expect(try Self.deflate(Array("hello".utf8), .raw, level: 0) == Self.storedHello)
        #expect(try Self.deflate([], .raw, level: 6) == [0x03, 0x00])
        let gzip = try Self.deflate(Array("hello".utf8), .gzip, level: 9)
        #expect(Array(gzip.prefix(3)) == [0x1F, 0x8B, 0x08])
        #expect(Array(gzip.suffix(8)) == [0x86, 0xA6, 0x10, 0x36, 5, 0, 0, 0])
    }

    @Test func deflatedDataInflatesBack() throws {
        var generator = SystemRandomNumberGenerator()
        let text = (0..<200_000).map { _ in UInt8(ascii: "a") + UInt8.random(in: 0..<4, using: &generator) }
        for wrapping in [ZStream.Wrapping.raw, .gzip] {
            let compressed = try Self.deflate(text, wrapping, level: 6)
            #expect(compressed.count < text.count / 2)
            let result = Self.inflate(compressed, wrapping)
            #expect(result.output == text && result.consumed == compressed.count && result.ended == true)
        }
    }

    @Test func aLevelZlibDoesNotKnowIsRefused() {
        #expect(throws: CompressionError("zlib could not start deflating (an inconsistent stream)")) {
            _ = try ZStream(deflating: .raw, level: 12)
        }
    }

    @Test func statusesAreDescribedInWords() {
        // zlib.h: Z_STREAM_ERROR −2, Z_DATA_ERROR −3, Z_MEM_ERROR −4, Z_BUF_ERROR −5, Z_VERSION_ERROR −6.
        #expect(ZStream.describe(-2) == "an inconsistent stream")
        #expect(ZStream.describe(-3) == "corrupt data")
        #expect(ZStream.describe(-4) == "out of memory")
        #expect(ZStream.describe(-5) == "no progress possible")
        #expect(ZStream.describe(-6) == "an incompatible zlib version")
        #expect(ZStream.describe(1) == "status 1")
    }
}
