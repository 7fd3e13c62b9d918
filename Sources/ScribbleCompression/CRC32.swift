internal import CZlib

/// The CRC-32 of ISO 3309 (as gzip, ZIP and PNG check their data with), computed by zlib.
public enum CRC32 {
    /// The checksum of `bytes`, carried on from `previous` (the checksum of the bytes before them;
    /// 0 to start).
    public static func checksum(_ bytes: UnsafeBufferPointer<UInt8>, continuing previous: UInt32 = 0) -> UInt32 {
        var value = uLong(previous)
        var rest = bytes
        // zlib's counts are 32 bits.
        while !rest.isEmpty {
            let take = Swift.min(rest.count, 1 << 30)
            value = crc32(value, rest.baseAddress, uInt(take))
            rest = UnsafeBufferPointer(rebasing: rest[take...])
        }
        return UInt32(truncatingIfNeeded: value)
    }

    /// The checksum of `bytes`.
    public static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        if let value = bytes.withContiguousStorageIfAvailable({ checksum($0) }) { return value }
        return Array(bytes).withUnsafeBufferPointer { checksum($0) }
    }
}
