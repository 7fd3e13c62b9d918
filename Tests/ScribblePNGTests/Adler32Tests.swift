import CZlib
import ScribbleTestSupport
import Testing

@testable import ScribblePNG

/// Adler-32 summed a run at a time gives zlib's checksum of the bytes the runs stand for.
@Suite struct Adler32Tests {
    static func zlibAdler32(_ bytes: [UInt8]) -> UInt32 {
        UInt32(bytes.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) })
    }

    @Test func nothingAddedIsOne() {
        #expect(Adler32().value == 1)
    }

    @Test(arguments: [1 as UInt64, 2, 3, 4])
    func bytesAndRunsMixedGiveZlibsChecksum(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var sum = Adler32()
        var expanded: [UInt8] = []
        for _ in 0..<2_000 {
            let byte = UInt8(truncatingIfNeeded: random.next())
            if random.next() % 3 == 0 {
                let count = Int(random.next() % 5_000) + 1
                sum.add(byte, repeated: count)
                expanded += repeatElement(byte, count: count)
            } else {
                sum.add(byte)
                expanded.append(byte)
            }
        }
        #expect(sum.value == Self.zlibAdler32(expanded))
    }

    @Test func aRunOfMillionsDoesNotOverflow() {
        var sum = Adler32()
        sum.add(0xFF, repeated: 3_000_000)
        sum.add(7)
        sum.add(0xFF, repeated: 65_521 * 3 + 17)
        let expanded =
            [UInt8](repeating: 0xFF, count: 3_000_000) + [7] + [UInt8](repeating: 0xFF, count: 65_521 * 3 + 17)
        #expect(sum.value == Self.zlibAdler32(expanded))
    }

}
