internal import CZlib

/// One zlib stream, inflating or deflating: the only owner of a `z_stream` in Scribble.
///
/// The stream lives at a fixed address (zlib keeps a pointer back to it) from `init`, which checks
/// that zlib could set it up, to `deinit`, which ends it. Every call's status is checked: data
/// that is not what it claims to be, data that stops short, and memory zlib could not get are
/// errors, never ignored.
final class ZStream {
    /// What the stream reads or writes.
    enum Wrapping {
        /// Raw deflate data, as a ZIP entry holds it.
        case raw
        /// A gzip member: header, deflate data, CRC-32 and length.
        case gzip

        var windowBits: Int32 {
            switch self {
            case .raw: -MAX_WBITS
            case .gzip: MAX_WBITS + 16
            }
        }
    }

    private enum Direction { case inflate, deflate }

    private let stream: UnsafeMutablePointer<z_stream>
    private let direction: Direction
    private let wrapping: Wrapping
    /// Whether zlib set the stream up, and so has to end it. An `init` that throws still runs
    /// `deinit` (every stored property is set by then), which frees the memory either way.
    private var isStarted = false

    /// The stream's size, as zlib's init functions check it.
    private static let streamSize = Int32(MemoryLayout<z_stream>.size)

    /// A stream that inflates.
    init(inflating wrapping: Wrapping) throws(CompressionError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        direction = .inflate
        self.wrapping = wrapping
        let status = inflateInit2_(stream, wrapping.windowBits, zlibVersion(), Self.streamSize)
        guard status == Z_OK else {
            throw CompressionError("zlib could not start inflating (\(Self.describe(status)))")
        }
        isStarted = true
    }

    /// A stream that deflates at `level` (0…9).
    init(deflating wrapping: Wrapping, level: Int32) throws(CompressionError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        direction = .deflate
        self.wrapping = wrapping
        let status = deflateInit2_(
            stream, level, Z_DEFLATED, wrapping.windowBits, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Self.streamSize)
        guard status == Z_OK else {
            throw CompressionError("zlib could not start deflating (\(Self.describe(status)))")
        }
        isStarted = true
    }

    deinit {
        if isStarted {
            switch direction {
            case .inflate: inflateEnd(stream)
            case .deflate: deflateEnd(stream)
            }
        }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// How an inflation ended.
    struct Inflated {
        /// How many bytes of the input it read.
        var consumed: Int
        /// Whether the deflate data (or gzip member) came to its proper end.
        var ended: Bool
    }

    /// The most bytes handed to zlib in one call (its counts are 32 bits).
    private static let maximumChunk = 1 << 30
    /// How many bytes of output are made at a time.
    private static let outputChunk = 1 << 16

    /// Inflates `input` from its start until the stream ends or the input runs out, appending
    /// what comes out to `output`.
    /// - Parameters:
    ///   - limit: The most bytes `output` may hold; inflating stops with an error as soon as it
    ///     would hold more, `output` then holding the first `limit`.
    /// - Returns: How much input was read and whether the stream ended.
    /// - Throws: ``CompressionError`` for data that is not deflate (or gzip) data, or output past
    ///   `limit`.
    func inflate(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], limit: Int) throws(CompressionError)
        -> Inflated
    {
        var consumed = 0
        var chunk = [UInt8](repeating: 0, count: Self.outputChunk)
        while true {
            let take = Swift.min(input.count - consumed, Self.maximumChunk)
            // zlib reads through a mutable pointer but does not write to the input.
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress.map { $0 + consumed })
            stream.pointee.avail_in = uInt(take)
            let (status, made) = chunk.withUnsafeMutableBufferPointer { buffer -> (Int32, Int) in
                stream.pointee.next_out = buffer.baseAddress
                stream.pointee.avail_out = uInt(buffer.count)
                let status = CZlib.inflate(stream, Z_NO_FLUSH)
                return (status, buffer.count - Int(stream.pointee.avail_out))
            }
            let read = take - Int(stream.pointee.avail_in)
            consumed += read
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
            if made > 0 {
                guard output.count + made <= limit else {
                    // The first `limit` bytes are kept, for a caller that wanted only a head.
                    output.append(contentsOf: chunk[0..<Swift.max(0, limit - output.count)])
                    throw CompressionError(
                        "the data inflates to more than \(limit) bytes, the limit", isOverLimit: true)
                }
                output.append(contentsOf: chunk[0..<made])
            }
            switch status {
            case Z_STREAM_END:
                return Inflated(consumed: consumed, ended: true)
            case Z_OK:
                continue
            case Z_BUF_ERROR:
                // No progress was possible: the input ran out before the stream ended.
                if read == 0, made == 0 { return Inflated(consumed: consumed, ended: false) }
                continue
            case Z_DATA_ERROR, Z_NEED_DICT:
                throw CompressionError(
                    "the compressed data is corrupt: \(message(or: "not valid deflate data"))", offset: consumed)
            default:
                throw CompressionError("zlib failed while inflating (\(Self.describe(status)))", offset: consumed)
            }
        }
    }

    /// Starts the stream again for another member, keeping what it allocated.
    func reset() throws(CompressionError) {
        let status = direction == .inflate ? inflateReset(stream) : deflateReset(stream)
        guard status == Z_OK else { throw CompressionError("zlib could not start again (\(Self.describe(status)))") }
    }

    /// Deflates the whole of `input` and finishes the stream.
    /// - Returns: The compressed bytes.
    func deflateAll(_ input: UnsafeBufferPointer<UInt8>) throws(CompressionError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 4 + 64)
        var chunk = [UInt8](repeating: 0, count: Self.outputChunk)
        var consumed = 0
        while true {
            let take = Swift.min(input.count - consumed, Self.maximumChunk)
            let last = consumed + take == input.count
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress.map { $0 + consumed })
            stream.pointee.avail_in = uInt(take)
            var status: Int32 = Z_OK
            repeat {
                let made: Int
                (status, made) = chunk.withUnsafeMutableBufferPointer { buffer -> (Int32, Int) in
                    stream.pointee.next_out = buffer.baseAddress
                    stream.pointee.avail_out = uInt(buffer.count)
                    let status = deflate(stream, last ? Z_FINISH : Z_NO_FLUSH)
                    return (status, buffer.count - Int(stream.pointee.avail_out))
                }
                output.append(contentsOf: chunk[0..<made])
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                    throw CompressionError("zlib failed while deflating (\(Self.describe(status)))")
                }
            } while stream.pointee.avail_out == 0 || (last && status != Z_STREAM_END)
            consumed += take - Int(stream.pointee.avail_in)
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
            if status == Z_STREAM_END { return output }
        }
    }

    /// zlib's own message for the last error, or `fallback`.
    private func message(or fallback: String) -> String {
        stream.pointee.msg.map { String(cString: $0) } ?? fallback
    }

    /// A status code in words.
    static func describe(_ status: Int32) -> String {
        switch status {
        case Z_MEM_ERROR: "out of memory"
        case Z_STREAM_ERROR: "an inconsistent stream"
        case Z_VERSION_ERROR: "an incompatible zlib version"
        case Z_BUF_ERROR: "no progress possible"
        case Z_DATA_ERROR: "corrupt data"
        default: "status \(status)"
        }
    }
}
