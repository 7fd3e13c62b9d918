import Foundation
import ScribbleTestSupport
import Testing

@testable import ScribbleKit

/// Builders handed from one stroke in progress to the next: kept with their memory, within the
/// pool's limits, and drawing the next stroke as a new builder would, whatever the last one left.
@Suite struct InkBuilderPoolTests {
    @Test func aBuilderGivenBackIsTakenAgain() {
        let pool = InkBuilderPool()
        let first = pool.take()
        let second = pool.take()
        #expect(first !== second)
        pool.giveBack(first)
        #expect(pool.take() === first)
        #expect(pool.take() !== first)
    }

    @Test func thePoolKeepsFewBuildersAndNoBigOnes() {
        let pool = InkBuilderPool()
        let builders = (0..<(InkBuilderPool.keptBuilders + 2)).map { _ in pool.take() }
        for builder in builders { pool.giveBack(builder) }
        let taken = (0..<(InkBuilderPool.keptBuilders + 2)).map { _ in pool.take() }
        let kept = taken.filter { builder in builders.contains { $0 === builder } }
        #expect(kept.count == InkBuilderPool.keptBuilders)

        // A stroke long enough to grow the buffers past the limit leaves a builder the pool lets go.
        var generator = SeededGenerator(seed: 8)
        let points = InProgressStrokeTests.penPoints(
            count: 20_000, rate: 120, speed: 600, pressure: true, using: &generator)
        let big = InkStrokeBuilder(capacity: 16)
        big.start(
            ink: Ink(tool: .pen, color: .black, width: 4), scale: 1, transform: .identity, options: .default,
            tolerance: 0.1)
        big.add(points)
        big.finish()
        #expect(big.capacityBytes > InkBuilderPool.keptBytes)
        let empty = InkBuilderPool()
        empty.giveBack(big)
        #expect(empty.take() !== big)
    }

    /// A builder left in the middle of a stroke (a prediction drawn, pressure that started late,
    /// nothing finished) draws its next stroke, with other ink and options, as the batch does.
    @Test(arguments: InProgressStrokeTests.optionSets.indices)
    func aBuilderLeftMidStrokeDrawsTheNextOneAfresh(option: Int) {
        let (name, options) = InProgressStrokeTests.optionSets[option]
        guard InkStrokeBuilder.builds(options) else { return }
        var generator = SeededGenerator(seed: UInt64(60 + option))
        let builder = InkStrokeBuilder(capacity: 16)
        var left = InProgressStrokeTests.penPoints(count: 900, rate: 240, speed: 300, pressure: true, using: &generator)
        for index in 0..<20 { left[index].pressure = nil }
        builder.start(
            ink: Ink(tool: .fountainPen, color: .black, width: 12), scale: 2, transform: .scale(x: 2, y: 2),
            options: .calligraphy, tolerance: 0.05)
        for point in left {
            builder.add(point)
            builder.update(predicted: [StrokePoint(x: point.x + 3, y: point.y - 2, t: point.t + 0.01, pressure: 0.9)])
        }

        let next = InProgressStrokeTests.penPoints(
            count: 300, rate: 120, speed: 900, pressure: false, using: &generator)
        let ink = Ink(tool: .pencil, color: .black, width: 3)
        builder.start(
            ink: ink, scale: 1, transform: .identity, options: options,
            tolerance: InkPipeline.tolerance(options, resolution: 1))
        for point in next {
            builder.add(point)
            builder.update()
        }
        builder.finish()
        let batch = Stroke(points: next, ink: ink).outline(options: options)
        #expect(InProgressStrokeTests.sameBits(InkOutline(polygons: [builder.polygon()]), batch), "\(name)")
    }
}
