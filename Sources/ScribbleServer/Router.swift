/// Which handler answers which request: HTTP routes by method and exact path, and WebSocket
/// routes by path. A server takes its router when it is made; requests that no route takes
/// are served from the pages folder (`GET` and `HEAD`) or refused.
///
/// ```swift
/// var router = Router()
/// router.add("GET", "/api/hello") { _ in .json(Array(#"{"hello": "world"}"#.utf8)) }
/// router.addWebSocket("/socket") { connection in EchoSession(connection) }
/// ```
///
/// Handlers are called one at a time on the server's service thread, so they must not block
/// for long; a handler that throws an ``HTTPError`` answers with its status, any other error
/// with 500 and the error's description.
public struct Router: Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (HTTPRequest) throws -> HTTPResponse
    /// Makes the session that a new WebSocket connection talks to.
    public typealias SessionMaker = @Sendable (WebSocketConnection) -> any WebSocketSession

    private var routes: [String: [String: Handler]] = [:]
    private var pageAliases: [(prefix: String, page: String)] = []
    private(set) var webSocketRoutes: [String: SessionMaker] = [:]

    /// Creates a router with no routes.
    public init() {}

    /// Adds a route; a later one for the same method and path replaces it.
    /// - Parameters:
    ///   - method: The method, as `GET` or `POST`.
    ///   - path: The exact path, starting with `/`.
    ///   - handler: What answers it.
    public mutating func add(_ method: String, _ path: String, handler: @escaping Handler) {
        routes[path, default: [:]][method.uppercased()] = handler
    }

    /// Serves one page of the pages folder for every path that starts with `prefix` and has
    /// more after it, as `/cards/6f1c…` is the card editor's page, whose script reads the rest
    /// of its address. Such a page names its scripts and styles from the root (`/card.js`).
    public mutating func addPage(prefix: String, page: String) {
        pageAliases.removeAll { $0.prefix == prefix }
        pageAliases.append((prefix, page))
        pageAliases.sort { $0.prefix.count > $1.prefix.count }
    }

    /// The page of the pages folder that serves `path`, by ``addPage(prefix:page:)``.
    func page(for path: String) -> String? {
        pageAliases.first { path.hasPrefix($0.prefix) && path.count > $0.prefix.count }.map { "/" + $0.page }
    }

    /// Adds a WebSocket route: an upgrade request for `path` that passes the server's checks
    /// opens a connection, and `makeSession` makes what it talks to.
    public mutating func addWebSocket(_ path: String, makeSession: @escaping SessionMaker) {
        webSocketRoutes[path] = makeSession
    }

    /// What answers a request, if a route takes it.
    enum Match {
        case handler(Handler)
        /// The path has routes, but none for this method; these are the methods it has.
        case methodNotAllowed([String])
    }

    func match(method: String, path: String) -> Match? {
        guard let byMethod = routes[path] else { return nil }
        if let handler = byMethod[method] { return .handler(handler) }
        if method == "HEAD", let handler = byMethod["GET"] { return .handler(handler) }
        return .methodNotAllowed(byMethod.keys.sorted())
    }
}
