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

    // MARK: Answering

    /// Answers `request` in memory, as the server answers one that has passed its checks (token,
    /// `Host`, `Origin`, sizes): a route's handler, its error as a status and a message, 405 for
    /// a method the path has no route for. A path with no route is answered 404 here; a running
    /// server serves it from its pages folder instead.
    ///
    /// This is how an app's routes are tested without a socket or a process:
    ///
    /// ```swift
    /// let router = CanvasRoutes.router(store: folder)
    /// let response = router.respond(to: HTTPRequest(method: "GET", target: "/api/drawings"))
    /// #expect(response.status == 200)
    /// ```
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        respond(to: request) { path in .error(status: 404, "there is no route \(path)") }
    }

    /// Answers `request`: a route, else what `otherwise` makes of a `GET` or `HEAD` of a path no
    /// route takes (a page), else 405.
    func respond(to request: HTTPRequest, otherwise page: (String) -> HTTPResponse) -> HTTPResponse {
        let (method, path) = (request.method.uppercased(), request.path)
        var response: HTTPResponse
        switch match(method: method, path: path) {
        case .handler(let handler):
            do {
                response = try handler(request)
            } catch let error as HTTPError {
                response = .error(status: error.status, error.message)
            } catch {
                response = .error(status: 500, String(describing: error))
            }
        case .methodNotAllowed(let methods):
            response = .error(status: 405, "\(path) takes \(methods.joined(separator: ", ")), not \(method)")
            response.headers.append(("Allow", methods.joined(separator: ", ")))
        case nil:
            if method == "GET" || method == "HEAD" {
                response = page(self.page(for: path) ?? path)
            } else {
                response = .error(status: 405, "pages are read with GET, not \(method)")
                response.headers.append(("Allow", "GET, HEAD"))
            }
        }
        return response
    }
}
