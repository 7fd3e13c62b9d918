import Foundation
import Testing

@testable import ScribbleKit

/// A stroke's exact centre line: kept beside its points, cut by the ink pipeline for the output's
/// resolution, and kept consistent by what changes the points.
@Suite struct StrokePathTests {
    /// A quarter of a circle of radius 10 about the origin, from (10, 0) to (0, 10), as one cubic.
    static let quarter = CurvePath([
        .move(to: Point(x: 10, y: 0)),
        .cubic(control1: Point(x: 10, y: 5.5228), control2: Point(x: 5.5228, y: 10), to: Point(x: 0, y: 10)),
    ])

    /// The quarter cut coarsely, as a reader would at a tolerance of 0.5, timed 0…1 s.
    static func stroke(transform: Transform = .identity) -> Stroke {
        let line = quarter.flattened(tolerance: 0.5)[0]
        let last = Double(line.count - 1)
        let points = line.enumerated().map { index, location in
            let share = Double(index) / last
            return StrokePoint(location: location, t: share, pressure: 0.25 + 0.5 * share)
        }
        return Stroke(
            points: points, ink: Ink(tool: .monoline, color: .black, width: 1), transform: transform, path: quarter)
    }

    @Test func theSamplesAreThePathCutForTheResolution() {
        let stroke = Self.stroke(transform: Transform.scale(x: 2, y: 2))
        let samples = InkBuffer<InkSample>()
        InkCleaning.clean(stroke, tolerance: 0.01, into: samples)
        let expected = Self.quarter.applying(stroke.transform).flattened(tolerance: 0.01)[0]
        #expect(samples.count == expected.count)
        #expect(samples.count > stroke.points.count * 3, "cut finer than the points")
        for index in 0..<samples.count {
            #expect(samples[index].location == expected[index])
        }
        // Times and pressures come from the points by share of length: they run 0…1 and 0.25…0.75.
        #expect(samples[0].t == 0 && abs(samples[samples.count - 1].t - 1) < 1e-12)
        #expect(abs(samples[0].pressure - 0.25) < 1e-12 && abs(samples[samples.count - 1].pressure - 0.75) < 1e-12)
        for index in 1..<samples.count { #expect(samples[index].t >= samples[index - 1].t) }
    }

    @Test func withoutAPathThePointsAreTheSamples() {
        var stroke = Self.stroke()
        stroke.path = nil
        let samples = InkBuffer<InkSample>()
        InkCleaning.clean(stroke, tolerance: 0.01, into: samples)
        #expect(samples.count == stroke.points.count)
    }

    @Test func theOutlineFollowsTheCurveAtAnyResolution() {
        let stroke = Self.stroke()
        for resolution in [1.0, 16.0, 100.0] {
            let outline = stroke.outline(options: .raw, resolution: resolution)
            // Every edge of the ink lies half a width from the circle (the cubic strays 2.7e-4 of it).
            var worst = 0.0
            for polygon in outline.polygons {
                for (a, b) in zip(polygon, polygon.dropFirst()) {
                    let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                    let radius = middle.distance(to: .zero)
                    // The round caps at the ends are left out: only the sides are measured.
                    guard middle.x > 0.6, middle.y > 0.6 else { continue }
                    worst = max(worst, min(abs(radius - 10.5), abs(radius - 9.5)))
                }
            }
            #expect(
                worst * resolution <= 0.1 + 0.003 * resolution,
                "at \(resolution) px a unit the ink strays \(worst * resolution) px")
        }
    }

    @Test func aPathWithoutPointsDrawsNothing() {
        let stroke = Stroke(points: [], path: Self.quarter)
        #expect(stroke.outline(options: .raw).isEmpty)
    }

    @Test func equalityCountsThePath() {
        var plain = Self.stroke()
        plain.path = nil
        #expect(plain != Self.stroke())
        #expect(Self.stroke() == Self.stroke())
    }

    @Test func aPrefixCutsThePathWhereThePointsEnd() throws {
        let line = CurvePath([
            .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)),
        ])
        var points: [StrokePoint] = []
        for index in 0...20 {
            let x: Double = index <= 10 ? Double(index) : 10
            let y: Double = index <= 10 ? 0 : Double(index - 10)
            points.append(StrokePoint(x: x, y: y, t: Double(index)))
        }
        let stroke = Stroke(points: points, path: line)
        let half = stroke.prefix(6)
        #expect(half.points == Array(points.prefix(6)))
        #expect(half.path == CurvePath([.move(to: .zero), .line(to: Point(x: 5, y: 0))]))
        #expect(
            stroke.prefix(15).path
                == CurvePath([.move(to: .zero), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 4))]))
        #expect(stroke.prefix(21) == stroke)
        #expect(stroke.prefix(0).points.isEmpty)
    }

    @Test func aPrefixOfACurveIsExactlyItsFirstPart() throws {
        let half = Self.quarter.prefix(lengthFraction: 0.5)
        guard case .cubic(_, _, let end) = try #require(half.elements.last) else {
            Issue.record("expected a cubic, found \(half.elements)")
            return
        }
        // Halfway along a quarter circle is at 45°, within the measure's thousandth.
        #expect(abs(end.distance(to: .zero) - 10) < 0.01)
        #expect(abs(atan2(end.y, end.x) - .pi / 4) < 0.005)
        #expect(Self.quarter.prefix(lengthFraction: 1) == Self.quarter)
        #expect(Self.quarter.prefix(lengthFraction: .nan) == Self.quarter)
    }

    @Test func aReplayDrawsAStrokeInProgressFromItsCutPath() throws {
        let stroke = Self.stroke()
        var replay = Replay(drawing: Drawing(canvas: Size(width: 20, height: 20), strokes: [stroke]))
        let step = replay.advance(to: 0.5)
        let inProgress = try #require(step.inProgress.first)
        let path = try #require(inProgress.path)
        #expect(path != stroke.path)
        #expect(path.elements.count == 2)
        #expect(replay.finish().strokes == [stroke])
    }

    @Test func aTransformedStrokeKeepsItsPath() {
        let moved = Self.stroke().transformed(by: .translation(x: 3, y: 4))
        #expect(moved.path == Self.quarter)
        #expect(moved.transform == .translation(x: 3, y: 4))
    }
}
