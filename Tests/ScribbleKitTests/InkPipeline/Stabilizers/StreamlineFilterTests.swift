import Foundation
import Testing

@testable import ScribbleKit

@Suite struct StreamlineFilterTests {
    @Test func streamlineMovesEachPointByPerfectFreehandsFactor() {
        let input = (0..<12).map { $0 == 0 ? 0.0 : 10.0 }
        let output = StabilizerRun.run(StreamlineFilter(amount: 0.5).apply, StabilizerRun.samples(input)).map(\.x)
        let factor = 0.15 + 0.5 * 0.85
        var expected = [0.0]
        for _ in 1..<12 { expected.append(expected[expected.count - 1] + (10 - expected[expected.count - 1]) * factor) }
        // Away from the end, the filter's own steps; at the end, drawn onto the input.
        let landing = StabilizerLanding.landingLength(alpha: factor)
        #expect(Array(output.prefix(12 - landing)) == Array(expected.prefix(12 - landing)))
        #expect(output.last == 10)
        #expect(zip(output, output.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test(arguments: [2, 3, 40, 41])
    func streamlineIsTheStepByStepFilterOnIrregularInput(count: Int) {
        // Irregular input, an even and an odd number of points (the last one then on its own).
        let xs = (0..<count).map { index in 50 * sin(Double(index) * 0.7) + Double(index * index % 13) }
        let ys = (0..<count).map { index in 30 * cos(Double(index) * 1.3) - Double(index % 5) * 7 }
        let input = zip(xs, ys).enumerated().map { InkSample(x: $1.0, y: $1.1, t: Double($0) * 0.01, pressure: 0.5) }
        let output = StabilizerRun.run(StreamlineFilter(amount: 0.7).apply, input)
        let factor = 0.15 + 0.3 * 0.85
        var x = xs[0]
        var y = ys[0]
        var expected = [(x, y)]
        for index in 1..<count {
            x += (xs[index] - x) * factor
            y += (ys[index] - y) * factor
            expected.append((x, y))
        }
        let landing = StabilizerLanding.landingLength(alpha: factor)
        #expect(output.count == count)
        for (sample, (x, y)) in zip(output, expected).prefix(Swift.max(1, count - landing)) {
            #expect(abs(sample.x - x) <= 1e-12 * Swift.max(1, abs(x)))
            #expect(abs(sample.y - y) <= 1e-12 * Swift.max(1, abs(y)))
        }
        #expect(output.last?.x == xs[count - 1])
        #expect(output.last?.y == ys[count - 1])
    }

    @Test func streamlineOfZeroChangesNothing() {
        let input = StabilizerRun.samples([0, 3, 7, 8])
        let output = StabilizerRun.run(StreamlineFilter(amount: 0).apply, input)
        #expect(output == input)
    }

    @Test func theAmountMapsOntoPerfectFreehandsFactor() {
        // factor = 0.15 + (1 − amount)·0.85, with the amount held to 0…1 and a non-number as 0.
        #expect(StreamlineFilter(amount: 0).factor == 1)
        #expect(StreamlineFilter(amount: 1).factor == 0.15)
        #expect(isClose(StreamlineFilter(amount: 0.5).factor, 0.575, within: 1e-15))
        #expect(StreamlineFilter(amount: -3).factor == 1)
        #expect(StreamlineFilter(amount: 7).factor == 0.15)
        #expect(StreamlineFilter(amount: .nan).factor == 1)
        #expect(StreamlineFilter(amount: .infinity).factor == 1)
    }

    @Test func eachPointMovesItsFactorOfTheWayToItsInput() {
        var filter = StreamlineFilter(amount: 0.5)
        #expect(filter(Point(x: 0, y: 0)) == Point(x: 0, y: 0))
        let second = filter(Point(x: 10, y: -20))
        #expect(isClose(second, Point(x: 5.75, y: -11.5), within: 1e-12))
        // From (5.75, −11.5) towards (10, −20): 0.575 of (4.25, −8.5).
        let third = filter(Point(x: 10, y: -20))
        #expect(isClose(third, Point(x: 5.75 + 0.575 * 4.25, y: -11.5 - 0.575 * 8.5), within: 1e-12))
    }

    @Test func aConstantInputComesOutUnchanged() {
        var filter = StreamlineFilter(amount: 1)
        for _ in 0..<20 { #expect(filter(Point(x: -3.5, y: 8.125)) == Point(x: -3.5, y: 8.125)) }
    }

    @Test func aStraightLineStaysStraightAndBehindTheInput() {
        var filter = StreamlineFilter(amount: 0.8)
        var previous = -Double.infinity
        for index in 0..<30 {
            let x = Double(index * index) * 0.5
            let out = filter(Point(x: x, y: 3 * x - 1))
            #expect(isClose(out.y, 3 * out.x - 1, within: 1e-9))
            // A rising input is trailed: never past it, never going back.
            #expect(out.x <= x)
            #expect(out.x >= previous)
            previous = out.x
        }
    }

    @Test func theLandingFollowsTheFactor() {
        // Three lags of (1 − α)/α, plus one: α = 1 lands on the last point alone.
        #expect(StreamlineFilter(amount: 0).landingLength == 1)
        let half = StreamlineFilter(amount: 0.5)
        #expect(half.landingLength == StabilizerLanding.landingLength(alpha: half.factor))
        #expect(half.landingLength == Int(3 * (1 - 0.575) / 0.575) + 1)
    }
}
