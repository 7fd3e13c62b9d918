import Foundation
import ScribbleKit
import ScribbleTestSupport
import Testing

/// Samples of a pen moving along `path` (a location for each time), `rate` times a second.
private func sampled(
    rate: Double, count: Int, startingAt start: Double = 0, pressure: Double? = 0.4, _ path: (Double) -> Point
) -> [StrokePoint] {
    (0..<count).map { index in
        let t = start + Double(index) / rate
        return StrokePoint(location: path(t), t: t, pressure: pressure)
    }
}

/// Feeds the samples one at a time and collects, after each, the predicted tail's end and the
/// true position at the horizon (where the predictor predicts).
private func walk(
    _ samples: [StrokePoint], horizon: Double, options: InkPredictor.Options = .default, truth: (Double) -> Point
) -> [(predicted: Point, actual: Point, held: Point)] {
    var predictor = InkPredictor(options: options)
    var results: [(Point, Point, Point)] = []
    for sample in samples {
        predictor.add(sample)
        guard let end = predictor.predictedPoints(horizon: horizon).last else { continue }
        results.append((end.location, truth(sample.t + horizon), sample.location))
    }
    return results
}

@Suite struct InkPredictorTests {
    @Test(arguments: InkPredictor.Method.allCases)
    func straightLineAtConstantSpeedIsPredictedClosely(method: InkPredictor.Method) throws {
        let options = method == .kalman ? InkPredictor.Options.kalman : .default
        let direction = Vector(dx: 0.6, dy: 0.8)
        let speed = 500.0
        let line = { (t: Double) in Point(x: 100, y: 50) + direction * (speed * t) }
        let samples = sampled(rate: 240, count: 40, line)
        let results = walk(samples, horizon: 0.016, options: options, truth: line)
        // Prediction starts once there are enough samples; a few later the estimate has settled.
        #expect(results.count == samples.count - options.minimumSamples + 1)
        for result in results.dropFirst(6) {
            #expect(
                result.predicted.distance(to: result.actual) < 0.05,
                "predicted \(result.predicted), actual \(result.actual)")
        }

