internal import CCairo

/// Bytes that Cairo writes through a stream callback (PNG now; SVG and PDF later), kept in memory
/// so the caller decides where they go (an atomic file write, a card store, standard output).
///
/// Hand Cairo ``writeFunction`` with `Unmanaged.passUnretained(sink).toOpaque()` as its closure,
/// and keep the sink alive for as long as Cairo may write: for a call, `withExtendedLifetime`;
/// for a stream surface, a stored property of the surface.
final class ByteSink {
    /// Everything written so far.
    private(set) var bytes: [UInt8] = []

    init() {}

    /// The `cairo_write_func_t` that appends to the sink passed as its closure.
    static let writeFunction: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        guard length > 0 else { return CAIRO_STATUS_SUCCESS }
        guard let data else { return CAIRO_STATUS_WRITE_ERROR }
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}
