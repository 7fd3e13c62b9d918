/// gzip data (RFC 1952), inflated within a limit and deflated whole, through zlib.
///
/// ```swift
/// let xml = try Gzip.decompress(bytes, maximumBytes: 256 << 20)
/// let file = try Gzip.compress(xml)
/// ```
public enum Gzip {
    /// The two bytes every gzip member begins with.
    public static let magic: [UInt8] = [0x1F, 0x8B]

    /// Whether `head` begins as gzip data does.
    public static func isCompressed(_ head: some Collection<UInt8>) -> Bool {
        head.starts(with: magic)
    }

    /// Inflates gzip data: one member or several one after another (as `cat a.gz b.gz` makes),
    /// each checked against its CRC-32 and length; zero bytes after the last are padding.
    /// - Parameters:
    ///   - bytes: The compressed bytes.
    ///   - maximumBytes: The most bytes the data may inflate to. Inflating stops as soon as it
    ///     would make more, so a small file that inflates without bound (a "gzip bomb") costs at
    ///     most this much memory.
    /// - Returns: The inflated bytes.
    /// - Throws: ``CompressionError``: not gzip data, corrupt or truncated data, data after the
    ///   end that is not another member, or more than `maximumBytes` inflated
    ///   (``CompressionError/isOverLimit``).
    public static func decompress(_ bytes: some Collection<UInt8>, maximumBytes: Int) throws(CompressionError)
        -> [UInt8]
    {
        let body = { (buffer: UnsafeBufferPointer<UInt8>) -> Result<[UInt8], CompressionError> in
            Result { () throws(CompressionError) -> [UInt8] in
                try decompress(buffer: buffer, maximumBytes: maximumBytes)
            }
        }
        if let result = bytes.withContiguousStorageIfAvailable(body) { return try result.get() }
        return try Array(bytes).withUnsafeBufferPointer(body).get()
    }

    private static func decompress(buffer: UnsafeBufferPointer<UInt8>, maximumBytes: Int) throws(CompressionError)
        -> [UInt8]
    {
        guard isCompressed(buffer) else {
            throw CompressionError("not gzip data: it does not begin with the bytes 1F 8B", offset: 0)
        }
        let stream = try ZStream(inflating: .gzip)
        var output: [UInt8] = []
        var start = 0
        var members = 0
        while start < buffer.count {
            if members > 0 {
                let rest = buffer[start...]
                if rest.allSatisfy({ $0 == 0 }) { break }
                guard isCompressed(rest) else {
                    throw CompressionError(
                        "there are \(rest.count) bytes after the end of the gzip data that are not another gzip member",
                        offset: start)
                }
                try stream.reset()
            }
            let inflated: ZStream.Inflated
            do {
                inflated = try stream.inflate(
                    UnsafeBufferPointer(rebasing: buffer[start...]), into: &output, limit: maximumBytes)
            } catch {
                var located = error
                located.offset = located.offset.map { $0 + start }
                if error.isOverLimit {
                    located.message = "the gzip data inflates to more than \(maximumBytes) bytes, the limit"
                }
                throw located
            }
            guard inflated.ended else {
                throw CompressionError(
                    "the gzip data is truncated: it ends after \(buffer.count) bytes, before its end (\(output.count) bytes inflated)",
                    offset: buffer.count)
            }
            start += inflated.consumed
            members += 1
        }
        return output
    }

    /// The first bytes the gzip data inflates to, up to `count` of them, for telling what it
    /// holds; `nil` when it is not gzip data or is corrupt before then.
    public static func head(of bytes: some Collection<UInt8>, count: Int) -> [UInt8]? {
        guard isCompressed(bytes) else { return nil }
        let body = { (buffer: UnsafeBufferPointer<UInt8>) -> [UInt8]? in
            guard let stream = try? ZStream(inflating: .gzip) else { return nil }
            var output: [UInt8] = []
            do throws(CompressionError) {
                _ = try stream.inflate(buffer, into: &output, limit: count)
                return output
            } catch {
                return error.isOverLimit ? output : nil
            }
        }
        if let result: [UInt8]? = bytes.withContiguousStorageIfAvailable(body) { return result }
        return Array(bytes).withUnsafeBufferPointer(body)
    }

    /// Deflates `bytes` into one gzip member, as `gzip -6` does, with no file name and no time,
    /// so that the same bytes always give the same file.
    /// - Throws: ``CompressionError`` when zlib cannot get the memory it needs.
    public static func compress(_ bytes: some Collection<UInt8>, level: Int = 6) throws(CompressionError) -> [UInt8] {
        let stream = try ZStream(deflating: .gzip, level: Int32(Swift.min(9, Swift.max(0, level))))
        let body = { (buffer: UnsafeBufferPointer<UInt8>) -> Result<[UInt8], CompressionError> in
            Result { () throws(CompressionError) -> [UInt8] in try stream.deflateAll(buffer) }
        }
        if let result = bytes.withContiguousStorageIfAvailable(body) { return try result.get() }
        return try Array(bytes).withUnsafeBufferPointer(body).get()
    }
}

/// Raw deflate data, with no wrapping, as a ZIP entry holds it: for tests that build archives.
package enum RawDeflate {
    /// Deflates `bytes` at `level` (0…9).
    package static func compress(_ bytes: [UInt8], level: Int = 6) throws(CompressionError) -> [UInt8] {
        let stream = try ZStream(deflating: .raw, level: Int32(Swift.min(9, Swift.max(0, level))))
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(CompressionError) -> [UInt8] in try stream.deflateAll(buffer) }
        }
        return try result.get()
    }
}
