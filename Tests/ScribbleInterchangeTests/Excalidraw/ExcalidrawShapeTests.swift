import Foundation
import ScribbleInterchange
import ScribbleKit
import Testing

extension InterchangeTests {
    /// Excalidraw's shapes, lines and fills, each read with its geometry, colour, width, opacity,
    /// fill and turn checked.
    @Suite("Excalidraw shapes")
    struct ExcalidrawShapeTests {
        private func drawing(_ elements: String) throws -> ExcalidrawDrawing {
            let json = """
                {"type": "excalidraw", "version": 2, "elements": [\(elements)], "scribble": {"canvas": {"width": 400, "height": 300}}}
                """
            return try #require(try ExcalidrawReader().read(Array(json.utf8)).drawings.first)
        }

        private func stroke(_ element: String) throws -> Stroke {
            let read = try drawing(element)
            #expect(read.drawing.strokes.count == 1)
            return try #require(read.drawing.strokes.first)
        }

        private static func color(_ hex: String, alpha: Double = 1) -> Color {
            let base = Color(parsing: hex) ?? .clear
            return Color(red: base.red, green: base.green, blue: base.blue, alpha: alpha)
        }

        @Test func aRectangleIsItsOutlineFilledAtItsOpacity() throws {
            let rectangle = try stroke(
                """
                {"id": "r", "type": "rectangle", "x": 10, "y": 20, "width": 100, "height": 50, "angle": 0,
                 "strokeColor": "#1971c2", "backgroundColor": "#ffc9c9", "fillStyle": "solid", "strokeWidth": 4,
                 "opacity": 60, "roundness": null}
                """)
            #expect(
                corners(rectangle.points.map(\.location)) == [
                    Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 50), Point(x: 0, y: 50), Point(x: 0, y: 0),
                ])
            // A point every 2 units (half the width) between the corners.
            #expect(rectangle.points.count == 151)
            #expect(rectangle.transform == .translation(x: 10, y: 20))
            #expect(
                rectangle.ink
                    == Ink(
                        tool: .monoline, color: Self.color("#1971c2", alpha: 153 / 255), width: 4,
                        fill: Self.color("#ffc9c9", alpha: 153 / 255)))
            #expect(rectangle.device == .mouse)
            #expect(rectangle.path?.elements.first == .move(to: .zero))
        }

        @Test func aTurnedRectangleTurnsAboutItsCentre() throws {
            let rectangle = try stroke(
                """
                {"id": "r", "type": "rectangle", "x": 10, "y": 20, "width": 100, "height": 50, "angle": 1.5707963267948966}
                """)
            let corners = corners(rectangle.canvasLocations)
            #expect(corners.count == 5)
            // Excalidraw turns (x, y) about the centre (60, 45) clockwise on screen: the top left
            // corner, 50 left and 25 up of it, goes to 25 right and 50 up.
            #expect(abs(corners[0].x - 85) < 1e-9 && abs(corners[0].y + 5) < 1e-9)
            #expect(abs(corners[2].x - 35) < 1e-9 && abs(corners[2].y - 95) < 1e-9)
            // No fill when the background is transparent (the default).
            #expect(rectangle.ink.fill == nil)
            #expect(rectangle.ink.color == Color(red: 0x1e / 255, green: 0x1e / 255, blue: 0x1e / 255))
            #expect(rectangle.ink.width == 2)
        }

        @Test(arguments: [
            // Adaptive (type 3): 32 units, or a quarter of a side shorter than 128.
            (#"{"type": 3}"#, 400.0, 300.0, 32.0),
            (#"{"type": 3}"#, 100.0, 50.0, 12.5),
            (#"{"type": 3, "value": 10}"#, 100.0, 50.0, 10.0),
            // Proportional (type 2) and legacy (type 1): a quarter of the shorter side.
            (#"{"type": 2}"#, 400.0, 300.0, 75.0),
            (#"{"type": 1}"#, 40.0, 300.0, 10.0),
        ])
        func aRoundedRectangleHasExcalidrawsCornerRadius(
            roundness: String, width: Double, height: Double, radius: Double
        ) throws {
            let rectangle = try stroke(
                """
                {"type": "rectangle", "x": 0, "y": 0, "width": \(width), "height": \(height), "roundness": \(roundness)}
                """)
            let path = try #require(rectangle.path)
            #expect(path.elements.first == .move(to: Point(x: radius, y: 0)))
            #expect(path.elements[1] == .line(to: Point(x: width - radius, y: 0)))
            // The corner is the quadratic through (width, 0), as a cubic.
            guard case .cubic(let c1, let c2, let end) = path.elements[2] else {
                Issue.record("the corner is not a curve: \(path.elements[2])")
                return
            }
            #expect(end == Point(x: width, y: radius))
            #expect(abs(c1.x - (width - radius / 3)) < 1e-9 && c1.y == 0)
            #expect(c2.x == width && abs(c2.y - radius / 3) < 1e-9)
            // The points follow the curve, and the outline closes.
            #expect(rectangle.points.first?.location == rectangle.points.last?.location)
            #expect(
                rectangle.points.allSatisfy {
                    $0.x >= -1e-9 && $0.x <= width + 1e-9 && $0.y >= -1e-9 && $0.y <= height + 1e-9
                })
        }

        @Test func anEllipseFillsItsBox() throws {
            let ellipse = try stroke(
                """
                {"type": "ellipse", "x": 5, "y": 5, "width": 100, "height": 50, "strokeColor": "#2f9e44",
                 "backgroundColor": "#b2f2bb", "fillStyle": "solid", "strokeWidth": 1, "opacity": 100}
                """)
            let points = ellipse.points.map(\.location)
            #expect(points.first == Point(x: 100, y: 25) && points.last == Point(x: 100, y: 25))
            for point in points {
                let dx = (point.x - 50) / 50
                let dy = (point.y - 25) / 25
                // On the curve, or on a chord within the flattening's 0.05 units of it.
                #expect(abs(dx * dx + dy * dy - 1) < 0.005)
            }
            // Through the box's four sides.
            #expect(points.contains { abs($0.x - 50) < 1e-9 && abs($0.y - 50) < 1e-9 })
            #expect(points.contains { abs($0.x) < 1e-9 && abs($0.y - 25) < 1e-9 })
            #expect(ellipse.path?.elements.count == 9)
            #expect(
                ellipse.ink == Ink(tool: .monoline, color: Self.color("#2f9e44"), width: 1, fill: Self.color("#b2f2bb"))
            )
        }

        @Test func aDiamondHasItsCornersWhereExcalidrawPutsThem() throws {
            let diamond = try stroke(
                """
                {"type": "diamond", "x": 0, "y": 0, "width": 100, "height": 50, "strokeColor": "#e03131", "strokeWidth": 2}
                """)
            // Excalidraw puts the top and bottom at floor(width / 2) + 1, the sides at floor(height / 2) + 1.
            #expect(
                corners(diamond.points.map(\.location)) == [
                    Point(x: 51, y: 0), Point(x: 100, y: 26), Point(x: 51, y: 50), Point(x: 0, y: 26),
                    Point(x: 51, y: 0),
                ])
            let round = try stroke(
                """
                {"type": "diamond", "x": 0, "y": 0, "width": 100, "height": 50, "roundness": {"type": 2}}
                """)
            // Proportional corners: a quarter of 51 across and of 26 down.
            #expect(round.path?.elements.first == .move(to: Point(x: 51 + 12.75, y: 6.5)))
        }

        @Test func aLineThatClosesIsFilledAndOneThatDoesNotIsNot() throws {
            // The Rose's leaves: no outline (a transparent stroke), a solid fill.
            let leaf = try stroke(
                """
                {"type": "line", "x": 0, "y": 0, "points": [[0, 0], [40, 10], [20, 30], [3, 4]], "strokeColor": "transparent",
                 "backgroundColor": "#d9e693", "fillStyle": "solid", "opacity": 100, "roundness": null}
                """)
            #expect(leaf.ink.color.alpha == 0)
            #expect(leaf.ink.fill == Self.color("#d9e693"))
            #expect(leaf.isFilled)
            // Open (the ends 40 units apart), so Excalidraw fills nothing.
            let open = try stroke(
                """
                {"type": "line", "x": 0, "y": 0, "points": [[0, 0], [40, 0], [40, 40]], "backgroundColor": "#d9e693", "fillStyle": "solid"}
                """)
            #expect(open.ink.fill == nil)
            // A freehand loop is filled too.
            let loop = try stroke(
                """
                {"type": "freedraw", "x": 0, "y": 0, "points": [[0, 0], [40, 0], [40, 40], [2, 2]], "simulatePressure": true,
                 "backgroundColor": "#ffec99", "fillStyle": "solid"}
                """)
            #expect(loop.ink.fill == Self.color("#ffec99") && loop.ink.tool == .pen)
        }

        @Test func aHatchedFillIsNotDrawnAndSaysSo() throws {
            let read = try drawing(
                """
                {"type": "line", "x": 0, "y": 0, "points": [[0, 0], [40, 0], [40, 40], [0, 0]], "backgroundColor": "#d9e693",
                 "fillStyle": "hachure"},
                {"type": "rectangle", "x": 0, "y": 0, "width": 10, "height": 10, "backgroundColor": "transparent", "fillStyle": "hachure"}
                """)
            #expect(read.drawing.strokes.map(\.ink.fill) == [nil, nil])
            // Only the fill that would show is missed.
            #expect(read.skipped == ["hachure fill": 1])
        }

        @Test func textIsSkippedAndCountedPerDrawing() throws {
            let json = """
                {"type": "excalidrawlib", "version": 2, "libraryItems": [
                  {"name": "card", "elements": [{"type": "text", "text": "Hi"}, {"type": "text", "text": "there"},
                    {"type": "rectangle", "width": 10, "height": 10}]},
                  {"name": "photo", "elements": [{"type": "image"}, {"type": "frame"}, {"type": "ellipse", "width": 4, "height": 4}]},
                  {"name": "plain", "elements": [{"type": "diamond", "width": 4, "height": 4}]}
                ]}
                """
            let result = try ExcalidrawReader().read(Array(json.utf8))
            #expect(result.drawings.map(\.skipped) == [["text": 2], ["image": 1, "frame": 1], [:]])
            #expect(result.skipped == ["text": 2, "image": 1, "frame": 1])
            #expect(result.drawings.map(\.drawing.strokes.count) == [1, 1, 1])
        }

        @Test func aLibraryItemStartsAtTheMarginWithoutFloatNoise() throws {
            let json = """
                {"type": "excalidrawlib", "version": 2, "libraryItems": [{"elements": [
                  {"type": "freedraw", "x": 523.7, "y": 1234.56, "points": [[0, 0], [10.3, 2.2]], "simulatePressure": true, "strokeWidth": 1},
                  {"type": "line", "x": 540.1, "y": 1300.05, "points": [[0, 0], [1.5, 7.25]], "strokeWidth": 1}
                ]}]}
                """
            let strokes = try #require(try ExcalidrawReader().read(Array(json.utf8)).drawings.first).drawing.strokes
            // Moved by whole units, each place is what decimal arithmetic gives: as many decimals
            // as the file's.
            func decimals(_ value: Double) -> Int {
                let text = "\(value)"
                guard let point = text.firstIndex(of: ".") else { return 0 }
                return text.distance(from: point, to: text.endIndex) - 1
            }
            let dx = strokes[0].transform.tx - 523.7
            let dy = strokes[0].transform.ty - 1234.56
            #expect(abs(dx - dx.rounded()) < 1e-9 && abs(dy - dy.rounded()) < 1e-9)
            #expect(strokes.map { decimals($0.transform.tx) } == [1, 1])
            #expect(strokes.map { decimals($0.transform.ty) } == [2, 2])
        }
    }
}
