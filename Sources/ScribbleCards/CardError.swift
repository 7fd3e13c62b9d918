import ScribbleCairo

/// Why a card operation failed, with a message a user can act on.
public struct CardError: Error, CustomStringConvertible, Hashable, Sendable {
    /// What kind of failure it was.
    public enum Kind: Hashable, Sendable {
        /// An id that is not a UUID (or the start of one, where a prefix is allowed).
        case invalidID
        /// No card, or no element, with the id given.
        case notFound
        /// A prefix that matches more than one card or element.
        case ambiguousID
        /// A value out of range: a size, an offset, a rotation, a scale.
        case invalidValue
        /// A store file that cannot be read as what it should be: a damaged `card.json`, an
        /// unknown version, a PNG that does not decode.
        case unreadable
        /// A store that tries to lead outside itself: a symbolic link, a file name with a path in
        /// it, something that is not a plain file or folder.
        case unsafe
        /// A file, a card or an image over one of the store's limits.
        case tooLarge
        /// An input that cannot become an element (a JPEG, a PDF, a drawing without ink).
        case unsupportedInput
        /// The file system refused: a missing folder, no permission, a full disk.
        case fileSystem
        /// Rendering failed.
        case rendering
    }

    /// What kind of failure it was.
    public var kind: Kind
    /// The whole message, starting with the file concerned where there is one.
    public var message: String
    /// The rendering or decoding error that this one reports, when there is one; its message
    /// ends ``message``.
    public var cause: CairoError?

    /// Creates an error.
    /// - Parameters:
    ///   - kind: what kind of failure it was.
    ///   - message: the whole message.
    ///   - cause: the rendering or decoding error behind it, whose message ends `message`.
    public init(_ kind: Kind, _ message: String, cause: CairoError? = nil) {
        self.kind = kind
        self.message = message
        self.cause = cause
    }

    public var description: String { message }
}
