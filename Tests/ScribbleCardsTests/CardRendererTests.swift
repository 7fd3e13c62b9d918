import Foundation
import ScribbleCairo
import ScribbleCards
import ScribbleKit
import Testing

@Suite struct CardRendererTests {
    @Test func theBackgroundFillsTheCard() throws {
        let store = try temporaryStore()
        let card = try store.create(size: Size(width: 100, height: 60), background: Color(parsing: "#336699")!)
        let image = try CardRenderer().renderImage(card, from: store)
        #expect(image.width == 100 && image.height == 60)
        #expect(image.pixel(x: 0, y: 0) == RGBA8(red: 0x33, green: 0x66, blue: 0x99))
        #expect(image.pixel(x: 99, y: 59) == RGBA8(red: 0x33, green: 0x66, blue: 0x99))
    }

    @Test func aPictureIsPlacedScaledAndTurnedAboutItsCentre() throws {
        let store = try temporaryStore()
        let card = try store.create(size: Size(width: 200, height: 200))
        // Red on the left, blue on the right; 40 × 20 units, turned a quarter clockwise, centred 20 right of the card's centre.
        let picture = try ImageAttachment.picture(
            png: twoToneImage(width: 80, height: 40, left: red, right: blue).pngData())
        _ = try store.add(
            picture, to: card.id, transform: picture.transform(width: 40, offset: Vector(dx: 20, dy: 0), rotation: 90))
        let image = try CardRenderer().renderImage(try store.load(card.id), from: store)
        // Turned clockwise, the left (red) half is on top, the right (blue) half below, about (120, 100).
        #expect(isClose(image.pixel(x: 120, y: 88), red))
        #expect(isClose(image.pixel(x: 120, y: 112), blue))
        #expect(image.pixel(x: 120, y: 125) == .white)
        #expect(image.pixel(x: 107, y: 100) == .white)
        #expect(isClose(image.pixel(x: 113, y: 95), red) && isClose(image.pixel(x: 127, y: 105), blue))
    }

    @Test func laterElementsAreDrawnOverEarlierOnes() throws {
        let store = try temporaryStore()
        let card = try store.create(size: Size(width: 100, height: 100))
        let back = try ImageAttachment.picture(png: solidPNG(width: 10, height: 10, red))
        let front = try ImageAttachment.picture(png: solidPNG(width: 10, height: 10, blue))
        let first = try store.add(back, to: card.id, transform: back.transform(width: 50))
        _ = try store.add(front, to: card.id, transform: front.transform(width: 20))
        let renderer = CardRenderer()
        #expect(try renderer.renderImage(try store.load(card.id), from: store).pixel(x: 50, y: 50) == blue)
        let reordered = try store.update(card.id) { card throws(CardError) in try card.bringToFront(first.id) }
        #expect(try renderer.renderImage(reordered, from: store).pixel(x: 50, y: 50) == red)
    }

    @Test func aDrawnElementIsDrawnAgainSharpAtAnyScale() throws {
        let store = try temporaryStore()
        let card = try store.create(size: Size(width: 300, height: 300))
        // One horizontal line, 4 units wide.
        let line = Drawing(
            canvas: Size(width: 100, height: 100),
            strokes: [
                Stroke(
                    points: [StrokePoint(x: 10, y: 50, t: 0), StrokePoint(x: 90, y: 50, t: 0.1)],
                    ink: Ink(tool: .monoline, color: .black, width: 4))
            ])
        // Its image at a quarter pixel a unit: a blurry stand-in.
        let attachment = try ImageAttachment.drawing(line, scale: 0.25)
        let element = try store.add(
            attachment, to: card.id, transform: attachment.transform(width: attachment.image.drawingArea!.width))
        let loaded = try store.load(card.id)
        let image = try CardRenderer(scale: 3).renderImage(loaded, from: store)
        #expect(image.width == 900)
        // The line, at the card's centre, is 12 pixels thick at scale 3 with crisp edges.
        let column = 450
        let inked = (0..<900).filter { image.pixel(x: column, y: $0).red < 128 }
        #expect(inked.count >= 11 && inked.count <= 13)
        let greys = (0..<900).filter { (20..<235).contains(image.pixel(x: column, y: $0).red) }
        #expect(greys.count <= 2)
        #expect(element.isDrawn)
    }

    @Test func aCardRendersToAPDF() throws {
        let store = try temporaryStore()
        let card = try store.create()
        let attachment = try ImageAttachment.drawing(try sampleDrawing())
        _ = try store.add(attachment, to: card.id, transform: attachment.transform())
        let pdf = try CardRenderer(output: .pdf).render(try store.load(card.id), from: store)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(String(decoding: pdf.suffix(8), as: UTF8.self).contains("%%EOF"))
    }

    @Test func aMissingImageStopsTheRender() throws {
        let store = try temporaryStore()
        let card = try store.create()
        let attachment = try ImageAttachment.picture(png: solidPNG(width: 4, height: 4, red))
        let element = try store.add(attachment, to: card.id, transform: attachment.transform())
        try FileManager.default.removeItem(atPath: store.path(of: element.imageFileName, in: card.id))
        let error = #expect(throws: CardError.self) { try CardRenderer().render(try store.load(card.id), from: store) }
        #expect(error?.message == "\(store.path(of: element.imageFileName, in: card.id)): missing")
    }
}
