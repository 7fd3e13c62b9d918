import Foundation

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
    public init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// A request for `target` as a client writes it, a path and a query
    /// (`/api/cards/add?card=ID&name=a%20b.png`), the method in capitals, the query's parameters percent-decoded as the
    /// server decodes them (`+` stays a `+`). For answering requests in memory with
    /// ``Router/respond(to:)``.
    public init(method: String, target: String, headers: [String: String] = [:], body: [UInt8] = []) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let field = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(field[0]).removingPercentEncoding ?? String(field[0])
                let value = field.count == 2 ? (String(field[1]).removingPercentEncoding ?? String(field[1])) : ""
                query[name] = value
            }
        }
        let path = String(parts[0])
        self.init(
            method: method.uppercased(), path: path.removingPercentEncoding ?? path, query: query,
            headers: Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 }), body: body)
    }

    /// The value of a header, by its name in any case.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
