import Foundation
import ScribbleCairo
import ScribbleCards
import ScribbleKit
import Testing

/// Putting a card back as a snapshot has it (undo and redo), and making a removed card again:
/// the very elements come back with their files, what the snapshot lacks is refused, and a card
/// is never left half made.
@Suite struct CardRestoreTests {
    static let red = RGBA8(red: 220, green: 30, blue: 30)
    static let blue = RGBA8(red: 30, green: 30, blue: 220)

    /// A card with a picture and a drawing on it.
    static func cardWithTwoElements() throws -> (CardStore, Card) {
        let store = try temporaryStore()
        let card = try store.create(title: "Trip")
        let picture = try ImageAttachment.picture(png: solidPNG(width: 20, height: 10, red))
        _ = try store.add(picture, to: card.id, transform: picture.transform(offset: Vector(dx: -100, dy: 0)))
        let drawing = try ImageAttachment.drawing(sampleDrawing())
        _ = try store.add(drawing, to: card.id, transform: drawing.transform(offset: Vector(dx: 100, dy: 0)))
        return (store, try store.load(card.id))
    }

    @Test func anElementRemovedComesBackWithItsOwnFiles() throws {
        let (store, card) = try Self.cardWithTwoElements()
        let drawn = card.elements[1]
        let snapshot = CardSnapshot(card: card, files: try store.files(of: [drawn], in: card.id))
        #expect(Set(snapshot.files.keys) == Set(drawn.fileNames))
        let before = try drawn.fileNames.map {
            try Data(contentsOf: URL(fileURLWithPath: store.path(of: $0, in: card.id)))
        }

        try store.removeElement(drawn.id, from: card.id)
        #expect(try folderContents(store.path(of: card.id)) == (["card.json"] + card.elements[0].fileNames).sorted())
        let restored = try store.restore(snapshot)
        #expect(restored.elements == card.elements)
        #expect(restored.modified > card.modified, "a restore is a change, made now")
        let after = try drawn.fileNames.map {
            try Data(contentsOf: URL(fileURLWithPath: store.path(of: $0, in: card.id)))
        }
        #expect(after == before)
        #expect(try store.load(card.id).elements == card.elements)
        #expect(try store.check().isSound)
    }

    @Test func restoringAnEarlierCardSweepsTheFilesOfElementsAddedSince() throws {
        let (store, card) = try Self.cardWithTwoElements()
        let third = try ImageAttachment.picture(png: solidPNG(width: 8, height: 8, Self.blue))
        let added = try store.add(third, to: card.id, transform: third.transform())
        #expect(try folderContents(store.path(of: card.id)).contains(added.imageFileName))
        try store.restore(CardSnapshot(card: card))
        #expect(try store.load(card.id).elements == card.elements)
        #expect(!(try folderContents(store.path(of: card.id))).contains(added.imageFileName))
    }

    @Test func aSnapshotWithoutAFileTheFolderLacksIsRefusedAndChangesNothing() throws {
        let (store, card) = try Self.cardWithTwoElements()
        try store.removeElement(card.elements[0].id, from: card.id)
        let now = try store.load(card.id)
        let error = #expect(throws: CardError.self) { try store.restore(CardSnapshot(card: card)) }
        #expect(error?.kind == .invalidValue)
        #expect(error?.message.contains("its file \(card.elements[0].imageFileName) is gone") == true)
        #expect(try store.load(card.id) == now)
    }

    @Test func aRemovedCardIsMadeAgainWholeUnderItsOwnID() throws {
        let (store, card) = try Self.cardWithTwoElements()
        let snapshot = try store.snapshot(of: card.id)
        try store.removeCard(card.id)
        #expect(try store.cardIDs().isEmpty)
        try store.recreate(snapshot)
        #expect(try store.cardIDs() == [card.id])
        #expect(try store.load(card.id) == card)
        #expect(try store.check().isSound)
        #expect(try folderContents(store.folder) == [CardID.string(card.id)], "no staging folder left")
        // A card that is there is not made twice.
        let error = #expect(throws: CardError.self) { try store.recreate(snapshot) }
        #expect(error?.message.contains("has a card \(CardID.string(card.id)) already") == true)
    }

    @Test func aRemovedCardWhoseSnapshotLacksAFileLeavesNothingBehind() throws {
        let (store, card) = try Self.cardWithTwoElements()
        var snapshot = try store.snapshot(of: card.id)
        snapshot.files[card.elements[1].imageFileName] = nil
        try store.removeCard(card.id)
        #expect(throws: CardError.self) { try store.recreate(snapshot) }
        #expect(try folderContents(store.folder).isEmpty)
    }
}
