import Foundation
import ScribbleHTTP
import ScribbleServer
import Testing

/// The JSON hook: routes by method and path, what their handlers see, what their errors become.
@Suite struct RouterTests {
    struct Broken: Error {}

    static func server() throws -> LocalServer {
        var router = Router()
        // What a handler is given over a real connection; the in-memory tests of ScribbleHTTP see the rest.
        router.add("POST", "/api/echo") { request in
            .json(
                Array("\(request.query.sorted { $0.key < $1.key }) \(request.header("X-Thing") ?? "-") ".utf8)
                    + request.body)
        }
        router.add("GET", "/api/refuse") { _ in throw HTTPError(status: 422, "not like that") }
        router.add("GET", "/api/broken") { _ in throw Broken() }
        var configuration = ServerConfiguration()
        configuration.pagesFolder = try PagesFolder.bundled()
        let server = try LocalServer(configuration: configuration, router: router)
        try server.start()
        return server
    }

    @Test func aHandlerSeesTheRequestWithoutTheToken() throws {
        let server = try Self.server()
        defer { server.stop() }
        let response = try RawHTTP.request(
            port: server.port, method: "POST", target: "/api/echo?token=\(server.token.text)&name=a%20b",
            headers: [("X-Thing", "yes")],
            body: Array(#"{"x": 1}"#.utf8))
        #expect(response.status == 200)
        #expect(response.text == #"[(key: "name", value: "a b")] yes {"x": 1}"#)
    }

    @Test func errorsBecomeTheirStatusAndMessage() throws {
        let server = try Self.server()
        defer { server.stop() }
        let refused = try RawHTTP.request(port: server.port, target: "/api/refuse?token=\(server.token.text)")
        #expect(refused.status == 422)
        #expect(refused.text.contains("not like that"))
        let broken = try RawHTTP.request(port: server.port, target: "/api/broken?token=\(server.token.text)")
        #expect(broken.status == 500)
        #expect(try RawHTTP.request(port: server.port, target: "/?token=\(server.token.text)").status == 200)
    }
}
