internal import CSoup
import Foundation

/// The `SoupServer`, with the handlers that screen, serve and upgrade its requests. Made, used
/// and shut down on the service thread only; ``activity`` is what other threads may read.
final class SoupHTTPServer: @unchecked Sendable {
    private var server: UnsafeMutablePointer<SoupServer>?
    private let loop: ServiceLoop
    private let router: Router
    private let limits: ServerLimits
    private let pages: StaticPages?
    private let onRefusal: (@Sendable (RefusedRequest) -> Void)?
    private var requestGuard: RequestGuard?
    private var signalHandlers: [gulong] = []
    private var sockets: [Int: SoupWebSocket] = [:]
    private var nextSocketID = 1
    /// The requests read or being answered; a WebSocket's leaves when it is upgraded (libsoup
    /// never finishes a message whose connection it handed over).
    private var requestsInFlight: Set<OpaquePointer> = []
    private var isStopping = false
    let activity = ServerActivity()

    init(loop: ServiceLoop, router: Router, pages: StaticPages?, configuration: ServerConfiguration) throws(ServerError)
    {
        self.loop = loop
        self.router = router
        limits = configuration.limits
        onRefusal = configuration.onRefusal
        self.pages = pages
        guard let object = g_object_new_with_properties(soup_server_get_type(), 0, nil, nil) else {
            throw ServerError("libsoup could not make a server")
        }
        server = UnsafeMutablePointer<SoupServer>(OpaquePointer(object))
    }

    deinit {
        shutDown()
    }

