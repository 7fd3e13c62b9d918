import Foundation
import Scribble
import ScribbleHTTP
import Testing

/// The cards app's routes, answered in memory: each change is the card store's; undo and redo
/// bring back the very elements; a removed card comes back whole; what is refused says why,
/// with its status, and changes nothing.
@Suite struct CardsRoutesTests {
    @Test func anElementAddedIsWhereItWasPutAndUndoAndRedoBringBackTheVeryElement() throws {
        let app = try CardsApp()
        let card = try app.newCard()
        let added = app.send(
            "POST", "/api/cards/add?card=\(card)&name=red.png&x=100&y=50&width=40", body: try CardsApp.png(200))
        #expect(added.status == 201, "\(added.text)")
        let element = try #require(added.header("X-Scribble-Element"))
        let transform = try #require(try added.elements().first?["transform"] as? [String: Any])
        #expect(
            transform["offset"] as? [String: Double] == ["x": -100, "y": -100],
            "the centre at (100, 50) on a 400 × 300 card")
        #expect(added.header("X-Scribble-Undo") == "1" && added.header("X-Scribble-Redo") == "0")
        #expect(try app.files(of: card) == ["\(element).png", "card.json"].sorted())
        let cardID = try #require(UUID(uuidString: card))
        let stored = try app.store.load(cardID)
        #expect(stored.elements.map(\.source?.file) == ["red.png"])

        let moved = app.send("POST", "/api/cards/change?card=\(card)&element=\(element)&x=10&y=20&rotation=30")
        #expect(moved.status == 200, "\(moved.text)")
        let movedElement = try #require(try app.store.load(cardID).elements.first)
        #expect(movedElement.transform.offset == Vector(dx: 10, dy: 20) && movedElement.transform.rotation == 30)

        // Undo the move, then the add: the element and its file go; redo brings both back.
        #expect(app.send("POST", "/api/cards/undo?card=\(card)").status == 200)
        let undone = app.send("POST", "/api/cards/undo?card=\(card)")
        #expect(try undone.elements().isEmpty && undone.header("X-Scribble-Redo") == "2")
        #expect(try app.files(of: card) == ["card.json"])
        let nothing = app.send("POST", "/api/cards/undo?card=\(card)")
        #expect(nothing.status == 409 && nothing.reason == "there is nothing to undo on this card")
        let redone = app.send("POST", "/api/cards/redo?card=\(card)")
        #expect(try redone.elements().first?["id"] as? String == element)
        #expect(try app.file("\(element).png", of: card) == Data(try CardsApp.png(200)))

