import ScribbleKit
import Testing

@Suite struct StrokePointTests {
    @Test func aPointTakesFortyEightBytes() {
        // Three optional readings stored as optionals took 72 bytes a point.
        #expect(MemoryLayout<StrokePoint>.stride == 48)
    }

    @Test func readingsNotReportedAreNil() {
        let point = StrokePoint(x: 1, y: 2, t: 3)
        #expect(point.pressure == nil)
        #expect(point.altitude == nil)
        #expect(point.azimuth == nil)
        #expect(point.effectivePressure == 0.5)
    }

    @Test func readingsReadBackAsGiven() {
        var point = StrokePoint(x: 1, y: 2, t: 3, pressure: 0, altitude: -0.0, azimuth: .pi)
        #expect(point.pressure == 0)
        #expect(point.effectivePressure == 0)
        #expect(point.altitude == 0)
        #expect(point.azimuth == .pi)
        point.pressure = 0.25
        point.altitude = nil
        #expect(point.pressure == 0.25)
        #expect(point.altitude == nil)
        #expect(point.azimuth == .pi)
    }

    @Test func aNaNReadingReadsBackAsNil() {
        var point = StrokePoint(x: 0, y: 0, t: 0, pressure: .nan)
        #expect(point.pressure == nil)
        point.azimuth = .nan
        #expect(point.azimuth == nil)
    }

    @Test func pointsWithoutReadingsAreEqualAndHashAlike() {
        let first = StrokePoint(x: 1, y: 2, t: 3)
        let second = StrokePoint(x: 1, y: 2, t: 3, pressure: .nan)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
    }

    @Test func aReadingMakesPointsDiffer() {
        let bare = StrokePoint(x: 1, y: 2, t: 3)
        #expect(bare != StrokePoint(x: 1, y: 2, t: 3, pressure: 0.5))
        #expect(bare != StrokePoint(x: 1, y: 2, t: 3, altitude: 1))
        #expect(bare != StrokePoint(x: 1, y: 2, t: 3, azimuth: 1))
        #expect(bare != StrokePoint(x: 1, y: 2, t: 4))
    }
}
