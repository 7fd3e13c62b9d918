import Testing

@testable import ScribbleKit

@Suite struct RepeatMergerTests {
    static func sample(_ x: Double, _ y: Double, t: Double, pressure: Double, index: Double = 0) -> InkSample {
        InkSample(x: x, y: y, t: t, pressure: pressure, pointIndex: index)
    }

    @Test func theFirstSampleStaysOpen() {
        var merger = RepeatMerger()
        #expect(merger.open == nil)
        #expect(merger.add(Self.sample(1, 2, t: 0, pressure: 0.5)) == nil)
        #expect(merger.open == Self.sample(1, 2, t: 0, pressure: 0.5))
    }

    @Test func aSampleElsewhereClosesTheOpenOne() {
        var merger = RepeatMerger()
        _ = merger.add(Self.sample(1, 2, t: 0, pressure: 0.5))
        #expect(merger.add(Self.sample(1, 3, t: 1, pressure: 0.4)) == Self.sample(1, 2, t: 0, pressure: 0.5))
        #expect(merger.open == Self.sample(1, 3, t: 1, pressure: 0.4))
    }

    @Test func repeatsMergeIntoTheFirstWithTheLaterTimeAndTheFirmerPressure() {
        var merger = RepeatMerger()
        _ = merger.add(Self.sample(4, 4, t: 1, pressure: 0.3, index: 2))
        #expect(merger.add(Self.sample(4, 4, t: 2, pressure: 0.9, index: 3)) == nil)
        #expect(merger.add(Self.sample(4, 4, t: 3, pressure: 0.6, index: 4)) == nil)
        // The place and point index stay the first's.
        #expect(merger.open == Self.sample(4, 4, t: 3, pressure: 0.9, index: 2))
    }

    @Test func pointsTooCloseToHaveADirectionAreRepeats() {
        // 10⁻²⁰⁰ apart: the square of the distance underflows to zero.
        var merger = RepeatMerger()
        _ = merger.add(Self.sample(0, 0, t: 0, pressure: 0.5))
        #expect(merger.add(Self.sample(1e-200, 0, t: 1, pressure: 0.5)) == nil)
        #expect(merger.open == Self.sample(0, 0, t: 1, pressure: 0.5))
        // 10⁻¹⁵⁰ apart is still a direction.
        #expect(merger.add(Self.sample(1e-150, 0, t: 2, pressure: 0.5)) != nil)
    }

    @Test func aRunOfSamplesComesOutWithoutRepeats() {
        let input = [
            Self.sample(0, 0, t: 0, pressure: 0.2), Self.sample(0, 0, t: 1, pressure: 0.4),
            Self.sample(5, 0, t: 2, pressure: 0.1), Self.sample(5, 0, t: 3, pressure: 0.1),
            Self.sample(5, 0, t: 4, pressure: 0.3), Self.sample(0, 0, t: 5, pressure: 0.2),
        ]
        var merger = RepeatMerger()
        let closed = input.compactMap { merger.add($0) }
        #expect(
            closed == [Self.sample(0, 0, t: 1, pressure: 0.4), Self.sample(5, 0, t: 4, pressure: 0.3)])
        #expect(merger.open == Self.sample(0, 0, t: 5, pressure: 0.2))
    }
}
