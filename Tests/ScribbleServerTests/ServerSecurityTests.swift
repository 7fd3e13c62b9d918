import Foundation
import ScribbleHTTP
import ScribbleServer
import Testing

/// The door: nothing is served or written without the token, from another site, to another
/// name, or outside the pages folder, and each refusal says why.
@Suite struct ServerSecurityTests {
    @Test func withoutTheTokenNothingIsServed() throws {
        let server = try TestServer()
        let response = try RawHTTP.request(port: server.port, target: "/")
        #expect(response.status == 403)
        #expect(response.text.contains("access token"))
        #expect(!response.text.contains("data-scribble-canvas"))
        #expect(response.headers["set-cookie"] == nil)
    }

    @Test(arguments: ["0123456789abcdef0123456789abcdef", "", "x", "' OR 1=1 --"])
    func aWrongTokenIsRefused(wrong: String) throws {
        let server = try TestServer()
        let encoded = wrong.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let response = try RawHTTP.request(port: server.port, target: "/index.html?token=\(encoded)")
        #expect(response.status == 403)
        #expect(response.text.contains("wrong"))
        #expect(!response.text.contains("<canvas"))
    }

    @Test func theTokenInTheQuerySetsACookieThatLaterRequestsCarry() throws {
        let server = try TestServer()
        let first = try server.get("/")
        #expect(first.status == 200)
        let cookie = try #require(first.headers["set-cookie"])
        #expect(cookie.hasPrefix("scribble-token-\(server.port)=\(server.token);"))
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
        let pair = String(cookie.prefix { $0 != ";" })
        let later = try RawHTTP.request(
            port: server.port, target: "/drawing/canvas.js", headers: [("Cookie", "other=1; " + pair)])
        #expect(later.status == 200)
        let wrongCookie = try RawHTTP.request(
            port: server.port, target: "/drawing/canvas.js",
            headers: [("Cookie", "scribble-token-\(server.port)=00000000000000000000000000000000")])
        #expect(wrongCookie.status == 403)
    }

    @Test func thePageIsServedWithItsContentType() throws {
        let server = try TestServer()
        let page = try server.get("/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.contains("data-scribble-canvas"))
        #expect(page.headers["x-content-type-options"] == "nosniff")
        #expect(page.headers["referrer-policy"] == "no-referrer")
        #expect(try server.get("/drawing/canvas.js").headers["content-type"] == "text/javascript; charset=utf-8")
        let style = try server.get("/drawing/canvas.css")
        #expect(style.headers["content-type"] == "text/css; charset=utf-8")
        #expect(style.text.contains("touch-action: none"))
    }

    @Test func aForeignOriginIsRefused() throws {
        let server = try TestServer()
        let response = try server.get("/api/recordings", headers: [("Origin", "http://evil.example")])
        #expect(response.status == 403)
        #expect(response.text.contains("http://evil.example"))
        #expect(try server.get("/api/recordings", headers: [("Origin", server.origin)]).status == 200)
    }

    @Test(arguments: ["evil.example", "evil.example:PORT", "127.0.0.2:PORT", "127.0.0.1:1"])
    func aForeignHostIsRefused(host: String) throws {
        let server = try TestServer()
        let response = try RawHTTP.request(
            port: server.port, target: "/?token=\(server.token)",
            host: host.replacingOccurrences(of: "PORT", with: "\(server.port)"))
        #expect(response.status == 403)
        #expect(response.text.contains("Host"))
        #expect(!response.text.contains("<canvas"))
    }

    @Test func localhostIsTheServedAddressToo() throws {
        let server = try TestServer()
        #expect(
            try RawHTTP.request(port: server.port, target: "/?token=\(server.token)", host: "localhost:\(server.port)")
                .status == 200)
    }

