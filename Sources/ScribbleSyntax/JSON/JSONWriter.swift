/// Builds JSON text as bytes, writing numbers in their shortest form that reads back exactly.
package struct JSONWriter {
    /// The text so far, as UTF-8.
    package private(set) var bytes: [UInt8] = []

    /// Creates a writer, with room for about `capacity` bytes.
    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Writes text as it is.
    @inline(__always)
    package mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes a number: whole numbers without a fraction (`4`, `-0`), others in the shortest form
    /// that reads back as the same double (`0.1`, `1e-07`).
    ///
    /// JSON has no infinities or NaN; those are written as `null`, which readers refuse where a number
    /// is required.
    @inline(__always)
    package mutating func number(_ value: Double) {
        guard value.isFinite else {
            raw("null")
            return
        }
        if value.rounded(.towardZero) == value, abs(value) < 1e15 {
            if value == 0, value.sign == .minus {
                raw("-0")
            } else {
                integer(Int64(value))
            }
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    /// Writes a whole number.
    package mutating func integer(_ value: some BinaryInteger) {
        var magnitude = UInt64(value.magnitude)
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 24 digits, last digit first
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// Writes a string in double quotes, escaping what JSON requires.
    package mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0..<0x20:
                raw("\\u00")
                let hex: StaticString = "0123456789abcdef"
                bytes.append(hex.utf8Start[Int(byte >> 4)])
                bytes.append(hex.utf8Start[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes `"key": `.
    @inline(__always)
    package mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        raw("\": ")
    }
}
