/// A zlib stream writer (RFC 1950 around RFC 1951's deflate) that looks for one kind of
/// repetition only: a byte repeated, coded as a match at distance 1. PNG rows of a drawing, once
/// the Up filter has run, are long runs of zeros with a little ink between, so this finds almost
/// everything a general matcher would, at a fraction of the cost: runs are measured eight bytes
/// at a time, and each block gets Huffman codes fitted to its own symbols.
///
/// ```swift
/// let stream = RunLengthDeflater.zlibStream(of: filteredRows)   // zlib's inflate reads it back
/// ```
enum RunLengthDeflater {
    /// Symbols collected before a block is written: enough that a block header (about 60 bytes)
    /// costs nothing, few enough that the codes follow the image as it changes.
    private static let symbolsPerBlock = 1 << 15

    /// The zlib stream of `input`: header, deflate blocks with dynamic Huffman codes (or stored
    /// blocks where those would be larger), and the Adler-32 checksum.
    static func zlibStream(of input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var writer = BitWriter(capacity: input.count / 8 + 1024)
        writer.writeByte(0x78)  // deflate, 32 KB window
        writer.writeByte(0x01)  // fastest compression; the header checksum makes 0x7801 a multiple of 31
        var symbols = [UInt16](repeating: 0, count: symbolsPerBlock)
        var position = 0
        var checksum = Adler32()
        repeat {
            let start = position
            let count = symbols.withUnsafeMutableBufferPointer { collectSymbols(from: input, at: &position, into: $0, checksum: &checksum) }
            let isLast = position == input.count
            symbols.withUnsafeBufferPointer { buffer in
                writeBlock(UnsafeBufferPointer(rebasing: buffer[0..<count]), source: UnsafeBufferPointer(rebasing: input[start..<position]), isLast: isLast, to: &writer)
            }
        } while position < input.count
        writer.alignToByte()
        let value = checksum.value
        for shift in [24, 16, 8, 0] { writer.writeByte(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
        return writer.finish()
    }

    // MARK: Finding runs

    /// Reads symbols from `position` on until the buffer is full or the input ends: a literal
    /// byte is its value (0–255), a run of 3 to 258 copies of the byte before it is 256 + length.
    /// A run may repeat a byte of the block before, as deflate's window spans blocks. The bytes
    /// read are added to `checksum` on the way, a run at once.
    private static func collectSymbols(
        from input: UnsafeBufferPointer<UInt8>, at position: inout Int, into symbols: UnsafeMutableBufferPointer<UInt16>, checksum: inout Adler32
    ) -> Int {
        guard let base = input.baseAddress, position < input.count else { return 0 }
        let end = input.count
        var index = position
        var count = 0
        while index < end, count < symbols.count {
            if index > 0 {
                let run = runLength(base, at: index, end: end)
                if run >= 3 {
                    symbols[count] = UInt16(256 + run)
                    checksum.add(base[index - 1], repeated: run)
                    count += 1
                    index += run
                    continue
                }
            }
            symbols[count] = UInt16(base[index])
            checksum.add(base[index])
            count += 1
            index += 1
        }
        position = index
        return count
    }

    /// How many bytes from `index` on (at most 258) repeat the byte just before it.
    @inline(__always)
    private static func runLength(_ base: UnsafePointer<UInt8>, at index: Int, end: Int) -> Int {
        let limit = min(258, end - index)
        let pattern = UInt64(base[index - 1]) &* 0x0101_0101_0101_0101
        var length = 0
        while length + 8 <= limit {
            let word = UnsafeRawPointer(base + index + length).loadUnaligned(as: UInt64.self)
            let difference = word ^ pattern
            if difference != 0 { return length + difference.littleEndian.trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit, base[index + length] == base[index - 1] { length += 1 }
        return length
    }

    // MARK: Writing blocks

    /// Writes one block of symbols, with codes made for them, or stored when that is smaller.
    private static func writeBlock(_ symbols: UnsafeBufferPointer<UInt16>, source: UnsafeBufferPointer<UInt8>, isLast: Bool, to writer: inout BitWriter) {
        var literalCounts = [Int](repeating: 0, count: 286)
        var hasRun = false
        for symbol in symbols {
            if symbol < 256 {
                literalCounts[Int(symbol)] += 1
            } else {
                literalCounts[Int(LengthCode.table[Int(symbol) - 256].code)] += 1
                hasRun = true
            }
        }
        literalCounts[256] = 1  // end of block
        let literalLengths = HuffmanCode.lengths(for: literalCounts, limit: 15)
        // Distance 1 is code 0; a block without runs still describes one distance code.
        let distanceLengths: [UInt8] = [1]
        let header = CodeLengthHeader(literalLengths: literalLengths, distanceLengths: distanceLengths)

        var bits = 3 + header.bitCount
        for symbol in 0..<286 { bits += literalCounts[symbol] * Int(literalLengths[symbol]) }
        if hasRun {
            for symbol in symbols where symbol >= 256 {
                bits += Int(LengthCode.table[Int(symbol) - 256].extraBitCount) + 1
            }
        }
        let storedBits = 3 + 7 + (source.count / 65535 + 1) * 40 + source.count * 8
        if bits > storedBits {
            writeStored(source, isLast: isLast, to: &writer)
            return
        }
        writer.reserve(bits: bits)
        writer.write(isLast ? 1 : 0, bitCount: 1)
        writer.write(2, bitCount: 2)  // dynamic Huffman codes
        header.write(to: &writer)
        let literalCodes = HuffmanCode.canonicalCodes(for: literalLengths)
        for symbol in symbols {
            if symbol < 256 {
                writer.write(UInt64(literalCodes[Int(symbol)]), bitCount: Int(literalLengths[Int(symbol)]))
            } else {
                let length = LengthCode.table[Int(symbol) - 256]
                let code = Int(length.code)
                writer.write(UInt64(literalCodes[code]), bitCount: Int(literalLengths[code]))
                writer.write(UInt64(length.extraBits), bitCount: Int(length.extraBitCount))
                writer.write(0, bitCount: 1)  // distance code 0: distance 1
            }
        }
        writer.write(UInt64(literalCodes[256]), bitCount: Int(literalLengths[256]))
    }

    /// Writes bytes as they are, in stored blocks of at most 65,535 bytes.
    private static func writeStored(_ source: UnsafeBufferPointer<UInt8>, isLast: Bool, to writer: inout BitWriter) {
        var offset = 0
        repeat {
            let length = min(65535, source.count - offset)
            let final = isLast && offset + length == source.count
            writer.reserve(bits: 48 + length * 8)
            writer.write(final ? 1 : 0, bitCount: 1)
            writer.write(0, bitCount: 2)
            writer.alignToByte()
            writer.writeByte(UInt8(truncatingIfNeeded: length))
            writer.writeByte(UInt8(truncatingIfNeeded: length >> 8))
            writer.writeByte(UInt8(truncatingIfNeeded: ~length))
            writer.writeByte(UInt8(truncatingIfNeeded: ~length >> 8))
            writer.writeBytes(UnsafeBufferPointer(rebasing: source[offset..<(offset + length)]))
            offset += length
        } while offset < source.count
    }
}

/// zlib's Adler-32 checksum (RFC 1950, 8.2), summed a run at a time: `n` copies of a byte `c`
/// add `n × c` to the first sum and `n × s1 + c × n(n + 1)/2` to the second, so the long runs of
/// a drawing cost no more than a byte each.
private struct Adler32 {
    private static let modulus: UInt64 = 65521
    private var s1: UInt64 = 1
    private var s2: UInt64 = 0
    /// Bytes added since the sums were last reduced; they stay far from overflowing below 4,096.
    private var unreduced = 0

    @inline(__always)
    mutating func add(_ byte: UInt8) {
        s1 += UInt64(byte)
        s2 += s1
        unreduced += 1
        if unreduced == 4096 { reduce() }
    }

    @inline(__always)
    mutating func add(_ byte: UInt8, repeated count: Int) {
        let n = UInt64(count), c = UInt64(byte)
        s2 += n * s1 + c * n * (n + 1) / 2
        s1 += n * c
        reduce()
    }

    private mutating func reduce() {
        s1 %= Self.modulus
        s2 %= Self.modulus
        unreduced = 0
    }

    /// The checksum of every byte added.
    var value: UInt32 { UInt32((s2 % Self.modulus) << 16 | (s1 % Self.modulus)) }
}

/// Deflate's length codes (RFC 1951, 3.2.5): for each match length, its symbol and extra bits.
private struct LengthCode {
    var code: UInt16
    var extraBitCount: UInt8
    var extraBits: UInt16

    /// Indexed by match length, 3 to 258 (entries 0 to 2 are unused).
    static let table: [LengthCode] = {
        let bases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let extras: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var table = [LengthCode](repeating: LengthCode(code: 0, extraBitCount: 0, extraBits: 0), count: 259)
        for length in 3...258 {
            // The last code whose base is at or below the length; 258 has a code of its own.
            let index = length == 258 ? 28 : (bases.lastIndex { $0 <= length } ?? 0)
            table[length] = LengthCode(code: UInt16(257 + index), extraBitCount: extras[index], extraBits: UInt16(length - bases[index]))
        }
        return table
    }()
}

/// The lengths of a dynamic block's two codes, themselves coded (RFC 1951, 3.2.7): runs of equal
/// lengths shortened with symbols 16, 17 and 18, then Huffman-coded with the code-length code.
private struct CodeLengthHeader {
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
private enum HuffmanCode {
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
        var nextLeaf = 0, nextMerged = used.count
        func takeSmallest() -> Int {
            if nextLeaf < used.count, nextMerged >= weight.count || weight[nextLeaf] <= weight[nextMerged] {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextMerged += 1
            return nextMerged - 1
        }
        while weight.count < parent.count {
            let first = takeSmallest(), second = takeSmallest()
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
            var reversed = 0
            for bit in 0..<Int(length) where value & (1 << bit) != 0 { reversed |= 1 << (Int(length) - 1 - bit) }
            codes[symbol] = UInt16(reversed)
        }
        return codes
    }
}

/// Bits packed into bytes from the low bit up, as deflate sends them.
private struct BitWriter {
    private var bytes: [UInt8]
    private var count = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(capacity: Int) {
        bytes = [UInt8](repeating: 0, count: capacity)
    }

    /// Makes room for at least `bits` more bits.
    mutating func reserve(bits: Int) {
        let needed = count + (pendingCount + bits) / 8 + 16
        if needed > bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(needed - bytes.count, bytes.count))) }
    }

    /// Appends the low `bitCount` bits of `value` (at most 32 a call); room must be reserved.
    @inline(__always)
    mutating func write(_ value: UInt64, bitCount: Int) {
        pending |= value << UInt64(pendingCount)
        pendingCount += bitCount
        if pendingCount >= 32 {
            bytes.withUnsafeMutableBytes { buffer in
                buffer.storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, toByteOffset: count, as: UInt32.self)
            }
            count += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        while pendingCount > 0 {
            reserve(bits: 8)
            bytes[count] = UInt8(truncatingIfNeeded: pending)
            count += 1
            pending >>= 8
            pendingCount = max(0, pendingCount - 8)
        }
        pending = 0
    }

    /// Appends a whole byte; the writer must be at a byte boundary.
    mutating func writeByte(_ byte: UInt8) {
        reserve(bits: 8)
        bytes[count] = byte
        count += 1
    }

    /// Appends whole bytes; the writer must be at a byte boundary.
    mutating func writeBytes(_ source: UnsafeBufferPointer<UInt8>) {
        reserve(bits: source.count * 8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, let from = source.baseAddress else { return }
            (base + count).update(from: from, count: source.count)
        }
        count += source.count
    }

    /// The bytes written; the writer must be at a byte boundary.
    mutating func finish() -> [UInt8] {
        bytes.removeSubrange(count...)
        return bytes
    }
}