    @Test(arguments: [
        "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2F..%2Fetc%2Fpasswd", "/%2Fetc%2Fpasswd", "//etc/passwd",
        "/.hidden", "/a\\..\\b", "/%00index.html", "/%252e%252e/%252e%252e/etc/passwd", "/%5c..%5c..%5cetc%5cpasswd",
    ])
    func aPathOutOfThePagesIsRefused(path: String) throws {
        let server = try TestServer()
        let response = try server.get(path)
        #expect((400...404).contains(response.status), "\(path): \(response.status)")
        #expect(!response.text.contains("root:"))
    }

    @Test func anOversizedBodyIsRefusedNamingTheLimit() throws {
        var limits = ServerLimits()
        limits.maximumBodyBytes = 1000
        let server = try TestServer(limits: limits)
        let response = try RawHTTP.request(
            port: server.port, method: "POST", target: "/api/recordings?token=\(server.token)",
            body: Array(repeating: 0x41, count: 5000))
        #expect(response.status == 413)
        #expect(response.text.contains("maximumBodyBytes"))
        #expect(response.text.contains("1000"))
    }

    @Test func aClientThatAsksFirstIsRefusedBeforeItSendsTheBody() throws {
        var limits = ServerLimits()
        limits.maximumBodyBytes = 1000
        let server = try TestServer(limits: limits)
        let response = try RawHTTP.request(
            port: server.port, method: "POST", target: "/api/recordings?token=\(server.token)",
            headers: [("Expect", "100-continue")],
            declaredLength: 50_000_000)
        #expect(response.status == 413)
        #expect(response.text.contains("maximumBodyBytes"))
    }

    @Test func aBodyWithoutALengthIsRefused() throws {
        let server = try TestServer()
        let response = try RawHTTP.request(
            port: server.port, method: "POST", target: "/api/recordings?token=\(server.token)",
            headers: [("Transfer-Encoding", "chunked")],
            body: Array("0\r\n\r\n".utf8))
        #expect(response.status == 411)
        #expect(response.text.contains("maximumBodyBytes"))
    }

    @Test func routesAnswerJSONAndOtherMethodsAreRefused() throws {
        let server = try TestServer()
        let list = try server.get("/api/recordings")
        #expect(list.status == 200)
        #expect(list.headers["content-type"] == "application/json")
        #expect(list.text.contains("\"recordings\": []"))
        let post = try RawHTTP.request(
            port: server.port, method: "POST", target: "/api/recordings?token=\(server.token)", body: Array("{}".utf8))
        #expect(post.status == 405)
        #expect(post.headers["allow"] == "GET")
        #expect(try server.get("/nothing-here.html").status == 404)
    }

    @Test func garbageIsAnsweredAndTheServerGoesOn() throws {
        let server = try TestServer()
        for garbage in [
            "\u{1}\u{2}\u{3}\r\n\r\n", "GET / HTTP/9.9\r\n\r\n", "GET\r\n\r\n",
            String(repeating: "A", count: 100_000) + "\r\n\r\n",
        ] {
            let socket = try RawSocket(port: server.port)
            socket.write(Array(garbage.utf8))
            _ = socket.readToEnd()
        }
        #expect(try server.get("/").status == 200)
    }

    @Test func theAccessTokenIs128RandomBitsComparedWhole() throws {
        let token = try AccessToken.random()
        #expect(token.text.count == 32)
        #expect(token.text.allSatisfy { $0.isHexDigit })
        #expect(try AccessToken.random() != token)
        #expect(token.matches(token.text))
        #expect(!token.matches(String(token.text.dropLast())))
        #expect(!token.matches(token.text + "0"))
        #expect(!token.matches(nil))
        #expect(throws: ServerError.self) { try AccessToken("abc") }
    }

    @Test func aPortInUseIsAnErrorNotACrash() throws {
        let first = try TestServer()
        var configuration = ServerConfiguration()
        configuration.port = first.port
        let second = try LocalServer(configuration: configuration)
        #expect(throws: ServerError.self) { try second.start() }
        var named = ServerConfiguration()
        named.host = "example.com"
        #expect(throws: ServerError.self) { try LocalServer(configuration: named).start() }
    }
}
