import Foundation
import ScribbleCards
import ScribbleKit
import Testing

/// Finding a card again: by its title as by its id, and the store every program uses.
@Suite struct CardNamingTests {
    @Test func aCardIsNamedByTheStartOfItsTitleOrItsID() throws {
        let store = try temporaryStore()
        let trip = try store.create(title: "Trip to the sea")
        let trip2 = try store.create(title: "Trip 2")
        let shopping = try store.create(title: "Shopping")
        let untitled = try store.create()
        #expect(try store.resolveCard("shop") == shopping.id)
        #expect(try store.resolveCard("Trip to") == trip.id)
        #expect(try store.resolveCard("trip 2") == trip2.id)
        #expect(try store.resolveCard(String(CardID.string(untitled.id).prefix(8))) == untitled.id)
        #expect(try store.resolveCard(CardID.string(trip.id).uppercased()) == trip.id)

        let ambiguous = #expect(throws: CardError.self) { try store.resolveCard("trip") }
        #expect(ambiguous?.kind == .ambiguousID)
        #expect(ambiguous?.message.contains("\"trip\" could be any of 2 cards in \(store.folder): ") == true)
        #expect(ambiguous?.message.contains("\(CardID.string(trip.id)) \"Trip to the sea\"") == true)
        let missing = #expect(throws: CardError.self) { try store.resolveCard("../etc") }
        #expect(missing?.kind == .notFound)
        #expect(missing?.message == "no card whose id or title starts with \"../etc\" in \(store.folder)")
        #expect(#expect(throws: CardError.self) { try store.resolveCard("  ") }?.kind == .invalidID)
    }

    @Test func aWholeTitleWinsOverTitlesItStarts() throws {
        let store = try temporaryStore()
        let trip = try store.create(title: "Trip")
        _ = try store.create(title: "Trip 2")
        #expect(try store.resolveCard("trip") == trip.id)
    }

    @Test func theStoreIsStampedWhenItChanges() throws {
        let store = try temporaryStore()
        let before = Card.milliseconds(Date())
        let card = try store.create(title: "Dated")
        #expect(card.created >= before && card.modified == card.created)
        #expect(try store.load(card.id) == card)
        usleep(5_000)
        let changed = try store.update(card.id) { card throws(CardError) in card.background = .black }
        #expect(changed.created == card.created && changed.modified > card.modified)
        #expect(try store.load(card.id).modified == changed.modified)
    }

    @Test func theDefaultStoreIsTheSameFromEveryFolder() {
        #expect(
            CardStore.defaultFolder(environment: [
                "SCRIBBLE_STORE": "/srv/cards", "XDG_DATA_HOME": "/x", "HOME": "/home/a",
            ]) == "/srv/cards")
        #expect(
            CardStore.defaultFolder(environment: ["SCRIBBLE_STORE": "", "XDG_DATA_HOME": "/x/", "HOME": "/home/a"])
                == "/x/scribble/cards")
        #expect(
            CardStore.defaultFolder(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"])
                == "/home/a/.local/share/scribble/cards")
        #expect(CardStore.defaultFolder(environment: [:]) == nil)
    }
}
