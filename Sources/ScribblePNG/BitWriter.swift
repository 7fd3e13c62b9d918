/// Bits packed into bytes from the low bit up, as deflate sends them.
struct BitWriter {
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
        if needed > bytes.count {
            bytes.append(contentsOf: repeatElement(0, count: max(needed - bytes.count, bytes.count)))
        }
    }

    /// Appends the low `bitCount` bits of `value` (at most 32 a call); room must be reserved.
    mutating func write(_ value: UInt64, bitCount: Int) {
        pending |= value << UInt64(pendingCount)
        pendingCount += bitCount
        if pendingCount >= 32 {
            bytes.withUnsafeMutableBytes { buffer in
                buffer.storeBytes(
                    of: UInt32(truncatingIfNeeded: pending).littleEndian, toByteOffset: count, as: UInt32.self)
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
