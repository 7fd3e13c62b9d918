import Foundation
import ScribbleHTTP
import ScribbleKit
import Testing

@testable import ScribbleServer

/// A stroke in progress goes to the page as splices into the outline it has: spliced in as the
/// page splices them, they give every outline exactly, and they send a fraction of the vertices.
@Suite struct OutlineSpliceTests {
    /// The updates of a long pen stroke at 240 Hz drawn live, as the session makes them.
    static func liveUpdates(samples: Int) -> [CanvasStrokeUpdate] {
        let stroke = InProgressStroke(ink: .default, device: .pen, resolution: 2)
        var updates: [CanvasStrokeUpdate] = []
        for index in 0..<samples {
            let t = Double(index) / 240
            let point = StrokePoint(
                x: 40 + 3 * Double(index), y: 200 + 60 * sin(Double(index) / 25), t: t,
                pressure: 0.3 + 0.4 * abs(sin(Double(index) / 40)))
            stroke.enqueueInputs([point])
            let region = stroke.updateShape()
            updates.append(
                CanvasStrokeUpdate(pointer: 1, state: .drawing, region: region, ink: .default, outline: stroke.outline))
        }
        stroke.finish()
        updates.append(
            CanvasStrokeUpdate(
                pointer: 1, state: .finished, region: nil, ink: .default, outline: stroke.outline, index: 0))
        return updates
    }

    @Test func splicesGiveEveryOutlineExactlyAndSendAFractionOfIt() throws {
        let updates = Self.liveUpdates(samples: 600)
        var sent = SentOutlines()
        var page: [Point] = []
        var spliced = 0
        var whole = 0
        for update in updates {
            let polygon = update.outline.polygons.first ?? []
            whole += polygon.count
            switch sent.reply(for: update) {
            case .strokeSplice(let splice, let change):
                #expect(splice == update)
                #expect(change.keptAtStart + change.keptAtEnd <= page.count)
                page = change.applied(to: page)
                spliced += change.vertices.count
            case .stroke(let full):
                #expect(full == update)
                page = polygon
                spliced += polygon.count
            default:
                Issue.record("a stroke's update became another message")
            }
            #expect(page == polygon)
        }
        #expect(updates.last?.state == .finished)
        // The tail changes; the settled ink does not go again.
        #expect(Double(spliced) < 0.1 * Double(whole), "\(spliced) vertices sent of \(whole)")
    }

    @Test func theFirstMessageAFinishedStrokeAndADrawingSentWholeGoWhole() {
        let updates = Self.liveUpdates(samples: 40)
        var sent = SentOutlines()
        guard case .stroke = sent.reply(for: updates[0]) else { return #expect(Bool(false), "the first goes whole") }
        guard case .strokeSplice = sent.reply(for: updates[1]) else {
            return #expect(Bool(false), "the second is a splice")
        }
        sent.forgetAll()
        guard case .stroke = sent.reply(for: updates[2]) else {
            return #expect(Bool(false), "after the drawing went whole")
        }
        guard case .stroke = sent.reply(for: updates[updates.count - 1]) else {
            return #expect(Bool(false), "a finished stroke goes whole")
        }
        guard case .stroke = sent.reply(for: updates[3]) else {
            return #expect(Bool(false), "a stroke after its finish starts again")
        }
    }

    @Test func aSpliceIsWrittenAsKeepAndFlatVertices() throws {
        let update = CanvasStrokeUpdate(pointer: 3, state: .drawing, region: nil, ink: .default, outline: .empty)
        let text = CanvasReply.strokeSplice(
            update,
            OutlineSplice(keptAtStart: 5, keptAtEnd: 2, vertices: [Point(x: 1.234, y: 5), Point(x: 6, y: 7.005)])
        ).text
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["type"] as? String == "stroke" && object["pointer"] as? Int == 3)
        #expect(object["keep"] as? [Int] == [5, 2])
        #expect(
            object["vertices"] as? [Double] == [1.23, 5, 6, 7.01] || object["vertices"] as? [Double] == [1.23, 5, 6, 7])
        #expect(object["polygons"] == nil)
    }
}
