import CZlib
import Testing

@testable import ScribblePNG

@Suite("Run-length deflate") struct RunLengthDeflaterTests {
    /// Inflates a zlib stream with zlib itself, which checks every code and the checksum.
    static func inflated(_ stream: [UInt8], expectedCount: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: max(expectedCount, 1))
        var length = uLongf(output.count)
        let status = output.withUnsafeMutableBufferPointer { destination in
            stream.withUnsafeBufferPointer { source in
                uncompress(destination.baseAddress, &length, source.baseAddress, uLong(source.count))
            }
        }
        guard status == Z_OK else { return nil }
        return Array(output[0..<Int(length)])
    }

    static func roundTrip(_ input: [UInt8]) -> (decoded: [UInt8]?, compressedCount: Int) {
        let stream = input.withUnsafeBufferPointer { RunLengthDeflater.zlibStream(of: $0) }
        return (inflated(stream, expectedCount: input.count), stream.count)
    }

    /// Deflate sends a code's first bit first, so each canonical code is stored reversed.
    @Test func codesAreReversedWithinTheirLength() {
        #expect(HuffmanCode.reversedBits(0b110, count: 3) == 0b011)
        #expect(HuffmanCode.reversedBits(0b1, count: 1) == 0b1)
        #expect(HuffmanCode.reversedBits(0b100_0000_0000_0001, count: 15) == 0b100_0000_0000_0001)
        #expect(HuffmanCode.reversedBits(0b000_0000_0000_0011, count: 15) == 0b110_0000_0000_0000)
        for count in 1...15 {
            for value in stride(from: 0, to: 1 << count, by: count > 10 ? 7 : 1) {
                var reversed = 0
                for bit in 0..<count where value & (1 << bit) != 0 { reversed |= 1 << (count - 1 - bit) }
                #expect(
                    HuffmanCode.reversedBits(UInt16(value), count: count) == UInt16(reversed),
                    "\(value) in \(count) bits")
            }
        }
        // Lengths 1, 2 and 3 for A, B, C, D as in RFC 1951, 3.2.2: codes 0, 10, 110, 111, each reversed.
        #expect(HuffmanCode.canonicalCodes(for: [2, 1, 3, 3]) == [0b01, 0b0, 0b011, 0b111])
    }

    @Test func emptyAndTinyInputsRoundTrip() {
        for input in [[], [0], [7, 7], [1, 1, 1], [0, 0, 0, 0, 0]] as [[UInt8]] {
            #expect(Self.roundTrip(input).decoded == input)
        }
    }

    @Test func longRunsAreCodedInAFewBitsEach() {
        let input = [UInt8](repeating: 0, count: 3_000_000)
        let (decoded, count) = Self.roundTrip(input)
        #expect(decoded == input)
        // 11,628 runs of 258 bytes over several blocks: about a bit each, plus headers.
        #expect(count < 4_000)
    }

    @Test func noiseFallsBackToStoredBlocksAndStaysNearItsSize() {
        var generator = SeededGenerator(seed: 42)
        let input = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let (decoded, count) = Self.roundTrip(input)
        #expect(decoded == input)
        #expect(count <= input.count + input.count / 1000 + 64)
    }

    @Test func mixedRunsAndLiteralsRoundTripAcrossBlocks() {
        var generator = SeededGenerator(seed: 7)
        var input: [UInt8] = []
        while input.count < 1_500_000 {
            let byte =
                UInt8.random(in: 0...3, using: &generator) == 0 ? 0 : UInt8.random(in: 0...255, using: &generator)
            let repeats = Int.random(in: 0...3, using: &generator) == 0 ? Int.random(in: 1...700, using: &generator) : 1
            input.append(contentsOf: repeatElement(byte, count: repeats))
        }
        let (decoded, count) = Self.roundTrip(input)
        #expect(decoded == input)
        #expect(count < input.count / 2)
    }

    @Test func skewedLiteralsGetLengthLimitedCodes() {
        // Counts doubling from symbol to symbol would give an unlimited Huffman code 25 bits deep.
        var input: [UInt8] = []
        for symbol in 0..<25 {
            for index in 0..<(1 << symbol) / 64 + 1 { input.append(UInt8(symbol * 9 + (index % 2))) }
        }
        var generator = SeededGenerator(seed: 3)
        input.shuffle(using: &generator)
        #expect(Self.roundTrip(input).decoded == input)
    }

    @Test func bytesAndKnownRunsAppendedInPiecesRoundTrip() {
        var generator = SeededGenerator(seed: 11)
        var expected: [UInt8] = []
        var deflater = RunLengthDeflater(expectedByteCount: 0)
        for _ in 0..<3_000 {
            if Bool.random(using: &generator) {
                let byte = UInt8.random(in: 0...2, using: &generator)
                let count = [0, 1, 2, 3, 258, 259, 260, 261, 517, 3_000][Int.random(in: 0..<10, using: &generator)]
                deflater.append(byte, repeated: count)
                expected.append(contentsOf: repeatElement(byte, count: count))
            } else {
                let piece = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                    UInt8.random(in: 0...2, using: &generator)
                }
                piece.withUnsafeBufferPointer { deflater.append($0) }
                expected.append(contentsOf: piece)
            }
        }
        let stream = deflater.finish()
        #expect(Self.inflated(stream, expectedCount: expected.count) == expected)
    }
}
