import Foundation
import Testing

/// Finding cards again: titles, times, sources, and one store whatever the folder.
@Suite struct CardFindingTests {
    @Test func theDefaultStoreIsTheSameFromEveryFolder() throws {
        let home = try ToolRunner.temporaryFolder()
        let here = try ToolRunner.temporaryFolder()
        let there = try ToolRunner.temporaryFolder()
        let environment = ["HOME": home.path]
        let made = try ToolRunner.run(["card", "new", "--title", "Monday"], in: here, environment: environment)
        #expect(made.status == 0, "\(made.standardError)")
        let id = made.output.trimmingCharacters(in: .newlines)
        let store = home.path + "/.local/share/scribble/cards"
        #expect(made.standardError == "made card \(id) \"Monday\" in \(store)\n")
        #expect(FileManager.default.fileExists(atPath: "\(store)/\(id)/card.json"))
        #expect(try ToolRunner.contents(of: here).isEmpty)  // no ./cards left behind

        let list = try ToolRunner.run(["card", "list"], in: there, environment: environment)
        #expect(list.status == 0)
        #expect(list.output.hasPrefix("\(id)  \"Monday\"  0 elements  made "))
        #expect(list.standardError == "1 card in \(store), newest first:\n")

        // XDG_DATA_HOME, then SCRIBBLE_STORE, take its place; --store is relative to the folder.
        let data = try ToolRunner.temporaryFolder()
        let empty = try ToolRunner.run(
            ["card", "list"], in: there, environment: ["HOME": home.path, "XDG_DATA_HOME": data.path])
        #expect(empty.standardError == "no cards in \(data.path)/scribble/cards; make one with `scribble card new`\n")
        let named = try ToolRunner.run(
            ["card", "list"], in: there, environment: ["HOME": home.path, "SCRIBBLE_STORE": store])
        #expect(named.output.hasPrefix("\(id)  \"Monday\""))
        let relative = try ToolRunner.run(
            ["card", "list", "--store", "sub/../mine"], in: there, environment: environment)
        #expect(relative.standardError == "no cards in \(there.path)/mine; make one with `scribble card new`\n")
    }

    @Test func titlesNameCardsAndTheListIsNewestFirst() throws {
        let store = try CardToolStore()
        let trip = try store.newCard(["--title", "Trip to the sea"])
        let shopping = try store.newCard(["--title", "Shopping"])
        usleep(20_000)
        let untitled = try store.newCard()
        let list = try store.card(["list"])
        let lines = list.output.split(separator: "\n").map(String.init)
        #expect(lines.map { String($0.prefix(36)) } == [untitled, shopping, trip])
        #expect(lines[1].hasPrefix("\(shopping)  \"Shopping\"  0 elements  made "))
        #expect(lines[0].hasPrefix("\(untitled)  (untitled)  0 elements"))

        // A card is named by the start of its title, in any case, as by the start of its id.
        try store.succeed(["attach", "trip", CardToolStore.sample("hello.drawing.json")])
        try store.succeed(["rename", "SHOP", "Big", "shopping", "list"])
        let show = try store.card(["show", "big shop"])
        #expect(show.status == 0, "\(show.standardError)")
        #expect(show.output.hasPrefix("card \(shopping)\n  title:       \"Big shopping list\"\n  made:        20"))
        #expect(show.output.contains("  folder:      \(store.store.path)/\(shopping)\n"))
        #expect(try store.elementIDs(of: trip).count == 1)
        try store.succeed(["rename", "big", "--untitled"])
        #expect(try store.card(["show", shopping]).output.contains("  title:       (untitled)\n"))

        // Two cards a name could be: exit 1, both named, nothing changed.
        _ = try store.newCard(["--title", "Trip home"])
        let ambiguous = try store.card(["remove", "trip", "--card"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.standardError.contains("\"trip\" could be any of 2 cards in \(store.store.path): "))
        #expect(ambiguous.standardError.contains("\(trip) \"Trip to the sea\""))
        #expect(FileManager.default.fileExists(atPath: store.folder(of: trip).path))
    }

    @Test func aBadTitleIsAUsageErrorAndMakesNoCard() throws {
        let store = try CardToolStore()
        let result = try store.card(["new", "--title", "  "])
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "scribble: error: the title \"  \" will not do: a card's title must have something in it besides spaces\nUSAGE: scribble card new "
            ))
        #expect(!FileManager.default.fileExists(atPath: store.store.path))
    }

    @Test func showSaysWhatEachElementCameFrom() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let drawn = try store.succeed(["attach", card, CardToolStore.sample("signature.svg")])
        let photo = try store.succeed([
            "attach", card, try store.png("photo.png", width: 4, height: 4, .init(red: 1, green: 2, blue: 3)),
        ])
        let piped = try store.card(
            ["attach", card, "-"],
            input: try Data(contentsOf: URL(fileURLWithPath: CardToolStore.sample("hello.drawing.json"))))
        #expect(piped.status == 0)
        let show = try store.card(["show", card]).output
        #expect(show.contains("1. \(drawn)  drawing  from signature.svg\n"))
        #expect(show.contains("2. \(photo)  picture  from photo.png\n"))
        #expect(show.contains("3. \(piped.output.trimmingCharacters(in: .newlines))  drawing\n"))
        let json = try String(contentsOf: store.folder(of: card).appendingPathComponent("card.json"), encoding: .utf8)
        #expect(json.hasPrefix("{ \"format\": \"scribble-card\", \"version\": 2,"))
        #expect(json.contains("\"source\": { \"file\": \"signature.svg\" }"))
    }

    @Test func aVersionOneCardWrittenByHandStillWorks() throws {
        let store = try CardToolStore()
        let id = "6f1c2a9e-0b7d-4c4e-9a43-5d2f0e3b7a10"
        let element = "0d9b5c3e-1111-4c4e-9a43-5d2f0e3b7a10"
        let folder = store.folder(of: id)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            """
            { "format": "scribble-card", "version": 1,
              "id": "\(id)",
              "size": { "width": 400, "height": 300 },
              "background": "#ffffff",
              "elements": [
                { "id": "\(element)", "kind": "image",
                  "transform": { "offset": { "x": 0, "y": 0 }, "size": { "width": 40, "height": 40 }, "rotation": 0 },
                  "image": { "file": "\(element).png", "width": 4, "height": 4 } } ] }

            """.utf8
        ).write(to: folder.appendingPathComponent("card.json"))
        _ = try store.png("cards/\(id)/\(element).png", width: 4, height: 4, .init(red: 0, green: 0, blue: 255))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_600_000_000)],
            ofItemAtPath: folder.appendingPathComponent("card.json").path)
        let list = try store.card(["list"])
        #expect(
            list.output
                == "\(id)  (untitled)  1 element  made 2020-09-13 12:26  changed 2020-09-13 12:26  400 × 300  #ffffff\n"
        )
        #expect(try store.card(["check"]).output == "checked 1 card: nothing wrong\n")
        try store.succeed(["rename", "6f1c", "Old one"])
        let json = try String(contentsOf: folder.appendingPathComponent("card.json"), encoding: .utf8)
        #expect(
            json.hasPrefix(
                "{ \"format\": \"scribble-card\", \"version\": 2,\n  \"id\": \"\(id)\",\n  \"title\": \"Old one\",\n  \"created\": \"2020-09-13T12:26:40.000Z\""
            ))
        #expect(try store.elementIDs(of: id) == [element])
    }
}
