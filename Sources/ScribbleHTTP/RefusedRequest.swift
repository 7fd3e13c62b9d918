/// A request the server refused, as its log tells it in one line:
/// `refused GET /api/cards with 403: this server needs its access token; …`.
///
/// The path is the one asked for, without the query (so never the token); a character that
/// would break the line (a control character, decoded from `%0A`) is written as `\u{…}`.
public struct RefusedRequest: Sendable, Equatable, CustomStringConvertible {
    /// The method, in capitals; empty when the refusal came before the request line was read.
    public var method: String
    /// The path asked for, without the query.
    public var path: String
    /// The status it was answered with: 400 or above.
    public var status: Int
    /// Why, in the words of the answer's message.
    public var reason: String

    /// Creates a refusal.
    public init(method: String, path: String, status: Int, reason: String) {
        self.method = method
        self.path = path
        self.status = status
        self.reason = reason
    }

    /// The request's refusal for a response, or `nil` when the response is no refusal (below 400).
    init?(method: String, path: String, response: HTTPResponse) {
        guard response.status >= 400 else { return nil }
        self.init(
            method: method, path: path, status: response.status, reason: response.reason ?? "status \(response.status)")
    }

    /// `refused GET /api/cards with 403: REASON`, on one line.
    public var description: String {
        let request = method.isEmpty ? "a request" : "\(Self.oneLine(method)) \(Self.oneLine(path))"
        return "refused \(request) with \(status): \(Self.oneLine(reason))"
    }

    private static func oneLine(_ text: String) -> String {
        var line = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                line += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return line
    }
}
