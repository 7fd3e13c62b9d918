import Foundation
import ScribbleFiles
import ScribbleJSON
import ScribbleKit
import ScribbleTestSupport
import Testing

@testable import ScribbleCairo

/// The curve cut by its shape looks as the curve sampled every unit did, and stays as close to
/// the true curve at every resolution.
@Suite(
    "Sampling the curve by its shape",
    .disabled(if: SanitizerRun.isActive, "pixel fidelity at 10× and 30×, checked by the plain run"))
struct AdaptiveSamplingTests {
    /// A pen-like stroke: a smooth wandering path sampled `rate` times a second at a speed from
    /// `speeds` (units a second), with pressure that rises, wavers and falls.
    static func penStroke(
        points: Int, rate: Double, speeds: ClosedRange<Double>, in canvas: Size, using generator: inout SeededGenerator
    ) -> Stroke {
        var x = Double.random(in: 40...(canvas.width - 40), using: &generator)
        var y = Double.random(in: 40...(canvas.height - 40), using: &generator)
        var heading = Double.random(in: 0...(2 * .pi), using: &generator)
        var turn = 0.0
        let speed = Double.random(in: speeds, using: &generator)
        let phase = Double.random(in: 0...(2 * .pi), using: &generator)
        var samples: [StrokePoint] = []
        for index in 0..<points {
            turn = 0.85 * turn + Double.random(in: -0.1...0.1, using: &generator)
            heading += turn
            let step = speed / rate * (0.7 + 0.3 * sin(phase + Double(index) / 9))
            var nx = x + cos(heading) * step
            var ny = y + sin(heading) * step
            if !(10 < nx && nx < canvas.width - 10) {
                heading = .pi - heading
                nx = x + cos(heading) * step
            }
            if !(10 < ny && ny < canvas.height - 10) {
                heading = -heading
                ny = y + sin(heading) * step
            }
            (x, y) = (nx, ny)
            let ramp = Swift.min(1, Double(index + 1) / 8, Double(points - index) / 8)
            let pressure = (0.45 + 0.25 * sin(phase + Double(index) / 15)) * (0.4 + 0.6 * ramp)
            samples.append(StrokePoint(x: x, y: y, t: Double(index) / rate, pressure: pressure))
        }
        return Stroke(points: samples, ink: Ink(tool: .pen, color: .black, width: 4))
    }

    /// Drawings unlike each other: slow and fast pens, 120 Hz and 240 Hz, every tool.
    static let workloads: [(name: String, drawing: Drawing)] = {
        var generator = SeededGenerator(seed: 11)
        let canvas = Size(width: 160, height: 120)
        let kinds: [(String, Double, ClosedRange<Double>)] = [
            ("slow pen 240 Hz", 240, 40...90), ("pen 240 Hz", 240, 200...500), ("fast pen 120 Hz", 120, 650...950),
            ("slow pen 120 Hz", 120, 60...120),
        ]
        let tools: [InkTool] = [.pen, .pencil, .marker, .monoline, .fountainPen]
        var drawings = kinds.map { name, rate, speeds in
            let strokes = (0..<5).map { index in
                var stroke = penStroke(points: 80, rate: rate, speeds: speeds, in: canvas, using: &generator)
                stroke.ink.tool = tools[index]
                stroke.ink.width = [2, 4, 6, 9, 14][index]
                return stroke
            }
            return (name, Drawing(canvas: canvas, strokes: strokes))
        }
        // Dashes and dots shorter than their tapers, which shrink to fit: 2 to 20 units long.
        let short = (0..<10).map { index in
            var stroke = penStroke(
                points: [3, 5, 7, 9, 12][index % 5], rate: 240, speeds: 150...450, in: canvas, using: &generator)
            stroke.ink.tool = tools[index % 5]
            stroke.ink.width = [3, 5, 8, 12, 16][index / 2]
            return stroke
        }
        drawings.append(("short strokes 240 Hz", Drawing(canvas: canvas, strokes: short)))
        return drawings
    }()

