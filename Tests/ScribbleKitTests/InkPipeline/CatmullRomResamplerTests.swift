import Foundation
import Testing

@testable import ScribbleKit

@Suite struct CatmullRomResamplerTests {
    static func samples(_ points: [(Double, Double)]) -> [InkSample] {
        points.enumerated().map {
            InkSample(x: $1.0, y: $1.1, t: Double($0), pressure: Double($0) / Double(points.count))
        }
    }

    static func resample(_ samples: [InkSample], spacing: Double) -> [CurveSample] {
        let curve = InkBuffer<CurveSample>()
        CatmullRomResampler.resample(InkBuffer(samples), spacing: spacing, into: curve, knots: InkBuffer())
        return curve.array
    }

    @Test func aSpanPassesThroughItsControlPoints() {
        let p0 = Point(x: -3, y: 1)
        let p1 = Point(x: 0, y: 0)
        let p2 = Point(x: 5, y: 2)
        let p3 = Point(x: 5.5, y: 9)
        let span = CatmullRomResampler.Span(p0, p1, p2, p3)
        let start = span.point(at: 0)
        let end = span.point(at: 1)
        #expect(abs(start.x - p1.x) < 1e-12 && abs(start.y - p1.y) < 1e-12)
        #expect(abs(end.x - p2.x) < 1e-12 && abs(end.y - p2.y) < 1e-12)
    }

    @Test func theResampledCurvePassesThroughEveryCorner() {
        let points: [(Double, Double)] = [(0, 0), (10, 0), (10, 10), (0, 10), (5, 3)]
        let curve = Self.resample(Self.samples(points), spacing: 1)
        for (x, y) in points {
            #expect(curve.contains { abs($0.x - x) < 1e-12 && abs($0.y - y) < 1e-12 }, "(\(x), \(y))")
        }
    }

    @Test func samplesComeOutEverySpacingAlongTheCurve() {
        let points = (0...30).map { index -> (Double, Double) in
            let angle = Double(index) * 0.2
            return (30 * cos(angle) + Double(index), 20 * sin(angle))
        }
        for spacing in [0.25, 1, 3] {
            let curve = Self.resample(Self.samples(points), spacing: spacing)
            let steps = zip(curve, curve.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
            // Arcs one spacing long, measured along short chords: within a percent of the spacing,
            // but for the last step, which is never shorter than a quarter of it nor longer than 1¼.
            #expect(steps.dropLast().allSatisfy { $0 <= spacing * 1.01 && $0 >= spacing * 0.98 })
            #expect(steps.last.map { $0 <= spacing * 1.25 && $0 >= spacing * 0.25 } == true)
            // Arc length says the same.
            #expect(zip(curve, curve.dropFirst()).dropLast().allSatisfy { abs($1.s - $0.s - spacing) < 1e-9 })
            #expect(curve.first?.x == points.first?.0 && curve.last?.x == points.last?.0)
        }
    }

    @Test func timeAndPressureAreCarriedAlong() {
        let curve = Self.resample(Self.samples([(0, 0), (10, 0), (20, 0)]), spacing: 1)
        #expect(zip(curve, curve.dropFirst()).allSatisfy { $1.t > $0.t && $1.pressure > $0.pressure })
        // On a straight, evenly sampled line the parameter is the distance.
        for sample in curve { #expect(abs(sample.t - sample.x / 10) < 1e-9) }
    }

    @Test func aStraightLineStaysStraight() {
        let curve = Self.resample(Self.samples([(0, 0), (1, 1), (7, 7), (8, 8)]), spacing: 0.5)
        #expect(curve.allSatisfy { abs($0.x - $0.y) < 1e-12 })
    }

    @Test func aSharpCornerMakesNoLoopOrCusp() {
        // Hairpins between long and short chords, where uniform Catmull-Rom forms loops and cusps.
        let points: [(Double, Double)] = [(0, 0), (40, 0), (41, 1), (0, 2), (-1, 30), (0.5, 29), (-0.5, 28.9)]
        let curve = Self.resample(Self.samples(points), spacing: 0.1)
        // Within each span (told apart by time, which runs from one sample's index to the next's)
        // the curve neither crosses itself nor turns back on itself.
        for span in 0..<(points.count - 1) {
            let inside = curve.filter { $0.t >= Double(span) && $0.t <= Double(span + 1) }
            let steps = Array(zip(inside, inside.dropFirst()))
            func side(_ p: CurveSample, _ q: CurveSample, _ r: CurveSample) -> Double {
                (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
            }
            var crossings = 0
            for i in steps.indices {
                for j in (i + 2)..<Swift.max(i + 2, steps.count) {
                    let a = steps[i]
                    let b = steps[j]
                    if side(a.0, a.1, b.0) * side(a.0, a.1, b.1) < 0, side(b.0, b.1, a.0) * side(b.0, b.1, a.1) < 0 {
                        crossings += 1
                    }
                }
            }
            #expect(crossings == 0, "span \(span)")
            let turnsBack = zip(steps, steps.dropFirst()).contains { a, b in
                (a.1.x - a.0.x) * (b.1.x - b.0.x) + (a.1.y - a.0.y) * (b.1.y - b.0.y) < 0
            }
            #expect(!turnsBack, "span \(span)")
        }
        // And it stays close to its control polygon around the corners.
        #expect(curve.allSatisfy { $0.x <= 41.5 && $0.y <= 30.5 })
    }
}