        // Removing it and undoing that puts back the same element, file and all.
        let removed = app.send("POST", "/api/cards/change?card=\(card)&element=\(element)&remove=1")
        #expect(try removed.elements().isEmpty && app.files(of: card) == ["card.json"])
        let back = app.send("POST", "/api/cards/undo?card=\(card)")
        #expect(try back.elements().first?["id"] as? String == element)
        #expect(try app.file("\(element).png", of: card) == Data(try CardsApp.png(200)))
    }

    @Test func aDrawingFileAndADrawingOfTheStoreBecomeDrawnElements() throws {
        let app = try CardsApp()
        let card = try app.newCard()
        let added = app.send(
            "POST", "/api/cards/add?card=\(card)&name=line.drawing.json&width=100", body: CardsApp.drawingFile())
        #expect(added.status == 201, "\(added.text)")
        let fromFile = try #require(try added.elements().first)
        #expect((fromFile["drawing"] as? [String: Any])?["file"] as? String != nil, "kept as strokes: \(fromFile)")
        #expect((fromFile["source"] as? [String: Any])?["file"] as? String == "line.drawing.json")

        // A drawing of the drawing page, drawn over the editor at 2 CSS pixels per card unit.
        let recordings = app.folder.appendingPathComponent("recordings")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        try Data(CardsApp.drawingFile()).write(
            to: recordings.appendingPathComponent("2026-12-03-101500-abc123.drawing.json"))
        let drawn = app.send("POST", "/api/cards/draw?card=\(card)&drawing=2026-12-03-101500-abc123&scale=2", body: [])
        #expect(drawn.status == 201, "\(drawn.text)")
        let elements = try drawn.elements()
        #expect(elements.count == 2 && drawn.header("X-Scribble-Undo") == "2")
        let cardID = try #require(UUID(uuidString: card))
        let onCard = try #require(try app.store.load(cardID).elements.last)
        // The ink runs from x 40 to 160 at y 50 of the page, 20 to 80 and 25 in card units.
        #expect(abs(onCard.transform.size.width - 70) < 6 && onCard.transform.size.height < 16, "\(onCard.transform)")
        #expect(
            abs(onCard.transform.offset.dx - (50 - 200)) < 3 && abs(onCard.transform.offset.dy - (25 - 150)) < 3,
            "\(onCard.transform)")
        #expect(onCard.source?.file == "2026-12-03-101500-abc123.drawing.json")
    }

    @Test func aRemovedCardComesBackWholeAndTheListThumbnailAndRenderFollowTheStore() throws {
        let app = try CardsApp()
        let card = try app.newCard()
        _ = app.send("POST", "/api/cards/add?card=\(card)&name=red.png", body: try CardsApp.png(200))
        let cards = try #require(try app.send("GET", "/api/cards").json()["cards"] as? [[String: Any]])
        #expect(
            cards.count == 1 && cards[0]["id"] as? String == card && cards[0]["title"] as? String == "Trip"
                && cards[0]["elements"] as? Int == 1)

        let thumbnail = app.send("GET", "/api/cards/thumbnail?card=\(card)")
        #expect(thumbnail.status == 200 && thumbnail.contentType == "image/png")
        let small = try RasterImage(png: thumbnail.body)
        #expect(small.width == 320 && small.height == 240)
        #expect(
            small.pixel(x: 160, y: 120).red > 150 && small.pixel(x: 10, y: 10).green > 200,
            "the picture in the middle of white")
        #expect(app.send("POST", "/api/cards/change?card=\(card)&background=black").status == 200)
        let changed = try RasterImage(png: app.send("GET", "/api/cards/thumbnail?card=\(card)").body)
        #expect(changed.pixel(x: 10, y: 10).green < 20, "the thumbnail follows the change")

        let render = app.send("GET", "/api/cards/render?card=\(card)&format=png&scale=0.5")
        let rendered = try RasterImage(png: render.body)
        #expect(
            rendered.width == 200 && rendered.height == 150 && rendered.pixel(x: 100, y: 75).red > 150
                && rendered.pixel(x: 5, y: 5).red < 20)
        #expect(render.header("Content-Disposition") == "attachment; filename=\"card-\(card.prefix(8)).png\"")
        #expect(app.send("GET", "/api/cards/render?card=\(card)&format=pdf").body.prefix(5).elementsEqual("%PDF-".utf8))

        let before = try app.files(of: card)
        #expect(app.send("POST", "/api/cards/remove?card=\(card)").status == 200)
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent(card).path))
        #expect(try app.send("GET", "/api/cards").json()["removed"] as? [String] == [card])
        let restored = app.send("POST", "/api/cards/unremove?card=\(card)")
        #expect(restored.status == 200, "\(restored.text)")
        #expect(try app.files(of: card) == before)
        let again = app.send("POST", "/api/cards/unremove?card=\(card)")
        #expect(
            again.status == 404
                && again.reason == "card \(card) was not removed while this server runs; there is nothing to bring back"
        )
    }

    @Test func whatIsRefusedSaysWhyWithItsStatusAndChangesNothing() throws {
        let app = try CardsApp()
        let card = try app.newCard()
        _ = app.send("POST", "/api/cards/add?card=\(card)&name=red.png", body: try CardsApp.png(200))
        let before = try app.files(of: card)
        let cardFile = try app.file("card.json", of: card)
        let refusals: [(String, String, [UInt8], Int, String)] = [
            (
                "POST", "/api/cards/add?card=\(card)&name=notes.txt", Array("milk, eggs\n".utf8), 422,
                "notes.txt: is not an image, a recording or a drawing"
            ),
            (
                "POST", "/api/cards/add?card=\(card)&name=empty.png", [], 400,
                "empty.png is empty; there is nothing to add"
            ),
            (
                "POST", "/api/cards/add?card=\(card)&name=a.png&x=nowhere", try CardsApp.png(1), 400,
                "x must be a number from -100000 to 200000, got \"nowhere\""
            ),
            ("POST", "/api/cards/change?card=\(card)&element=0000", [], 404, "no element"),
            ("POST", "/api/cards/change?card=\(card)&x=5&y=5", [], 400, "name the element to change: element=ID"),
            (
                "POST", "/api/cards/change?card=\(card)&width=5", [], 400,
                "give x and y together, and width and height together"
            ),
            (
                "POST", "/api/cards/change?card=\(card)&background=plaid", [], 400,
                "background must be a colour such as #ffffff or white, got \"plaid\""
            ),
            (
                "POST", "/api/cards/change?card=\(card)&element=x&order=sideways", [], 400,
                "order must be front, back, forward or backward, got \"sideways\""
            ),
            ("POST", "/api/cards/change?card=not-an-id", [], 400, "\"not-an-id\" is not a card id"),
            ("POST", "/api/cards/change", [], 400, "name the card: card=ID"),
            (
                "POST", "/api/cards/change?card=6f1c2d3e-0000-4000-8000-000000000000&width=5&height=5", [], 404,
                "no card 6f1c2d3e-0000-4000-8000-000000000000"
            ),
            ("POST", "/api/cards/redo?card=\(card)", [], 409, "there is nothing to redo on this card"),
            (
                "POST", "/api/cards/draw?card=\(card)&drawing=2026-12-03-101500-abc123&scale=1", [], 404,
                "there is no drawing 2026-12-03-101500-abc123"
            ),
            (
                "POST", "/api/cards/draw?card=\(card)&drawing=2026-12-03-101500-abc123", [], 400,
                "give the editor's scale, CSS pixels per card unit: scale=S"
            ),
            (
                "GET", "/api/cards/render?card=\(card)&format=gif", [], 400,
                "unknown format \"gif\"; known formats: png, pdf, svg"
            ),
            (
                "GET", "/api/cards/render?card=\(card)&scale=100", [], 400,
                "scale must be a number from 0.1 to 8, got \"100\""
            ),
            ("GET", "/api/cards/new", [], 405, "/api/cards/new takes POST, not GET"),
            ("POST", "/api/cards/new?width=0", [], 400, "width must be a number from 1 to 100000, got \"0\""),
            (
                "POST", "/api/cards/new?background=plaid", [], 400,
                "background must be a colour such as #ffffff or white, got \"plaid\""
            ),
        ]
        for (method, target, body, status, message) in refusals {
            let answer = app.send(method, target, body: body)
            #expect(answer.status == status, "\(method) \(target): \(answer.status) \(answer.text)")
            #expect(answer.reason?.contains(message) == true, "\(method) \(target): \(answer.text)")
            #expect(try answer.json()["error"] as? String == answer.reason)
        }
        #expect(try app.files(of: card) == before)
        #expect(try app.file("card.json", of: card) == cardFile)
        #expect(
            app.send("GET", "/api/cards/card?card=\(card)").header("X-Scribble-Undo") == "1", "no refusal became a step"
        )
        #expect(try app.store.cardIDs().map { $0.uuidString.lowercased() } == [card], "no card was made")
    }
}