    /// The samples in Strokes/ as drawings.
    static func samples() throws -> [(name: String, drawing: Drawing)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Strokes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
        return try names.map { name in
            let bytes = try AtomicFile.read(folder.appendingPathComponent(name).path)
            switch try ScribbleDocument(decoding: bytes, file: name) {
            case .events(let recording): return (name, recording.recorded(policy: .any).drawing)
            case .drawing(let drawing): return (name, drawing)
            }
        }
    }

    /// The drawing's outlines with the curve sampled as `spacing` says, for `resolution`.
    static func outlines(_ drawing: Drawing, spacing: Double?, resolution: Double = 1) -> [InkOutline] {
        var options = drawing.inkOptions ?? .default
        options.spacing = spacing
        return drawing.outlines(options: options, resolution: resolution)
    }

    /// How much of each pixel is inked (0…1) when `outlines` are painted in black at `scale`
    /// pixels a unit, and the image's width.
    static func coverage(_ drawing: Drawing, outlines: [InkOutline], scale: Double) throws -> (
        coverage: [Double], width: Int
    ) {
        var opaque = drawing
        for index in opaque.strokes.indices {
            opaque.strokes[index].ink.color = .black
            // Painted plain, without a pencil's grain or a marker's translucency, so that only
            // the shape counts.
            opaque.strokes[index].ink.tool =
                opaque.strokes[index].ink.tool == .pencil || opaque.strokes[index].ink.tool == .marker
                ? .pen : opaque.strokes[index].ink.tool
        }
        let image = try DrawingRenderer(options: RenderOptions(scale: scale, background: .white))
            .renderImage(opaque, outlines: outlines)
        var coverage = [Double](repeating: 0, count: image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width { coverage[y * image.width + x] = 1 - Double(image.pixel(x: x, y: y).red) / 255 }
        }
        return (coverage, image.width)
    }

    /// Which pixels are inked (more than half covered).
    static func mask(_ drawing: Drawing, outlines: [InkOutline], scale: Double) throws -> (mask: [Bool], width: Int) {
        let (coverage, width) = try coverage(drawing, outlines: outlines, scale: scale)
        return (coverage.map { $0 > 0.5 }, width)
    }

    /// The inked pixels' intersection over their union, each pixel counted by how much of it is
    /// inked (Σ min / Σ max). Unlike counting pixels more than half inked, it does not flip whole
    /// rows of pixels for a shift of a thousandth of a pixel along an edge that lies on a pixel's
    /// middle, as the straight edges of drawn rectangles do.
    static func intersectionOverUnion(_ a: [Double], _ b: [Double]) -> Double {
        var both = 0.0
        var either = 0.0
        for index in a.indices {
            both += Swift.min(a[index], b[index])
            either += Swift.max(a[index], b[index])
        }
        return either == 0 ? 1 : both / either
    }

    /// The farthest, in pixels, that a pixel inked in one mask and not the other lies from the
    /// other's ink (searched up to `limit` pixels; `limit + 1` when farther).
    static func farthestDifference(_ a: [Bool], _ b: [Bool], width: Int, limit: Int) -> Int {
        let height = a.count / width
        var worst = 0
        func distance(from index: Int, to mask: [Bool]) -> Int {
            let x = index % width
            let y = index / width
            for radius in 1...limit {
                for dy in -radius...radius {
                    for dx in -radius...radius where Swift.max(abs(dx), abs(dy)) == radius {
                        let px = x + dx
                        let py = y + dy
                        if px >= 0, py >= 0, px < width, py < height, mask[py * width + px] { return radius }
                    }
                }
            }
            return limit + 1
        }
        for index in a.indices where a[index] != b[index] {
            worst = Swift.max(worst, distance(from: index, to: a[index] ? b : a))
            if worst > limit { break }
        }
        return worst
    }

    /// The bench's kinds of stroke (a pen at 240 Hz, a fast pen at 120 Hz) and the samples.
    static func everydayDrawings() throws -> [(name: String, drawing: Drawing)] {
        try samples() + workloads.filter { $0.name == "pen 240 Hz" || $0.name == "fast pen 120 Hz" }
    }

