import Foundation
import ScribbleCards
import ScribbleKit
import Testing

/// Stores that someone else wrote, trying to make the tool read or write outside them, or to
/// make it fall over.
@Suite struct HostileStoreTests {
    /// A store with one card holding one picture, and the card's folder.
    func storeWithPicture() throws -> (CardStore, Card, CardElement, String) {
        let store = try temporaryStore()
        let card = try store.create()
        let attachment = try ImageAttachment.picture(png: solidPNG(width: 8, height: 8, red))
        let element = try store.add(attachment, to: card.id, transform: attachment.transform())
        return (store, try store.load(card.id), element, store.path(of: card.id))
    }

    @Test func aCardJSONPointingOutsideTheFolderIsRefused() throws {
        let (store, card, element, folder) = try storeWithPicture()
        let text = String(decoding: card.jsonEncoded(), as: UTF8.self)
            .replacingOccurrences(of: "\"file\": \"\(element.imageFileName)\"", with: "\"file\": \"../../etc/passwd\"")
        try writeText(text, to: folder + "/card.json")
        let error = #expect(throws: CardError.self) { try store.load(card.id) }
        #expect(error?.kind == .unreadable)
        #expect(
            error?.message
                == "\(folder)/card.json:9:26: elements[0].image.file: \"../../etc/passwd\" leads out of the card's folder; an element's files are in the card's own folder, named after the element's id"
        )
    }

    @Test func aSymlinkedPNGIsNotFollowed() throws {
        let (store, card, element, folder) = try storeWithPicture()
        let target = folder + "/" + element.imageFileName
        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: "/etc/passwd")
        let error = #expect(throws: CardError.self) { try store.image(of: element, in: card.id) }
        #expect(error?.kind == .unsafe)
        #expect(
            error?.message
                == "\(target): is a symbolic link; a card store refuses links, so that nothing outside it is read or written"
        )
        let report = try store.check()
        #expect(!report.isSound)
        #expect(report.findings.map(\.message) == [error?.message])
    }

    @Test func aSymlinkedCardFolderIsNotFollowed() throws {
        let (store, card, _, folder) = try storeWithPicture()
        let elsewhere = folder + "-elsewhere"
        try FileManager.default.moveItem(atPath: folder, toPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: elsewhere)
        let error = #expect(throws: CardError.self) { try store.load(card.id) }
        #expect(
            error?.message
                == "\(folder): is a symbolic link; a card store refuses links, so that nothing outside it is read or written"
        )
        // Only real folders are cards.
        #expect(try store.cardIDs().isEmpty)
        let report = try store.check()
        #expect(report.findings.contains { $0.severity == .broken && $0.path == folder })
    }

    @Test func aTruncatedCardJSONIsUnreadable() throws {
        let (store, card, _, folder) = try storeWithPicture()
        let bytes = card.jsonEncoded()
        try Data(bytes.prefix(bytes.count - 20)).write(to: URL(fileURLWithPath: folder + "/card.json"))
        let error = #expect(throws: CardError.self) { try store.load(card.id) }
        #expect(error?.kind == .unreadable)
        #expect(error?.message.hasPrefix("\(folder)/card.json:") == true)
        // A repair does not guess at what the card was.
        let report = try store.check(repair: true)
        #expect(!report.isSound)
        #expect(report.findings.count == 1 && report.findings[0].repair == nil)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: folder + "/card.json")) == Data(bytes.prefix(bytes.count - 20)))
    }

    @Test func anUnknownVersionIsRefusedAndLeftAlone() throws {
        let (store, card, _, folder) = try storeWithPicture()
        let text = String(decoding: card.jsonEncoded(), as: UTF8.self).replacingOccurrences(
            of: "\"version\": 2", with: "\"version\": 7")
        try writeText(text, to: folder + "/card.json")
        let error = #expect(throws: CardError.self) { try store.load(card.id) }
        #expect(
            error?.message
                == "\(folder)/card.json:1:41: version: version 7 is not supported; this reader knows versions 1 to 2")
        let report = try store.check(repair: true)
        #expect(report.findings.map(\.message) == [error?.message])
        #expect(try String(contentsOfFile: folder + "/card.json", encoding: .utf8) == text)
    }

    @Test func aCardJSONInTheWrongFolderIsRefused() throws {
        let (store, card, _, folder) = try storeWithPicture()
        let other = UUID()
        try FileManager.default.moveItem(atPath: folder, toPath: store.path(of: other))
        let error = #expect(throws: CardError.self) { try store.load(other) }
        #expect(
            error?.message
                == "\(store.path(of: other))/card.json: the card's id is \(CardID.string(card.id)), but its folder is named \(CardID.string(other))"
        )
    }

    @Test func aHugeCardJSONIsNotRead() throws {
        var limits = CardStore.Limits()
        limits.cardFileBytes = 100
        let (store, card, _, folder) = try storeWithPicture()
        let small = CardStore(folder: store.folder, limits: limits)
        let error = #expect(throws: CardError.self) { try small.load(card.id) }
        #expect(error?.kind == .tooLarge)
        #expect(error?.message.hasPrefix("\(folder)/card.json: the card.json is ") == true)
        #expect(error?.message.hasSuffix(", over the limit of 100 bytes") == true)
    }

    @Test func aFolderOrAFIFOInPlaceOfAFileIsRefused() throws {
        let (store, card, element, folder) = try storeWithPicture()
        let target = folder + "/" + element.imageFileName
        try FileManager.default.removeItem(atPath: target)
        #expect(mkfifo(target, 0o644) == 0)
        let error = #expect(throws: CardError.self) { try store.imageData(of: element, in: card.id) }
        #expect(error?.message == "\(target): is not a plain file; a card store holds only plain files")
    }

    @Test func aPNGOverThePixelLimitIsRefused() throws {
        let (store, card, element, folder) = try storeWithPicture()
        var limits = CardStore.Limits()
        limits.imagePixels = 10
        let error = #expect(throws: CardError.self) {
            try CardStore(folder: store.folder, limits: limits).image(of: element, in: card.id)
        }
        #expect(error?.kind == .tooLarge)
        #expect(error?.message.hasPrefix("\(folder)/\(element.imageFileName): the image would be 8×8 pixels") == true)
    }
}
