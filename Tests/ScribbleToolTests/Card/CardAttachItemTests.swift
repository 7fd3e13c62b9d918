import Foundation
import Testing

/// `card attach` of a file of several drawings, and of a drop outside the card.
@Suite struct CardAttachItemTests {
    /// Three Quick, Draw! records, one a line.
    static let records =
        (1...3).map { index in
            #"{"word":"cat","countrycode":"US","timestamp":"2017-03-01 10:00:00.0 UTC","recognized":true,"key_id":"\#(index)","drawing":[[[10,\#(20 * index),90],[10,40,\#(10 * index)]]]}"#
        }.joined(separator: "\n") + "\n"

    @Test func aFileOfSeveralDrawingsSaysHowToPickOne() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        try Data(Self.records.utf8).write(to: store.folder.appendingPathComponent("cats.ndjson"))
        let refused = try store.card(["attach", card, "cats.ndjson"])
        #expect(refused.status == 1)
        #expect(
            refused.standardError
                == "scribble: error: cats.ndjson: holds 3 drawings; pick one with --item N|NAME (its place from 1, or its name)\n"
        )
        #expect(try ToolRunner.contents(of: store.folder(of: card)) == ["card.json"])

        let second = try store.succeed(["attach", card, "cats.ndjson", "--item", "2"])
        #expect(try store.elementIDs(of: card) == [second])
        #expect(try store.card(["show", card]).output.contains("1. \(second)  drawing  from cats.ndjson, drawing 2\n"))

        let missing = try store.card(["attach", card, "cats.ndjson", "--item", "9"])
        #expect(missing.status == 1)
        #expect(
            missing.standardError
                == "scribble: error: cats.ndjson: holds 3 drawings; none is numbered 9 or has key_id 9\n")
        let unnamed = try store.card(["attach", card, "cats.ndjson", "--item", "dog"])
        #expect(
            unnamed.standardError
                == "scribble: error: cats.ndjson: holds 3 drawings; none is named \"dog\" (they are 1, 2, 3)\n")
        #expect(try store.elementIDs(of: card) == [second])
        #expect(try ToolRunner.contents(of: store.folder(of: card)).count == 3)
    }

    @Test func aDropOutsideTheCardWarnsAndStillAttaches() throws {
        let store = try CardToolStore()
        let card = try store.newCard(["--size", "800x600"])
        let result = try store.card(["attach", card, CardToolStore.sample("hello.drawing.json"), "--at", "900,-10"])
        #expect(result.status == 0)
        #expect(
            result.standardError
                == "scribble: warning: --at 900,-10 is outside the card, which is 800 × 600 (0,0 is its top-left corner); the element is placed there all the same\n"
        )
        #expect(try store.elementIDs(of: card).count == 1)
        let inside = try store.card(["attach", card, CardToolStore.sample("hello.drawing.json"), "--at", "800,600"])
        #expect(inside.status == 0 && inside.standardError.isEmpty)
    }
}
