import Foundation
import ScribbleCards
import Testing

@Suite struct CardIDTests {
    let ids = [
        UUID(uuidString: "6f1c2a9e-0b7d-4c4e-9a43-5d2f0e3b7a10")!,
        UUID(uuidString: "6f1c9999-0b7d-4c4e-9a43-5d2f0e3b7a10")!,
        UUID(uuidString: "0d9b5c3e-1111-4c4e-9a43-5d2f0e3b7a10")!,
    ]

    @Test func idsAreWrittenInLowercase() {
        #expect(CardID.string(ids[0]) == "6f1c2a9e-0b7d-4c4e-9a43-5d2f0e3b7a10")
        #expect(CardID.parseCanonical("6f1c2a9e-0b7d-4c4e-9a43-5d2f0e3b7a10") == ids[0])
        #expect(CardID.parseCanonical("6F1C2A9E-0B7D-4C4E-9A43-5D2F0E3B7A10") == nil)
    }

    @Test func aWholeIdOrAUniquePrefixNamesOne() throws {
        #expect(
            try CardID.resolve(
                CardID.parseReference("6F1C2A9E-0B7D-4C4E-9A43-5D2F0E3B7A10", noun: "card"), among: ids, noun: "card",
                place: "here") == ids[0])
        #expect(
            try CardID.resolve(CardID.parseReference("0d9b", noun: "card"), among: ids, noun: "card", place: "here")
                == ids[2])
        #expect(
            try CardID.resolve(CardID.parseReference("6f1c2", noun: "card"), among: ids, noun: "card", place: "here")
                == ids[0])
        let ambiguous = #expect(throws: CardError.self) {
            try CardID.resolve(CardID.parseReference("6f1c", noun: "card"), among: ids, noun: "card", place: "in cards")
        }
        #expect(ambiguous?.kind == .ambiguousID)
        let missing = #expect(throws: CardError.self) {
            try CardID.resolve(CardID.parseReference("abcd", noun: "card"), among: ids, noun: "card", place: "in cards")
        }
        #expect(missing?.message == "no card whose id starts with abcd in cards")
    }

    @Test(arguments: [
        "../x", "/etc", "..", "abc", "6f1c/..", "card.json", "", "6f1c2a9e-0b7d-4c4e-9a43-5d2f0e3b7a10/x",
    ])
    func namesThatAreNotIdsAreRefused(text: String) {
        let error = #expect(throws: CardError.self) { try CardID.parseReference(text, noun: "card") }
        #expect(error?.kind == .invalidID)
    }

    @Test func theMessageSaysWhatAnIdIs() {
        let error = #expect(throws: CardError.self) { try CardID.parseReference("../x", noun: "element") }
        #expect(
            error?.message
                == "\"../x\" is not an element id: ids are UUIDs such as 6f1c2a9e-0b7d-4c4e-9a43-5d2f0e3b7a10, or their first 4 or more digits"
        )
    }
}
