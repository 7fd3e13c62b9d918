import Testing

@testable import ScribblePNG

/// Deflate's codes (RFC 1951): length codes, Huffman code lengths under a limit, canonical codes.
@Suite struct DeflateCodesTests {
    @Test(arguments: [
        (3, 257, 0, 0), (10, 264, 0, 0), (11, 265, 1, 0), (12, 265, 1, 1), (13, 266, 1, 0), (18, 268, 1, 1),
        (19, 269, 2, 0), (22, 269, 2, 3), (130, 280, 4, 15), (131, 281, 5, 0), (257, 284, 5, 30), (258, 285, 0, 0),
    ])
    func lengthsHaveRFC1951sCodes(length: Int, code: Int, extraBitCount: Int, extraBits: Int) {
        let entry = LengthCode.table[length]
        #expect(
            Int(entry.code) == code && Int(entry.extraBitCount) == extraBitCount && Int(entry.extraBits) == extraBits)
    }

    @Test func everyLengthIsItsBasePlusItsExtraBits() {
        for length in 3...258 {
            let entry = LengthCode.table[length]
            #expect(
                Int(entry.extraBits) < 1 << Int(entry.extraBitCount)
                    || entry.extraBitCount == 0 && entry.extraBits == 0, "\(length)")
        }
    }

    /// A complete prefix code: every used symbol has a length, and the lengths fill the code
    /// space exactly (Kraft's sum is 1).
    static func isComplete(_ lengths: [UInt8]) -> Bool {
        let used = lengths.filter { $0 > 0 }
        guard used.count > 1 else { return used.count == 1 }
        return used.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) } == 1
    }

    @Test func codeLengthsFollowTheCountsAndKeepToTheLimit() {
        let counts = [5, 9, 12, 13, 16, 45, 0, 0]
        let lengths = HuffmanCode.lengths(for: counts, limit: 15)
        #expect(lengths == [4, 4, 3, 3, 3, 1, 0, 0])
        #expect(Self.isComplete(lengths))
        // Counts like Fibonacci's make the deepest tree; a limit of 7 must flatten it.
        var fibonacci = [1, 1]
        while fibonacci.count < 20 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let unlimited = HuffmanCode.lengths(for: fibonacci, limit: 255)
        #expect(unlimited.max() == 19)
        let limited = HuffmanCode.lengths(for: fibonacci, limit: 7)
        #expect(limited.max() ?? 0 <= 7 && Self.isComplete(limited))
        #expect(zip(fibonacci, limited).allSatisfy { $1 > 0 }, "every symbol seen keeps a code")
    }

    @Test func aLoneSymbolGetsOneBitAndUnseenOnesNone() {
        #expect(HuffmanCode.lengths(for: [0, 0, 7, 0], limit: 15) == [0, 0, 1, 0])
        #expect(HuffmanCode.lengths(for: [0, 0, 0], limit: 15) == [0, 0, 0])
    }

    /// RFC 1951's example: lengths (3, 3, 3, 3, 3, 2, 4, 4) for A…H give 010, 011, 100, 101, 110,
    /// 00, 1110, 1111; deflate sends them first bit first, so they are kept bit-reversed.
    @Test func canonicalCodesAreRFC1951sExampleReversed() {
        let codes = HuffmanCode.canonicalCodes(for: [3, 3, 3, 3, 3, 2, 4, 4])
        let expected: [(UInt16, Int)] = [
            (0b010, 3), (0b011, 3), (0b100, 3), (0b101, 3), (0b110, 3), (0b00, 2), (0b1110, 4), (0b1111, 4),
        ]
        #expect(codes == expected.map { HuffmanCode.reversedBits($0.0, count: $0.1) })
        #expect(codes == [0b010, 0b110, 0b001, 0b101, 0b011, 0b00, 0b0111, 0b1111])
    }

    @Test func bitsAreReversedWithinTheirCount() {
        #expect(HuffmanCode.reversedBits(0b1, count: 1) == 0b1)
        #expect(HuffmanCode.reversedBits(0b110, count: 3) == 0b011)
        #expect(HuffmanCode.reversedBits(0b1, count: 15) == 0b100_0000_0000_0000)
        for value in 0..<512 as Range<UInt16> {
            #expect(HuffmanCode.reversedBits(HuffmanCode.reversedBits(value, count: 9), count: 9) == value)
        }
    }
}
