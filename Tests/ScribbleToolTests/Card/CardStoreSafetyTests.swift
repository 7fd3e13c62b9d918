import Foundation
import ScribbleCairo
import Testing

/// Stores that someone else wrote, turned away through the tool with messages that say why.
@Suite struct CardStoreSafetyTests {
    /// A store with a card holding a 4 × 4 picture.
    func storeWithPicture() throws -> (CardToolStore, card: String, element: String) {
        let store = try CardToolStore()
        let card = try store.newCard()
        let element = try store.succeed([
            "attach", card, try store.png("a.png", width: 4, height: 4, RGBA8(red: 255, green: 0, blue: 0)),
        ])
        return (store, card, element)
    }

    func cardJSON(_ store: CardToolStore, _ card: String) -> URL {
        store.folder(of: card).appendingPathComponent("card.json")
    }

    @Test func aFileNameLeadingOutOfTheStoreIsRefused() throws {
        let (store, card, element) = try storeWithPicture()
        let url = cardJSON(store, card)
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: "\"file\": \"\(element).png\"", with: "\"file\": \"../../etc/passwd\"")
        try Data(text.utf8).write(to: url)
        let expected =
            "\(store.store.path)/\(card)/card.json:9:26: elements[0].image.file: \"../../etc/passwd\" leads out of the card's folder; an element's files are in the card's own folder, named after the element's id"
        for arguments in [["show", card], ["render", card, "-o", "x.png"], ["rotate", card, element, "10"]] {
            let result = try store.card(arguments)
            #expect(result.status == 1)
            #expect(result.standardError == "scribble: error: \(expected)\n")
        }
        let check = try store.card(["check", "--repair"])
        #expect(check.status == 1)
        #expect(check.output == "broken: \(expected)\nchecked 1 card: 1 broken, 0 repaired\n")
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
        #expect(!FileManager.default.fileExists(atPath: store.folder.appendingPathComponent("x.png").path))
    }

    @Test func aSymlinkedPNGIsRefused() throws {
        let (store, card, element) = try storeWithPicture()
        let png = store.folder(of: card).appendingPathComponent("\(element).png")
        try FileManager.default.removeItem(at: png)
        try FileManager.default.createSymbolicLink(atPath: png.path, withDestinationPath: "/etc/passwd")
        let render = try store.card(["render", card, "-o", "x.png"])
        #expect(render.status == 1)
        #expect(
            render.standardError
                == "scribble: error: \(store.store.path)/\(card)/\(element).png: is a symbolic link; a card store refuses links, so that nothing outside it is read or written (`scribble card check` says what else is wrong, and --repair fixes what it can)\n"
        )
        let check = try store.card(["check"])
        #expect(check.status == 1)
        #expect(check.output.hasPrefix("broken: \(store.store.path)/\(card)/\(element).png: is a symbolic link"))
    }

    @Test func aTruncatedCardJSONIsRefused() throws {
        let (store, card, _) = try storeWithPicture()
        let url = cardJSON(store, card)
        let bytes = try Data(contentsOf: url)
        try bytes.prefix(bytes.count / 2).write(to: url)
        let result = try store.card(["show", card])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("scribble: error: \(store.store.path)/\(card)/card.json:"))
        #expect(result.standardError.split(separator: "\n").count == 1)  // one line, with the place of the problem
        let list = try store.card(["list"])
        #expect(list.status == 1)
        #expect(list.output.isEmpty)
    }

    @Test func anUnknownVersionIsRefused() throws {
        let (store, card, _) = try storeWithPicture()
        let url = cardJSON(store, card)
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: "\"version\": 2", with: "\"version\": 3")
        try Data(text.utf8).write(to: url)
        let result = try store.card(["show", card])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "scribble: error: \(store.store.path)/\(card)/card.json:1:41: version: version 3 is not supported; this reader knows versions 1 to 2\n"
        )
    }

    @Test func aSymlinkedCardFolderIsNotACard() throws {
        let (store, card, _) = try storeWithPicture()
        let real = store.folder.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: store.folder(of: card), to: real)
        try FileManager.default.createSymbolicLink(atPath: store.folder(of: card).path, withDestinationPath: real.path)
        let result = try store.card(["show", card])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "scribble: error: \(store.store.path)/\(card): is a symbolic link; a card store refuses links, so that nothing outside it is read or written\n"
        )
        #expect(try store.card(["check"]).status == 1)
    }
}
