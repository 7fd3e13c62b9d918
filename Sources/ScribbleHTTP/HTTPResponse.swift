import ScribbleSyntax

/// What the server answers a request with.
public struct HTTPResponse: Sendable {
    /// The status code: 200, 404…
    public var status: Int
    /// The body's media type, with its charset where it has one.
    public var contentType: String
    /// The body.
    public var body: [UInt8]
    /// Headers to send besides the ones every response has (`Content-Type`, the security headers).
    public var headers: [(name: String, value: String)]
    /// For a refusal, what is wrong, in words (the `error` of ``error(status:_:limit:)``'s
    /// JSON): the reason the server's log gives. `nil` for other responses.
    public var reason: String?

    /// Creates a response.
    public init(status: Int = 200, contentType: String, body: [UInt8], headers: [(name: String, value: String)] = []) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    /// A JSON response.
    /// - Parameters:
    ///   - status: The status code.
    ///   - json: The document, as UTF-8.
    public static func json(status: Int = 200, _ json: [UInt8]) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json", body: json)
    }

    /// The body as UTF-8 text (a JSON answer, a page): for tests and logs.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// An error as JSON, `{"error": MESSAGE, "limit": NAME}`, so that a page can show the
    /// message and a script can tell which limit it went over.
    /// - Parameters:
    ///   - status: The status code: 400, 403, 404, 413…
    ///   - message: What is wrong, for a person.
    ///   - limit: The limit the request went over, if that is why.
    public static func error(status: Int, _ message: String, limit: ServerLimits.Limit? = nil) -> HTTPResponse {
        var writer = JSONWriter(capacity: message.utf8.count + 48)
        writer.object { object in
            object.field("error", message)
            if let limit { object.field("limit", limit.rawValue) }
        }
        writer.raw("\n")
        var response = HTTPResponse.json(status: status, writer.bytes)
        response.reason = message
        return response
    }
}

/// An error a route's handler throws to answer with a status and a message.
public struct HTTPError: Error, CustomStringConvertible, Sendable {
    /// The status code.
    public var status: Int
    /// What is wrong, for a person.
    public var message: String

    /// Creates an error.
    public init(status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    public var description: String { "\(status): \(message)" }
}
