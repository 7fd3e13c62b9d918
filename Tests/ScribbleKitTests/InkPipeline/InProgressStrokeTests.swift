import Foundation
import ScribbleTestSupport
import Testing

@testable import ScribbleKit

/// A stroke drawn live: its outline at every update is the outline of the points so far, made
/// the batch way, bit for bit; predictions come and go without a trace; the region it returns
/// covers every change.
@Suite struct InProgressStrokeTests {
    /// A pen-like stroke: a wandering path sampled `rate` times a second at `speed` units a
    /// second, with pressure that rises, wavers and falls (or none), sometimes pausing in place.
    static func penPoints(
        count: Int, rate: Double, speed: Double, pressure: Bool, using generator: inout SeededGenerator
    ) -> [StrokePoint] {
        var x = Double.random(in: 50...450, using: &generator)
        var y = Double.random(in: 50...350, using: &generator)
        var heading = Double.random(in: 0...(2 * .pi), using: &generator)
        var turn = 0.0
        var points: [StrokePoint] = []
        for index in 0..<count {
            turn = 0.8 * turn + Double.random(in: -0.15...0.15, using: &generator)
            heading += turn
            // Now and then the pen rests, repeating its place.
            let step =
                Double.random(in: 0...1, using: &generator) < 0.05
                ? 0 : speed / rate * Double.random(in: 0.6...1.4, using: &generator)
            x += cos(heading) * step
            y += sin(heading) * step
            let t = Double(index) / rate
            let p = pressure ? 0.5 + 0.3 * sin(Double(index) / 11) * Swift.min(1, Double(index) / 10) : nil
            points.append(StrokePoint(x: x, y: y, t: t, pressure: p))
        }
        return points
    }

    /// The option sets the live pipeline must agree with the batch one on.
    static let optionSets: [(String, InkOptions)] = [
        ("default", .default), ("raw", .raw), ("smooth", .smooth), ("signature", .signature),
        ("calligraphy", .calligraphy),
        ("moving average", InkOptions(stabilizer: .movingAverage(window: 5))),
        ("no stabilizer", InkOptions(stabilizer: .none)),
        ("even spacing", InkOptions(spacing: 1)),
        ("simulated pressure", InkOptions(pressure: .simulated)),
        ("ignored pressure", InkOptions(pressure: .ignored, easing: .easeInOutSine)),
        (
            "long tapers",
            InkOptions(
                taperStart: .init(length: 40, easing: .easeOutQuad), taperEnd: .init(length: 60, easing: .easeOutCubic))
        ),
        ("flat caps", InkOptions(cap: .flat)),
        ("perfect-freehand", .perfectFreehand),
    ]

    static func sameBits(_ a: InkOutline, _ b: InkOutline) -> Bool {
        guard a.polygons.count == b.polygons.count else { return false }
        for (p, q) in zip(a.polygons, b.polygons) {
            guard p.count == q.count else { return false }
            for (u, v) in zip(p, q) where u.x.bitPattern != v.x.bitPattern || u.y.bitPattern != v.y.bitPattern {
                return false
            }
        }
        return true
    }

