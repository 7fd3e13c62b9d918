import Foundation
import ScribbleKit
import ScribbleTestSupport
import Testing

/// Thousands of seeded random strokes (walks, zig-zags, doublings back, repeats, time running
/// backwards, missing pressures, wild widths and transforms) under random option mixes. None may
/// give a coordinate that is not finite, an empty outline for a stroke with ink, ink far from
/// the stroke or a polygon that winds the wrong way.
@Suite struct InkFuzzTests {
    struct Generator {
        var random: SeededGenerator

        mutating func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        mutating func between(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
        mutating func logBetween(_ low: Double, _ high: Double) -> Double { exp(between(log(low), log(high))) }
        mutating func chance(_ probability: Double) -> Bool { unit() < probability }
        mutating func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }

        mutating func count() -> Int {
            switch unit() {
            case ..<0.03: 0
            case ..<0.10: 1
            case ..<0.16: 2
            case ..<0.50: Int(between(3, 12))
            default: Int(between(12, 120))
            }
        }

        mutating func points() -> [StrokePoint] {
            let count = count()
            let origin = Point(x: between(-1000, 1000), y: between(-1000, 1000))
            let kind = Int(random.next() % 5)
            var points: [StrokePoint] = []
            var location = origin
            var t = between(0, 5)
            var heading = between(0, 2 * .pi)
            let typicalStep = logBetween(0.001, 40)
            let pressured = chance(0.6)
            for index in 0..<count {
                switch kind {
                case 0:  // a wandering walk
                    heading += between(-0.6, 0.6)
                    location = location + Vector(dx: cos(heading), dy: sin(heading)) * (typicalStep * between(0.2, 2))
                case 1:  // a zig-zag, sharper than it is wide
                    heading += .pi * between(0.7, 1.0) * (index.isMultiple(of: 2) ? 1 : -1)
                    location = location + Vector(dx: cos(heading), dy: sin(heading)) * typicalStep
                case 2:  // out and back along a line, with a bounce
                    let along = index < count / 2 ? Double(index) : Double(count - index) + (index % 3 == 0 ? 0.5 : 0)
                    location = origin + Vector(dx: cos(heading), dy: sin(heading)) * (along * typicalStep)
                case 3:  // a circle
                    let angle = Double(index) * between(0.05, 1.5)
                    location = origin + Vector(dx: cos(angle), dy: sin(angle)) * (typicalStep * 10)
                default:  // scattered points
                    location = origin + Vector(dx: between(-1, 1), dy: between(-1, 1)) * (typicalStep * 5)
                }
                switch unit() {
                case ..<0.05: t -= between(0, 0.05)  // time running backwards
                case ..<0.15: break  // the same instant
                default: t += between(0.001, 0.03)
                }
                let pressure: Double? = pressured && !chance(0.1) ? between(-0.1, 1.1) : nil
                let point = StrokePoint(location: location, t: t, pressure: pressure)
                points.append(point)
                if chance(0.1) { points.append(point) }  // a duplicate
            }
            return points
        }

        mutating func stroke() -> Stroke {
            var transform = Transform.identity
            if chance(0.3) {
                transform = Transform.rotation(radians: between(0, 7))
                    .concatenating(.scale(x: logBetween(0.1, 10), y: logBetween(0.1, 10)))
                    .concatenating(.translation(x: between(-100, 100), y: between(-100, 100)))
            }
            return Stroke(
                points: points(), ink: Ink(tool: pick(InkTool.allCases), color: .black, width: logBetween(0.01, 200)),
                device: pick(InputDevice.allCases), transform: transform)
        }

        mutating func taper() -> InkOptions.Taper {
            InkOptions.Taper(length: chance(0.4) ? 0 : logBetween(0.1, 300), easing: pick(InkEasing.allCases))
        }

        mutating func options() -> InkOptions {
            var options = InkOptions()
            options.stabilizer = pick([
                .none, .streamline(between(-0.2, 1.2)),
                .oneEuro(minCutoff: between(0, 10), beta: between(0, 1), derivativeCutoff: between(0, 5)),
                .movingAverage(window: Int(between(-1, 20))),
            ])
            options.spacing = chance(0.3) ? nil : chance(0.2) ? 0 : logBetween(0.01, 20)
            options.pressure = pick(InkOptions.PressureSource.allCases)
            options.thinning = between(-1.2, 1.2)
            options.easing = pick(InkEasing.allCases)
            options.taperStart = taper()
            options.taperEnd = taper()
            options.cap = pick(InkOptions.Cap.allCases)
            options.nib = pick([.automatic, .round, .broad(angle: between(-7, 7), minimumWidth: between(-0.1, 1.1))])
            options.tolerance = chance(0.05) ? 0 : logBetween(0.001, 2)
            if chance(0.1) {
                options.perfectFreehand = PerfectFreehandOptions(
                    size: logBetween(0.1, 100), thinning: between(-1, 1), smoothing: between(0, 1),
                    streamline: between(0, 1), easing: pick(InkEasing.allCases), simulatePressure: chance(0.5),
                    start: .init(
                        taper: pick([0, logBetween(0.1, 100), .infinity]), easing: pick(InkEasing.allCases),
                        cap: chance(0.5)),
                    end: .init(
                        taper: pick([0, logBetween(0.1, 100), .infinity]), easing: pick(InkEasing.allCases),
                        cap: chance(0.5)),
                    last: chance(0.5))
            }
            return options
        }
    }

