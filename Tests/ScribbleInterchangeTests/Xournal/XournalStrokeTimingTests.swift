import ScribbleKit
import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// The times a notebook's strokes are given: a pen at 1,000 units a second, resting 0.2 s between strokes.
    @Suite("Xournal++ stroke timing")
    struct XournalStrokeTimingTests {
        private static func close(_ a: [Double], _ b: [Double]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-12 }
        }

        @Test func strokesFollowEachOtherAfterAPause() {
            var timing = XournalStrokeTiming()
            // 500 and then 1,000 units: half a second, then a second.
            let first = timing.next(along: [.zero, Point(x: 300, y: 400), Point(x: 300, y: 1400)])
            #expect(Self.close(first, [0, 0.5, 1.5]))
            let second = timing.next(along: [.zero, Point(x: 0, y: 100)])
            #expect(Self.close(second, [1.7, 1.8]))
        }

        @Test func aStrokeWithoutPointsTakesNoTime() {
            var timing = XournalStrokeTiming()
            #expect(timing.next(along: []).isEmpty)
            #expect(timing.next(along: [Point(x: 5, y: 5)]) == [0])
            #expect(timing.next(along: []).isEmpty)
            #expect(Self.close(timing.next(along: [Point(x: 5, y: 5)]), [0.2]))
        }
    }
}
