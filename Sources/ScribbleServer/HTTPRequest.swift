/// A request the server has read and checked (token, `Host`, `Origin`, size), as a route's
/// handler sees it.
public struct HTTPRequest: Sendable {
    /// The method, in capitals: `GET`, `POST`.
    public var method: String
    /// The path, without the query: `/api/recordings`.
    public var path: String
    /// The query's parameters, decoded (the access token among them, when the client gave it
    /// there).
    public var query: [String: String]
    /// The headers, by lowercase name; a header given several times has its values joined by
    /// commas, as HTTP allows.
    public var headers: [String: String]
    /// The body, at most ``ServerLimits/maximumBodyBytes`` long.
    public var body: [UInt8]

    /// Creates a request.
    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The value of a header, by its name in any case.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
