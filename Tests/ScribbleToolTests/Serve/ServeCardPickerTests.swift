import Foundation
import Scribble
import Testing

/// `scribble serve`'s picker of a file of several drawings: the file's drawings listed with names
/// and thumbnails, the one picked added as `card attach --item` adds it, and what is refused.
@Suite struct ServeCardPickerTests {
    typealias Cards = ServeCardsTests

    @Test func aLibrarysDrawingsAreListedAndTheOnePickedIsAdded() throws {
        let serve = try ServeProcess()
        let card = try Cards.newCard(serve)
        let library = Data(InterchangeSamples.library.text.utf8)

        let listed = try Cards.send(serve, "POST", "/api/cards/items?name=shapes.excalidrawlib", body: library)
        try #require(listed.status == 200, "\(listed.text)")
        let json = try listed.json()
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(json["count"] as? Int == 3 && json["shown"] as? Int == 3)
        #expect(items.map { $0["item"] as? String } == ["1", "2", "3"])
        #expect(
            items.map { $0["name"] as? String } == ["Heart", "Star", "Heart-2"], "the names its pictures get: \(items)")
        for item in items {
            let thumbnail = try #require(item["thumbnail"] as? String)
            #expect(thumbnail.hasPrefix("data:image/png;base64,"))
            let png = try #require(Data(base64Encoded: String(thumbnail.dropFirst("data:image/png;base64,".count))))
            let image = try RasterImage(png: [UInt8](png))
            #expect(max(image.width, image.height) <= 128 && image.width > 8)
        }

        let added = try Cards.send(
            serve, "POST", "/api/cards/add?card=\(card)&name=shapes.excalidrawlib&item=2&x=200&y=150&width=120",
            body: library)
        try #require(added.status == 201, "\(added.text)")
        let element = try #require(try added.elements().last)
        let source = try #require(element["source"] as? [String: Any])
        #expect(source["file"] as? String == "shapes.excalidrawlib" && source["item"] as? String == "Star")
        #expect(element["drawing"] != nil, "a drawn element, rendered again sharp at any scale")
        let transform = try #require(element["transform"] as? [String: Any])
        #expect((transform["size"] as? [String: Any])?["width"] as? Double == 120)

        // The store agrees: the element shows where it came from, as `card attach --item` writes it.
        let shown = try ToolRunner.run(["card", "show", card, "--store", serve.store.path])
        #expect(shown.output.contains("from shapes.excalidrawlib, drawing Star"), "\(shown.output)")
        try serve.expectCleanStop()
    }

    @Test func whatCannotBeListedOrPickedIsRefusedAndChangesNothing() throws {
        let serve = try ServeProcess()
        let card = try Cards.newCard(serve)
        let library = Data(InterchangeSamples.library.text.utf8)
        let refused: [(String, Data?, Int, String)] = [
            ("/api/cards/items?name=notes.txt", Data("milk\n".utf8), 422, "notes.txt"),
            ("/api/cards/items", library, 400, "name the file: name=FILE"),
            ("/api/cards/items?name=empty.excalidrawlib", nil, 400, "empty.excalidrawlib is empty"),
            ("/api/cards/add?card=\(card)&name=shapes.excalidrawlib&item=9", library, 422, "shapes.excalidrawlib"),
            ("/api/cards/add?card=\(card)&name=shapes.excalidrawlib", library, 422, "holds 3 drawings; pick one"),
            (
                "/api/cards/add?card=\(card)&name=shapes.excalidrawlib&item=", library, 400,
                "item must be a drawing's number"
            ),
            ("/api/cards/add?card=nope&name=shapes.excalidrawlib&item=1", library, 400, "card"),
            ("/api/cards/add?card=\(card)&name=shapes.excalidrawlib&item=1&x=zero", library, 400, "x must be a number"),
        ]
        for (path, body, status, message) in refused {
            let answer = try Cards.send(serve, "POST", path, body: body)
            #expect(answer.status == status, "\(path): \(answer.status) \(answer.text)")
            #expect(answer.text.contains(message), "\(path): \(answer.text)")
        }
        let now = try Cards.send(serve, "GET", "/api/cards/card?card=\(card)")
        #expect(try now.elements().isEmpty)
        #expect(try Cards.contents(serve.store.appendingPathComponent(card)) == ["card.json"])
        try serve.expectCleanStop()
    }
}
