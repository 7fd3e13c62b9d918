import Foundation
import Scribble
import ScribbleCairo
import ScribbleTestSupport
import Testing

/// `scribble info --shapes` and the `--snap-shapes` of render and convert.
@Suite struct ShapeCommandTests {
    /// A drawing of shapes drawn by the seeded hand, in this order: a rectangle, a line, an
    /// ellipse, an arrow whose head is a stroke of its own (strokes 3 and 4), a triangle, and
    /// "hello" in cursive, which is none of them.
    static func sample() throws -> (drawing: Drawing, kinds: [ShapeKind]) {
        let kinds: [ShapeKind] = [.rectangle, .line, .ellipse, .arrow, .triangle]
        var strokes: [Stroke] = []
        for (index, kind) in kinds.enumerated() {
            var seed = UInt64(40 + index)
            // The arrow with a head of its own: the first seed the generator draws it so with.
            while kind == .arrow, HandDrawnShapes.sample(kind, seed: seed).strokes.count != 2 { seed += 1 }
            strokes += HandDrawnShapes.sample(kind, seed: seed).strokes
        }
        let hello = try Drawing(
            decodingJSON: [UInt8](try Data(contentsOf: ToolRunner.strokes.appendingPathComponent("hello.drawing.json")))
        )
        strokes += hello.strokes
        return (Drawing(canvas: Size(width: 800, height: 600), strokes: strokes), kinds + [.none])
    }

    /// Writes `drawing` into a fresh folder as `shapes.drawing.json`.
    static func write(_ drawing: Drawing) throws -> URL {
        let folder = try ToolRunner.temporaryFolder()
        try Data(drawing.jsonEncoded()).write(to: folder.appendingPathComponent("shapes.drawing.json"))
        return folder
    }