    @Test func randomStrokesAndOptionsGiveSoundOutlines() {
        var generator = Generator(random: SeededGenerator(seed: 0x5C81_BB1E_0F1A_2024))
        var failures = 0
        for iteration in 0..<3000 {
            let stroke = generator.stroke()
            let options = generator.options()
            let outline = stroke.outline(options: options)
            let problem = Self.problem(with: outline, of: stroke, options: options)
            if let problem {
                failures += 1
                if failures <= 5 { Issue.record("iteration \(iteration): \(problem)") }
            }
            if iteration.isMultiple(of: 10) { #expect(stroke.outline(options: options) == outline) }
            // Drawn live, a few points at a time, the same stroke ends with the same outline.
            if iteration.isMultiple(of: 3), stroke.path == nil {
                let live = InProgressStroke(
                    ink: stroke.ink, device: stroke.device, options: options, transform: stroke.transform)
                var given = 0
                while given < stroke.points.count {
                    let next = Swift.min(stroke.points.count, given + 1 + (given * 7 + iteration) % 4)
                    live.enqueueInputs(stroke.points[given..<next])
                    live.updateShape()
                    given = next
                }
                live.finish()
                if !InkFuzzInput.sameBits(live.outline, outline) {
                    failures += 1
                    if failures <= 5 {
                        Issue.record("iteration \(iteration): drawn live, the outline differs from the batch one")
                    }
                }
            }
        }
        #expect(failures == 0)
    }

    static func problem(with outline: InkOutline, of stroke: Stroke, options: InkOptions) -> String? {
        guard InkTestSupport.isFinite(outline) else { return "a coordinate is not finite" }
        let locations = stroke.canvasLocations.filter { $0.x.isFinite && $0.y.isFinite }
        let scale = stroke.transform.averageScale
        let hasInk = !locations.isEmpty && stroke.ink.width > 0 && scale > 0
        guard hasInk else { return outline.isEmpty ? nil : "ink for a stroke without any" }
        guard let bounds = outline.bounds, !outline.isEmpty else { return "no outline" }
        let area = outline.polygons.reduce(0) { $0 + InkTestSupport.signedArea($1) }
        guard area >= 0 else { return "negative area \(area)" }
        guard options.perfectFreehand == nil, let path = Rect(enclosing: locations) else { return nil }

        // The ink stays within the widest it can be of the stroke's path; a spline may swing a
        // little wide of its control points, by at most a fraction of the longest step, and a
        // join's single miter vertex lies outside its arc by up to twice the tolerance.
        let widest = stroke.ink.width * scale
        let longestStep = zip(locations, locations.dropFirst()).map { $0.distance(to: $1) }.max() ?? 0
        let tolerance =
            options.tolerance.isFinite && options.tolerance > 0 ? options.tolerance : InkOptions.default.tolerance
        let margin = widest + 2 * tolerance + 0.3 * longestStep + 1e-6 * (1 + abs(path.maxX) + abs(path.maxY))
        let allowed = path.outsetBy(margin)
        guard InkTestSupport.contains(allowed, bounds) else { return "ink at \(bounds) outside \(allowed)" }

        // Unsteadied, the ink passes through or within its width of every point (resampling may
        // cut a point that turns less than a corner by up to a step).
        if options.stabilizer == .none {
            let step = Swift.max(0, options.spacing ?? options.tolerance)
            let rounding = 1e-6 * (1 + abs(bounds.maxX) + abs(bounds.maxY))
            let near = bounds.outsetBy(widest + step + rounding)
            guard locations.allSatisfy(near.contains) else { return "an input point is far from the ink" }
        }

        // The ink reaches where the stroke started and where it ended.
        let reach = bounds.outsetBy(1e-6 * (1 + abs(bounds.maxX) + abs(bounds.maxY)))
        guard reach.contains(locations[0]), reach.contains(locations[locations.count - 1]) else {
            return "the ink misses an end of the stroke"
        }
        return nil
    }
}
