import Testing

@testable import ScribbleKit

@Suite struct InkCleaningTests {
    @Test func cleaningClampsTimeMergesRepeatsAndFillsPressure() {
        let points = [
            StrokePoint(x: 0, y: 0, t: 1, pressure: nil), StrokePoint(x: 1, y: 0, t: 0.5, pressure: 0.4),
            StrokePoint(x: 1, y: 0, t: 0.7, pressure: 0.9), StrokePoint(x: .nan, y: 0, t: 2, pressure: 1),
            StrokePoint(x: 2, y: 0, t: .nan, pressure: nil), StrokePoint(x: 3, y: 0, t: 3, pressure: 0.2),
        ]
        let buffer = InkBuffer<InkSample>()
        let hasPressure = InkCleaning.clean(points, transform: .identity, into: buffer)
        let samples = buffer.array
        #expect(hasPressure)
        #expect(samples.map(\.x) == [0, 1, 2, 3])
        #expect(samples.map(\.t) == [1, 1, 1, 3])
        // The repeat keeps the firmer pressure; the first point, without one, takes the first known.
        #expect(samples.map(\.pressure) == [0.9, 0.9, 0.9, 0.2])
    }

    @Test func cleaningWithoutPressureLeavesHalf() {
        let buffer = InkBuffer<InkSample>()
        let hasPressure = InkCleaning.clean(
            [StrokePoint(x: 0, y: 0, t: 0), StrokePoint(x: 1, y: 1, t: 0)], transform: .translation(x: 5, y: 0),
            into: buffer)
        let samples = buffer.array
        #expect(!hasPressure)
        #expect(samples.map(\.x) == [5, 6])
        #expect(samples.map(\.pressure) == [0.5, 0.5])
    }
}
