import Foundation
import Scribble
import ScribbleCairo
import Testing

/// `convert --simplify` and `Drawing.simplified(tolerance:)`: fewer points, the same picture.
@Suite struct SimplifyTests {
    /// Every sample in Strokes/, the session recordings' folder included.
    static let samples: [String] = {
        let root = ToolRunner.strokes.path
        let names = ((try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? [])
        return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".svg") }.sorted()
    }()

    /// The tolerance the targets are set for.
    static let tolerance = 0.25

    /// The share of pixels inked in either picture that are inked in both; a pixel is inked when
    /// some channel is below half (so coloured ink counts as ink on white).
    static func inkedIoU(_ a: RasterImage, _ b: RasterImage) -> Double {
        var both = 0
        var either = 0
        for y in 0..<Swift.min(a.height, b.height) {
            for x in 0..<Swift.min(a.width, b.width) {
                let p = a.pixel(x: x, y: y)
                let q = b.pixel(x: x, y: y)
                let inkA = Swift.min(p.red, p.green, p.blue) < 128
                let inkB = Swift.min(q.red, q.green, q.blue) < 128
                if inkA && inkB { both += 1 }
                if inkA || inkB { either += 1 }
            }
        }
        return either == 0 ? 1 : Double(both) / Double(either)
    }

    static func drawing(_ sample: String) throws -> Drawing {
        try DrawingReader.drawing(at: ToolRunner.strokes.appendingPathComponent(sample).path).drawing
    }

    /// Samples drawn with a finger or a mouse, without the device's pressure: their width is
    /// simulated from the speed between points, which the points kept must carry, so fewer go
    /// (about 0.55 to 0.8 of the size); a mouse's whole-number coordinates also spell shorter
    /// than the steadied ones.
    static let simulatedPressure: Set<String> = [
        "finger-doodle.events.json", "mouse-drawing.events.json", "two-fingers.events.json",
    ]
    /// A drawing whose pressure jitters from sample to sample by more than its width can hide (the
    /// seeded hand of the shapes sample): the radius changes count as changes of place, so most
    /// samples stay; measured 0.88.
    static let jitteredPressure: Set<String> = ["shapes/hand-drawn.drawing.json"]

    @Test(arguments: samples)
    func atAQuarterUnitTheFileHalvesAndThePictureStays(sample: String) throws {
        let drawing = try Self.drawing(sample)
        let simplified = drawing.simplified(tolerance: Self.tolerance)
        #expect(simplified.strokes.count == drawing.strokes.count)
        #expect(simplified.inkOptions?.stabilizer == InkOptions.Stabilizer.none)
        let before = drawing.jsonEncoded(compactPoints: true).count
        let after = simplified.jsonEncoded(compactPoints: true).count
        let objectsBefore = drawing.jsonEncoded().count
        let objectsAfter = simplified.jsonEncoded().count
        var ious: [Double] = []
        for scale in [1.0, 2.0] {
            let renderer = DrawingRenderer(options: RenderOptions(scale: scale))
            ious.append(Self.inkedIoU(try renderer.renderImage(drawing), try renderer.renderImage(simplified)))
        }
        let ratio = Double(after) / Double(before)
        let objectsRatio = Double(objectsAfter) / Double(objectsBefore)
        print(
            "simplify \(sample): points \(drawing.pointCount) → \(simplified.pointCount), compact \(before) → \(after) bytes (\(ratio)), objects \(objectsBefore) → \(objectsAfter) (\(objectsRatio)), IoU 1× \(ious[0]), 2× \(ious[1])"
        )
        for iou in ious { #expect(iou >= 0.99, "\(sample): inked-pixel IoU \(iou)") }
        // A drawing of a few points has little to drop, and carries its ink options now.
        guard drawing.pointCount >= 100 else { return }
        // A stroke drawn from curves trades its path for points (more of them than the path's
        // reading kept, far fewer bytes).
        if !drawing.strokes.contains(where: { $0.path != nil }) { #expect(simplified.pointCount < drawing.pointCount) }
        if Self.simulatedPressure.contains(sample) {
            #expect(ratio <= 0.85 && objectsRatio <= 0.85, "\(sample): \(before) → \(after) bytes")
        } else if Self.jitteredPressure.contains(sample) {
            #expect(ratio <= 0.9, "\(sample): \(before) → \(after) bytes")
        } else {
            #expect(ratio <= 0.5, "\(sample): \(before) → \(after) bytes")
        }
    }

    /// What stays is what was drawn, in order, with its times; an eraser's piece keeps its part.
    @Test func pointsKeepTheirTimesAndPressuresAndAPieceItsPlace() throws {
        let drawing = try Self.drawing("signature.events.json")
        let simplified = drawing.simplified(tolerance: Self.tolerance)
        for (before, after) in zip(drawing.strokes, simplified.strokes) {
            #expect(after.points.first?.t == before.points.first?.t && after.points.last?.t == before.points.last?.t)
            #expect(zip(after.points, after.points.dropFirst()).allSatisfy { $0.t <= $1.t })
            #expect(after.points.allSatisfy { point in before.points.contains { $0.t == point.t } })
            #expect((before.points.first?.pressure == nil) == (after.points.first?.pressure == nil))
        }
        // A piece of a stroke: the same part of the ink, in pixels.
        var piece = drawing
        piece.strokes = [drawing.strokes[0]]
        let count = Double(piece.strokes[0].points.count - 1)
        piece.strokes[0].visibleRange = (count * 0.3)...(count * 0.7)
        let thin = piece.simplified(tolerance: Self.tolerance)
        let range = try #require(thin.strokes[0].visibleRange)
        #expect(range.upperBound < Double(thin.strokes[0].points.count - 1) && range.lowerBound > 0)
        let renderer = DrawingRenderer(options: .default)
        #expect(Self.inkedIoU(try renderer.renderImage(piece), try renderer.renderImage(thin)) >= 0.98)
    }

    @Test func nothingToDoLeavesTheDrawingAsItIs() throws {
        let drawing = try Self.drawing("hello.drawing.json")
        #expect(drawing.simplified(tolerance: 0) == drawing)
        #expect(drawing.simplified(tolerance: .nan) == drawing)
        var freehand = drawing
        freehand.inkOptions = .perfectFreehand
        #expect(freehand.simplified(tolerance: 0.25) == freehand)
    }

    @Test func convertSimplifyWritesTheSmallerDrawingAndRefusesWhatItCannotDo() throws {
        let folder = try ToolRunner.temporaryFolder()
        let source = ToolRunner.strokes.appendingPathComponent("signature.events.json").path
        let plain = try ToolRunner.run(["convert", source, "-o", "plain.drawing.json"], in: folder)
        let thin = try ToolRunner.run(["convert", source, "-o", "thin.drawing.json", "--simplify", "0.25"], in: folder)
        #expect(plain.status == 0 && thin.status == 0, "\(thin.standardError)")
        let size = { (name: String) in try Data(contentsOf: folder.appendingPathComponent(name)).count }
        #expect(try size("thin.drawing.json") * 2 <= size("plain.drawing.json"))
        let text = try String(contentsOf: folder.appendingPathComponent("thin.drawing.json"), encoding: .utf8)
        #expect(text.contains(#""stabilizer": { "kind": "none" }"#))
        let bad = try ToolRunner.run(["convert", source, "-o", "bad.drawing.json", "--simplify", "-1"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--simplify must be between 0.001 and 1000, got -1"))
        let inkml = try ToolRunner.run(["convert", source, "-o", "bad.inkml", "--simplify", "0.25"], in: folder)
        #expect(inkml.status == 2)
        #expect(inkml.standardError.contains("--simplify writes a drawing"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.drawing.json").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.inkml").path))
    }
}
