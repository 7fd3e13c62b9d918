/// A document that could not be read: where the problem is and what is wrong.
///
/// Its description reads `FILE:LINE:COLUMN: PATH: MESSAGE`, leaving out the parts that are not
/// known, as compilers and linters print their diagnostics:
///
/// ```
/// hello.events.json:14:22: events[12].x: expected a number, found "abc"
/// ```
public struct FormatError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file the document came from, when the reader was told.
    public var file: String?
    /// The line of the offending text, counting from 1, when known.
    public var line: Int?
    /// The column of the offending text, counting characters from 1, when known.
    public var column: Int?
    /// Where the problem is inside the document, as `events[12].x`; empty for the document as a whole.
    public var path: String
    /// What is wrong, in words a user can act on.
    public var message: String
    /// The limit the document went past, when that is what is wrong, so that a caller can say how
    /// to raise it; `nil` for any other problem.
    public var exceededLimit: InterchangeLimits.Limit?
    /// Whether what is wrong is that the format could not be told from the file's contents or
    /// name, so that a caller who names the format gets it read.
    public var formatUnknown = false

    /// Creates an error.
    /// - Parameters:
    ///   - file: The file the document came from, if known.
    ///   - line: The line of the offending text, counting from 1, if known.
    ///   - column: The column of the offending text, counting characters from 1, if known.
    ///   - path: Where the problem is inside the document, as `strokes[2].points[5]`.
    ///   - message: What is wrong.
    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, path: String = "", message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `FILE:LINE:COLUMN: PATH: MESSAGE`, without the parts that are unknown.
    public var description: String {
        var location: [String] = []
        if let file { location.append(file) }
        if let line { location.append(String(line)) }
        if let column { location.append(String(column)) }
        var text = location.isEmpty ? "" : location.joined(separator: ":") + ": "
        if !path.isEmpty { text += path + ": " }
        return text + message
    }
}

extension FormatError {
    /// The same error, marked as being about `limit` (see ``exceededLimit``).
    public func exceeding(_ limit: InterchangeLimits.Limit) -> FormatError {
        var error = self
        error.exceededLimit = limit
        return error
    }

    /// Text in double quotes for a message, escaped as JSON would write it and cut short when long.
    package static func quoted(_ text: some StringProtocol) -> String {
        let limit = 40
        let shown = text.count > limit ? String(text.prefix(limit)) + "…" : String(text)
        var result = "\""
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
