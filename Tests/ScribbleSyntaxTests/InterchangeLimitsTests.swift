import ScribbleSyntax
import Testing

/// The limits' defaults, and the budget that holds a reader to them exactly.
@Suite("Interchange limits")
struct InterchangeLimitsTests {
    @Test func theDefaultsAreFarAboveARealDrawing() {
        let limits = InterchangeLimits.default
        #expect(limits.maximumBytes == 256 * 1024 * 1024)
        #expect(limits.maximumPoints == 10_000_000 && limits.maximumStrokes == 1_000_000)
        #expect(limits.maximumDrawings == 1_000_000 && limits.maximumRecordBytes == 16 * 1024 * 1024)
        #expect(limits.maximumElements == 4_000_000 && limits.maximumDepth == 512)
        #expect(limits == InterchangeLimits())
        #expect(
            InterchangeLimits.Limit.allCases.map(\.rawValue)
                == ["bytes", "points", "strokes", "drawings", "recordBytes", "elements", "depth"])
    }

    @Test func pointsAreTakenUpToTheLimitExactly() {
        var limits = InterchangeLimits()
        limits.maximumPoints = 10
        var budget = InterchangeBudget(limits)
        #expect(budget.takePoints(4) == nil)
        #expect(budget.takePoints(6) == nil)
        #expect(budget.points == 10)
        let exceeded = budget.takePoints(1)
        #expect(exceeded?.limit == .points)
        #expect(exceeded?.message == "the document has more than 10 points, the limit")
    }

    @Test func strokesAreTakenUpToTheLimitExactly() {
        var limits = InterchangeLimits()
        limits.maximumStrokes = 2
        var budget = InterchangeBudget(limits)
        #expect(budget.takeStroke() == nil)
        #expect(budget.takeStroke() == nil)
        let exceeded = budget.takeStroke()
        #expect(budget.strokes == 3)
        #expect(exceeded?.limit == .strokes)
        #expect(exceeded?.message == "the document has more than 2 strokes, the limit")
    }
}
