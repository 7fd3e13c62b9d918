import Testing

@testable import ScribblePNG

/// Bits packed into bytes from the low bit up, as deflate sends them.
@Suite struct BitWriterTests {
    @Test func bitsArePackedFromTheLowBitUp() {
        var writer = BitWriter(capacity: 4)
        writer.reserve(bits: 200)
        writer.write(0b1, bitCount: 1)
        writer.write(0b10, bitCount: 2)
        writer.write(0b11111, bitCount: 5)
        writer.write(0xABCD, bitCount: 16)
        writer.write(0b101, bitCount: 3)
        writer.alignToByte()
        writer.writeByte(0x42)
        [UInt8](repeating: 0xEE, count: 40).withUnsafeBufferPointer { writer.writeBytes($0) }
        let bytes = writer.finish()
        #expect(Array(bytes.prefix(5)) == [0b1111_1101, 0xCD, 0xAB, 0b0000_0101, 0x42])
        #expect(bytes.count == 45 && bytes.suffix(40).allSatisfy { $0 == 0xEE })
    }
}
