import Foundation
import Testing

@testable import ScribbleKit

@Suite struct StraightRunsTests {
    static func path(_ corners: [Point]) -> [Point] { unitSteps(through: corners) }

    @Test func aStraightLineIsOneRun() throws {
        let points = Self.path([Point(x: 0, y: 0), Point(x: 80, y: 60)])
        let runs = try #require(StraightRuns(open: points, size: 100))
        #expect(runs.count == 1)
        #expect(!runs.isClosed)
        #expect(isClose(runs.vertices[0], Point(x: 0, y: 0), within: 1e-9))
        #expect(isClose(runs.vertices[1], Point(x: 80, y: 60), within: 1e-9))
        #expect(isClose(runs.length(of: 0), 100, within: 1e-9))
        #expect(runs.worstBend < 1e-9)
    }

    @Test func anLHasItsCornerWhereItsSidesMeet() throws {
        let points = Self.path([Point(x: 0, y: 0), Point(x: 0, y: 100), Point(x: 60, y: 100)])
        let size = (100.0 * 100 + 60 * 60).squareRoot()
        let runs = try #require(StraightRuns(open: points, size: size))
        #expect(runs.count == 2)
        #expect(runs.vertices.count == 3)
        #expect(isClose(runs.vertices[1], Point(x: 0, y: 100), within: 1e-6))
        #expect(isClose(runs.turn(at: 1), Double.pi / 2, within: 1e-6))
        #expect(runs.worstBend < 1e-6)
    }

    @Test func aSquareRingHasFourSharpCorners() throws {
        let corners = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
        // The ring starts partway along a side, as a hand's loop would.
        let ring = Array(
            Self.path([Point(x: 40, y: 0)] + corners.dropFirst() + [corners[0], Point(x: 40, y: 0)]).dropLast())
        let runs = try #require(StraightRuns(ring: ring, size: 100 * 2.0.squareRoot()))
        #expect(runs.isClosed)
        #expect(runs.count == 4)
        for corner in corners {
            #expect(runs.vertices.contains { $0.distance(to: corner) < 1e-6 })
        }
        for index in 0..<4 {
            #expect(isClose(runs.turn(at: index), Double.pi / 2, within: 1e-6))
            #expect(isClose(runs.length(of: index), 100, within: 1e-6))
        }
        #expect(runs.worstBend < 1e-6)
        #expect(runs.dullestCorner > 0.9)
        #expect(runs.worstSway < 0.05)
    }

    @Test func aHookWhereThePenLandedIsTrimmed() throws {
        // A 2-unit flick before a 100-unit line.
        let points = Self.path([Point(x: -1, y: 2), Point(x: 0, y: 0), Point(x: 100, y: 0)])
        let runs = try #require(StraightRuns(open: points, size: 100))
        #expect(runs.count == 1)
        #expect(abs(runs.vertices[0].y) < 1e-6)
    }

    @Test func aCircleCutIntoRunsTurnsAlongThemNotAtItsCorners() throws {
        let circle = (0..<120).map { step -> Point in
            let angle = 2 * Double.pi * Double(step) / 120
            return Point(x: 50 * cos(angle), y: 50 * sin(angle))
        }
        // The split cuts it into arcs: each turns along its length (its chords' directions spread),
        // and little of the turn falls next to the breaks, unlike a polygon's sides and corners.
        let runs = try #require(StraightRuns(ring: circle, size: 100 * 2.0.squareRoot()))
        #expect(runs.count >= 4)
        #expect(runs.worstSway > 0.3)
        #expect(runs.dullestCorner < 0.5)
    }

    @Test func theTurnIsTheAngleBetweenDirections() {
        #expect(StraightRuns.turn(Vector(dx: 1, dy: 0), Vector(dx: 3, dy: 0)) == 0)
        #expect(isClose(StraightRuns.turn(Vector(dx: 1, dy: 0), Vector(dx: 0, dy: 2)), .pi / 2, within: 1e-15))
        #expect(isClose(StraightRuns.turn(Vector(dx: 1, dy: 0), Vector(dx: 0, dy: -2)), .pi / 2, within: 1e-15))
        #expect(isClose(StraightRuns.turn(Vector(dx: 1, dy: 0), Vector(dx: -1, dy: 0)), .pi, within: 1e-15))
        #expect(isClose(StraightRuns.turn(Vector(dx: 1, dy: 1), Vector(dx: 1, dy: 0)), .pi / 4, within: 1e-15))
    }

    @Test func tooLittleGivesNoRuns() {
        #expect(StraightRuns(open: [Point(x: 0, y: 0)], size: 1) == nil)
        #expect(StraightRuns(ring: Self.path([Point(x: 0, y: 0), Point(x: 3, y: 0)]), size: 3) == nil)
    }
}
