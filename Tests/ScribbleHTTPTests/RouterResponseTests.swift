import ScribbleHTTP
import Testing

/// A router answers a request in memory exactly as the server answers one that has passed its
/// checks: the handler's response, its error's status and message, 405 with the methods a path
/// takes; a path with no route is 404, and every refusal carries its reason for the log.
@Suite struct RouterResponseTests {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "it broke" }
    }

    static let router: Router = {
        var router = Router()
        router.add("POST", "/api/echo") { request in
            let text =
                "\(request.method) \(request.path) \(request.query.sorted { $0.key < $1.key }) \(request.header("X-Thing") ?? "-") "
            return .json(Array(text.utf8) + request.body)
        }
        router.add("GET", "/api/refuse") { _ in throw HTTPError(status: 422, "not like that") }
        router.add("GET", "/api/broken") { _ in throw Broken() }
        return router
    }()

    @Test func aHandlerSeesTheQueryDecodedTheHeadersAndTheBody() {
        let request = HTTPRequest(
            method: "post", target: "/api/echo?name=a%20b&plus=1+2&empty", headers: ["X-Thing": "yes"],
            body: Array(#"{"x": 1}"#.utf8))
        let response = Self.router.respond(to: request)
        #expect(response.status == 200)
        #expect(response.reason == nil)
        #expect(
            response.text
                == #"POST /api/echo [(key: "empty", value: ""), (key: "name", value: "a b"), (key: "plus", value: "1+2")] yes {"x": 1}"#
        )
    }

    @Test func errorsBecomeTheirStatusAndMessage() {
        let refused = Self.router.respond(to: HTTPRequest(method: "GET", target: "/api/refuse"))
        #expect(refused.status == 422)
        #expect(refused.contentType == "application/json")
        #expect(refused.text == #"{ "error": "not like that" }"# + "\n")
        #expect(refused.reason == "not like that")
        let broken = Self.router.respond(to: HTTPRequest(method: "GET", target: "/api/broken"))
        #expect(broken.status == 500)
        #expect(broken.reason == "it broke")
    }

    @Test func aMethodThePathHasNoRouteForIs405WithTheMethodsItTakes() {
        let response = Self.router.respond(to: HTTPRequest(method: "GET", target: "/api/echo"))
        #expect(response.status == 405)
        #expect(response.reason == "/api/echo takes POST, not GET")
        #expect(response.headers.contains { $0.name == "Allow" && $0.value == "POST" })
        let head = Self.router.respond(to: HTTPRequest(method: "HEAD", target: "/api/refuse"))
        #expect(head.status == 422, "HEAD is answered by the GET route")
    }

    @Test func aPathWithNoRouteIs404AndAPostToAPageIs405() {
        let missing = Self.router.respond(to: HTTPRequest(method: "GET", target: "/api/nothing?x=1"))
        #expect(missing.status == 404)
        #expect(missing.reason == "there is no route /api/nothing")
        let post = Self.router.respond(to: HTTPRequest(method: "POST", target: "/index.html"))
        #expect(post.status == 405)
        #expect(post.reason == "pages are read with GET, not POST")
    }
}
