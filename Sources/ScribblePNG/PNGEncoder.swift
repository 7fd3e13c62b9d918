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
/// The pixels written decode to exactly those Cairo's writer would write: colours un-premultiplied
/// the same way, 8 bits a channel. The colour type is the smallest that holds every pixel: grey
/// when red, green and blue are equal everywhere (black ink on white, say), without alpha when
/// every pixel is opaque. A grey image is a third of the bytes to filter and compress.
package enum PNGEncoder {
    /// Encodes premultiplied 32-bit pixels as a PNG.
    /// - Parameters:
    ///   - pixels: the image, lent for the call.
    ///   - opaqueFormat: whether the pixels' alpha bytes are unused (Cairo's RGB24), so that the
    ///     image is opaque whatever they hold; otherwise alpha is written only when some pixel's
    ///     alpha is not full.
    /// - Returns: the bytes of the PNG file.
    package static func encode(_ pixels: PremultipliedARGBPixels, opaqueFormat: Bool) -> [UInt8] {
        let width = pixels.width
        let height = pixels.height
        let colourType = ColourType(of: pixels, opaqueFormat: opaqueFormat)
        let rowLength = 1 + width * colourType.channels
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
            var above = previous
            var now = current
            for y in 0..<height {
                let sourceRow = source + y * pixels.bytesPerRow
                if y > 0, memcmp(sourceRow, sourceRow - pixels.bytesPerRow, 4 * width) == 0 {
                    // The same pixels as the row above: the filter leaves zeros, and the
                    // converted row above still stands.
                    deflater.append(2, repeated: 1)
                    deflater.append(0, repeated: rowLength - 1)
                    continue
                }
                convertRow(pixels, y: y, as: colourType, into: UnsafeMutableBufferPointer(start: now, count: rowLength))
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
        // Depth 8, the colour type, deflate, adaptive filters, no interlace.
        header += [8, colourType.rawValue, 0, 0, 0]
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

    /// Writes one row of pixels in the colour type's channels after the filter-type byte,
    /// colour un-premultiplied where alpha is kept.
    private static func convertRow(
        _ pixels: PremultipliedARGBPixels, y: Int, as colourType: ColourType,
        into row: UnsafeMutableBufferPointer<UInt8>
    ) {
        guard let base = pixels.bytes.baseAddress else { return }
        let source = (base + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
        var out = 1
        switch colourType {
        case .grey:
            for x in 0..<pixels.width { row[x + 1] = UInt8(truncatingIfNeeded: source[x]) }
        case .rgb:
            for x in 0..<pixels.width {
                let pixel = source[x]
                row[out] = UInt8(truncatingIfNeeded: pixel >> 16)
                row[out + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                row[out + 2] = UInt8(truncatingIfNeeded: pixel)
                out += 3
            }
        case .greyAlpha:
            for x in 0..<pixels.width {
                let pixel = source[x]
                let alpha = pixel >> 24
                row[out] = straight(pixel & 0xFF, alpha: alpha)
                row[out + 1] = UInt8(truncatingIfNeeded: alpha)
                out += 2
            }
        case .rgba:
            for x in 0..<pixels.width {
                let pixel = source[x]
                let alpha = pixel >> 24
                row[out] = straight((pixel >> 16) & 0xFF, alpha: alpha)
                row[out + 1] = straight((pixel >> 8) & 0xFF, alpha: alpha)
                row[out + 2] = straight(pixel & 0xFF, alpha: alpha)
                row[out + 3] = UInt8(truncatingIfNeeded: alpha)
                out += 4
            }
        }
    }

    /// A premultiplied channel made straight, rounded as Cairo's writer rounds; 0 where nothing
    /// is covered.
    private static func straight(_ channel: UInt32, alpha: UInt32) -> UInt8 {
        switch alpha {
        case 0: 0
        case 255: UInt8(truncatingIfNeeded: channel)
        default: UInt8(truncatingIfNeeded: (channel * 255 + alpha / 2) / alpha)
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
        bytes += [
            UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
            UInt8(truncatingIfNeeded: value),
        ]
    }
}
