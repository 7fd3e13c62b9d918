import Foundation
import ScribbleCairo
import ScribbleCards
import ScribbleKit
import Testing

@Suite struct CardStoreTests {
    @Test func aNewCardIsAFolderWithItsCardJSON() throws {
        let store = try temporaryStore()
        #expect(try store.cardIDs().isEmpty)
        let card = try store.create(background: Color(parsing: "#ffeedd")!)
        #expect(try store.cardIDs() == [card.id])
        #expect(try folderContents(store.folder) == [CardID.string(card.id)])
        #expect(try folderContents(store.path(of: card.id)) == ["card.json"])
        #expect(try store.load(card.id) == card)
    }

    @Test func attachingAPictureWritesItsPNG() throws {
        let store = try temporaryStore()
        let card = try store.create()
        let png = try solidPNG(width: 40, height: 20, red)
        let attachment = try ImageAttachment.picture(png: png)
        let element = try store.add(
            attachment, to: card.id, transform: attachment.transform(offset: Vector(dx: 5, dy: 6)))
        #expect(element.transform.size == Size(width: 250, height: 125))
        #expect(!element.isDrawn)
        #expect(try folderContents(store.path(of: card.id)) == ["card.json", element.imageFileName].sorted())
        #expect(try store.imageData(of: element, in: card.id) == png)
        #expect(try store.load(card.id).elements == [element])
    }

    @Test func attachingADrawingKeepsItsStrokesBesideItsImage() throws {
        let store = try temporaryStore()
        let card = try store.create()
        let drawing = try sampleDrawing()
        let attachment = try ImageAttachment.drawing(drawing)
        let element = try store.add(attachment, to: card.id, transform: attachment.transform())
        let area = try #require(element.image.drawingArea)
        // Cropped to the ink with a little padding, at two pixels a unit.
        let ink = try #require(drawing.bounds)
        #expect(area.minX < ink.minX + 8 && area.maxX > ink.maxX - 8)
        #expect(element.image.pixelWidth == Int((area.width * 2).rounded()))
        #expect(isClose(element.transform.size.height, 250 * area.height / area.width))
        #expect(
            try folderContents(store.path(of: card.id))
                == ["card.json", element.drawingFileName!, element.imageFileName].sorted())
        #expect(try store.drawing(of: element, in: card.id) == drawing)
        let image = try store.image(of: element, in: card.id)
        #expect(image.width == element.image.pixelWidth && image.height == element.image.pixelHeight)
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
    }

    @Test func aDrawingWithoutInkIsNotAttached() throws {
        let error = #expect(throws: CardError.self) {
            try ImageAttachment.drawing(Drawing(canvas: Size(width: 10, height: 10)))
        }
        #expect(error?.message == "the drawing has no strokes, so there is nothing to attach")
    }

    @Test func bytesThatAreNotAPNGAreNotAPicture() {
        let error = #expect(throws: CardError.self) { try ImageAttachment.picture(png: Array("GIF89a...".utf8)) }
        #expect(error?.kind == .unsupportedInput)
    }

    @Test func updatesMoveElementsAndRemovalsDeleteTheirFiles() throws {
        let store = try temporaryStore()
        let card = try store.create()
        let attachment = try ImageAttachment.drawing(try sampleDrawing())
        let first = try store.add(attachment, to: card.id, transform: attachment.transform())
        let second = try store.add(
            try ImageAttachment.picture(png: solidPNG(width: 4, height: 4, blue)), to: card.id,
            transform: ElementTransform(size: Size(width: 10, height: 10)))
        let moved = try store.update(card.id) { card throws(CardError) in
            try card.moveElement(first.id, to: Vector(dx: 1, dy: 2))
            try card.bringToFront(first.id)
        }
        #expect(moved.elements.map(\.id) == [second.id, first.id])
        #expect(try store.load(card.id) == moved)
        try store.removeElement(first.id, from: card.id)
        #expect(try folderContents(store.path(of: card.id)) == ["card.json", second.imageFileName].sorted())
        #expect(try store.load(card.id).elements.map(\.id) == [second.id])
    }

    @Test func anUpdateCannotSneakInAnElementWithoutFiles() throws {
        let store = try temporaryStore()
        let card = try store.create()
        let error = #expect(throws: CardError.self) {
            try store.update(card.id) { card throws(CardError) in
                try card.add(
                    CardElement(
                        transform: ElementTransform(size: Size(width: 1, height: 1)),
                        image: ElementImage(pixelWidth: 1, pixelHeight: 1)))
            }
        }
        #expect(error?.kind == .invalidValue)
        #expect(try store.load(card.id).elements.isEmpty)
    }

    @Test func aChangeSweepsAwayLeftovers() throws {
        let store = try temporaryStore()
        let card = try store.create()
        let folder = store.path(of: card.id)
        let stray = CardID.string(UUID()) + ".png"
        try writeText("x", to: folder + "/" + stray)
        try writeText("x", to: folder + "/.card.json.tmp-123-456")
        try writeText("mine", to: folder + "/notes.txt")
        try store.update(card.id) { card throws(CardError) in try card.resize(to: Size(width: 100, height: 100)) }
        // Scribble's own leftovers go; a file it did not make stays.
        #expect(try folderContents(folder) == ["card.json", "notes.txt"])
    }

    @Test func aWholeCardCanBeRemoved() throws {
        let store = try temporaryStore()
        let card = try store.create()
        _ = try store.add(
            try ImageAttachment.picture(png: solidPNG(width: 4, height: 4, blue)), to: card.id,
            transform: ElementTransform(size: Size(width: 10, height: 10)))
        try store.removeCard(card.id)
        #expect(try folderContents(store.folder).isEmpty)
        #expect(throws: CardError.self) { try store.load(card.id) }
    }

    @Test func theStoresOwnFolderMayBeALink() throws {
        let store = try temporaryStore()
        let real = store.folder + "-real"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: store.folder, withDestinationPath: real)
        let card = try store.create()
        #expect(try folderContents(real) == [CardID.string(card.id)])
        #expect(try store.check(repair: true).findings.isEmpty)
    }

    @Test func cardsAreFoundByTheStartOfTheirIds() throws {
        let store = try temporaryStore()
        let card = try store.create()
        let text = CardID.string(card.id)
        #expect(try store.resolveCard(String(text.prefix(6))) == card.id)
        #expect(try store.resolveCard(text.uppercased()) == card.id)
        let missing = #expect(throws: CardError.self) { try store.resolveCard(CardID.string(UUID())) }
        #expect(missing?.kind == .notFound)
    }

    @Test func theElementLimitHolds() throws {
        var limits = CardStore.Limits()
        limits.elements = 1
        let store = try temporaryStore(limits: limits)
        let card = try store.create()
        let attachment = try ImageAttachment.picture(png: solidPNG(width: 2, height: 2, red))
        _ = try store.add(attachment, to: card.id, transform: attachment.transform())
        let error = #expect(throws: CardError.self) {
            try store.add(attachment, to: card.id, transform: attachment.transform())
        }
        #expect(error?.kind == .tooLarge)
        #expect(try folderContents(store.path(of: card.id)).count == 2)
    }
}