    @Test func infoShapesListsEachStrokesKindAndConfidenceAsTheLibraryFindsThem() throws {
        let (drawing, kinds) = try Self.sample()
        let folder = try Self.write(drawing)
        let result = try ToolRunner.run(["info", "shapes.drawing.json", "--shapes"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let found = ShapeRecognizer().shapes(in: drawing)
        #expect(found.map(\.shape.kind) == kinds)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "shapes.drawing.json: 7 strokes, 5 shapes")
        let expected = found.map { shape -> String in
            let strokes =
                shape.strokes.count == 1
                ? "\(shape.strokes.lowerBound)" : "\(shape.strokes.lowerBound)…\(shape.strokes.upperBound - 1)"
            return "  strokes[\(strokes)]: \(shape.shape.kind.rawValue) "
                + String(format: "%.2f", shape.shape.confidence)
        }
        #expect(Array(lines.dropFirst()) == expected)
        #expect(lines[4].hasPrefix("  strokes[3…4]: arrow 0."))
        #expect(lines[6].hasPrefix("  strokes[6]: none "))
    }

    @Test func infoShapesOnTheMouseDrawingFindsTheHouseAndTheSun() throws {
        let result = try ToolRunner.run([
            "info", ToolRunner.strokes.appendingPathComponent("mouse-drawing.events.json").path, "--shapes",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let kinds = result.output.split(separator: "\n").dropFirst().map { $0.split(separator: " ")[1] }
        #expect(
            kinds == ["rectangle", "polyline", "polyline", "rectangle", "line", "line", "polyline", "ellipse"]
                + Array(repeating: "line", count: 9))
        #expect(result.output.split(separator: "\n").first?.hasSuffix(": 17 strokes, 17 shapes") == true)
    }

    @Test func infoShapesListsEachDrawingOfAFileOfSeveral() throws {
        let folder = try ToolRunner.temporaryFolder()
        let library = try InterchangeSamples.library.write(to: folder)
        let result = try ToolRunner.run(["info", library, "--shapes"])
        #expect(result.status == 0, "\(result.standardError)")
        let headings = result.output.split(separator: "\n").filter { !$0.hasPrefix("  ") }
        #expect(headings.count == 3)
        #expect(
            headings.allSatisfy {
                $0.hasPrefix("\(library) (") && ($0.contains(" strokes, ") || $0.contains(" stroke, "))
            })
    }

    @Test func shapesAndHitAreOneQuestionAtATime() throws {
        let result = try ToolRunner.run([
            "info", ToolRunner.strokes.appendingPathComponent("hello.drawing.json").path, "--shapes", "--hit", "1,1",
        ])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("scribble: error: --hit and --shapes ask different things; give one\n"))
    }

    /// The topmost inked row of each column between `from` and `to`, or `nil` for a column
    /// without ink.
    func topEdge(_ image: RasterImage, columns: ClosedRange<Int>) -> [Int?] {
        columns.map { x in (0..<image.height).first { image.pixel(x: x, y: $0).red < 128 } }
    }

    @Test func renderSnapShapesDrawsAHandDrawnRectanglesTopEdgeStraight() throws {
        // A rectangle drawn by the seeded hand, turned square to the canvas (by the angle of its
        // clean shape's first side), so that its top edge is a row of pixels.
        var stroke = HandDrawnShapes.sample(.rectangle, seed: 3).strokes[0]
        guard case .polygon(let corners)? = ShapeRecognizer().recognize(stroke).geometry else {
            Issue.record("the sample is not a rectangle")
            return
        }
        let side = corners[1] - corners[0]
        let center = try #require(stroke.pathBounds).center
        let turn = Transform.translation(x: -center.x, y: -center.y)
            .concatenating(.rotation(radians: -atan2(side.dy, side.dx)))
            .concatenating(.translation(x: 300, y: 300))
        for index in stroke.points.indices {
            stroke.points[index].location = stroke.points[index].location.applying(turn)
        }
        stroke.ink = Ink(tool: .monoline, color: .ink, width: 3)
        let box = try #require(stroke.pathBounds)
        let drawing = Drawing(canvas: Size(width: box.maxX + 20, height: box.maxY + 20), strokes: [stroke])
        let folder = try Self.write(drawing)
        for extra in [[], ["--snap-shapes"]] {
            let result = try ToolRunner.run(
                ["render", "shapes.drawing.json", "-o", extra.isEmpty ? "drawn.png" : "snapped.png"] + extra, in: folder
            )
            #expect(result.status == 0, "\(result.standardError)")
        }
        let drawn = try RasterImage(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("drawn.png"))))
        let snapped = try RasterImage(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("snapped.png"))))
        #expect(drawn.pixels != snapped.pixels)
        // Along the middle of the top side, the snapped edge is one row; the drawn one wanders.
        let columns = Int(box.minX + 0.2 * box.width)...Int(box.minX + 0.8 * box.width)
        let snappedTop = topEdge(snapped, columns: columns).compactMap { $0 }
        let drawnTop = topEdge(drawn, columns: columns).compactMap { $0 }
        #expect(snappedTop.count == columns.count && drawnTop.count == columns.count)
        #expect(try #require(snappedTop.max()) - (try #require(snappedTop.min())) <= 1)
        #expect(try #require(drawnTop.max()) - (try #require(drawnTop.min())) >= 2)
    }

    @Test func convertSnapShapesWritesCleanStrokesInTheOriginalsInkAndTime() throws {
        let (drawing, _) = try Self.sample()
        let folder = try Self.write(drawing)
        let result = try ToolRunner.run(
            ["convert", "shapes.drawing.json", "--snap-shapes", "-o", "snapped.drawing.json"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let snapped = try EditSample.read("snapped.drawing.json", in: folder)
        // Each stroke is replaced in its place (the arrow's two by its clean shaft and head),
        // in its ink and over its time.
        #expect(snapped.strokes.count == drawing.strokes.count)
        for (clean, original) in zip(snapped.strokes, drawing.strokes) {
            #expect(clean.ink == original.ink)
            #expect(clean.startTime == original.startTime && clean.endTime == original.endTime)
        }
        #expect(zip(snapped.strokes.prefix(6), drawing.strokes).allSatisfy { $0.points != $1.points })
        // "hello" is none, and stays as it was, point for point.
        #expect(snapped.strokes[6].points == drawing.strokes[6].points)
        // Without the flag, nothing changes.
        let plain = try ToolRunner.run(["convert", "shapes.drawing.json", "-o", "plain.drawing.json"], in: folder)
        #expect(plain.status == 0)
        #expect(try EditSample.read("plain.drawing.json", in: folder).strokes.count == drawing.strokes.count)
    }

    @Test func theHelpOfInfoRenderAndConvertTellsOfShapes() throws {
        #expect(try ToolRunner.run(["info", "--help"]).output.contains("--shapes"))
        #expect(try ToolRunner.run(["render", "--help"]).output.contains("--snap-shapes"))
        #expect(try ToolRunner.run(["convert", "--help"]).output.contains("--snap-shapes"))
    }
}

extension ShapeCommandTests {
    @Test func theHandDrawnShapesSampleIsWhatTheSeededHandDraws() throws {
        let committed = try Data(
            contentsOf: ToolRunner.strokes.appendingPathComponent("shapes/hand-drawn.drawing.json"))
        #expect(committed == Data(HandDrawnShapes.sheet().jsonEncoded(compactPoints: true)))
    }
}
