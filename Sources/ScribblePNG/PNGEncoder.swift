internal import ScribbleCompression
#if canImport(Glibc)
import Glibc
#endif

/// Scribble's own PNG writer, built for speed: one pass over the pixels and a deflate that looks
/// for runs only (``RunLengthDeflater``). Cairo's writer spends most of its time in libpng's
/// adaptive filtering and default compression; this one uses the Up filter (a drawing's rows
/// repeat a lot, and a row like the one above it filters to zeros) and codes the runs that leaves,
/// for files a little larger written several times faster.
///
/// The pixels written are exactly those Cairo's writer would write: colours un-premultiplied the
/// same way, RGB when every pixel is opaque and RGBA otherwise, 8 bits a channel.
package enum PNGEncoder {
    /// Encodes premultiplied 32-bit pixels as a PNG.
    /// - Parameters:
    ///   - pixels: the image, lent for the call.
    ///   - opaqueFormat: whether the pixels' alpha bytes are unused (Cairo's RGB24), so that the
    ///     image is opaque whatever they hold; otherwise it is written as RGB only when every
    ///     pixel's alpha is full.
    /// - Returns: the bytes of the PNG file.
    package static func encode(_ pixels: PremultipliedARGBPixels, opaqueFormat: Bool) -> [UInt8] {
        let width = pixels.width, height = pixels.height
        let opaque = opaqueFormat || isOpaque(pixels)
        let channels = opaque ? 3 : 4
        let rowLength = 1 + width * channels
        var deflater = RunLengthDeflater(expectedByteCount: rowLength * height)
        if let source = pixels.bytes.baseAddress {
            // The converted row above (zeros above the first), the one being made, and its
            // filtered bytes after the filter-type byte.
            let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: rowLength)
            let current = UnsafeMutablePointer<UInt8>.allocate(capacity: rowLength)
            let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: rowLength)
            defer {
                previous.deallocate()
                current.deallocate()
                filtered.deallocate()
            }
            previous.initialize(repeating: 0, count: rowLength)
            filtered[0] = 2  // the Up filter: each byte minus the one above it
            var above = previous, now = current
            for y in 0..<height {
                let sourceRow = source + y * pixels.bytesPerRow
                if y > 0, memcmp(sourceRow, sourceRow - pixels.bytesPerRow, 4 * width) == 0 {
                    // The same pixels as the row above: the filter leaves zeros, and the
                    // converted row above still stands.
                    deflater.append(2, repeated: 1)
                    deflater.append(0, repeated: rowLength - 1)
                    continue
                }
                convertRow(pixels, y: y, opaque: opaque, into: UnsafeMutableBufferPointer(start: now, count: rowLength))
                for index in 1..<rowLength { filtered[index] = now[index] &- above[index] }
                deflater.append(UnsafeBufferPointer(start: filtered, count: rowLength))
                swap(&above, &now)
            }
        }
        let compressed = deflater.finish()
        // IDAT chunks of at most 1 MiB, as decoders expect reasonable chunk sizes.
        let chunkSize = 1 << 20
        let idatCount = max(1, (compressed.count + chunkSize - 1) / chunkSize)
        // Signature, IHDR, the IDATs and IEND, each chunk 12 bytes around its data: the file is
        // made in one allocation of its exact size, not grown by doubling beside the stream.
        var png: [UInt8] = []
        png.reserveCapacity(8 + (12 + 13) + 12 * idatCount + compressed.count + 12)
        png += [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, opaque ? 2 : 6, 0, 0, 0]  // depth 8, RGB or RGBA, deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &png)
        var offset = 0
        repeat {
            let end = min(compressed.count, offset + chunkSize)
            appendChunk("IDAT", compressed[offset..<end], to: &png)
            offset = end
        } while offset < compressed.count
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Whether every pixel has full alpha.
    private static func isOpaque(_ pixels: PremultipliedARGBPixels) -> Bool {
        guard let base = pixels.bytes.baseAddress else { return false }
        for y in 0..<pixels.height {
            let row = (base + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFFFF_FFFF
            for x in 0..<pixels.width { all &= row[x] }
            if all < 0xFF00_0000 { return false }
        }
        return true
    }

    /// Writes one row of pixels as RGB or straight-alpha RGBA bytes after the filter-type byte.
    private static func convertRow(_ pixels: PremultipliedARGBPixels, y: Int, opaque: Bool, into row: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = pixels.bytes.baseAddress else { return }
        let source = (base + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
        var out = 1
        if opaque {
            for x in 0..<pixels.width {
                let pixel = source[x]
                row[out] = UInt8(truncatingIfNeeded: pixel >> 16)
                row[out + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                row[out + 2] = UInt8(truncatingIfNeeded: pixel)
                out += 3
            }
            return
        }
        for x in 0..<pixels.width {
            let pixel = source[x]
            let alpha = pixel >> 24
            switch alpha {
            case 0:
                row[out] = 0; row[out + 1] = 0; row[out + 2] = 0; row[out + 3] = 0
            case 255:
                row[out] = UInt8(truncatingIfNeeded: pixel >> 16)
                row[out + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                row[out + 2] = UInt8(truncatingIfNeeded: pixel)
                row[out + 3] = 255
            default:
                // Cairo stores colour premultiplied; PNG wants it straight, rounded as Cairo rounds.
                let half = alpha / 2
                row[out] = UInt8(truncatingIfNeeded: (((pixel >> 16) & 0xFF) * 255 + half) / alpha)
                row[out + 1] = UInt8(truncatingIfNeeded: (((pixel >> 8) & 0xFF) * 255 + half) / alpha)
                row[out + 2] = UInt8(truncatingIfNeeded: ((pixel & 0xFF) * 255 + half) / alpha)
                row[out + 3] = UInt8(truncatingIfNeeded: alpha)
            }
            out += 4
        }
    }

    private static func appendChunk(_ type: String, _ data: some Collection<UInt8>, to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let typeBytes = Array(type.utf8)
        png += typeBytes
        png += data
        // The checksum covers the type and the data, which now end the buffer.
        let covered = typeBytes.count + data.count
        let checksum = png.withUnsafeBufferPointer { buffer in
            CRC32.checksum(UnsafeBufferPointer(rebasing: buffer[(buffer.count - covered)...]))
        }
        appendBigEndian(checksum, to: &png)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
