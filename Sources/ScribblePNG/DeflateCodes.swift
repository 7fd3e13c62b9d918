/// Deflate's length codes (RFC 1951, 3.2.5): for each match length, its symbol and extra bits.
struct LengthCode {
    var code: UInt16
    var extraBitCount: UInt8
    var extraBits: UInt16

    /// Indexed by match length, 3 to 258 (entries 0 to 2 are unused).
    static let table: [LengthCode] = {
        let bases: [Int] = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
            227, 258,
        ]
        let extras: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var table = [LengthCode](repeating: LengthCode(code: 0, extraBitCount: 0, extraBits: 0), count: 259)
        for length in 3...258 {
            // The last code whose base is at or below the length; 258 has a code of its own.
            let index = length == 258 ? 28 : (bases.lastIndex { $0 <= length } ?? 0)
            table[length] = LengthCode(
                code: UInt16(257 + index), extraBitCount: extras[index], extraBits: UInt16(length - bases[index]))
        }
        return table
    }()
}

/// The lengths of a dynamic block's two codes, themselves coded (RFC 1951, 3.2.7): runs of equal
/// lengths shortened with symbols 16, 17 and 18, then Huffman-coded with the code-length code.
struct CodeLengthHeader {
    /// The order in which the code-length code's lengths are written.
    private static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private let literalCount: Int
    private let distanceCount: Int
    /// Each item: a code-length symbol (0–18) and the value of its extra bits.
    private let items: [(symbol: Int, extra: Int)]
    private let codeLengths: [UInt8]
    private let codeLengthCount: Int

    /// The header's size in bits, after the three bits of the block's own header.
    let bitCount: Int

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        var literalCount = 286
        while literalCount > 257, literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
        self.literalCount = literalCount
        distanceCount = distanceLengths.count
        let lengths = Array(literalLengths[0..<literalCount]) + distanceLengths
        var items: [(symbol: Int, extra: Int)] = []
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var run = 1
            while index + run < lengths.count, lengths[index + run] == length { run += 1 }
            if length == 0, run >= 3 {
                let taken = min(run, 138)
                items.append(taken >= 11 ? (18, taken - 11) : (17, taken - 3))
                index += taken
            } else if length != 0, run >= 4 {
                items.append((Int(length), 0))
                let taken = min(run - 1, 6)
                items.append((16, taken - 3))
                index += 1 + taken
            } else {
                items.append((Int(length), 0))
                index += 1
            }
        }
        self.items = items
        var counts = [Int](repeating: 0, count: 19)
        for item in items { counts[item.symbol] += 1 }
        // The code-length code must be complete, so it needs two symbols at least.
        if counts.filter({ $0 > 0 }).count < 2 { counts[counts[0] == 0 ? 0 : 1] += 1 }
        codeLengths = HuffmanCode.lengths(for: counts, limit: 7)
        var codeLengthCount = 19
        while codeLengthCount > 4, codeLengths[Self.order[codeLengthCount - 1]] == 0 { codeLengthCount -= 1 }
        self.codeLengthCount = codeLengthCount
        var bits = 5 + 5 + 4 + 3 * codeLengthCount
        for item in items { bits += Int(codeLengths[item.symbol]) + Self.extraBitCount(of: item.symbol) }
        bitCount = bits
    }

    func write(to writer: inout BitWriter) {
        writer.write(UInt64(literalCount - 257), bitCount: 5)
        writer.write(UInt64(distanceCount - 1), bitCount: 5)
        writer.write(UInt64(codeLengthCount - 4), bitCount: 4)
        for index in 0..<codeLengthCount { writer.write(UInt64(codeLengths[Self.order[index]]), bitCount: 3) }
        let codes = HuffmanCode.canonicalCodes(for: codeLengths)
        for item in items {
            writer.write(UInt64(codes[item.symbol]), bitCount: Int(codeLengths[item.symbol]))
            writer.write(UInt64(item.extra), bitCount: Self.extraBitCount(of: item.symbol))
        }
    }

    private static func extraBitCount(of symbol: Int) -> Int {
        switch symbol {
        case 16: 2
        case 17: 3
        case 18: 7
        default: 0
        }
    }
}

/// Building Huffman codes: lengths from symbol counts, and the canonical codes for lengths.
enum HuffmanCode {
    /// Code lengths for symbols seen `counts` times, none longer than `limit` bits; symbols never
    /// seen get no code (length 0). A lone symbol gets a 1-bit code, as deflate needs a code.
    static func lengths(for counts: [Int], limit: Int) -> [UInt8] {
        var weights = counts
        while true {
            let lengths = unlimitedLengths(for: weights)
            if lengths.allSatisfy({ Int($0) <= limit }) { return lengths }
            // Too deep: flatten the counts and build again. Rare, and each round halves the range.
            weights = weights.map { $0 == 0 ? 0 : ($0 >> 1) | 1 }
        }
    }

    /// Huffman's construction with two queues over the symbols sorted by count.
    private static func unlimitedLengths(for counts: [Int]) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: counts.count)
        let used = counts.indices.filter { counts[$0] > 0 }.sorted { (counts[$0], $0) < (counts[$1], $1) }
        if used.count == 1 { lengths[used[0]] = 1 }
        guard used.count > 1 else { return lengths }
        // Nodes: leaves first (in count order), then merged nodes in the order they are made,
        // which is also count order; `parent` links each node to the one that merged it.
        var weight = used.map { counts[$0] }
        var parent = [Int](repeating: -1, count: 2 * used.count - 1)
        weight.reserveCapacity(parent.count)
        var nextLeaf = 0
        var nextMerged = used.count
        func takeSmallest() -> Int {
            if nextLeaf < used.count, nextMerged >= weight.count || weight[nextLeaf] <= weight[nextMerged] {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextMerged += 1
            return nextMerged - 1
        }
        while weight.count < parent.count {
            let first = takeSmallest()
            let second = takeSmallest()
            parent[first] = weight.count
            parent[second] = weight.count
            weight.append(weight[first] + weight[second])
        }
        // Depths from the root (the last node) down; parents come after their children.
        var depth = [Int](repeating: 0, count: parent.count)
        for node in stride(from: parent.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        for (leaf, symbol) in used.enumerated() { lengths[symbol] = UInt8(min(depth[leaf], 255)) }
        return lengths
    }

    /// The canonical code of each symbol (RFC 1951, 3.2.2), bit-reversed, as deflate sends a
    /// code's first bit first into a stream that is otherwise filled from the low bit up.
    static func canonicalCodes(for lengths: [UInt8]) -> [UInt16] {
        var countOfLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countOfLength[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + countOfLength[bits - 1]) << 1
            nextCode[bits] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let value = nextCode[Int(length)]
            nextCode[Int(length)] += 1
            codes[symbol] = reversedBits(UInt16(truncatingIfNeeded: value), count: Int(length))
        }
        return codes
    }

    /// The low `count` bits of `value` (1…15) in the opposite order: neighbouring bits swapped,
    /// then pairs, fours and bytes, which reverses all 16, and the result moved down.
    static func reversedBits(_ value: UInt16, count: Int) -> UInt16 {
        var bits = value
        bits = (bits & 0x5555) << 1 | (bits >> 1) & 0x5555
        bits = (bits & 0x3333) << 2 | (bits >> 2) & 0x3333
        bits = (bits & 0x0F0F) << 4 | (bits >> 4) & 0x0F0F
        bits = bits << 8 | bits >> 8
        return bits >> (16 - count)
    }
}
