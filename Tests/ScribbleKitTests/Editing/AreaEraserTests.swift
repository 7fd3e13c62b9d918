import Foundation
import ScribbleTestSupport
import Testing

@testable import ScribbleKit

/// The area eraser: strokes cut where its round tip passes, each piece the stroke itself with a
/// narrower visible range, drawn as that part was.
@Suite struct AreaEraserTests {
    /// A pen line along y = 50 from x = 20 to x = 220, a point every 10 units, pressure rising.
    static let line = Stroke(
        points: (0...20).map {
            StrokePoint(x: 20 + Double($0) * 10, y: 50, t: Double($0) * 0.01, pressure: 0.3 + Double($0) * 0.02)
        },
        ink: Ink(tool: .pen, color: .black, width: 6))

    /// A wavy pencil stroke with simulated pressure, for the properties.
    static func wavy(_ seed: UInt64) -> Stroke {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 8...80, using: &random)
        var x = Double.random(in: 0...100, using: &random)
        var y = Double.random(in: 0...100, using: &random)
        var points: [StrokePoint] = []
        for index in 0..<count {
            points.append(StrokePoint(x: x, y: y, t: Double(index) / 120))
            x += Double.random(in: -6...9, using: &random)
            y += Double.random(in: -7...7, using: &random)
        }
        let tools: [InkTool] = [.pen, .pencil, .marker, .monoline, .fountainPen]
        return Stroke(
            points: points,
            ink: Ink(tool: tools[Int(seed % 5)], color: .black, width: Double.random(in: 1...12, using: &random)))
    }

    func erase(_ strokes: [Stroke], along path: [Point], width: Double) -> Drawing {
        var editor = DrawingEditor(Drawing(canvas: Size(width: 300, height: 200), strokes: strokes))
        _ = try? editor.erase(along: path, with: Eraser(.area, width: width))
        return editor.drawing
    }

    @Test func aPassAcrossALineLeavesTwoPiecesThatKeepEveryPoint() throws {
        let drawing = erase([Self.line], along: [Point(x: 100, y: 0), Point(x: 100, y: 100)], width: 10)
        try #require(drawing.strokes.count == 2)
        let (before, after) = (drawing.strokes[0], drawing.strokes[1])
        for piece in [before, after] {
            #expect(piece.points == Self.line.points)
            #expect(piece.ink == Self.line.ink && piece.device == Self.line.device)
        }
        let first = try #require(before.visibleRange)
        let second = try #require(after.visibleRange)
        #expect(first.lowerBound == 0 && second.upperBound == 20)
        #expect(first.upperBound < second.lowerBound)
        // The ink (drawn where the stabilizer puts it) stops where the tip, reaching 5 from x = 100,
        // meets its edge: the flat ends are no nearer than that, and no farther than the ink's widest.
        let beforeInk = before.outline().polygons.flatMap { $0 }
        let afterInk = after.outline().polygons.flatMap { $0 }
        let cutStart = beforeInk.map(\.x).max() ?? 0
        let cutEnd = afterInk.map(\.x).min() ?? 0
        #expect(cutStart <= 95 + 1e-6 && cutStart > 95 - 4)
        #expect(cutEnd >= 105 - 1e-6 && cutEnd < 105 + 4)
        // Hits and bounds see only what is left.
        #expect(before.isHit(at: Point(x: 60, y: 50)) && !before.isHit(at: Point(x: 115, y: 50)))
        #expect(after.isHit(at: Point(x: 160, y: 50)) && !after.isHit(at: Point(x: 85, y: 50)))
        #expect((before.pathBounds?.maxX ?? 999) < 100)
        #expect((after.pathBounds?.minX ?? 0) > 100)
    }

    @Test func thePiecesAreDrawnAsThatPartOfTheStrokeWasCutFlat() throws {
        let drawing = erase([Self.line], along: [Point(x: 100, y: 0), Point(x: 100, y: 100)], width: 10)
        let original = try #require(Self.line.outline().polygons.first)
        for (number, piece) in drawing.strokes.enumerated() {
            let outline = piece.outline().polygons.flatMap { $0 }
            #expect(!outline.isEmpty)
            // The cut end: the two vertices nearest the eraser share their x (cut square across the
            // ink), one either side of the line.
            let byDistance = outline.sorted { abs($0.x - 100) < abs($1.x - 100) }
            let (a, b) = (byDistance[0], byDistance[1])
            #expect(abs(a.x - b.x) < 1e-9)
            #expect(abs((a.y - 50) + (b.y - 50)) < 1e-9 && abs(a.y - 50) > 1)
            // Every other vertex lies on the original's outline: the same smoothing, widths and
            // tapers, nothing moved or tapered again.
            for vertex in outline where abs(vertex.x - a.x) > 1e-6 {
                let distance = InkTestSupport.distance(from: vertex, toPolyline: original + [original[0]])
                #expect(distance < 1e-9, "piece \(number) vertex \(vertex) is \(distance) off the original outline")
            }
        }
    }

    @Test(arguments: 0..<40 as Range<UInt64>)
    func piecesKeepThePointsAndUndoRestoresTheDrawingBitForBit(seed: UInt64) throws {
        let strokes = (0..<4).map { Self.wavy(seed * 4 + UInt64($0)) }
        let original = Drawing(canvas: Size(width: 300, height: 200), strokes: strokes)
        var editor = DrawingEditor(original)
        var random = SeededGenerator(seed: seed &+ 99)
        for _ in 0..<3 {
            let path = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                Point(x: Double.random(in: -10...220, using: &random), y: Double.random(in: -10...160, using: &random))
            }
            let replaced = try editor.erase(
                along: path, with: Eraser(.area, width: Double.random(in: 1...30, using: &random)))
            for (_, pieces) in replaced {
                for piece in pieces {
                    let range = try #require(piece.visibleRange)
                    #expect(range.lowerBound >= 0 && range.upperBound <= Double(piece.points.count - 1))
                    #expect(range.lowerBound < range.upperBound)
                    #expect(piece.outline().polygons.allSatisfy { $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } })
                }
            }
        }
        // Every piece is one of the original strokes with a range.
        for stroke in editor.drawing.strokes {
            #expect(strokes.contains { $0.points == stroke.points && $0.ink == stroke.ink })
        }
        while editor.undo() != nil {}
        #expect(editor.drawing.strokes.count == original.strokes.count)
        for (restored, stroke) in zip(editor.drawing.strokes, original.strokes) {
            #expect(restored.isIdentical(to: stroke))
        }
    }

    @Test(arguments: 0..<20 as Range<UInt64>)
    func anEraserThatTouchesNothingChangesNothing(seed: UInt64) {
        let stroke = Self.wavy(seed)
        let drawing = IndexedDrawing(Drawing(canvas: Size(width: 300, height: 200), strokes: [stroke]))
        // Far below everything the stroke can reach.
        let path = [Point(x: -500, y: 5000), Point(x: 800, y: 5100)]
        #expect(drawing.erasure(by: Eraser(.area, width: 40), along: path).isEmpty)
    }

    @Test(arguments: 0..<20 as Range<UInt64>)
    func erasingAlongTheWholeStrokeWithAWideTipLeavesNothing(seed: UInt64) {
        let stroke = Self.wavy(seed)
        let width = stroke.ink.maximumWidth + 2
        let drawing = erase([stroke], along: stroke.canvasLocations, width: width)
        #expect(drawing.strokes.isEmpty)
    }

    @Test func erasingAPieceAgainCutsItWithinItsRange() throws {
        var drawing = erase([Self.line], along: [Point(x: 100, y: 0), Point(x: 100, y: 100)], width: 10)
        drawing = erase(drawing.strokes, along: [Point(x: 160, y: 0), Point(x: 160, y: 100)], width: 10)
        let ranges = drawing.strokes.compactMap(\.visibleRange)
        #expect(ranges.count == 3)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
        // A tap inside the cut already made changes nothing.
        let indexed = IndexedDrawing(drawing)
        #expect(indexed.erasure(by: Eraser(.area, width: 2), along: [Point(x: 100, y: 50)]).isEmpty)
    }

    @Test func aStrokeDrawnFromCurvesIsCutWhereItsCurvePasses() throws {
        // A half circle of radius 50 about (100, 100), from (50, 100) over the top to (150, 100).
        let path = CurvePath([
            .move(to: Point(x: 50, y: 100)),
            .cubic(control1: Point(x: 50, y: 72.4), control2: Point(x: 72.4, y: 50), to: Point(x: 100, y: 50)),
            .cubic(control1: Point(x: 127.6, y: 50), control2: Point(x: 150, y: 72.4), to: Point(x: 150, y: 100)),
        ])
        let points = [(50.0, 100.0), (100.0, 50.0), (150.0, 100.0)].enumerated().map {
            StrokePoint(x: $1.0, y: $1.1, t: Double($0) * 0.1)
        }
        let stroke = Stroke(points: points, ink: Ink(tool: .monoline, color: .black, width: 4), path: path)
        let drawing = erase([stroke], along: [Point(x: 100, y: 30), Point(x: 100, y: 70)], width: 6)
        try #require(drawing.strokes.count == 2)
        // The cut is at the top, point 1: both pieces end near it and their ink stays clear of x = 100.
        let ranges = drawing.strokes.compactMap(\.visibleRange)
        #expect(ranges[0].upperBound < 1 && ranges[1].lowerBound > 1)
        for piece in drawing.strokes {
            let outline = piece.outline().polygons.flatMap { $0 }
            #expect(outline.allSatisfy { abs($0.x - 100) > 2.9 })
            #expect(piece.path == path)
        }
    }
}
