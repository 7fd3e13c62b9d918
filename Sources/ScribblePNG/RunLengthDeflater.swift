/// A zlib stream writer (RFC 1950 around RFC 1951's deflate) that looks for one kind of
/// repetition only: a byte repeated, coded as a match at distance 1. PNG rows of a drawing, once
/// the Up filter has run, are long runs of zeros with a little ink between, so this finds almost
/// everything a general matcher would, at a fraction of the cost: runs are measured eight bytes
/// at a time, a run the caller already knows of is taken whole without being written out, and
/// each block gets Huffman codes fitted to its own symbols.
///
/// ```swift
/// var deflater = RunLengthDeflater(expectedByteCount: rows * rowLength)
/// deflater.append(filteredRow)             // bytes, searched for runs
/// deflater.append(0, repeated: rowLength)  // a run known in advance
/// let stream = deflater.finish()           // zlib's inflate reads it back
/// ```
struct RunLengthDeflater {
    /// Symbols collected before a block is written: enough that a block header (about 60 bytes)
    /// costs nothing, few enough that the codes follow the image as it changes.
    private static let symbolsPerBlock = 1 << 15

    private var writer: BitWriter
    /// The current block's symbols: a literal byte is its value (0–255), a run of 3 to 258
    /// copies of the byte before it is 256 + length.
    private var symbols: [UInt16]
    private var symbolCount = 0
    private var checksum = Adler32()
    /// The last byte appended, which a run repeats; `nil` before the first.
    private var lastByte: UInt8?
    /// The last byte before the current block, from which a stored block is spelled out again.
    private var lastByteBeforeBlock: UInt8 = 0

    /// Starts a stream, with room for about as many compressed bytes as `expectedByteCount`
    /// uncompressed ones usually take.
    init(expectedByteCount: Int) {
        writer = BitWriter(capacity: expectedByteCount / 16 + 1024)
        symbols = [UInt16](repeating: 0, count: Self.symbolsPerBlock)
        writer.writeByte(0x78)  // deflate, 32 KB window
        writer.writeByte(0x01)  // fastest compression; the header checksum makes 0x7801 a multiple of 31
    }

    /// The zlib stream of `input` in one call.
    static func zlibStream(of input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var deflater = RunLengthDeflater(expectedByteCount: input.count)
        deflater.append(input)
        return deflater.finish()
    }