    @Test(arguments: optionSets.indices)
    func everyUpdateIsTheBatchOutlineOfThePointsSoFar(option: Int) throws {
        let (name, options) = Self.optionSets[option]
        var generator = SeededGenerator(seed: UInt64(31 + option))
        let tools: [InkTool] = [.pen, .pencil, .marker, .monoline, .fountainPen]
        for trial in 0..<6 {
            let rate = trial.isMultiple(of: 2) ? 240.0 : 120.0
            let speed = [60.0, 400, 1200][trial % 3]
            let points = Self.penPoints(
                count: Int.random(in: 1...200, using: &generator), rate: rate, speed: speed, pressure: trial % 4 != 3,
                using: &generator)
            let ink = Ink(tool: tools[trial % tools.count], color: .black, width: [1.5, 4, 9, 20][trial % 4])
            let resolution = [1.0, 2, 0.5][trial % 3]
            let live = InProgressStroke(ink: ink, options: options, resolution: resolution)
            var given = 0
            var checks = 0
            while given < points.count {
                let chunk = Int.random(in: 1...4, using: &generator)
                let next = Swift.min(points.count, given + chunk)
                live.enqueueInputs(points[given..<next])
                given = next
                live.updateShape()
                // Checking every update is quadratic; every few keeps the suite quick.
                if given == points.count || Int.random(in: 0..<6, using: &generator) == 0 {
                    let batch = Stroke(points: Array(points[..<given]), ink: ink).outline(
                        options: options, resolution: resolution)
                    #expect(
                        Self.sameBits(live.outline, batch),
                        "\(name), trial \(trial): after \(given) of \(points.count) points")
                    checks += 1
                }
            }
            let stroke = live.finish()
            let batch = stroke.outline(options: options, resolution: resolution)
            #expect(Self.sameBits(live.outline, batch), "\(name), trial \(trial): finished")
            #expect(checks > 0)
        }
    }

    @Test func aTransformedStrokeIsTheBatchOneToo() {
        var generator = SeededGenerator(seed: 41)
        let points = Self.penPoints(count: 300, rate: 240, speed: 300, pressure: true, using: &generator)
        let transform = Transform.rotation(radians: 0.4).concatenating(.scale(x: 2.5, y: 2.5)).concatenating(
            .translation(x: 30, y: -12))
        let ink = Ink(tool: .fountainPen, color: .black, width: 3)
        let live = InProgressStroke(ink: ink, resolution: 1.5, transform: transform)
        for point in points {
            live.enqueueInputs([point])
            live.updateShape()
        }
        let stroke = live.finish()
        #expect(stroke.transform == transform)
        #expect(Self.sameBits(live.outline, stroke.outline(resolution: 1.5)))
        #expect(live.settledVertexCount > 0)
    }

    @Test func predictionsLeaveNoTrace() {
        var generator = SeededGenerator(seed: 7)
        let points = Self.penPoints(count: 200, rate: 240, speed: 400, pressure: true, using: &generator)
        let ink = Ink(tool: .pen, color: .black, width: 4)
        let live = InProgressStroke(ink: ink)
        for (index, point) in points.enumerated() {
            // A guess some way ahead along the last move.
            let previous = index > 0 ? points[index - 1] : point
            let guess = (1...3).map { step in
                StrokePoint(
                    x: point.x + (point.x - previous.x) * Double(step),
                    y: point.y + (point.y - previous.y) * Double(step),
                    t: point.t + Double(step) / 240, pressure: point.pressure)
            }
            live.enqueueInputs([point], predicted: guess)
            live.updateShape()
        }
        #expect(live.predictedPoints.count == 3)
        let stroke = live.finish()
        #expect(stroke.points == points)
        #expect(live.predictedPoints.isEmpty)
        #expect(Self.sameBits(live.outline, stroke.outline()))
    }

    @Test func aPredictorDrawsAheadAndLeavesNothingBehind() {
        var generator = SeededGenerator(seed: 23)
        let points = Self.penPoints(count: 120, rate: 240, speed: 500, pressure: true, using: &generator)
        let live = InProgressStroke(ink: Ink(tool: .pen, color: .black, width: 4), predictor: InkPredictor())
        var predicted = 0
        for point in points {
            live.enqueueInputs([point])
            live.updateShape()
            if !live.predictedPoints.isEmpty { predicted += 1 }
            #expect(live.predictedPoints.allSatisfy { $0.t > point.t && $0.t <= point.t + 0.0161 })
        }
        #expect(predicted > 100)
        let stroke = live.finish()
        #expect(stroke.points == points)
        #expect(Self.sameBits(live.outline, stroke.outline()))
    }

    @Test func aPredictionIsDrawnUntilTheNextUpdateReplacesIt() {
        let ink = Ink(tool: .monoline, color: .black, width: 4)
        let live = InProgressStroke(ink: ink, options: .raw)
        live.enqueueInputs(
            [StrokePoint(x: 0, y: 0, t: 0), StrokePoint(x: 10, y: 0, t: 0.01)],
            predicted: [StrokePoint(x: 30, y: 0, t: 0.02)])
        live.updateShape()
        #expect((live.outline.bounds?.maxX ?? 0) >= 31.9)
        live.enqueueInputs([], predicted: [])
        let region = live.updateShape()
        #expect((live.outline.bounds?.maxX ?? 0) <= 12.1)
        // The region covers where the prediction was drawn.
        #expect((region?.maxX ?? 0) >= 31.9)
    }

    /// Strokes whose ink is made again from the start partway through: the device's pressure
    /// arriving only after the first samples (the widths, simulated until then, follow it from the
    /// start), and timing arriving late (the simulated pressure reads the speed from the start).
    enum LateStart: String, CaseIterable {
        case none, pressure, timing
    }

    /// Every pixel that changes between two updates, or at the end, lies in the region the update
    /// (or ``InProgressStroke/lastFinishRegion``) gave, also when the ink is made again from the
    /// start partway through.
    @Test(arguments: LateStart.allCases)
    func theRegionCoversEveryChange(late: LateStart) {
        var generator = SeededGenerator(seed: 19)
        var points = Self.penPoints(count: 90, rate: 120, speed: 500, pressure: late != .timing, using: &generator)
        for index in 0..<40 {
            switch late {
            case .none: break
            case .pressure: points[index].pressure = nil
            case .timing: points[index].t = 0
            }
        }
        let live = InProgressStroke(ink: Ink(tool: .pen, color: .black, width: 6), options: .signature)
        var previous = InkOutline.empty
        var checked = 0
        func expectCovered(_ region: Rect?, _ now: InkOutline) {
            // Sample a grid over both outlines' boxes: where the winding differs, the region holds it.
            let box = [previous.bounds, now.bounds].compactMap { $0 }.reduce(nil as Rect?) { $0?.union($1) ?? $1 }
            guard let box else { return }
            let steps = 24
            for i in 0...steps {
                for j in 0...steps {
                    let p = Point(
                        x: box.minX + box.width * Double(i) / Double(steps),
                        y: box.minY + box.height * Double(j) / Double(steps))
                    let before = InkTestSupport.winding(previous.polygons, at: p) != 0
                    let after = InkTestSupport.winding(now.polygons, at: p) != 0
                    guard before != after else { continue }
                    checked += 1
                    #expect(
                        region?.outsetBy(1e-9).contains(p) == true,
                        "\(late): a change at \(p) outside \(String(describing: region))")
                }
            }
        }
        for point in points {
            live.enqueueInputs([point])
            let region = live.updateShape()
            expectCovered(region, live.outline)
            previous = live.outline
        }
        live.finish()
        expectCovered(live.lastFinishRegion, live.outline)
        #expect(checked > 100)
    }

    @Test func anUpdateWithNothingNewChangesNothing() {
        let live = InProgressStroke()
        #expect(live.updateShape() == nil)
        live.enqueueInputs([StrokePoint(x: 1, y: 1, t: 0)])
        #expect(live.updateShape() != nil)
        #expect(live.updateShape() == nil)
        #expect(live.outline.vertexCount > 0)
    }

    @Test func inputsAfterTheEndAreIgnored() {
        let live = InProgressStroke()
        live.enqueueInputs([StrokePoint(x: 1, y: 1, t: 0), StrokePoint(x: 9, y: 1, t: 0.1)])
        let stroke = live.finish()
        live.enqueueInputs([StrokePoint(x: 50, y: 50, t: 0.2)])
        #expect(live.updateShape() == nil)
        #expect(live.finish() == stroke)
    }

    /// A long stroke settles as it goes: the part of its outline made again at each update (the
    /// tail) stays as short at the end as it was early on, for every option set.
    @Test(arguments: optionSets.indices)
    func aLongStrokeKeepsItsTailShort(option: Int) {
        let (name, options) = Self.optionSets[option]
        var generator = SeededGenerator(seed: 5)
        let points = Self.penPoints(count: 2000, rate: 240, speed: 300, pressure: true, using: &generator)
        let live = InProgressStroke(ink: Ink(tool: .pen, color: .black, width: 4), options: options)
        var tails: [Int] = []
        for point in points {
            live.enqueueInputs([point])
            live.updateShape()
            tails.append(live.vertexCount - live.settledVertexCount)
        }
        let total = live.vertexCount
        #expect(total > 1000, "\(name)")
        // perfect-freehand and even spacing make their curve over the whole stroke each time.
        let settles = options.perfectFreehand == nil && options.spacing == nil
        let late = tails.suffix(200).max() ?? 0
        let early = tails.dropFirst(200).prefix(200).max() ?? 0
        if settles {
            #expect(late <= 2 * early + 50, "\(name): tails of up to \(early) vertices early, \(late) late")
            #expect(late < total / 10, "\(name): a tail of \(late) of \(total) vertices")
        } else {
            #expect(live.settledVertexCount == 0, "\(name)")
        }
        let batch = live.finish().outline(options: options)
        #expect(Self.sameBits(live.outline, batch), "\(name)")
    }
}