    /// Listens on `host` and `port` (0 for any free port) and installs the handlers, which accept
    /// requests to `hosts` only.
    /// - Returns: The port listened on.
    func listen(host: String, port: Int, token: AccessToken, accepting hosts: [String]) throws(ServerError) -> Int {
        guard let server else { throw ServerError("the server has been shut down") }
        let address = host == "localhost" ? "127.0.0.1" : host
        guard (0...65535).contains(port) else { throw ServerError("the port \(port) is not between 0 and 65535") }
        guard let socketAddress = g_inet_socket_address_new_from_string(address, guint(port)) else {
            throw ServerError("the host \"\(host)\" is not an IP address (as 127.0.0.1 or ::1) nor localhost")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(socketAddress)) }
        let failure = GLibError.capturing { error in
            _ = soup_server_listen(server, socketAddress, SoupServerListenOptions(rawValue: 0), error)
        }
        if let failure { throw ServerError("cannot listen on \(host) port \(port): \(failure)") }
        guard let bound = boundPort() else { throw ServerError("libsoup listens but reports no port") }
        requestGuard = RequestGuard(token: token, hosts: hosts, port: bound)
        installHandlers(server)
        return bound
    }

    private func boundPort() -> Int? {
        var port: Int?
        var node = soup_server_get_uris(server)
        let list = node
        while let current = node {
            let uri = OpaquePointer(current.pointee.data)
            if port == nil, let uri { port = Int(g_uri_get_port(uri)) }
            if let uri { g_uri_unref(uri) }
            node = current.pointee.next
        }
        g_slist_free(list)
        return port
    }

    private func installHandlers(_ server: UnsafeMutablePointer<SoupServer>) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        let screen: SoupServerCallback = { _, message, path, query, data in
            guard let message, let data else { return }
            Unmanaged<SoupHTTPServer>.fromOpaque(data).takeUnretainedValue()
                .screen(
                    SoupMessage(pointer: message), path: path.map { String(cString: $0) } ?? "/",
                    query: SoupQuery.parameters(query))
        }
        let serve: SoupServerCallback = { _, message, path, query, data in
            guard let message, let data else { return }
            Unmanaged<SoupHTTPServer>.fromOpaque(data).takeUnretainedValue()
                .serve(
                    SoupMessage(pointer: message), path: path.map { String(cString: $0) } ?? "/",
                    query: SoupQuery.parameters(query))
        }
        let upgrade: SoupServerWebsocketCallback = { _, message, path, connection, data in
            guard let connection, let data else { return }
            Unmanaged<SoupHTTPServer>.fromOpaque(data).takeUnretainedValue()
                .open(
                    connection, path: path.map { String(cString: $0) } ?? "/",
                    message: message.map { SoupMessage(pointer: $0) })
        }
        soup_server_add_early_handler(server, nil, screen, me, nil)
        soup_server_add_handler(server, nil, serve, me, nil)
        for path in router.webSocketRoutes.keys {
            // The screening must be on the WebSocket's own path too: libsoup runs the handlers of
            // the most specific path only.
            soup_server_add_early_handler(server, path, screen, me, nil)
            soup_server_add_websocket_handler(server, path, nil, nil, upgrade, me, nil)
        }
        let started: @convention(c) (UnsafeMutablePointer<SoupServer>?, OpaquePointer?, gpointer?) -> Void = {
            _, message, data in
            guard let message, let data else { return }
            Unmanaged<SoupHTTPServer>.fromOpaque(data).takeUnretainedValue().requestStarted(
                SoupMessage(pointer: message))
        }
        let ended: @convention(c) (UnsafeMutablePointer<SoupServer>?, OpaquePointer?, gpointer?) -> Void = {
            _, message, data in
            guard let message, let data else { return }
            Unmanaged<SoupHTTPServer>.fromOpaque(data).takeUnretainedValue().requestEnded(SoupMessage(pointer: message))
        }
        let instance = UnsafeMutableRawPointer(server)
        signalHandlers = [
            g_signal_connect_data(
                instance, "request-started", unsafeBitCast(started, to: GCallback.self), me, nil,
                GConnectFlags(rawValue: 0)),
            g_signal_connect_data(
                instance, "request-finished", unsafeBitCast(ended, to: GCallback.self), me, nil,
                GConnectFlags(rawValue: 0)),
            g_signal_connect_data(
                instance, "request-aborted", unsafeBitCast(ended, to: GCallback.self), me, nil,
                GConnectFlags(rawValue: 0)),
        ]
    }

    // MARK: The life of a request

    private func requestStarted(_ message: SoupMessage) {
        requestsInFlight.insert(message.pointer)
        publish()
        if isStopping {
            refuse(message, .error(status: 503, "the server is stopping"))
        } else if requestsInFlight.count + sockets.count > limits.maximumConnections {
            let limit = ServerLimits.Limit.maximumConnections
            refuse(
                message,
                .error(
                    status: 503,
                    "the server has \(limits.maximumConnections) connections open, its limit (\(limit.rawValue))",
                    limit: limit))
        }
    }

    private func requestEnded(_ message: SoupMessage) {
        requestsInFlight.remove(message.pointer)
        publish()
    }

    /// Answers a request that will not be served. libsoup still reads the body a client sends
    /// (unless it asked with `Expect: 100-continue`, which then gets the refusal at once); it is
    /// thrown away as it comes rather than kept, and the connection closes after the answer.
    private func refuse(_ message: SoupMessage, _ response: HTTPResponse) {
        message.discardBody()
        var response = response
        response.headers.append(("Connection", "close"))
        answer(message, response, path: message.path)
    }

    /// Sends `response`, and tells ``onRefusal`` when it refuses the request (but for the icon
    /// a browser asks for on its own with every page, which no one is told of).
    private func answer(_ message: SoupMessage, _ response: HTTPResponse, path: String?) {
        message.respond(response)
        if let onRefusal, path != "/favicon.ico",
            let refused = RefusedRequest(method: message.method, path: path ?? "", response: response)
        {
            onRefusal(refused)
        }
    }

    /// Runs once the headers are read, before the body is: the guard's checks, the body's
    /// size, the WebSocket limit. A refusal here means the body is never read.
    private func screen(_ message: SoupMessage, path: String, query: [String: String]) {
        guard !message.hasStatus, let requestGuard else { return }
        let headers = message.headers
        let isUpgrade = headers["upgrade"]?.lowercased() == "websocket"
        switch requestGuard.check(headers: headers, query: query, isUpgrade: isUpgrade) {
        case .refused(let status, let reason):
            refuse(message, .error(status: status, reason))
            return
        case .needsToken(let reason):
            refuse(message, TokenPage.response(reason: reason, headers: headers))
            return
        case .allowed(let setCookie):
            if setCookie { message.addHeader("Set-Cookie", requestGuard.cookie) }
        }
        let framing = message.bodyFraming
        let bodyLimit = ServerLimits.Limit.maximumBodyBytes
        if framing.chunked {
            refuse(
                message,
                .error(
                    status: 411,
                    "send the body with a Content-Length; it may be at most \(limits.maximumBodyBytes) bytes (\(bodyLimit.rawValue))",
                    limit: bodyLimit))
        } else if framing.length > Int64(limits.maximumBodyBytes) {
            refuse(
                message,
                .error(
                    status: 413,
                    "a body of \(framing.length) bytes is over the limit of \(limits.maximumBodyBytes) bytes (\(bodyLimit.rawValue))",
                    limit: bodyLimit))
        } else if isUpgrade, router.webSocketRoutes[path] == nil {
            refuse(message, .error(status: 404, "there is no WebSocket at \(path)"))
        } else if isUpgrade, sockets.count >= limits.maximumConnections {
            let limit = ServerLimits.Limit.maximumConnections
            refuse(
                message,
                .error(
                    status: 503,
                    "the server has \(limits.maximumConnections) WebSockets open, its limit (\(limit.rawValue))",
                    limit: limit))
        }
    }

    /// Answers a request that passed the screening: a route, else a page.
    private func serve(_ message: SoupMessage, path: String, query: [String: String]) {
        guard !message.hasStatus else { return }
        var parameters = query
        parameters["token"] = nil
        let request = HTTPRequest(
            method: message.method, path: path, query: parameters, headers: message.headers, body: message.body)
        let response = router.respond(to: request) { [pages] page in
            pages?.response(for: page) ?? .error(status: 404, "there is no page \(page)")
        }
        answer(message, response, path: path)
    }

    // MARK: WebSockets

    private func open(_ connection: OpaquePointer, path: String, message: SoupMessage?) {
        guard let makeSession = router.webSocketRoutes[path], !isStopping else {
            soup_websocket_connection_close(connection, 1001, "the server is stopping")
            return
        }
        if let message { requestsInFlight.remove(message.pointer) }
        let socket = SoupWebSocket(
            connection: connection, id: nextSocketID, maximumMessageBytes: limits.maximumMessageBytes)
        nextSocketID += 1
        sockets[socket.id] = socket
        socket.onClose = { [weak self] closed in
            self?.sockets[closed.id] = nil
            self?.publish()
        }
        publish()
        var query = message.map { Self.query(of: $0) } ?? [:]
        query["token"] = nil
        socket.attach(makeSession(WebSocketConnection(socket: socket, path: path, query: query, loop: loop)))
    }

    private static func query(of message: SoupMessage) -> [String: String] {
        guard let uri = soup_server_message_get_uri(message.pointer), let query = g_uri_get_query(uri) else {
            return [:]
        }
        var table: OpaquePointer?
        _ = GLibError.capturing { error in table = g_uri_parse_params(query, -1, "&", G_URI_PARAMS_NONE, error) }
        guard let table else { return [:] }
        defer { g_hash_table_unref(table) }
        return SoupQuery.parameters(table)
    }

    // MARK: Stopping

    /// Refuses new requests and starts closing every WebSocket (close code 1001).
    func beginStopping() {
        isStopping = true
        for socket in sockets.values { socket.close(code: 1001, reason: "the server is stopping") }
        publish()
    }

    /// Ends what is still open, closes the listening sockets and every connection, and lets the
    /// `SoupServer` go.
    func shutDown() {
        for socket in sockets.values { socket.abandon(code: 1001, reason: "the server stopped") }
        sockets = [:]
        guard let server else { return }
        for handler in signalHandlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(server), handler) }
        signalHandlers = []
        soup_server_disconnect(server)
        g_object_unref(UnsafeMutableRawPointer(server))
        self.server = nil
        publish()
    }

    private func publish() {
        activity.update(requests: requestsInFlight.count, sockets: sockets.count)
    }
}
