import Scribble

/// The tool's words for the library's errors: their messages, and for a limit that a flag gets
/// past, the flag, which the library does not name as it does not know how it was called.
enum ErrorExplanation {
    /// The message of `error` as the tool prints it.
    static func message(_ error: any Error) -> String {
        if let error = error as? ScribbleError { return error.underlying.map(message) ?? error.description }
        if let error = error as? CairoError { return error.description + flagHint(error.kind) }
        if let error = error as? CardError, let cause = error.cause { return error.message + flagHint(cause.kind) }
        return String(describing: error)
    }

    /// The flags that get under the limit `kind` reports, as a clause that ends its message.
    private static func flagHint(_ kind: CairoError.Kind) -> String {
        switch kind {
        case .imageTooLarge: "; render at a smaller --scale or raise the limit with --max-megapixels"
        case .sideTooLong: "; render at a smaller --scale"
        default: ""
        }
    }
}
