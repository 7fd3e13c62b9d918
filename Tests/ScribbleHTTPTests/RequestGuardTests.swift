import Testing

@testable import ScribbleHTTP

/// The guard in memory: a browser without the token is shown how to open the printed address, an
/// API client gets JSON; a server on every address accepts requests to the machine's own
/// addresses and to no other name.
@Suite struct RequestGuardTests {
    static let tokenText = "0123456789abcdef0123456789abcdef"

    static func door(_ hosts: [String]) throws -> RequestGuard {
        RequestGuard(token: try AccessToken(tokenText), hosts: hosts, port: 8000)
    }

    @Test func aRequestWithoutTheTokenOrWithAWrongOneNeedsTheToken() throws {
        let door = try Self.door(["127.0.0.1", "localhost"])
        let missing = door.check(headers: ["host": "127.0.0.1:8000"], query: [:], isUpgrade: false)
        #expect(
            missing
                == .needsToken(
                    message: "this server needs its access token; open the address that `scribble serve` printed"))
        let wrong = door.check(headers: ["host": "localhost:8000"], query: ["token": "abc"], isUpgrade: false)
        #expect(
            wrong == .needsToken(message: "the access token is wrong; open the address that `scribble serve` printed"))
        #expect(
            door.check(headers: ["host": "127.0.0.1:8000"], query: ["token": Self.tokenText], isUpgrade: false)
                == .allowed(setCookie: true))
    }

    @Test func aBrowserIsShownAPageThatSaysHowToOpenTheAddressAndAnAPIClientGetsJSON() {
        let reason = "this server needs its access token; open the address that `scribble serve` printed"
        let browser = TokenPage.response(
            reason: reason,
            headers: [
                "host": "127.0.0.1:8000", "accept": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
            ])
        #expect(browser.status == 403 && browser.contentType == "text/html; charset=utf-8")
        #expect(browser.text.contains("<h1>Open the address that <code>scribble serve</code> printed</h1>"))
        #expect(browser.text.contains("<code>http://127.0.0.1:8000/?token=</code>"))
        #expect(
            browser.text.contains(
                "<p>This server needs its access token; open the address that `scribble serve` printed.</p>"))
        #expect(browser.reason == reason)
        for accept in [nil, "*/*", "application/json"] {
            let client = TokenPage.response(
                reason: reason, headers: ["host": "127.0.0.1:8000"].merging(accept.map { ["accept": $0] } ?? [:]) { $1 }
            )
            #expect(client.status == 403 && client.contentType == "application/json", "Accept: \(accept ?? "none")")
            #expect(client.text.contains(#""error": "this server needs its access token"#))
        }
        let odd = TokenPage.response(
            reason: "<b>&</b>", headers: ["host": "[::1]:80\"><script>", "accept": "text/html"])
        #expect(
            !odd.text.contains("<script>") && !odd.text.contains("<b>") && odd.text.contains("&lt;b&gt;&amp;&lt;/b&gt;")
        )
    }

    @Test func aServerOnEveryAddressAcceptsTheMachinesOwnAddressesAndNoOtherName() throws {
        let interfaces = ["192.0.2.2", "10.1.2.3", "fd00::2"]
        #expect(
            HostAddresses.reachable(listeningOn: "0.0.0.0", interfaces: interfaces) == [
                "127.0.0.1", "192.0.2.2", "10.1.2.3",
            ])
        #expect(HostAddresses.reachable(listeningOn: "::", interfaces: interfaces) == ["::1", "fd00::2"])
        #expect(HostAddresses.reachable(listeningOn: "192.0.2.2", interfaces: interfaces) == ["192.0.2.2"])
        let door = try Self.door(RequestGuard.hosts(listeningOn: "0.0.0.0", interfaces: interfaces))
        let withToken = ["token": Self.tokenText]
        for host in ["192.0.2.2:8000", "10.1.2.3:8000", "127.0.0.1:8000", "localhost:8000"] {
            #expect(
                door.check(headers: ["host": host], query: withToken, isUpgrade: false) == .allowed(setCookie: true),
                "\(host)")
            let origin = door.check(
                headers: ["host": host, "origin": "http://" + host], query: withToken, isUpgrade: true)
            #expect(origin == .allowed(setCookie: true), "a page of \(host) opens the WebSocket")
        }
        for host in ["0.0.0.0:8000", "evil.example:8000", "192.0.2.2:8001", "[fd00::2]:8000"] {
            #expect(
                door.check(headers: ["host": host], query: withToken, isUpgrade: false)
                    == .refused(
                        status: 403, message: "the request's Host (\"\(host)\") is not the address this server serves"))
        }
        let v6 = try Self.door(RequestGuard.hosts(listeningOn: "::", interfaces: interfaces))
        #expect(
            v6.check(headers: ["host": "[fd00::2]:8000"], query: withToken, isUpgrade: false)
                == .allowed(setCookie: true))
        #expect(
            v6.check(headers: ["host": "[::1]:8000"], query: withToken, isUpgrade: false) == .allowed(setCookie: true))
    }

    @Test func theMachinesAddressesLeaveLoopbackAndLinkLocalOut() {
        for address in HostAddresses.machineAddresses() {
            #expect(
                !address.hasPrefix("127.") && address != "::1" && !address.lowercased().hasPrefix("fe80"), "\(address)")
        }
    }

    @Test func aRefusalIsOneLineWithoutItsQuery() {
        let refused = RefusedRequest(
            method: "GET", path: "/api/x\ny\u{1B}[31m", status: 404, reason: "there is no route\r\n/api/x")
        #expect(
            refused.description == #"refused GET /api/x\u{a}y\u{1b}[31m with 404: there is no route\u{d}\u{a}/api/x"#)
        #expect(
            RefusedRequest(method: "", path: "", status: 503, reason: "the server is stopping").description
                == "refused a request with 503: the server is stopping")
    }
}
