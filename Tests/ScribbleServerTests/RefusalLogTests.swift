import Foundation
import ScribbleHTTP
import ScribbleServer
import Testing

/// What the real server does with a request it refuses: a browser without the token gets the
/// page that says how to open the address, a script gets JSON, and each refusal is told once,
/// in one line, without the query that may hold a token.
@Suite struct RefusalLogTests {
    final class Told: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ refused: RefusedRequest) { lock.withLock { lines.append(refused.description) } }
        var all: [String] { lock.withLock { lines } }
    }

    static func server(_ told: Told) throws -> LocalServer {
        var configuration = ServerConfiguration()
        configuration.pagesFolder = try PagesFolder.bundled()
        configuration.onRefusal = { told.add($0) }
        let server = try LocalServer(
            configuration: configuration, router: CanvasRoutes.router(store: "/nonexistent/scribble-store"))
        try server.start()
        return server
    }

    @Test func aBrowserWithoutTheTokenIsShownHowToOpenTheAddress() throws {
        let told = Told()
        let server = try Self.server(told)
        defer { server.stop() }
        let page = try RawHTTP.request(
            port: server.port, target: "/", headers: [("Accept", "text/html,application/xhtml+xml,*/*;q=0.8")])
        #expect(page.status == 403)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.contains("Open the address that <code>scribble serve</code> printed"))
        #expect(page.text.contains("http://127.0.0.1:\(server.port)/?token=</code>"))
        #expect(!page.text.contains(server.token.text) && !page.text.contains("data-scribble-canvas"))
        let script = try RawHTTP.request(port: server.port, target: "/api/drawings", headers: [("Accept", "*/*")])
        #expect(script.status == 403 && script.headers["content-type"] == "application/json")
        #expect(script.text.contains(#""error": "this server needs its access token"#))
    }

    @Test func eachRefusalIsToldInOneLineWithoutTheQuery() throws {
        let told = Told()
        let server = try Self.server(told)
        defer { server.stop() }
        _ = try RawHTTP.request(port: server.port, target: "/api/drawings?token=0123456789abcdef0123456789abcdef")
        _ = try RawHTTP.request(port: server.port, target: "/?token=\(server.token.text)", host: "evil.example:80")
        _ = try RawHTTP.request(port: server.port, method: "POST", target: "/api/drawings?token=\(server.token.text)")
        _ = try RawHTTP.request(port: server.port, target: "/missing.js?token=\(server.token.text)")
        let favicon = try RawHTTP.request(port: server.port, target: "/favicon.ico")
        #expect(favicon.status == 403, "refused, but not told: a browser asks for an icon on its own")
        #expect(
            try RawHTTP.request(port: server.port, target: "/api/drawings?token=\(server.token.text)").status == 200)
        #expect(
            told.all == [
                "refused GET /api/drawings with 403: the access token is wrong; open the address that `scribble serve` printed",
                "refused GET / with 403: the request's Host (\"evil.example:80\") is not the address this server serves",
                "refused POST /api/drawings with 405: /api/drawings takes GET, not POST",
                "refused GET /missing.js with 404: there is no page /missing.js",
            ])
        #expect(!told.all.joined().contains(server.token.text) && !told.all.joined().contains("0123456789abcdef"))
    }
}
