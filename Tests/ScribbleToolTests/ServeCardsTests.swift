import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Scribble
import Testing

/// The cards routes of `scribble serve`, without a browser: each change is the card store's, as
/// `scribble card` sees it; undo and redo bring back the very elements; a removed card comes
/// back whole; what is refused is refused with its reason and changes nothing.
@Suite(.serialized) struct ServeCardsTests {
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func json() throws -> [String: Any] { try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]) }
        func elements() throws -> [[String: Any]] { try #require(try json()["elements"] as? [[String: Any]]) }
    }

    /// Sends a request (with the server's token) and returns the answer.
    static func send(_ serve: ServeProcess, _ method: String, _ path: String, body: Data? = nil) throws -> Answer {
        let token = serve.address.components(separatedBy: "token=").last ?? ""
        let separator = path.contains("?") ? "&" : "?"
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(serve.port)\(path)\(separator)token=\(token)")))
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

    @Test func anElementAddedIsWhereItWasPutAndUndoAndRedoBringBackTheVeryElement() throws {
        let serve = try ServeProcess()
        let card = try Self.newCard(serve)
        let added = try Self.send(serve, "POST", "/api/cards/add?card=\(card)&name=red.png&x=100&y=50&width=40", body: try Self.png(200))
        #expect(added.status == 201, "\(added.text)")
        let element = try #require(added.headers["x-scribble-element"])
        let transform = try #require(try added.elements().first?["transform"] as? [String: Any])
        let offset = try #require(transform["offset"] as? [String: Double])
        #expect(offset == ["x": -100, "y": -100], "the centre at (100, 50) on a 400 × 300 card")
        #expect(added.headers["x-scribble-undo"] == "1" && added.headers["x-scribble-redo"] == "0")
        let folder = serve.store.appendingPathComponent(card)
        #expect(try Self.contents(folder) == ["\(element).png", "card.json"].sorted())
        let show = try ToolRunner.run(["card", "show", card, "--store", serve.store.path])
        #expect(show.output.contains("1. \(element)  picture  from red.png"), "\(show.output)")

        let moved = try Self.send(serve, "POST", "/api/cards/change?card=\(card)&element=\(element)&x=10&y=20&rotation=30")
        #expect(moved.status == 200, "\(moved.text)")
        #expect(try ToolRunner.run(["card", "show", card, "--store", serve.store.path]).output.contains("offset 10, 20"))

        // Undo the move, then the add: the element and its file go; redo brings both back.
        #expect(try Self.send(serve, "POST", "/api/cards/undo?card=\(card)").status == 200)
        let undone = try Self.send(serve, "POST", "/api/cards/undo?card=\(card)")
        #expect(try undone.elements().isEmpty && undone.headers["x-scribble-redo"] == "2")
        #expect(try Self.contents(folder) == ["card.json"])
        let nothing = try Self.send(serve, "POST", "/api/cards/undo?card=\(card)")
        #expect(nothing.status == 409 && nothing.text.contains("there is nothing to undo"))
        let redone = try Self.send(serve, "POST", "/api/cards/redo?card=\(card)")
        #expect(try redone.elements().first?["id"] as? String == element)
        #expect(try Self.contents(folder) == ["\(element).png", "card.json"].sorted())
        #expect(try Data(contentsOf: folder.appendingPathComponent("\(element).png")) == Self.png(200))

        // Removing it and undoing that puts back the same element, file and all.
        let removed = try Self.send(serve, "POST", "/api/cards/change?card=\(card)&element=\(element)&remove=1")
        #expect(try removed.elements().isEmpty && Self.contents(folder) == ["card.json"])
        let back = try Self.send(serve, "POST", "/api/cards/undo?card=\(card)")
        #expect(try back.elements().first?["id"] as? String == element)
        #expect(try Data(contentsOf: folder.appendingPathComponent("\(element).png")) == Self.png(200))
        #expect(try ToolRunner.run(["card", "check", "--store", serve.store.path]).status == 0)
        try serve.expectCleanStop()
    }

    @Test func aRemovedCardComesBackWholeAndTheListAndThumbnailFollowTheStore() throws {
        let serve = try ServeProcess()
        let card = try Self.newCard(serve)
        _ = try Self.send(serve, "POST", "/api/cards/add?card=\(card)&name=red.png", body: try Self.png(200))
        let listed = try Self.send(serve, "GET", "/api/cards")
        let cards = try #require(try listed.json()["cards"] as? [[String: Any]])
        #expect(cards.count == 1 && cards[0]["id"] as? String == card && cards[0]["title"] as? String == "Trip" && cards[0]["elements"] as? Int == 1)

        let thumbnail = try Self.send(serve, "GET", "/api/cards/thumbnail?card=\(card)")
        #expect(thumbnail.status == 200 && thumbnail.headers["content-type"] == "image/png")
        let small = try RasterImage(png: [UInt8](thumbnail.body))
        #expect(small.width == 320 && small.height == 240)
        #expect(small.pixel(x: 160, y: 120).red > 150 && small.pixel(x: 10, y: 10).green > 200, "the picture in the middle of white")
        _ = try Self.send(serve, "POST", "/api/cards/change?card=\(card)&background=black")
        let changed = try RasterImage(png: [UInt8](try Self.send(serve, "GET", "/api/cards/thumbnail?card=\(card)").body))
        #expect(changed.pixel(x: 10, y: 10).green < 20, "the thumbnail follows the change")

        let folder = serve.store.appendingPathComponent(card)
        let before = try Self.contents(folder)
        #expect(try Self.send(serve, "POST", "/api/cards/remove?card=\(card)").status == 200)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(try Self.send(serve, "GET", "/api/cards").json()["removed"] as? [String] == [card])
        let restored = try Self.send(serve, "POST", "/api/cards/unremove?card=\(card)")
        #expect(restored.status == 200, "\(restored.text)")
        #expect(try Self.contents(folder) == before)
        #expect(try ToolRunner.run(["card", "check", "--store", serve.store.path]).status == 0)
        let again = try Self.send(serve, "POST", "/api/cards/unremove?card=\(card)")
        #expect(again.status == 404 && again.text.contains("was not removed"))

        let pdf = try Self.send(serve, "GET", "/api/cards/render?card=\(card)&format=pdf")
        #expect(pdf.status == 200 && pdf.body.prefix(5) == Data("%PDF-".utf8))
        #expect(pdf.headers["content-disposition"]?.hasPrefix("attachment; filename=\"card-") == true)
        try serve.expectCleanStop()
    }

    @Test func whatIsRefusedSaysWhyAndChangesNothing() throws {
        let serve = try ServeProcess()
        let card = try Self.newCard(serve)
        _ = try Self.send(serve, "POST", "/api/cards/add?card=\(card)&name=red.png", body: try Self.png(200))
        let folder = serve.store.appendingPathComponent(card)
        let before = try Self.contents(folder)
        let cardFile = try Data(contentsOf: folder.appendingPathComponent("card.json"))
        let refusals: [(String, String, Data?, Int, String)] = [
            ("POST", "/api/cards/add?card=\(card)&name=notes.txt", Data("milk, eggs\n".utf8), 422, "notes.txt: is not an image, a recording or a drawing"),
            ("POST", "/api/cards/add?card=\(card)&name=empty.png", nil, 400, "empty.png is empty"),
            ("POST", "/api/cards/add?card=\(card)&name=a.png&x=nowhere", try Self.png(1), 400, "x must be a number"),
            ("POST", "/api/cards/change?card=\(card)&element=0000", nil, 404, "no element"),
            ("POST", "/api/cards/change?card=\(card)&x=5&y=5", nil, 400, "name the element to change"),
            ("POST", "/api/cards/change?card=\(card)&width=5", nil, 400, "give x and y together, and width and height together"),
            ("POST", "/api/cards/change?card=\(card)&background=plaid", nil, 400, "background must be a colour"),
            ("POST", "/api/cards/change?card=not-an-id", nil, 400, "is not a card id"),
            ("POST", "/api/cards/change?card=6f1c2d3e-0000-4000-8000-000000000000&width=5&height=5", nil, 404, "no card 6f1c2d3e-0000-4000-8000-000000000000"),
            ("POST", "/api/cards/draw?card=\(card)&drawing=2026-12-03-101500-abc123&scale=1", nil, 404, "there is no drawing 2026-12-03-101500-abc123"),
            ("GET", "/api/cards/render?card=\(card)&format=gif", nil, 400, "known formats: png, pdf, svg"),
            ("GET", "/api/cards/card?card=\(card)&x=1", nil, 200, "scribble-card"),
            ("GET", "/api/cards/new", nil, 405, "takes POST"),
        ]
        // A file over the store's limit on a picture is refused before its body is read.
        let huge = try Self.send(serve, "POST", "/api/cards/add?card=\(card)&name=huge.png", body: Data(count: (64 << 20) + 1))
        #expect(huge.status == 413 && huge.text.contains("over the limit of 67108864 bytes"), "\(huge.status) \(huge.text)")
        for (method, path, body, status, message) in refusals {
            let answer = try Self.send(serve, method, path, body: body)
            #expect(answer.status == status && answer.text.contains(message), "\(method) \(path): \(answer.status) \(answer.text)")
        }
        #expect(try Self.contents(folder) == before)
        #expect(try Data(contentsOf: folder.appendingPathComponent("card.json")) == cardFile)
        try serve.expectCleanStop()
    }
}
