import Foundation
import ScribbleKit
import ScribbleSVG
import Testing

@Suite("SVG sample files")
struct SVGSampleFileTests {
    @Test func theSamplesAreThere() {
        #expect(SVG.sampleFiles.contains("signature.svg"))
        #expect(SVG.sampleFiles.contains("sun-icon.svg"))
    }

    @Test(arguments: SVG.sampleFiles)
    func everySampleReadsCleanly(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: SVG.strokesFolder.appendingPathComponent(name)))
        let result = try SVGDocumentReader(options: .strict).read(bytes, file: name)
        #expect(result.diagnostics.isEmpty)
        #expect(!result.drawing.strokes.isEmpty)
        let canvas = Rect(origin: .zero, size: result.drawing.canvas)
        var previousEnd = -Double.infinity
        for stroke in result.drawing.strokes {
            #expect(stroke.points.count >= 2)
            #expect(stroke.points.allSatisfy { canvas.contains($0.location) })
            // Times run forward within a stroke and from one stroke to the next.
            #expect(zip(stroke.points, stroke.points.dropFirst()).allSatisfy { $0.t <= $1.t })
            #expect(stroke.startTime > previousEnd)
            previousEnd = stroke.endTime
        }
    }

    @Test func theSignatureIsOneStrokePerPenStroke() throws {
        let bytes = try [UInt8](Data(contentsOf: SVG.strokesFolder.appendingPathComponent("signature.svg")))
        let result = try SVGDocumentReader().read(bytes)
        #expect(result.drawing.canvas == Size(width: 800, height: 300))
        #expect(result.drawing.strokes.count == 6)
        #expect(result.drawing.pointCount == 883)
        #expect(result.drawing.strokes.allSatisfy { $0.ink == Ink(tool: .monoline, color: .ink, width: 3) })
        #expect(result.summary == SVGReadSummary(shapeCount: 1, strokedShapeCount: 1))
        // The flourish underline is the last stroke and the widest.
        let widths = result.drawing.strokes.compactMap { $0.pathBounds?.width }
        #expect(widths.last == widths.max())
    }

    @Test func theIconPlacesItsRaysAroundTheSun() throws {
        let bytes = try [UInt8](Data(contentsOf: SVG.strokesFolder.appendingPathComponent("sun-icon.svg")))
        let result = try SVGDocumentReader().read(bytes)
        #expect(result.drawing.canvas == Size(width: 96, height: 96))
        #expect(result.drawing.strokes.count == 12)
        #expect(result.summary == SVGReadSummary(shapeCount: 12, strokedShapeCount: 11, outlinedFillCount: 1))
        // Eight rays, each 2 units long (8 canvas units), drawn inwards towards the sun's centre (36, 36).
        let rays = result.drawing.strokes.filter { $0.points.count == 2 }
        #expect(rays.count == 8)
        let center = Point(x: 36, y: 36)
        for ray in rays {
            let (outer, inner) = (ray.points[0].location, ray.points[1].location)
            #expect(SVG.close(inner.distance(to: outer), 8, within: 1e-9))
            #expect(SVG.close(center.distance(to: inner), 22, within: 1e-9))
            #expect(SVG.close(center.distance(to: outer), 30, within: 1e-9))
            #expect(ray.ink.width == 6)
        }
        // The frame is faded to 40%; the dot is drawn as its outline, one unit wide.
        #expect(result.drawing.strokes[0].ink.color.alpha == 0.4)
        #expect(result.drawing.strokes.last?.ink.width == 1)
    }
}
