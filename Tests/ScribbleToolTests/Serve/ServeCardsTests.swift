import Foundation
import Scribble
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The cards routes as `scribble serve` serves them, over its socket: wired in, seen by
/// `scribble card`, and bounded by the server's limits. What each route does is tested in memory
/// by `ScribbleCardsServerTests`.
@Suite(.serialized) struct ServeCardsTests {
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func json() throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        }
        func elements() throws -> [[String: Any]] { try #require(try json()["elements"] as? [[String: Any]]) }
    }

    /// Sends a request (with the server's token) and returns the answer.
    static func send(_ serve: ServeProcess, _ method: String, _ path: String, body: Data? = nil) throws -> Answer {
        let token = serve.address.components(separatedBy: "token=").last ?? ""
        let separator = path.contains("?") ? "&" : "?"
        var request = URLRequest(
            url: try #require(URL(string: "http://127.0.0.1:\(serve.port)\(path)\(separator)token=\(token)")))
        request.httpMethod = method
        request.httpBody = body
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Answer?
        URLSession.shared.dataTask(with: request) { data, response, _ in
            let http = response as? HTTPURLResponse
            let headers = (http?.allHeaderFields ?? [:]).reduce(into: [String: String]()) { headers, field in
                headers[String(describing: field.key).lowercased()] = String(describing: field.value)
            }
            result = Answer(status: http?.statusCode ?? 0, headers: headers, body: data ?? Data())
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 20)
        return try #require(result)
    }

    static func newCard(_ serve: ServeProcess) throws -> String {
        let made = try send(serve, "POST", "/api/cards/new?title=Trip&width=400&height=300")
        try #require(made.status == 201, "\(made.text)")
        return try #require(try made.json()["id"] as? String)
    }

    static func png(_ red: UInt8) throws -> Data {
        Data(try RasterImage(width: 20, height: 10, filledWith: RGBA8(red: red, green: 0, blue: 0)).pngData())
    }

    static func contents(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Every script and style sheet a page names is served as itself by the whole server, the
    /// cards app's routes included (its `/cards/ID` addresses answer with the card editor's page
    /// for anything under `/cards/`, which a folder of scripts must not be).
    @Test func everyScriptAndStyleSheetOfEveryPageIsServedAsItself() throws {
        let serve = try ServeProcess()
        defer { try? serve.expectCleanStop() }
        let pattern = #/(?:src|href)="(/[^"]+\.(js|css))"/#
        var named = 0
        for page in ["/", "/drawings.html", "/cards.html", "/cards/some-card"] {
            let html = try Self.send(serve, "GET", page)
            #expect(html.status == 200, "\(page)")
            for match in html.text.matches(of: pattern) {
                let asset = try Self.send(serve, "GET", String(match.output.1))
                let type = match.output.2 == "js" ? "text/javascript" : "text/css"
                #expect(asset.status == 200, "\(match.output.1) of \(page)")
                #expect(asset.headers["content-type"]?.hasPrefix(type) == true, "\(match.output.1) of \(page)")
                named += 1
            }
        }
        #expect(named >= 20, "the pages name \(named) scripts and style sheets")
    }

    @Test func theCardsRoutesAreWiredIntoTheServerAndChangeTheStoreAsCardDoes() throws {
        let serve = try ServeProcess()
        let card = try Self.newCard(serve)
        let added = try Self.send(
            serve, "POST", "/api/cards/add?card=\(card)&name=red.png&x=100&y=50&width=40", body: try Self.png(200))
        #expect(added.status == 201, "\(added.text)")
        let element = try #require(added.headers["x-scribble-element"])
        #expect(added.headers["x-scribble-undo"] == "1" && added.headers["x-scribble-redo"] == "0")
        let folder = serve.store.appendingPathComponent(card)
        #expect(try Self.contents(folder) == ["\(element).png", "card.json"].sorted())
        let show = try ToolRunner.run(["card", "show", card, "--store", serve.store.path])
        #expect(show.output.contains("1. \(element)  picture  from red.png"), "\(show.output)")
        #expect(try ToolRunner.run(["card", "check", "--store", serve.store.path]).status == 0)

        // A file over the store's limit on a picture is refused before its body is read.
        let huge = try Self.send(
            serve, "POST", "/api/cards/add?card=\(card)&name=huge.png", body: Data(count: (64 << 20) + 1))
        #expect(
            huge.status == 413 && huge.text.contains("over the limit of 67108864 bytes"), "\(huge.status) \(huge.text)")
        let refused = try Self.send(serve, "POST", "/api/cards/change?card=\(card)&element=0000")
        #expect(refused.status == 404 && refused.text.contains("no element"))
        #expect(try Self.contents(folder) == ["\(element).png", "card.json"].sorted())
        // The drawing app's export is wired in beside them.
        let export = try Self.send(serve, "GET", "/api/export?drawing=2026-12-03-101500-abc124")
        #expect(export.status == 404 && export.text.contains("there is no drawing 2026-12-03-101500-abc124"))
        try serve.expectCleanStop()
    }
}