    @Test func theLookDoesNotChangeAgainstEvenSamplingOnTheSamplesAndWorkloads() throws {
        var report: [String] = []
        for (name, drawing) in try Self.everydayDrawings() {
            let even = try Self.coverage(drawing, outlines: Self.outlines(drawing, spacing: 1), scale: 1)
            let shaped = try Self.coverage(drawing, outlines: Self.outlines(drawing, spacing: nil), scale: 1)
            let agreement = Self.intersectionOverUnion(even.coverage, shaped.coverage)
            report.append("\(name): IoU \(agreement)")
            // 0.995 or more on all but a mouse drawing's thin, simulated-pressure strokes (0.9945).
            #expect(agreement >= 0.994, "\(name): IoU \(agreement) with the evenly sampled ink")
        }
        print(report.joined(separator: "\n"))
    }

    /// A slow pen's samples are closer together than even sampling's steps, which cut across
    /// its wiggles; sampling by shape keeps them, and so is closer to the true curve.
    @Test func aSlowPenKeepsTheWigglesThatEvenSamplingCutAcross() throws {
        for (name, drawing) in Self.workloads where name.hasPrefix("slow") {
            let dense = try Self.coverage(drawing, outlines: Self.outlines(drawing, spacing: 0.02), scale: 1).coverage
            let even = try Self.coverage(drawing, outlines: Self.outlines(drawing, spacing: 1), scale: 1).coverage
            let shaped = try Self.coverage(drawing, outlines: Self.outlines(drawing, spacing: nil), scale: 1).coverage
            let shapedAgreement = Self.intersectionOverUnion(dense, shaped)
            #expect(shapedAgreement >= 0.995, "\(name): IoU \(shapedAgreement) with the dense curve")
            #expect(shapedAgreement > Self.intersectionOverUnion(dense, even), "\(name)")
        }
    }

    /// Every pixel where the ink cut by shape and the ink of a curve sampled every 0.02 units
    /// disagree is within a tenth of a pixel of the other's ink, at 1× and at 3×: the tolerance
    /// follows the scale. A broad nib, whose width turns with the direction, keeps within three
    /// tenths at 1× and four at 3× (even sampling's is up to six tenths at 1×).
    @Test(arguments: [1.0, 3.0])
    func theInkStaysWithinATenthOfAPixelOfTheDenseCurve(resolution: Double) throws {
        // Painted ten times finer than the resolution they are made for, a pixel is a tenth of
        // the output's.
        let scale = resolution * 10
        var report: [String] = []
        let samples =
            resolution > 1
            ? [] : (try Self.samples()).filter { $0.name.hasPrefix("signature") || $0.name.hasPrefix("hello") }
        for (name, drawing) in Self.workloads + samples {
            for broad in [false, true] {
                var part = drawing
                part.strokes = drawing.strokes.filter { ($0.ink.tool == .fountainPen) == broad }
                guard !part.strokes.isEmpty else { continue }
                let dense = try Self.mask(
                    part, outlines: Self.outlines(part, spacing: 0.02, resolution: resolution), scale: scale)
                let shaped = try Self.mask(
                    part, outlines: Self.outlines(part, spacing: nil, resolution: resolution), scale: scale)
                let farthest = Self.farthestDifference(dense.mask, shaped.mask, width: dense.width, limit: 3)
                // A broad nib at a fine resolution: its samples are a pixel apart and its width
                // turns with the direction in between.
                let allowed = broad ? (resolution > 1 ? 4 : 3) : 1
                report.append("\(name)\(broad ? " (broad nib)" : "") at \(resolution)×: \(farthest) px at \(scale)×")
                #expect(
                    farthest <= allowed,
                    "\(name) at \(resolution)×: ink \(farthest) px at \(scale)× from the dense curve's")
            }
        }
        print(report.joined(separator: "\n"))
    }
}
