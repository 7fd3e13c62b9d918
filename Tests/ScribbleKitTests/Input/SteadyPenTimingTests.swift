import Testing

@testable import ScribbleKit

@Suite struct SteadyPenTimingTests {
    @Test func eachPointIsReachedAtTheSteadySpeed() {
        // Edges of 5, 0 and 5 units at 1000 units/s, from t = 2.
        let locations = [Point(x: 0, y: 0), Point(x: 3, y: 4), Point(x: 3, y: 4), Point(x: 6, y: 8)]
        let times = SteadyPenTiming.times(along: locations, startingAt: 2)
        let expected = [2, 2.005, 2.005, 2.01]
        #expect(times.count == 4)
        #expect(zip(times, expected).allSatisfy { isClose($0, $1, within: 1e-12) })
    }

    @Test func theSpeedBetweenAnyTwoPointsIsTheSteadySpeed() {
        let locations = (0..<30).map { Point(x: Double($0 * $0 % 11) * 7.5, y: Double($0) * -3.25) }
        let times = SteadyPenTiming.times(along: locations, startingAt: 0)
        for index in 1..<locations.count {
            let distance = locations[index].distance(to: locations[index - 1])
            #expect(isClose(times[index] - times[index - 1], distance / SteadyPenTiming.speed, within: 1e-12))
        }
    }

    @Test func noPointsHaveNoTimesAndOneStartsOnTime() {
        #expect(SteadyPenTiming.times(along: [], startingAt: 4).isEmpty)
        #expect(SteadyPenTiming.times(along: [Point(x: 9, y: 9)], startingAt: 4) == [4])
    }

    @Test func aStrokeStartsAPauseAfterTheOneBefore() {
        #expect(SteadyPenTiming.startTime(after: nil) == 0)
        #expect(isClose(SteadyPenTiming.startTime(after: 1.5), 1.5 + SteadyPenTiming.pause, within: 1e-15))
        #expect(SteadyPenTiming.pause == 0.2)
        #expect(SteadyPenTiming.speed == 1000)
    }
}
