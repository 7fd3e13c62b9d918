import Foundation
import ScribbleHTTP
import ScribbleServer

/// A server on a free port of 127.0.0.1 with the drawing page's routes over a store of its own,
/// stopped and its store removed when the test lets it go.
final class TestServer {
    let server: LocalServer
    let store: URL
    var port: Int { server.port }
    var token: String { server.token.text }
    var origin: String { "http://127.0.0.1:\(port)" }
    var recordings: URL { store.appendingPathComponent("recordings") }

    init(limits: ServerLimits = .default) throws {
        store = FileManager.default.temporaryDirectory.appendingPathComponent("scribble-server-\(UUID().uuidString)")
        var configuration = ServerConfiguration()
        configuration.limits = limits
        configuration.pagesFolder = try PagesFolder.bundled()
        server = try LocalServer(configuration: configuration, router: CanvasRoutes.router(store: store.path))
        try server.start()
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: store)
    }

    /// A request with the token in the query.
    func get(_ path: String, headers: [(String, String)] = []) throws -> RawHTTP.Response {
        try RawHTTP.request(
            port: port, target: path + (path.contains("?") ? "&" : "?") + "token=\(token)", headers: headers)
    }

    /// The drawing page's WebSocket, opened as the page opens it.
    /// - Parameter query: more of the query, `policy=pen&drawing=ID`.
    func openSocket(query: String = "") throws -> RawWebSocket {
        try RawWebSocket(
            port: port, target: "/socket?token=\(token)" + (query.isEmpty ? "" : "&" + query), origin: origin)
    }

    /// Opens the drawing page's WebSocket, sends `message` after the server's greeting and gives
    /// the error the server answered with, the socket still open for the session to go on.
    func refusal(of message: String) throws -> (error: [String: Any], socket: RawWebSocket) {
        let socket = try openSocket()
        _ = try socket.receiveJSON()
        socket.send(message)
        return (try socket.receiveJSON(), socket)
    }

    /// The files in the recordings folder.
    func recordingNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: recordings.path)) ?? []).sorted()
    }
}