        var predictor = InkPredictor(options: options)
        predictor.add(contentsOf: samples)
        let tail = predictor.predictedPoints(horizon: 0.016)
        let last = try #require(samples.last)
        // About one point per input interval (1/240 s), the last at the horizon.
        #expect(tail.count == 4)
        #expect(isClose(try #require(tail.last).t, last.t + 0.016))
        #expect(zip(tail, tail.dropFirst()).allSatisfy { $0.t < $1.t })
        for point in tail {
            // On the line, the pressure carried over.
            #expect(abs((point.location - last.location).cross(direction)) < 1e-6)
            #expect(point.pressure == 0.4)
        }
    }

    @Test(arguments: InkPredictor.Method.allCases, [120.0, 240.0])
    func circleIsPredictedWithinABound(method: InkPredictor.Method, rate: Double) {
        let options = method == .kalman ? InkPredictor.Options.kalman : .default
        // A circle of radius 100 once a second: 628 units/s, a brisk pen, turning all the time.
        let circle = { (t: Double) in Point(x: 300 + 100 * cos(2 * .pi * t), y: 300 + 100 * sin(2 * .pi * t)) }
        let samples = sampled(rate: rate, count: Int(rate), circle)
        for horizon in [0.016, 0.032] {
            let results = walk(samples, horizon: horizon, options: options, truth: circle).dropFirst(8)
            let errors = results.map { $0.predicted.distance(to: $0.actual) }
            let held = results.map { $0.held.distance(to: $0.actual) }
            let meanError = errors.reduce(0, +) / Double(errors.count)
            let meanHeld = held.reduce(0, +) / Double(held.count)
            // Holding the last point is 10 or 20 units behind; a prediction that follows the curve
            // errs by a small fraction of that.
            #expect(meanError < 0.1 * meanHeld, "mean error \(meanError) against \(meanHeld) held, \(horizon) s")
            #expect((errors.max() ?? 0) < 0.15 * meanHeld, "worst error \(errors.max() ?? 0), \(horizon) s")
        }
    }

    @Test(arguments: InkPredictor.Method.allCases)
    func penHeldStillPredictsNoMotion(method: InkPredictor.Method) throws {
        let options = method == .kalman ? InkPredictor.Options.kalman : .default
        var predictor = InkPredictor(options: options)
        let moving = sampled(rate: 240, count: 20) { Point(x: 10 + 400 * $0, y: 20) }
        predictor.add(contentsOf: moving)
        let stop = try #require(moving.last)
        #expect(try #require(predictor.predictedPoints(horizon: 0.016).last).x > stop.x + 5)
        // The pen stays where it stopped, still reporting.
        for index in 1...10 {
            predictor.add(StrokePoint(location: stop.location, t: stop.t + Double(index) / 240, pressure: 0.6))
        }
        let tail = predictor.predictedPoints(horizon: 0.016)
        #expect(!tail.isEmpty)
        #expect(tail.allSatisfy { $0.location == stop.location && $0.pressure == 0.6 })

        // A pen held still trembles a little; the tail still stays put.
        var trembling = InkPredictor(options: options)
        var generator = SeededGenerator(seed: 7)
        for index in 0..<60 {
            let wobble = Vector(
                dx: Double.random(in: -0.02...0.02, using: &generator),
                dy: Double.random(in: -0.02...0.02, using: &generator))
            trembling.add(StrokePoint(location: Point(x: 50, y: 50) + wobble, t: Double(index) / 240))
        }
        let last = try #require(trembling.lastSample)
        #expect(trembling.predictedPoints(horizon: 0.032).allSatisfy { $0.location == last.location })
    }

    @Test(arguments: InkPredictor.Method.allCases)
    func fewerSamplesThanNeededPredictNothing(method: InkPredictor.Method) {
        let options = method == .kalman ? InkPredictor.Options.kalman : .default
        var predictor = InkPredictor(options: options)
        let samples = sampled(rate: 240, count: 8) { Point(x: 1000 * $0, y: 0) }
        for (index, sample) in samples.prefix(options.minimumSamples).enumerated() {
            #expect(predictor.predictedPoints(horizon: 0.016).isEmpty)
            #expect(!predictor.canPredict)
            predictor.add(sample)
            #expect(predictor.canPredict == (index == options.minimumSamples - 1))
        }
        #expect(!predictor.predictedPoints(horizon: 0.016).isEmpty)
        #expect(predictor.predictedPoints(horizon: 0).isEmpty)
        #expect(predictor.predictedPoints(horizon: -0.01).isEmpty)
        #expect(predictor.predictedPoints(horizon: .nan).isEmpty)

        // A long pause starts afresh: the motion before it says nothing about the motion after.
        predictor.add(StrokePoint(x: 200, y: 0, t: 5))
        #expect(predictor.predictedPoints(horizon: 0.016).isEmpty)
        predictor.reset()
        #expect(predictor.lastSample == nil)
        #expect(predictor.predictedPoints(horizon: 0.016).isEmpty)
    }

    @Test(arguments: InkPredictor.Method.allCases)
    func equalTimestampsCountAsOneSample(method: InkPredictor.Method) {
        let options = method == .kalman ? InkPredictor.Options.kalman : .default
        let samples = sampled(rate: 240, count: 12) { Point(x: 300 * $0, y: 40 * $0 * $0) }
        var once = InkPredictor(options: options)
        var twice = InkPredictor(options: options)
        once.add(contentsOf: samples)
        for sample in samples {
            twice.add(sample)
            twice.add(sample)
        }
        #expect(once.predictedPoints(horizon: 0.02) == twice.predictedPoints(horizon: 0.02))

        // A later report of the same moment replaces the earlier one; a clock that goes back too.
        var corrected = InkPredictor(options: options)
        corrected.add(contentsOf: samples.dropLast())
        if let last = samples.last {
            corrected.add(StrokePoint(location: last.location + Vector(dx: 30, dy: 0), t: last.t))
            corrected.add(StrokePoint(location: last.location, t: last.t - 0.001, pressure: last.pressure))
        }
        #expect(corrected.predictedPoints(horizon: 0.02) == once.predictedPoints(horizon: 0.02))
    }

    @Test(arguments: InkPredictor.Method.allCases)
    func oneStraySampleDoesNotFlingThePrediction(method: InkPredictor.Method) throws {
        let options = method == .kalman ? InkPredictor.Options.kalman : .default
        var predictor = InkPredictor(options: options)
        let speed = 300.0
        let samples = sampled(rate: 240, count: 20) { Point(x: speed * $0, y: 0) }
        predictor.add(contentsOf: samples)
        let last = try #require(samples.last)
        let jump = StrokePoint(x: last.x + 10_000, y: 5_000, t: last.t + 1.0 / 240)
        predictor.add(jump)
        let end = try #require(predictor.predictedPoints(horizon: 0.016).last)
        // The median speed of the last intervals is still the pen's, so the tail goes no farther
        // than it would have.
        #expect(end.location.distance(to: jump.location) <= speed * 0.016 * 1.0001)
    }

    @Test(arguments: InkPredictor.Method.allCases)
    func longHorizonsAreCut(method: InkPredictor.Method) throws {
        let options = method == .kalman ? InkPredictor.Options.kalman : .default
        var predictor = InkPredictor(options: options)
        predictor.add(contentsOf: sampled(rate: 120, count: 10) { Point(x: 100 * $0, y: 0) })
        let last = try #require(predictor.lastSample)
        let tail = predictor.predictedPoints(horizon: 5)
        #expect(isClose(try #require(tail.last).t, last.t + options.maximumHorizon))
        #expect(tail.count <= options.maximumTailPoints)
    }

    @Test(arguments: InkPredictor.Method.allCases)
    func randomWalkNeverGivesNaNOrGoesPastTheCap(method: InkPredictor.Method) {
        let options = method == .kalman ? InkPredictor.Options.kalman : .default
        var generator = SeededGenerator(seed: 0x5EED)
        var predictor = InkPredictor(options: options)
        var location = Point(x: 0, y: 0)
        var velocity = Vector.zero
        var t = 0.0
        for _ in 0..<10_000 {
            // Mostly a wandering pen at 60 to 1000 Hz; now and then a duplicate or backward
            // timestamp, a pause, a huge jump, or a far corner of the canvas.
            switch Int.random(in: 0..<100, using: &generator) {
            case 0: t -= Double.random(in: 0...0.01, using: &generator)
            case 1: break
            case 2: t += Double.random(in: 0.05...2, using: &generator)
            case 3:
                location =
                    location
                    + Vector(
                        dx: Double.random(in: -1e5...1e5, using: &generator),
                        dy: Double.random(in: -1e5...1e5, using: &generator))
            case 4:
                location = Point(
                    x: Double.random(in: -1e7...1e7, using: &generator),
                    y: Double.random(in: -1e7...1e7, using: &generator))
            default: t += Double.random(in: 0.001...0.017, using: &generator)
            }
            velocity =
                velocity * 0.9
                + Vector(
                    dx: Double.random(in: -300...300, using: &generator),
                    dy: Double.random(in: -300...300, using: &generator))
            location = location + velocity * 0.004
            let pressure: Double? = Bool.random(using: &generator) ? Double.random(in: 0...1, using: &generator) : nil
            predictor.add(StrokePoint(location: location, t: t, pressure: pressure))

            let horizon = Double.random(in: 0.001...0.2, using: &generator)
            let tail = predictor.predictedPoints(horizon: horizon)
            guard let last = predictor.lastSample else { continue }
            for point in tail {
                #expect(point.x.isFinite && point.y.isFinite && point.t.isFinite)
                #expect(point.location.distance(to: last.location) <= options.maximumDistance * (1 + 1e-9))
                #expect(point.pressure == last.pressure)
            }
            #expect(zip(tail, tail.dropFirst()).allSatisfy { $0.t < $1.t })
        }
    }

    @Test(arguments: InkPredictor.Method.allCases)
    func sameInputGivesTheSameOutput(method: InkPredictor.Method) {
        let options = method == .kalman ? InkPredictor.Options.kalman : .default
        var generator = SeededGenerator(seed: 42)
        var samples: [StrokePoint] = []
        var t = 0.0
        for index in 0..<500 {
            t += Double.random(in: 0.002...0.012, using: &generator)
            let wobble = Double.random(in: -0.5...0.5, using: &generator)
            samples.append(
                StrokePoint(
                    x: 200 + 120 * cos(t * 3) + wobble, y: 200 + 80 * sin(t * 5) + Double(index % 3), t: t,
                    pressure: 0.5))
        }
        var first = InkPredictor(options: options)
        var second = InkPredictor(options: options)
        var copied: InkPredictor?
        for (index, sample) in samples.enumerated() {
            first.add(sample)
            second.add(sample)
            copied?.add(sample)
            if index == 250 { copied = first }
            let a = first.predictedPoints(horizon: 0.024)
            let b = second.predictedPoints(horizon: 0.024)
            let c = copied?.predictedPoints(horizon: 0.024) ?? a
            #expect(a.count == b.count && a.count == c.count)
            for (p, (q, r)) in zip(a, zip(b, c)) {
                #expect(sameBits(p.x, q.x) && sameBits(p.y, q.y) && sameBits(p.t, q.t))
                #expect(sameBits(p.x, r.x) && sameBits(p.y, r.y) && sameBits(p.t, r.t))
            }
        }
    }

    @Test func optionsOutOfRangeAreClamped() {
        let wild = InkPredictor.Options(
            minimumSamples: -3, fitWindow: .nan, accelerationWeight: 7, jerkWeight: -1, processNoise: .infinity,
            measurementNoise: 0, speedAllowance: .nan, minimumSpeed: -5, maximumDistance: -1, maximumHorizon: .infinity,
            maximumGap: .nan, minimumInterval: -1, maximumTailPoints: 0)
        for method in InkPredictor.Method.allCases {
            var options = wild
            options.method = method
            var predictor = InkPredictor(options: options)
            predictor.add(contentsOf: sampled(rate: 240, count: 30) { Point(x: 500 * $0, y: 100 * $0) })
            for point in predictor.predictedPoints(horizon: 0.05) {
                #expect(point.x.isFinite && point.y.isFinite)
            }
        }
    }
}
