import ScribbleCompression
import Testing

/// The CRC-32 of ISO 3309, against the check values published for it (and Python's `zlib.crc32`).
@Suite struct CRC32Tests {
    @Test func checksumsAreISO3309s() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    static let vectors: [(bytes: [UInt8], checksum: UInt32)] = [
        (Array("a".utf8), 0xE8B7_BE43),
        (Array("The quick brown fox jumps over the lazy dog".utf8), 0x414F_A339),
        ([UInt8](repeating: 0, count: 32), 0x190A_55AD),
        ([UInt8](repeating: 0xFF, count: 32), 0xFF6C_AB0B),
    ]

    @Test(arguments: vectors)
    func knownVectors(bytes: [UInt8], checksum: UInt32) {
        #expect(CRC32.checksum(bytes) == checksum)
    }

    @Test func aChecksumCarriesOnFromTheBytesBefore() {
        let head = CRC32.checksum(Array("123".utf8))
        let whole = Array("456789".utf8).withUnsafeBufferPointer { CRC32.checksum($0, continuing: head) }
        #expect(whole == 0xCBF4_3926)
    }

    @Test func bytesWithoutContiguousStorageAreCopiedFirst() {
        #expect(CRC32.checksum("123456789".utf8.lazy.map { $0 }) == 0xCBF4_3926)
        let bytes = Array("xx123456789".utf8)
        #expect(CRC32.checksum(bytes[2...]) == 0xCBF4_3926)
    }
}
