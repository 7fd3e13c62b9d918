internal import CCairo
internal import ScribblePNG

/// A Cairo image surface: pixels in memory, 32-bit premultiplied ARGB in native byte order.
///
/// The pixels are reachable only inside ``withPixels(_:)``, so no pointer into them can outlive
/// the surface.
final class ImageSurface: Surface {
    /// Creates a transparent ARGB32 surface.
    /// - Throws: ``CairoError`` when a side is not 1…32767 pixels or Cairo cannot allocate it.
    convenience init(width: Int, height: Int) throws(CairoError) {
        let operation = "creating a \(width)×\(height) image"
        guard (1...CairoError.maximumDimension).contains(width), (1...CairoError.maximumDimension).contains(height)
        else {
            throw CairoError(
                .invalidSize, operation: operation,
                problem: "each side must be 1 to \(CairoError.maximumDimension) pixels")
        }
        // Cairo's image surfaces start cleared to transparent black.
        try self.init(
            taking: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)), operation: operation)
    }

    /// Decodes a PNG held in memory; the pixel format is whatever Cairo chose for the file.
    /// - Throws: ``CairoError`` with Cairo's status when the bytes do not decode.
    static func decodingPNG(_ bytes: [UInt8]) throws(CairoError) -> ImageSurface {
        let source = ByteSource(bytes)
        let pointer = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(
                ByteSource.readFunction, Unmanaged.passUnretained(source).toOpaque())
        }
        return try ImageSurface(taking: pointer, operation: "decoding a PNG")
    }

    /// The width in pixels.
    var width: Int { Int(cairo_image_surface_get_width(pointer)) }
    /// The height in pixels.
    var height: Int { Int(cairo_image_surface_get_height(pointer)) }
    /// How the pixels are laid out.
    var format: cairo_format_t { cairo_image_surface_get_format(pointer) }

    /// This surface, or a copy of it in ARGB32 when Cairo decoded it into another format
    /// (RGB24 for an opaque PNG, A8 and the like).
    func convertedToARGB32() throws(CairoError) -> ImageSurface {
        guard format != CAIRO_FORMAT_ARGB32 else { return self }
        let copy = try ImageSurface(width: width, height: height)
        let context = try Context(surface: copy)
        context.setSource(self)
        context.setOperator(.source)
        context.paint()
        try context.checkStatus("converting a decoded image to ARGB32")
        copy.flush()
        return copy
    }

    /// Encodes the surface as a PNG in memory.
    /// - Throws: ``CairoError`` with Cairo's status when encoding fails.
    func pngData(compression: PNGCompression = .fast) throws(CairoError) -> [UInt8] {
        flush()
        if compression == .fast, format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 {
            let opaqueFormat = format == CAIRO_FORMAT_RGB24
            return try withPixels { pixels in
                let lent = PremultipliedARGBPixels(
                    bytes: UnsafeRawBufferPointer(pixels.bytes), width: pixels.width, height: pixels.height,
                    bytesPerRow: pixels.bytesPerRow)
                return PNGEncoder.encode(lent, opaqueFormat: opaqueFormat)
            }
        }
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(
                pointer, ByteSink.writeFunction, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(cairo: status, operation: "writing a PNG") }
        return sink.bytes
    }

    /// Calls `body` with the surface's pixels; drawing is flushed before, and Cairo is told after
    /// that the memory may have changed.
    ///
    /// The pixels, and every pointer taken from them, are valid only inside `body`.
    /// - Throws: ``CairoError`` when the surface has no pixel memory (it is in error or finished).
    func withPixels<Result>(_ body: (ImagePixels) -> Result) throws(CairoError) -> Result {
        flush()
        try checkStatus("reading the pixels of an image")
        let height = self.height
        let bytesPerRow = Int(cairo_image_surface_get_stride(pointer))
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw CairoError(
                .cairo(status: "no pixel data"), operation: "reading the pixels of an image",
                problem: "the image has no pixel data")
        }
        let buffer = UnsafeMutableRawBufferPointer(start: data, count: bytesPerRow * height)
        let pixels = ImagePixels(bytes: buffer, width: width, height: height, bytesPerRow: bytesPerRow, format: format)
        defer { cairo_surface_mark_dirty(pointer) }
        return body(pixels)
    }
}

/// The pixel memory of an ``ImageSurface``, lent for the duration of ``ImageSurface/withPixels(_:)``.
/// Never store it or anything taken from it.
struct ImagePixels {
    /// The whole buffer, `bytesPerRow × height` bytes.
    let bytes: UnsafeMutableRawBufferPointer
    let width: Int
    let height: Int
    /// The distance from one row to the next; at least `4 × width` for 32-bit formats.
    let bytesPerRow: Int
    let format: cairo_format_t

    /// The 32-bit pixel at (x, y) of an ARGB32 or RGB24 surface: alpha (unused in RGB24), red,
    /// green and blue from the high byte down; colour premultiplied by alpha.
    func argb(x: Int, y: Int) -> UInt32 {
        bytes.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
    }

    /// Stores the 32-bit pixel at (x, y), laid out as ``argb(x:y:)`` reads it.
    func setARGB(_ value: UInt32, x: Int, y: Int) {
        bytes.storeBytes(of: value, toByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
    }
}