    /// Appends bytes, coding each stretch of 3 or more equal bytes as a run.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var index = 0
        var sums = checksum
        defer { checksum = sums }
        while index < bytes.count {
            if symbolCount == Self.symbolsPerBlock { writeBlock(isLast: false) }
            let previous = lastByte
            let (taken, made) = symbols.withUnsafeMutableBufferPointer { buffer in
                Self.collect(
                    base, from: index, to: bytes.count, after: previous, into: buffer, at: symbolCount, checksum: &sums)
            }
            index += taken
            symbolCount += made
            lastByte = base[index - 1]
        }
    }

    /// Appends `count` copies of `byte`, coded as runs without being looked at.
    mutating func append(_ byte: UInt8, repeated count: Int) {
        var remaining = count
        guard remaining > 0 else { return }
        checksum.add(byte, repeated: remaining)
        if lastByte != byte {
            appendSymbol(UInt16(byte))
            lastByte = byte
            remaining -= 1
        }
        while remaining >= 3 {
            // Split so that no piece is left under the shortest run.
            let length = remaining > 258 && remaining < 261 ? remaining - 3 : min(remaining, 258)
            appendSymbol(UInt16(256 + length))
            remaining -= length
        }
        for _ in 0..<remaining { appendSymbol(UInt16(byte)) }
    }

    /// Ends the stream: the last block and the Adler-32 checksum of every byte appended.
    mutating func finish() -> [UInt8] {
        writeBlock(isLast: true)
        writer.alignToByte()
        let value = checksum.value
        for shift in [24, 16, 8, 0] { writer.writeByte(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
        return writer.finish()
    }

    private mutating func appendSymbol(_ symbol: UInt16) {
        if symbolCount == Self.symbolsPerBlock { writeBlock(isLast: false) }
        symbols[symbolCount] = symbol
        symbolCount += 1
    }

    // MARK: Finding runs

    /// Reads bytes from `start` until `end` or until the symbol buffer is full, and returns how
    /// many bytes it took and how many symbols it made. `previous` is the byte before `start`, which
    /// a run at `start` repeats. The bytes read are added to `checksum`, a run at once.
    private static func collect(
        _ base: UnsafePointer<UInt8>, from start: Int, to end: Int, after previous: UInt8?,
        into symbols: UnsafeMutableBufferPointer<UInt16>, at first: Int, checksum: inout Adler32
    ) -> (taken: Int, made: Int) {
        var index = start
        var count = first
        while index < end, count < symbols.count {
            // The byte a run here would repeat: the one before it, in these bytes or the last ones.
            if let byte = index > start ? base[index - 1] : previous {
                let run = runLength(of: byte, in: base, at: index, end: end)
                if run >= 3 {
                    symbols[count] = UInt16(256 + run)
                    checksum.add(byte, repeated: run)
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
        return (index - start, count - first)
    }

    /// How many bytes from `index` on (at most 258) equal `byte`.
    private static func runLength(of byte: UInt8, in base: UnsafePointer<UInt8>, at index: Int, end: Int) -> Int {
        let limit = min(258, end - index)
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        var length = 0
        while length + 8 <= limit {
            let word = UnsafeRawPointer(base + index + length).loadUnaligned(as: UInt64.self)
            let difference = word ^ pattern
            if difference != 0 { return length + difference.littleEndian.trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit, base[index + length] == byte { length += 1 }
        return length
    }

    // MARK: Writing blocks

    /// Writes the symbols collected as one block, with codes made for them, or stored when that
    /// is smaller, and starts the next block.
    private mutating func writeBlock(isLast: Bool) {
        let count = symbolCount
        symbolCount = 0
        defer { lastByteBeforeBlock = lastByte ?? 0 }
        symbols.withUnsafeBufferPointer { buffer in
            let block = UnsafeBufferPointer(rebasing: buffer[0..<count])
            if !Self.writeCoded(block, isLast: isLast, to: &writer) {
                Self.writeStored(block, after: lastByteBeforeBlock, isLast: isLast, to: &writer)
            }
        }
    }

    /// Writes a block with dynamic Huffman codes, unless it would be larger than the same bytes
    /// stored; returns whether it wrote it.
    private static func writeCoded(_ symbols: UnsafeBufferPointer<UInt16>, isLast: Bool, to writer: inout BitWriter)
        -> Bool
    {
        var literalCounts = [Int](repeating: 0, count: 286)
        var byteCount = 0
        var extraBits = 0
        for symbol in symbols {
            if symbol < 256 {
                literalCounts[Int(symbol)] += 1
                byteCount += 1
            } else {
                let length = LengthCode.table[Int(symbol) - 256]
                literalCounts[Int(length.code)] += 1
                byteCount += Int(symbol) - 256
                extraBits += Int(length.extraBitCount) + 1  // and one bit for the distance code
            }
        }
        literalCounts[256] = 1  // end of block
        let literalLengths = HuffmanCode.lengths(for: literalCounts, limit: 15)
        // Distance 1 is code 0; a block without runs still describes one distance code.
        let header = CodeLengthHeader(literalLengths: literalLengths, distanceLengths: [1])

        var bits = 3 + header.bitCount + extraBits
        for symbol in 0..<286 { bits += literalCounts[symbol] * Int(literalLengths[symbol]) }
        let storedBits = 3 + 7 + (byteCount / 65535 + 1) * 40 + byteCount * 8
        guard bits <= storedBits else { return false }
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
        return true
    }

    /// Writes the bytes the symbols stand for as they are, in stored blocks of at most 65,535
    /// bytes; `previous` is the byte before the first, which a leading run repeats.
    private static func writeStored(
        _ symbols: UnsafeBufferPointer<UInt16>, after previous: UInt8, isLast: Bool, to writer: inout BitWriter
    ) {
        var bytes: [UInt8] = []
        var last = previous
        for symbol in symbols {
            if symbol < 256 {
                last = UInt8(symbol)
                bytes.append(last)
            } else {
                bytes.append(contentsOf: repeatElement(last, count: Int(symbol) - 256))
            }
        }
        var offset = 0
        repeat {
            let length = min(65535, bytes.count - offset)
            let final = isLast && offset + length == bytes.count
            writer.reserve(bits: 48 + length * 8)
            writer.write(final ? 1 : 0, bitCount: 1)
            writer.write(0, bitCount: 2)
            writer.alignToByte()
            writer.writeByte(UInt8(truncatingIfNeeded: length))
            writer.writeByte(UInt8(truncatingIfNeeded: length >> 8))
            writer.writeByte(UInt8(truncatingIfNeeded: ~length))
            writer.writeByte(UInt8(truncatingIfNeeded: ~length >> 8))
            bytes.withUnsafeBufferPointer {
                writer.writeBytes(UnsafeBufferPointer(rebasing: $0[offset..<(offset + length)]))
            }
            offset += length
        } while offset < bytes.count
    }
}
