/// Why a JPEG could not be read. Nothing is decoded when one is thrown.
public struct JPEGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The bytes are not a JPEG image that libjpeg-turbo can read, or the image is damaged.
        case unreadable
        /// The image has more pixels than allowed (checked from its header, before decoding).
        case tooLarge
        /// libjpeg-turbo could not be set up.
        case unavailable
    }

    /// What went wrong.
    public let kind: Kind
    /// What went wrong, in words, without the file's name.
    public let message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
