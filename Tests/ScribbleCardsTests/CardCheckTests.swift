import Foundation
import ScribbleCairo
import ScribbleCards
import ScribbleKit
import Testing

@Suite struct CardCheckTests {
    /// A store with a card holding a drawing and a picture.
    func store() throws -> (CardStore, Card, drawn: CardElement, picture: CardElement) {
        let store = try temporaryStore()
        let card = try store.create()
        let drawing = try ImageAttachment.drawing(try sampleDrawing())
        let drawn = try store.add(drawing, to: card.id, transform: drawing.transform())
        let picture = try ImageAttachment.picture(png: solidPNG(width: 30, height: 20, blue))
        let pictured = try store.add(
            picture, to: card.id, transform: picture.transform(offset: Vector(dx: 100, dy: 100)))
        return (store, try store.load(card.id), drawn, pictured)
    }

    @Test func aSoundStoreHasNothingToReport() throws {
        let (store, _, _, _) = try store()
        let report = try store.check()
        #expect(report.cardsChecked == 1)
        #expect(report.findings.isEmpty)
        #expect(report.isSound)
    }

    @Test func leftoversAreHarmlessAndARepairRemovesThem() throws {
        let (store, card, _, _) = try store()
        let folder = store.path(of: card.id)
        let orphan = CardID.string(UUID()) + ".drawing.json"
        try writeText("{}", to: folder + "/" + orphan)
        try writeText("x", to: folder + "/.card.json.tmp-99-12345")
        try FileManager.default.createDirectory(
            atPath: store.folder + "/.new-" + CardID.string(UUID()), withIntermediateDirectories: false)
        let report = try store.check()
        #expect(report.isSound)
        #expect(report.findings.map(\.severity) == [.leftover, .leftover, .leftover])
        #expect(
            report.findings[1].message
                == "\(folder)/.card.json.tmp-99-12345: a temporary file left by a write that was stopped")
        #expect(
            report.findings[2].message
                == "\(folder)/\(orphan): left over from a change that was stopped: card.json does not reference it")

        let repaired = try store.check(repair: true)
        #expect(repaired.findings.allSatisfy { $0.repair == "removed" })
        #expect(try store.check().findings.isEmpty)
        #expect(try folderContents(store.folder) == [CardID.string(card.id)])
    }

    @Test func foreignFilesAreReportedAndLeftAlone() throws {
        let (store, card, _, _) = try store()
        let folder = store.path(of: card.id)
        try writeText("mine", to: folder + "/notes.txt")
        try writeText("mine", to: store.folder + "/README")
        let report = try store.check(repair: true)
        #expect(report.isSound)
        #expect(
            report.findings.map(\.message) == [
                "\(store.folder)/README: not a card; Scribble leaves it alone",
                "\(folder)/notes.txt: not part of the card; Scribble leaves it alone",
            ])
        #expect(FileManager.default.fileExists(atPath: folder + "/notes.txt"))
    }

    @Test func theServersRecordingsFolderIsTheStoresOwnButAFileOfItsNameIsNot() throws {
        let (store, _, _, _) = try store()
        try FileManager.default.createDirectory(
            atPath: store.folder + "/recordings", withIntermediateDirectories: false)
        try writeText("{}", to: store.folder + "/recordings/2026-03-01-102000-3fa2c1.events.json")
        let report = try store.check(repair: true)
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(
            FileManager.default.fileExists(atPath: store.folder + "/recordings/2026-03-01-102000-3fa2c1.events.json"))

        try FileManager.default.removeItem(atPath: store.folder + "/recordings")
        try writeText("mine", to: store.folder + "/recordings")
        #expect(
            try store.check().findings.map(\.message) == [
                "\(store.folder)/recordings: not a card; Scribble leaves it alone"
            ])
    }

    @Test func aDrawnElementsLostImageIsRenderedAgain() throws {
        let (store, card, drawn, _) = try store()
        let path = store.path(of: drawn.imageFileName, in: card.id)
        let original = try store.image(of: drawn, in: card.id)
        try FileManager.default.removeItem(atPath: path)
        let report = try store.check()
        #expect(!report.isSound)
        #expect(report.findings.map(\.message) == ["\(path): missing"])

        let repaired = try store.check(repair: true)
        #expect(repaired.isSound)
        #expect(repaired.findings.first?.repair == "rendered the image again from its drawing")
        let again = try store.image(of: drawn, in: card.id)
        #expect(again.width == original.width && again.height == original.height)
        // The same strokes in the same place: nearly every pixel agrees.
        var differing = 0
        for y in 0..<again.height {
            for x in 0..<again.width where !isClose(again.pixel(x: x, y: y), original.pixel(x: x, y: y), tolerance: 8) {
                differing += 1
            }
        }
        #expect(differing < again.width * again.height / 200)
        #expect(try store.check().findings.isEmpty)
    }

    @Test func aPictureWhoseImageIsLostIsRemoved() throws {
        let (store, card, drawn, picture) = try store()
        try writeText("not a png", to: store.path(of: picture.imageFileName, in: card.id))
        let report = try store.check(repair: true)
        #expect(report.isSound)
        #expect(report.findings.count == 1)
        #expect(
            report.findings[0].message.hasPrefix(
                store.path(of: picture.imageFileName, in: card.id) + ": decoding a PNG"))
        #expect(
            report.findings[0].repair
                == "removed element \(CardID.string(picture.id)) from the card: its image is lost and there is no drawing or photo to make it from"
        )
        #expect(try store.load(card.id).elements.map(\.id) == [drawn.id])
        #expect(
            try folderContents(store.path(of: card.id))
                == ["card.json", drawn.drawingFileName!, drawn.imageFileName].sorted())
    }

    @Test func aDrawnElementWhoseDrawingIsLostBecomesAPicture() throws {
        let (store, card, drawn, _) = try store()
        try writeText("{ \"format\": \"scribble-drawing\"", to: store.path(of: drawn.drawingFileName!, in: card.id))
        let report = try store.check(repair: true)
        #expect(report.isSound)
        #expect(report.findings.first?.repair == "the element keeps its image as a picture, without the drawing")
        let element = try #require(try store.load(card.id).element(drawn.id))
        #expect(!element.isDrawn)
        #expect(element.transform == drawn.transform)
        #expect(try store.check().findings.isEmpty)
    }

    @Test func aPictureOfAnotherSizeIsRecordedAsItIs() throws {
        let (store, card, _, picture) = try store()
        try Data(try solidPNG(width: 60, height: 40, red)).write(
            to: URL(fileURLWithPath: store.path(of: picture.imageFileName, in: card.id)))
        let report = try store.check()
        #expect(
            report.findings.map(\.message) == [
                "\(store.path(of: picture.imageFileName, in: card.id)): the image is 60×40 pixels, but card.json says 30×20"
            ])
        _ = try store.check(repair: true)
        let element = try #require(try store.load(card.id).element(picture.id))
        #expect(element.image.pixelWidth == 60 && element.image.pixelHeight == 40)
        #expect(element.transform == picture.transform)
    }

    @Test func aLinkInACardFolderIsRemovedByARepair() throws {
        let (store, card, drawn, _) = try store()
        let path = store.path(of: drawn.imageFileName, in: card.id)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/etc/hostname")
        let stray = store.path(of: "extra", in: card.id)
        try FileManager.default.createSymbolicLink(atPath: stray, withDestinationPath: "/etc")
        let report = try store.check(repair: true)
        #expect(report.isSound)
        #expect(report.findings.count == 2)
        #expect(isPlainFile(path))
        #expect(!FileManager.default.fileExists(atPath: stray))
        #expect(try store.check().findings.isEmpty)
    }

    @Test func aMissingCardJSONIsBroken() throws {
        let (store, card, _, _) = try store()
        try FileManager.default.removeItem(atPath: store.path(of: "card.json", in: card.id))
        let report = try store.check(repair: true)
        #expect(!report.isSound)
        #expect(report.findings.map(\.message) == ["\(store.path(of: card.id))/card.json: missing"])
    }
}

/// Whether a path is a plain file, not a link.
func isPlainFile(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
}
