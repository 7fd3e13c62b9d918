/// Anything that went wrong reading, rendering or writing, as one error a caller can catch and
/// print: its description reads `FILE:LINE:COLUMN: MESSAGE`, leaving out what is not known,
/// as compilers print their diagnostics.
///
/// ```swift
/// do {
///     let drawing = try DrawingReader.drawing(at: "hello.events.json")
///     try Renderer().write(drawing.drawing, to: "hello.png")
/// } catch {
///     print(error)   // hello.events.json:14:22: events[12].x: expected a number, found "abc"
/// }
/// ```
///
/// The error it wraps keeps its detail in ``kind``: a format error's path inside the document
/// and the limit it went past, a file error's system reason, a rendering error's Cairo status.
public struct ScribbleError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, with the detail of the module that found it.
    public enum Kind: Sendable {
        /// A document that could not be read: its place and what is wrong.
        case format(FormatError)
        /// A file that could not be read or written.
        case file(FileError)
        /// A picture that could not be framed (a scale, padding or size out of range, too big for
        /// its format).
        case framing(FramingError)
        /// A picture that could not be made (too large, Cairo's own failure).
        case rendering(CairoError)
        /// A card store refused what was asked of it.
        case card(CardError)
        /// A file that was to hold one drawing holds none, or several; or has none by the number
        /// or name asked for (``DrawingReader/item(_:)``). How many drawings it holds.
        case drawingCount(Int)
    }

    /// What went wrong.
    public var kind: Kind
    /// The file concerned, when known.
    public var file: String?
    /// What is wrong, without the file.
    public var message: String

    /// Creates an error about a file.
    /// - Parameters:
    ///   - file: The file concerned, if any.
    ///   - message: What is wrong.
    ///   - count: For a file that was to hold one drawing, how many it holds.
    init(file: String?, message: String, drawingCount count: Int) {
        kind = .drawingCount(count)
        self.file = file
        self.message = message
    }

    /// Wraps an error thrown by one of Scribble's modules, keeping its detail; an error of any
    /// other kind becomes a file error about `file`, in its own words.
    public init(_ error: any Error, file: String? = nil) {
        switch error {
        case let error as ScribbleError:
            self = error
        case let error as FormatError:
            kind = .format(error)
            self.file = error.file
            message = error.description
        case let error as FileError:
            kind = .file(error)
            self.file = error.path
            message = error.reason
        case let error as FramingError:
            kind = .framing(error)
            self.file = file
            message = error.description
        case let error as CairoError:
            kind = .rendering(error)
            self.file = file
            message = error.description
        case let error as CardError:
            kind = .card(error)
            self.file = file
            message = error.description
        default:
            let reason = String(describing: error)
            kind = .file(FileError(path: file ?? "", reason: reason))
            self.file = file
            message = reason
        }
    }

    /// The line of the offending text, counting from 1, when known.
    public var line: Int? {
        if case .format(let error) = kind { return error.line }
        return nil
    }

    /// The column of the offending text, counting characters from 1, when known.
    public var column: Int? {
        if case .format(let error) = kind { return error.column }
        return nil
    }

    /// The wrapped error itself; `nil` for ``Kind/drawingCount``, which wraps none.
    public var underlying: (any Error & Sendable)? {
        switch kind {
        case .format(let error): error
        case .file(let error): error
        case .framing(let error): error
        case .rendering(let error): error
        case .card(let error): error
        case .drawingCount: nil
        }
    }

    /// `FILE:LINE:COLUMN: MESSAGE`, without the parts that are unknown.
    public var description: String {
        switch kind {
        case .format(let error): error.description
        case .file(let error): error.description
        case .framing, .rendering, .card, .drawingCount: file.map { "\($0): \(message)" } ?? message
        }
    }
}
