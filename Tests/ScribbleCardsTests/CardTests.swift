import Foundation
import ScribbleCards
import ScribbleKit
import Testing

@Suite struct CardTests {
    func card(with count: Int = 3) throws -> (Card, [UUID]) {
        var card = try Card()
        var ids: [UUID] = []
        for index in 0..<count {
            let element = CardElement(
                transform: ElementTransform(
                    offset: Vector(dx: Double(index), dy: 0), size: Size(width: 250, height: 100)),
                image: ElementImage(pixelWidth: 500, pixelHeight: 200))
            try card.add(element)
            ids.append(element.id)
        }
        return (card, ids)
    }

    @Test func aNewCardHasTheAppsDefaults() throws {
        let card = try Card()
        #expect(card.size == Size(width: 1300, height: 2000))
        #expect(card.background == .white)
        #expect(card.elements.isEmpty)
        #expect(card.center == Point(x: 650, y: 1000))
    }

    @Test func aDropPointBecomesAnOffsetFromTheCentre() throws {
        let card = try Card()
        #expect(card.offset(ofDropPoint: Point(x: 650, y: 1000)) == .zero)
        #expect(card.offset(ofDropPoint: Point(x: 100, y: 1500)) == Vector(dx: -550, dy: 500))
    }

    @Test func elementsMoveResizeAndRotate() throws {
        var (card, ids) = try card()
        try card.moveElement(ids[0], to: Vector(dx: 10, dy: -20))
        try card.moveElement(ids[0], by: Vector(dx: 5, dy: 5))
        try card.resizeElement(ids[1], to: Size(width: 100, height: 40))
        try card.rotateElement(ids[2], to: 30)
        try card.rotateElement(ids[2], by: 170)
        #expect(card.element(ids[0])?.transform.offset == Vector(dx: 15, dy: -15))
        #expect(card.element(ids[1])?.transform.size == Size(width: 100, height: 40))
        #expect(card.element(ids[2])?.transform.rotation == -160)
    }

    @Test(arguments: [(0.0, 0.0), (180, 180), (-180, 180), (190, -170), (720, 0), (-90, -90), (540, 180)])
    func rotationsStayWithinAHalfTurnEachWay(degrees: Double, expected: Double) {
        #expect(ElementTransform(size: Size(width: 1, height: 1), rotation: degrees).rotation == expected)
    }

    @Test func layersChangeOneStepOrAllTheWay() throws {
        var (card, ids) = try card()
        try card.bringForward(ids[0])
        #expect(card.elements.map(\.id) == [ids[1], ids[0], ids[2]])
        try card.sendBackward(ids[2])
        #expect(card.elements.map(\.id) == [ids[1], ids[2], ids[0]])
        try card.bringToFront(ids[1])
        #expect(card.elements.map(\.id) == [ids[2], ids[0], ids[1]])
        try card.sendToBack(ids[1])
        #expect(card.elements.map(\.id) == [ids[1], ids[2], ids[0]])
        // At the ends, a step further changes nothing.
        try card.sendBackward(ids[1])
        try card.bringForward(ids[0])
        #expect(card.elements.map(\.id) == [ids[1], ids[2], ids[0]])
    }

    @Test func removingTakesTheElementOff() throws {
        var (card, ids) = try card()
        let removed = try card.removeElement(ids[1])
        #expect(removed.id == ids[1])
        #expect(card.elements.map(\.id) == [ids[0], ids[2]])
        #expect(throws: CardError.self) { try card.removeElement(ids[1]) }
    }

    @Test func valuesOutOfRangeAreRefused() throws {
        var (card, ids) = try card()
        let error = #expect(throws: CardError.self) { try card.resizeElement(ids[0], to: Size(width: 0, height: 10)) }
        #expect(error?.message == "an element's width must be a number above 0 and at most 100000, not 0.0")
        #expect(throws: CardError.self) { try card.moveElement(ids[0], to: Vector(dx: .nan, dy: 0)) }
        #expect(throws: CardError.self) { try card.rotateElement(ids[0], to: .infinity) }
        #expect(throws: CardError.self) { try Card(size: Size(width: -1, height: 10)) }
        let duplicate = #expect(throws: CardError.self) { try card.add(card.elements[0]) }
        #expect(duplicate?.message == "the card already has an element \(CardID.string(ids[0]))")
    }

    @Test func placementTurnsAboutTheElementsCentre() throws {
        let transform = ElementTransform(
            offset: Vector(dx: 100, dy: -50), size: Size(width: 200, height: 100), rotation: 90)
        let placement = transform.placement(onCardOfSize: Size(width: 1000, height: 1000))
        let center = Point(x: 100, y: 50).applying(placement)
        #expect(isClose(center.x, 600) && isClose(center.y, 450))
        // Clockwise on screen: the top-left corner goes to the top-right.
        let topLeft = Point.zero.applying(placement)
        #expect(isClose(topLeft.x, 650, within: 1e-9) && isClose(topLeft.y, 350, within: 1e-9))
        let bounds = transform.bounds(onCardOfSize: Size(width: 1000, height: 1000))
        #expect(isClose(bounds.width, 100, within: 1e-9) && isClose(bounds.height, 200, within: 1e-9))
    }

    @Test func aDrawnElementMapsItsAreaOntoItsFrame() throws {
        let area = Rect(x: 10, y: 20, width: 400, height: 100)
        let element = CardElement(
            transform: ElementTransform(offset: .zero, size: Size(width: 200, height: 50)),
            image: ElementImage(pixelWidth: 800, pixelHeight: 200, source: .drawing(area: area)))
        let card = Size(width: 1000, height: 1000)
        let placement = try #require(element.drawingPlacement(onCardOfSize: card))
        let topLeft = Point(x: 10, y: 20).applying(placement)
        let bottomRight = Point(x: 410, y: 120).applying(placement)
        #expect(isClose(topLeft.x, 400) && isClose(topLeft.y, 475))
        #expect(isClose(bottomRight.x, 600) && isClose(bottomRight.y, 525))
        let pixel = Point(x: 800, y: 200).applying(element.imagePlacement(onCardOfSize: card))
        #expect(isClose(pixel.x, 600) && isClose(pixel.y, 525))
        #expect(element.fileNames == [CardID.string(element.id) + ".png", CardID.string(element.id) + ".drawing.json"])
    }
}
