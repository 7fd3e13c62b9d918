import Testing

@testable import ScribbleKit

@Suite struct MovingAverageFilterTests {
    @Test func movingAverageIsXournalsMean() {
        let output = StabilizerRun.run(MovingAverageFilter(window: 3).apply, StabilizerRun.samples([0, 3, 6, 9]))
        // Filled with the first point before, drained with the last after.
        #expect(output.map(\.x) == [0, 1, 3, 6, 8, 9])
    }

    @Test func movingAverageOfOneChangesNothing() {
        let input = StabilizerRun.samples([0, 3, 7, 8])
        let output = StabilizerRun.run(MovingAverageFilter(window: 1).apply, input)
        #expect(output == input)
    }

    @Test func theWindowIsHeldToOneThrough256() {
        #expect(MovingAverageFilter(window: 0).window == 1)
        #expect(MovingAverageFilter(window: -5).window == 1)
        #expect(MovingAverageFilter(window: 7).window == 7)
        #expect(MovingAverageFilter(window: 256).window == 256)
        #expect(MovingAverageFilter(window: 1000).window == 256)
    }

    @Test func stepsAverageTheLastWindowOfInputsAndKeepTheEnteringSample() {
        // Window 2 over x = 0, 4, 10: (0+0)/2, (0+4)/2, (4+10)/2, then drained (10+10)/2.
        let input = InkBuffer(
            [
                InkSample(x: 0, y: 0, t: 0, pressure: 0.1), InkSample(x: 4, y: 2, t: 1, pressure: 0.2),
                InkSample(x: 10, y: 6, t: 2, pressure: 0.3),
            ])
        var filter = MovingAverageFilter(window: 2)
        let outputs = (0..<4).map { _ in filter.step(input, count: 3) }
        #expect(outputs.map(\.x) == [0, 2, 7, 10])
        #expect(outputs.map(\.y) == [0, 1, 4, 6])
        // Time and pressure are those of the newest input in the window.
        #expect(outputs.map(\.t) == [0, 1, 2, 2])
        #expect(outputs.map(\.pressure) == [0.1, 0.2, 0.3, 0.3])
        #expect(filter.next == 4)
    }

    @Test func theFilterIsCausal() {
        // The first outputs read only the inputs up to their own index.
        let shared = [1.0, 5, 2, 8, 3]
        func firstOutputs(_ xs: [Double]) -> [Double] {
            let input = InkBuffer(StabilizerRun.samples(xs))
            var filter = MovingAverageFilter(window: 3)
            return (0..<shared.count).map { _ in filter.step(input, count: xs.count).x }
        }
        #expect(firstOutputs(shared + [100, -40]) == firstOutputs(shared + [0]))
        let expected = [1, 7.0 / 3, 8.0 / 3, 5, 13.0 / 3]
        #expect(zip(firstOutputs(shared + [0]), expected).allSatisfy { isClose($0, $1, within: 1e-12) })
    }

    @Test func aStraightLineStaysStraight() {
        let xs = (0..<25).map { Double($0 * $0 % 17) * 1.25 + Double($0) }
        let input = xs.enumerated().map { InkSample(x: $1, y: 0.5 * $1 - 4, t: Double($0) * 0.01, pressure: 0.5) }
        let output = StabilizerRun.run(MovingAverageFilter(window: 5).apply, input)
        #expect(output.count > 1)
        for sample in output { #expect(isClose(sample.y, 0.5 * sample.x - 4, within: 1e-9)) }
        #expect(output.first?.location == input.first?.location)
        #expect(output.last?.location == input.last?.location)
    }

    @Test func aConstantInputBecomesOneSample() {
        // Every mean is the point itself, and repeats merge into one with the latest time.
        let input = (0..<6).map { InkSample(x: 9.5, y: -2, t: Double($0), pressure: 0.5) }
        let output = StabilizerRun.run(MovingAverageFilter(window: 4).apply, input)
        #expect(output == [InkSample(x: 9.5, y: -2, t: 5, pressure: 0.5)])
    }

    @Test func farOffStrokesKeepTheirPrecision() {
        // At 10¹⁵ a double still holds quarters; sums taken from the first point keep them.
        let far = 1e15
        let output = StabilizerRun.run(
            MovingAverageFilter(window: 2).apply, StabilizerRun.samples([far, far + 0.5, far + 1.5, far + 2]))
        #expect(output.map(\.x) == [far, far + 0.25, far + 1, far + 1.75, far + 2])
    }
}
