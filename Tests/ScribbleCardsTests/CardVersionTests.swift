import Foundation
import ScribbleCards
import ScribbleFormats
import ScribbleKit
import ScribbleSyntax
import Testing

/// Version 2 of `card.json`: a title, created and modified times, each element's source; and
/// version 1 cards, which have none of these, still read.
@Suite struct CardVersionTests {
    static let cardID = "6f1c2a9e-0b7d-4c4e-9a43-5d2f0e3b7a10"
    static let elementID = "0d9b5c3e-1111-4c4e-9a43-5d2f0e3b7a10"

    /// A version 1 card.json as Scribble 0.1 wrote it, by hand.
    static let versionOne = """
        { "format": "scribble-card", "version": 1,
          "id": "\(cardID)",
          "size": { "width": 1300, "height": 2000 },
          "background": "#ffffff",
          "elements": [
            { "id": "\(elementID)", "kind": "image",
              "transform": { "offset": { "x": -120, "y": 40 }, "size": { "width": 250, "height": 100 }, "rotation": 15 },
              "image": { "file": "\(elementID).png", "width": 500, "height": 200 } } ] }

        """

    @Test func aVersionOneCardStillReadsDatedAsItIsTold() throws {
        let time = Date(timeIntervalSince1970: 1_700_000_000.25)
        let card = try Card(decodingJSON: Array(Self.versionOne.utf8), undatedCardTime: time)
        #expect(CardID.string(card.id) == Self.cardID)
        #expect(card.title == nil)
        #expect(card.created == time && card.modified == time)
        #expect(card.elements.count == 1 && card.elements[0].source == nil)
        #expect(card.elements[0].transform.rotation == 15)
        // Written back, it is version 2, and reads back equal.
        let text = String(decoding: card.jsonEncoded(), as: UTF8.self)
        #expect(
            text.hasPrefix(
                """
                { "format": "scribble-card", "version": 2,
                  "id": "\(Self.cardID)",
                  "created": "2023-11-14T22:13:20.250Z", "modified": "2023-11-14T22:13:20.250Z",
                """))
        #expect(try Card(decodingJSON: card.jsonEncoded()) == card)
    }

    @Test func aStoreDatesAVersionOneCardByItsFile() throws {
        let store = try temporaryStore()
        let folder = store.folder + "/" + Self.cardID
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(Self.versionOne.utf8).write(to: URL(fileURLWithPath: folder + "/card.json"))
        try Data(try solidPNG(width: 500, height: 200, .white)).write(
            to: URL(fileURLWithPath: folder + "/\(Self.elementID).png"))
        let stamp = Date(timeIntervalSince1970: 1_600_000_000)
        try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: folder + "/card.json")
        let id = try #require(UUID(uuidString: Self.cardID))
        let card = try store.load(id)
        #expect(card.created == stamp && card.modified == stamp)
        #expect(try store.check().isSound)
        // A change writes it as version 2, modified now, created as before.
        let before = Date()
        let renamed = try store.update(id) { card throws(CardError) in try card.rename(to: "Old card") }
        #expect(renamed.created == stamp && renamed.modified >= Card.milliseconds(before))
        let text = try String(contentsOfFile: folder + "/card.json", encoding: .utf8)
        #expect(text.hasPrefix("{ \"format\": \"scribble-card\", \"version\": 2,"))
        #expect(text.contains("\"title\": \"Old card\""))
        #expect(try store.load(id) == renamed)
    }

    @Test func titlesTimesAndSourcesReadBackEqual() throws {
        var card = try Card(title: "  Trip to the sea ", created: Date(timeIntervalSince1970: 1_741_000_000.123_4))
        card.modified = Date(timeIntervalSince1970: 1_741_000_100.9996)
        try card.add(
            CardElement(
                transform: ElementTransform(size: Size(width: 10, height: 10)),
                image: ElementImage(pixelWidth: 1, pixelHeight: 1),
                source: ElementSource(file: "/home/someone/drawings/trains.ndjson", item: "3")))
        #expect(card.title == "Trip to the sea")
        #expect(card.elements[0].source == ElementSource(file: "trains.ndjson", item: "3"))
        let text = String(decoding: card.jsonEncoded(), as: UTF8.self)
        #expect(
            text.contains(
                "\"title\": \"Trip to the sea\",\n  \"created\": \"2025-03-03T11:06:40.123Z\", \"modified\": \"2025-03-03T11:08:21.000Z\","
            ))
        #expect(text.contains("\"source\": { \"file\": \"trains.ndjson\", \"item\": \"3\" }"))
        var decoded = try Card(decodingJSON: card.jsonEncoded())
        card.modified = Card.milliseconds(card.modified)
        #expect(decoded == card)
        try decoded.rename(to: nil)
        #expect(try Card(decodingJSON: decoded.jsonEncoded()).title == nil)
    }

    @Test(arguments: [
        (
            "\"created\": \"yesterday\", \"modified\": \"2025-03-03T11:06:40Z\"",
            "card.json:3:14: created: \"yesterday\" is not a time: times are UTC in ISO 8601, such as \"2025-03-01T10:20:30.123Z\""
        ),
        (
            "\"created\": \"2025-02-30T11:06:40Z\", \"modified\": \"2025-03-03T11:06:40Z\"",
            "card.json:3:14: created: \"2025-02-30T11:06:40Z\" is not a time: times are UTC in ISO 8601, such as \"2025-03-01T10:20:30.123Z\""
        ),
        ("\"created\": \"2025-03-03T11:06:40Z\"", "card.json:1:1: missing key \"modified\""),
        (
            "\"created\": \"2025-03-03T11:06:40Z\", \"modified\": \"2025-03-03T11:06:40Z\", \"title\": \"a\\nb\"",
            "card.json:3:83: title: a card's title may not have control characters (line breaks, tabs) in it"
        ),
    ])
    func aVersionTwoCardIsCheckedAsItIsRead(fields: String, message: String) {
        let text = """
            { "format": "scribble-card", "version": 2,
              "id": "\(Self.cardID)",
              \(fields),
              "size": { "width": 1300, "height": 2000 }, "elements": [] }
            """
        do {
            _ = try Card(decodingJSON: Array(text.utf8), file: "card.json")
            Issue.record("read: \(fields)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: ["", "   ", String(repeating: "x", count: 201), "tab\there"])
    func aTitleMustBeOne(title: String) {
        #expect(throws: CardError.self) { try Card(title: title) }
    }
}
