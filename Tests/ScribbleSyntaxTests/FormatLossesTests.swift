import ScribbleSyntax
import Testing

/// A writer's losses: one entry per kind, counted in strokes, said in one line.
@Suite("Format losses")
struct FormatLossesTests {
    @Test func nothingNotedIsNothingLost() {
        let losses = FormatLosses()
        #expect(losses.isEmpty && losses.entries.isEmpty && losses.description == "")
    }

    @Test func eachKindOfLossIsCountedOnceInTheOrderFirstNoted() {
        var losses = FormatLosses()
        losses.note("pencil ink written as pen")
        losses.note("tilt dropped")
        losses.note("pencil ink written as pen", strokes: 3)
        losses.note("ink options dropped", strokes: 0)
        losses.note("ink options dropped", strokes: 0)
        #expect(!losses.isEmpty)
        #expect(losses.entries.map(\.what) == ["pencil ink written as pen", "tilt dropped", "ink options dropped"])
        #expect(losses.entries.map(\.strokes) == [4, 1, 0])
        #expect(
            losses.description
                == "pencil ink written as pen on 4 strokes; tilt dropped on 1 stroke; ink options dropped")
    }

    @Test func mergingAddsTheCounts() {
        var first = FormatLosses()
        first.note("tilt dropped", strokes: 2)
        var second = FormatLosses()
        second.note("paper dropped", strokes: 0)
        second.note("tilt dropped", strokes: 5)
        first.merge(second)
        #expect(first.description == "tilt dropped on 7 strokes; paper dropped")
        first.merge(FormatLosses())
        #expect(first.description == "tilt dropped on 7 strokes; paper dropped")
    }
}
