internal import CCairo

/// Bytes in memory that Cairo reads through a stream callback (a PNG to decode).
///
/// Hand Cairo ``readFunction`` with `Unmanaged.passUnretained(source).toOpaque()` as its
/// closure, and keep the source alive (`withExtendedLifetime`) while Cairo reads.
final class ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The `cairo_read_func_t` that fills Cairo's buffer from the source passed as its closure;
    /// asking for more than is left is a read error, as the end of a truncated file is.
    static let readFunction: cairo_read_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard count > 0 else { return CAIRO_STATUS_SUCCESS }
        guard let data, count <= source.bytes.count - source.offset else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            data.update(from: base + source.offset, count: count)
        }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
