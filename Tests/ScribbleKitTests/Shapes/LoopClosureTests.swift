import Testing

@testable import ScribbleKit

@Suite struct LoopClosureTests {
    static func path(_ corners: [Point]) -> [Point] { unitSteps(through: corners) }

    static func trace(_ corners: [Point]) throws -> ShapeTrace {
        try #require(ShapeTrace(path(corners), minimumSize: 0))
    }

    static let diagonal = (2.0).squareRoot() * 100

    @Test func aSquareDrawnRoundToItsStartIsClosed() throws {
        let square = [
            Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0),
        ]
        let loop = try #require(LoopClosure(try Self.trace(square), maximumGapShare: 0.1))
        #expect(loop.gapShare < 1e-9)
        // The corners are smoothed a little; the area is the square's within a percent.
        #expect(abs(LoopClosure.signedArea(loop.ring) - 10_000) < 100)
    }

    @Test func aGapUpToTheLimitCloses() throws {
        // Started 10 along the first side and stopped at the corner: 10 over a size of 100·√2.
        let open = [
            Point(x: 10, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0),
        ]
        let trace = try Self.trace(open)
        let loop = try #require(LoopClosure(trace, maximumGapShare: 0.1))
        #expect(isClose(loop.gapShare, 10 / Self.diagonal, within: 1e-9))
        #expect(LoopClosure(trace, maximumGapShare: 0.07) == nil)
    }

    @Test func anOvershootIsLeftOutOfTheLoop() throws {
        // Round the square and on past the start along the first side for 30.
        let overshot = [
            Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0),
            Point(x: 30, y: 0),
        ]
        let trace = try Self.trace(overshot)
        let loop = try #require(LoopClosure(trace, maximumGapShare: 0.1))
        #expect(loop.gapShare < 0.02)
        #expect(loop.ring.count < trace.points.count)
        // Once round: the square's 400 (its corners cut by smoothing), not the trace's 430.
        let perimeter = zip(loop.ring, loop.ring.dropFirst() + [loop.ring[0]]).reduce(0.0) {
            $0 + $1.0.distance(to: $1.1)
        }
        #expect(trace.length == 430)
        #expect(abs(perimeter - 400) < 10)
        #expect(abs(LoopClosure.signedArea(loop.ring) - 10_000) < 150)
    }

    @Test func aLineDrawnThereAndBackIsNoLoop() throws {
        // Its ends meet, but it holds no area.
        let line = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 0, y: 2)]
        #expect(LoopClosure(try Self.trace(line), maximumGapShare: 0.2) == nil)
    }

    @Test func anOpenShapeIsNoLoop() throws {
        let u = [Point(x: 0, y: 0), Point(x: 0, y: 100), Point(x: 100, y: 100), Point(x: 100, y: 0)]
        #expect(LoopClosure(try Self.trace(u), maximumGapShare: 0.2) == nil)
    }

    @Test func theSignedAreaIsPositiveClockwiseOnScreen() {
        // Right, then down the screen (y grows), then back: clockwise as seen.
        let ring = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        #expect(LoopClosure.signedArea(ring) == 100)
        #expect(LoopClosure.signedArea(ring.reversed()) == -100)
        #expect(LoopClosure.signedArea([Point(x: 0, y: 0), Point(x: 3, y: 0), Point(x: 0, y: 4)]) == 6)
        #expect(LoopClosure.signedArea([]) == 0)
    }
}
