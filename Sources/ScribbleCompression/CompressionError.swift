/// Compressed data that could not be read or written: what is wrong, where in the compressed
/// bytes when that is known, and whether it is a limit that was passed.
///
/// ```
/// the gzip data inflates to more than 1048576 bytes, the limit
/// the ZIP archive's entry "content.xml" is compressed with method 12 (bzip2); only stored and deflate entries are read
/// ```
public struct CompressionError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong, in words a user can act on.
    public var message: String
    /// The offset in the compressed bytes where the problem is, when known.
    public var offset: Int?
    /// Whether what is wrong is that the data inflates past the limit it was read under.
    public var isOverLimit: Bool

    /// Creates an error.
    public init(_ message: String, offset: Int? = nil, isOverLimit: Bool = false) {
        self.message = message
        self.offset = offset
        self.isOverLimit = isOverLimit
    }

    public var description: String { message }
}
