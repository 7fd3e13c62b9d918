/// Decodes the points of a tldraw draw shape's segment, in each of the encodings tldraw has used:
///
/// - `points: [{x, y, z}, …]`, objects (tldraw 2 before draw-shape version 3);
/// - `points: "…"`, base64 of little-endian Float16 triplets `x y z`, absolute (draw-shape version
///   3, the "legacy" base64);
/// - `path: "…"`, base64 of the first point as little-endian Float32s (`x y z`, 12 bytes) and then
///   each next point as Float16 differences from the one before (`dx dy dz`, 6 bytes), summed in
///   double precision as JavaScript does (draw-shape version 4, current); with `dim: 2` the points
///   have no `z` (8 bytes, then 4 per point) and their pressure is 0.5.
enum TldrawPathDecoder {
    /// A decoded point, in the shape's coordinates.
    struct Vector {
        var x: Double
        var y: Double
        var z: Double
    }

    /// Why a path could not be decoded.
    struct Problem: Error {
        var message: String
    }

    /// The points of a `path` (delta encoding) with 2 or 3 values per point.
    static func deltaPoints(_ base64: String, dimensions: Int, limit: Int) throws(Problem) -> [Vector] {
        guard dimensions == 2 || dimensions == 3 else {
            throw Problem(message: "dim is \(dimensions); tldraw paths have 2 or 3 values per point")
        }
        let bytes = try decodeBase64(base64)
        if bytes.isEmpty { return [] }
        let first = 4 * dimensions
        let step = 2 * dimensions
        guard bytes.count >= first, (bytes.count - first) % step == 0 else {
            throw Problem(
                message:
                    "the path has \(bytes.count) bytes, which is not \(first) for the first point and \(step) for each one after it"
            )
        }
        let count = 1 + (bytes.count - first) / step
        guard count <= limit else { throw Problem(message: "the document has more points than the limit") }
        var x = Double(float32(bytes, at: 0))
        var y = Double(float32(bytes, at: 4))
        var z = dimensions == 3 ? Double(float32(bytes, at: 8)) : 0.5
        var points = [Vector(x: x, y: y, z: z)]
        points.reserveCapacity(count)
        var offset = first
        while offset < bytes.count {
            x += float16(bytes, at: offset)
            y += float16(bytes, at: offset + 2)
            if dimensions == 3 { z += float16(bytes, at: offset + 4) }
            points.append(Vector(x: x, y: y, z: z))
            offset += step
        }
        return points
    }

    /// The points of a legacy base64 `points` string: absolute Float16 triplets.
    static func legacyPoints(_ base64: String, limit: Int) throws(Problem) -> [Vector] {
        let bytes = try decodeBase64(base64)
        guard bytes.count % 6 == 0 else {
            throw Problem(
                message: "the points have \(bytes.count) bytes, which is not 6 (three Float16s) for each point")
        }
        guard bytes.count / 6 <= limit else { throw Problem(message: "the document has more points than the limit") }
        return stride(from: 0, to: bytes.count, by: 6).map { offset in
            Vector(x: float16(bytes, at: offset), y: float16(bytes, at: offset + 2), z: float16(bytes, at: offset + 4))
        }
    }

    /// The bytes of standard base64 (`A–Z a–z 0–9 + /`), with or without `=` padding.
    static func decodeBase64(_ text: String) throws(Problem) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3 / 4)
        var accumulator: UInt32 = 0
        var bits = 0
        var padding = 0
        for (index, character) in text.utf8.enumerated() {
            let value: UInt32
            switch character {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(character - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(character - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(character - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="):
                padding += 1
                continue
            default:
                throw Problem(
                    message:
                        "the base64 text has \(describe(character)) at character \(index + 1), which base64 does not use"
                )
            }
            guard padding == 0 else {
                throw Problem(message: "the base64 text goes on after its \"=\" padding")
            }
            accumulator = (accumulator << 6) | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8((accumulator >> UInt32(bits)) & 0xFF))
            }
        }
        return bytes
    }

    /// An IEEE 754 half-precision number, little-endian at `offset`.
    static func float16(_ bytes: [UInt8], at offset: Int) -> Double {
        let bits = UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
        let sign: Double = bits & 0x8000 != 0 ? -1 : 1
        let exponent = Int((bits >> 10) & 0x1F)
        let fraction = Double(bits & 0x3FF)
        switch exponent {
        case 0: return sign * fraction * 0x1p-24  // zero and subnormals
        case 31: return fraction == 0 ? sign * .infinity : .nan
        default: return sign * (1 + fraction / 1024) * Double(sign: .plus, exponent: exponent - 15, significand: 1)
        }
    }

    /// An IEEE 754 single-precision number, little-endian at `offset`.
    static func float32(_ bytes: [UInt8], at offset: Int) -> Float {
        let bits =
            UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(
                bytes[offset + 3]) << 24
        return Float(bitPattern: bits)
    }

    private static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte)
            ? "\"\(Character(Unicode.Scalar(byte)))\"" : "the byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
