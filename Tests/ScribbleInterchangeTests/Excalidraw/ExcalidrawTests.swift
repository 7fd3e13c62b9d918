import Foundation
import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax
import ScribbleTestSupport
import Testing

extension InterchangeTests {
    @Suite("Excalidraw")
    struct ExcalidrawTests {
        private func read(_ json: String) throws -> ExcalidrawReadResult {
            try ExcalidrawReader().read(Array(json.utf8), file: "test.excalidraw")
        }

        private func error(_ json: String, limits: InterchangeLimits = .default) -> FormatError? {
            do {
                _ = try ExcalidrawReader(limits: limits).read(Array(json.utf8), file: "bad.excalidraw")
                return nil
            } catch {
                return error
            }
        }

        private static let penElement = """
            {"id": "pen-1", "type": "freedraw", "x": 100, "y": 50, "width": 20, "height": 5, "angle": 0,
             "strokeColor": "#e03131", "backgroundColor": "transparent", "fillStyle": "solid", "strokeWidth": 2,
             "opacity": 40, "seed": 1, "version": 3, "versionNonce": 2, "isDeleted": false,
             "points": [[0, 0], [10.5, 2.25], [20, 5]], "pressures": [0.25, 0.5, 0.75], "simulatePressure": false,
             "lastCommittedPoint": [20, 5]}
            """

        private func scene(_ elements: String) -> String {
            """
            {"type": "excalidraw", "version": 2, "elements": [\(elements)], "scribble": {"canvas": {"width": 400, "height": 300}}}
            """
        }

        @Test func aLineIsItsPointsAtItsWidthWithTheMonolineTool() throws {
            let result = try read(
                scene(
                    """
                    {"id": "l", "type": "line", "x": 10, "y": 20, "strokeWidth": 4, "strokeColor": "#1971c2",
                     "roundness": null, "points": [[0, 0], [50, 0], [50, 30]], "startArrowhead": null, "endArrowhead": null}
                    """))
            #expect(result.skipped.isEmpty)
            let drawing = try #require(result.drawings.first)
            #expect(drawing.drawing.strokes.count == 1)
            let line = drawing.drawing.strokes[0]
            // Its corners, with points between them half its width apart, so that the
            // perfect-freehand ink Excalidraw's drawings get does not cut across them.
            #expect(
                corners(line.points.map(\.location)) == [Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 50, y: 30)])
            #expect(line.points.count == 41)
            #expect(line.points.allSatisfy { $0.pressure == nil })
            #expect(line.transform == .translation(x: 10, y: 20))
            #expect(line.ink.tool == .monoline && line.ink.width == 4)
            #expect(line.device == .mouse)
        }

        @Test func aRoundLineIsACurveThroughItsPoints() throws {
            // Before `roundness`, Excalidraw said `strokeSharpness`; the library files use it.
            for roundness in [#""roundness": {"type": 2}"#, #""strokeSharpness": "round""#] {
                let result = try read(
                    scene(
                        """
                        {"id": "l", "type": "line", "x": 0, "y": 0, \(roundness), "points": [[0, 0], [40, 40], [80, 0]]}
                        """))
                let curve = try #require(result.drawings.first?.drawing.strokes.first).points.map(\.location)
                #expect(curve.count > 10, "\(roundness)")
                #expect(curve.first == Point(x: 0, y: 0) && curve.last == Point(x: 80, y: 0))
                #expect(curve.contains(Point(x: 40, y: 40)), "the curve passes through every point")
                // Smooth at the middle point: the chords on either side of it turn by little.
                let middle = try #require(curve.firstIndex(of: Point(x: 40, y: 40)))
                let before = curve[middle] - curve[middle - 1]
                let after = curve[middle + 1] - curve[middle]
                #expect(before.normalized.dot(after.normalized) > 0.95)
            }
        }

        @Test func aRoundLineKeepsItsCurveExactly() throws {
            let result = try read(
                scene(
                    """
                    {"id": "l", "type": "arrow", "x": 0, "y": 0, "roundness": {"type": 2}, "points": [[0, 0], [40, 40], [80, 0]]}
                    """))
            let strokes = try #require(result.drawings.first?.drawing.strokes)
            let path = try #require(strokes.first?.path)
            // One cubic a span, through the points, with the Catmull-Rom tangents at the middle one.
            let expected: [[Point]] = [
                [Point(x: 0, y: 0)],
                [Point(x: 40.0 / 6, y: 40.0 / 6), Point(x: 40 - 80.0 / 6, y: 40), Point(x: 40, y: 40)],
                [Point(x: 40 + 80.0 / 6, y: 40), Point(x: 80 - 40.0 / 6, y: 40.0 / 6), Point(x: 80, y: 0)],
            ]
            let found: [[Point]] = path.elements.map { element in
                switch element {
                case .move(let point), .line(let point): [point]
                case .cubic(let c1, let c2, let end): [c1, c2, end]
                case .close: []
                }
            }
            #expect(found.count == expected.count)
            for (points, wanted) in zip(found, expected) {
                #expect(
                    points.count == wanted.count && zip(points, wanted).allSatisfy { $0.distance(to: $1) < 1e-12 },
                    "\(points)")
            }
            // The arrowhead is drawn from its own points.
            #expect(strokes.count == 2 && strokes[1].path == nil)
        }

        @Test func anArrowEndsInItsHead() throws {
            // An arrow without an endArrowhead key has Excalidraw's default head, an arrow's barbs.
            let result = try read(
                scene(
                    """
                    {"id": "a", "type": "arrow", "x": 0, "y": 0, "strokeWidth": 2, "points": [[0, 0], [100, 0]]},
                    {"id": "b", "type": "arrow", "x": 0, "y": 50, "points": [[0, 0], [100, 0]], "startArrowhead": "bar", "endArrowhead": "triangle"},
                    {"id": "c", "type": "arrow", "x": 0, "y": 90, "points": [[0, 0], [100, 0]], "endArrowhead": null}
                    """))
            let drawing = try #require(result.drawings.first)
            #expect(drawing.elementIDs == ["a", "a", "b", "b", "b", "c"])
            let strokes = drawing.drawing.strokes
            let barbs = corners(strokes[1].points.map(\.location))
            #expect(barbs.count == 3 && barbs[1] == Point(x: 100, y: 0))
            // 25 units back along the shaft, 20° either side of it.
            for wing in [barbs[0], barbs[2]] {
                #expect(abs(wing.distance(to: Point(x: 100, y: 0)) - 25) < 1e-9)
                #expect(abs(abs(wing.y) - 25 * sin(20 * Double.pi / 180)) < 1e-9)
            }
            #expect(barbs[0].y == -barbs[2].y)
            let bar = corners(strokes[3].points.map(\.location))
            #expect(bar.count == 2 && bar.allSatisfy { abs($0.x) < 1e-9 } && abs(bar[0].y + bar[1].y) < 1e-9)
            let triangle = corners(strokes[4].points.map(\.location))
            #expect(triangle.count == 4 && triangle.first == triangle.last)
            #expect(strokes.allSatisfy { $0.ink.tool == .monoline })
        }

        @Test func linesDoNotMakeTheirDrawingsStrokesDiffer() throws {
            // A pen's freehand stroke beside a line: one set of ink options draws both.
            let result = try read(
                scene(
                    Self.penElement + """
                        , {"id": "l", "type": "line", "x": 0, "y": 0, "points": [[0, 0], [50, 0]]}
                        """))
            let drawing = try #require(result.drawings.first)
            #expect(drawing.drawing.strokes.count == 2)
            #expect(drawing.inkOptions != nil)
        }

        @Test func readsAFreedrawElementOfAScene() throws {
            let result = try read(
                """
                {"type": "excalidraw", "version": 2, "source": "https://excalidraw.com",
                 "elements": [
                   \(Self.penElement),
                   {"id": "i", "type": "image", "x": 0, "y": 0, "width": 10, "height": 10},
                   {"id": "t", "type": "text", "x": 0, "y": 0, "text": "hi"},
                   {"id": "gone", "type": "freedraw", "x": 0, "y": 0, "points": [[0, 0]], "isDeleted": true},
                   {"id": "mouse", "type": "freedraw", "x": -5, "y": 7, "points": [[0, 0], [3, 4]], "pressures": [],
                    "simulatePressure": true, "strokeWidth": 1, "strokeColor": "#1e1e1e", "opacity": 100, "lastCommittedPoint": null}
                 ],
                 "appState": {"viewBackgroundColor": "#ffffff"}, "files": {}, "scribble": {"canvas": {"width": 640, "height": 480}}}
                """)
            #expect(result.kind == .scene)
            #expect(result.skipped == ["image": 1, "text": 1, "deleted": 1])
            let scene = try #require(result.drawings.first)
            #expect(scene.skipped == result.skipped)
            #expect(result.drawings.count == 1 && scene.name == nil)
            #expect(scene.elementIDs == ["pen-1", "mouse"])
            #expect(scene.drawing.canvas == Size(width: 640, height: 480))
            let pen = scene.drawing.strokes[0]
            #expect(pen.points.map(\.location) == [Point(x: 0, y: 0), Point(x: 10.5, y: 2.25), Point(x: 20, y: 5)])
            #expect(pen.points.map(\.pressure) == [0.25, 0.5, 0.75])
            #expect(pen.transform == .translation(x: 100, y: 50))
            #expect(
                pen.ink
                    == Ink(
                        tool: .pen, color: Color(red: 0xe0 / 255, green: 0x31 / 255, blue: 0x31 / 255, alpha: 0.4),
                        width: 8.5))
            #expect(pen.device == .pen)
            // No time in Excalidraw: a steady pen.
            #expect(pen.points[0].t == 0 && pen.points[2].t > pen.points[1].t)
            let mouse = scene.drawing.strokes[1]
            #expect(mouse.points.map(\.pressure) == [nil, nil])
            #expect(mouse.device == .mouse && mouse.ink.width == 4.25)
            #expect(mouse.transform == .translation(x: -5, y: 7))
            #expect(
                abs(mouse.points[0].t - (pen.endTime + 0.2)) < 1e-12
                    && abs(mouse.points[1].t - (mouse.points[0].t + 0.005)) < 1e-12)
            // What Excalidraw renders them with.
            #expect(
                scene.perfectFreehand == [
                    PerfectFreehandOptions(
                        size: 8.5, thinning: 0.6, smoothing: 0.5, streamline: 0.5, easing: .easeOutSine,
                        simulatePressure: false, last: true),
                    PerfectFreehandOptions(
                        size: 4.25, thinning: 0.6, smoothing: 0.5, streamline: 0.5, easing: .easeOutSine,
                        simulatePressure: true, last: false),
                ])
            #expect(scene.inkOptions == nil)
            #expect(scene.inkOptions(forStroke: 1).perfectFreehand?.simulatePressure == true)
        }

        @Test func turnsElementsAboutTheCentreOfTheirPoints() throws {
            let result = try read(
                """
                {"type": "excalidraw", "elements": [{"id": "a", "type": "freedraw", "x": 100, "y": 50, "angle": 1.5707963267948966,
                 "points": [[0, 0], [10, 0]], "simulatePressure": true}], "scribble": {"canvas": {"width": 200, "height": 200}}}
                """)
            let stroke = try #require(result.drawings.first?.drawing.strokes.first)
            #expect(stroke.points.map(\.location) == [Point(x: 0, y: 0), Point(x: 10, y: 0)])
            let placed = stroke.canvasLocations
            #expect(abs(placed[0].x - 105) < 1e-12 && abs(placed[0].y - 45) < 1e-12)
            #expect(abs(placed[1].x - 105) < 1e-12 && abs(placed[1].y - 55) < 1e-12)
        }

        @Test func movesScenesWithoutACanvasNearTheOrigin() throws {
            let result = try read(
                """
                {"type": "excalidraw", "elements": [{"id": "a", "type": "freedraw", "x": 1000.5, "y": -300, "strokeWidth": 2,
                 "points": [[0, 0], [40, 30]], "simulatePressure": true}]}
                """)
            let drawing = try #require(result.drawings.first?.drawing)
            // Ink 8.5 wide at most 12.75: the box starts 6.375 before the points.
            let bounds = try #require(drawing.bounds)
            #expect(bounds.minX >= ExcalidrawReader.margin && bounds.minX < ExcalidrawReader.margin + 1)
            #expect(bounds.minY >= ExcalidrawReader.margin && bounds.minY < ExcalidrawReader.margin + 1)
            #expect(
                drawing.canvas.width >= bounds.maxX + ExcalidrawReader.margin
                    && drawing.canvas.height >= bounds.maxY + ExcalidrawReader.margin)
            #expect(drawing.strokes[0].points.map(\.location) == [Point(x: 0, y: 0), Point(x: 40, y: 30)])
        }

        @Test func readsBothLibraryVersions() throws {
            let version1 = try read(
                """
                {"type": "excalidrawlib", "version": 1, "library": [
                  [\(Self.penElement), {"type": "line", "points": [[0, 0], [1, 1]]}],
                  [{"type": "text"}, {"type": "text"}], [{"type": "image"}]
                ]}
                """)
            #expect(version1.kind == .library)
            #expect(version1.drawings.map(\.drawing.strokes.count) == [2, 0, 0])
            #expect(version1.skipped == ["text": 2, "image": 1])
            #expect(version1.drawings.map(\.skipped) == [[:], ["text": 2], ["image": 1]])
            let version2 = try read(
                """
                {"type": "excalidrawlib", "version": 2, "source": "https://excalidraw.com", "libraryItems": [
                  {"status": "published", "id": "x", "created": 1, "name": "cross", "elements": [\(Self.penElement), \(Self.penElement)]},
                  {"status": "unpublished", "elements": []}
                ]}
                """)
            #expect(version2.drawings.map(\.name) == ["cross", nil])
            #expect(version2.drawings.map(\.drawing.strokes.count) == [2, 0])
            #expect(version2.drawings[0].inkOptions?.perfectFreehand?.simulatePressure == false)
        }

        @Test(arguments: [
            (
                #"{"type": "excalidraw", "elements": [{"type": "freedraw", "points": [[0, 0]], "customData": {"scribble": {"stroke": {"format": "scribble-drawing", "version": 1, "canvas": {"width": 1, "height": 1}, "strokes": [{"points": []}]}}}}]}"#,
                #"bad.excalidraw:1:116: elements[0].customData.scribble.stroke: Scribble's drawing here cannot be read: a stroke needs at least one point"#
            ),
            (
                #"{"type": "excalidraw", "elements": [{"type": "freedraw", "points": [[0, 0]], "customData": {"scribble": {"transform": [1, 0, 0]}}}]}"#,
                #"bad.excalidraw:1:119: elements[0].customData.scribble.transform: a transform is [a, b, c, d, tx, ty], six numbers"#
            ),
            (
                #"{"type": "excalidraw", "elements": [{"type": "rectangle", "width": 3e7}]}"#,
                #"bad.excalidraw:1:68: elements[0].width: a side of the box must be within ±20000000, found 3e7"#
            ),
            (
                #"{"type": "tldraw", "elements": []}"#,
                #"bad.excalidraw:1:10: the type is "tldraw"; Excalidraw files are "excalidraw" (a scene) or "excalidrawlib" (a library)"#
            ),
            (
                #"{"elements": []}"#,
                #"bad.excalidraw:1:1: missing key "type", which an Excalidraw file has: "excalidraw" for a scene, "excalidrawlib" for a library"#
            ),
            (
                "{\"type\": \"excalidraw\", \"elements\": [\n {\"type\": \"freedraw\", \"points\": [[0, 0], [1]]}]}",
                #"bad.excalidraw:2:42: elements[0].points[1]: a point is [x, y]; this one has 1 number"#
            ),
            (
                #"{"type": "excalidraw", "elements": [{"type": "freedraw", "points": [[0, "a"]]}]}"#,
                #"bad.excalidraw:1:73: elements[0].points[0][1]: expected a number, found "a""#
            ),
            (
                #"{"type": "excalidraw", "elements": [{"type": "freedraw", "simulatePressure": "yes"}]}"#,
                #"bad.excalidraw:1:78: elements[0].simulatePressure: expected true or false, found "yes""#
            ),
            (
                #"{"type": "excalidraw", "elements": [{"type": "freedraw", "x": 1e9}]}"#,
                #"bad.excalidraw:1:63: elements[0].x: the coordinate must be within ±10000000, found 1e9"#
            ),
        ])
        func explainsBadFiles(json: String, message: String) throws {
            let failure = try #require(error(json))
            #expect(failure.description == message)
        }

        @Test func refusesMorePointsThanTheLimit() {
            var limits = InterchangeLimits()
            limits.maximumPoints = 2
            let json =
                #"{"type": "excalidraw", "elements": [{"type": "freedraw", "points": [[0, 0], [1, 1], [2, 2]]}]}"#
            #expect(throws: FormatError.self) { try ExcalidrawReader(limits: limits).read(Array(json.utf8)) }
        }

        /// A round line is drawn through far more points than it has; the limit counts those, so
        /// that a small file of big curves cannot make a drawing of millions of points.
        @Test func aRoundLineCountsThePointsItIsDrawnWith() throws {
            var limits = InterchangeLimits()
            limits.maximumPoints = 2000
            let zigzag = (0..<20).map { "[\($0 * 100_000), \($0 % 2 * 100_000)]" }.joined(separator: ", ")
            let round =
                #"{"type": "excalidraw", "elements": [{"type": "line", "strokeSharpness": "round", "points": [\#(zigzag)]}]}"#
            let failure = try #require(error(round, limits: limits))
            #expect(failure.exceededLimit == .points)
            // The same points as straight segments are 20 corners and at most 1024 points between
            // them, within the limit.
            let sharp = round.replacingOccurrences(of: "\"round\"", with: "\"sharp\"")
            let line = try #require(
                try ExcalidrawReader(limits: limits).read(Array(sharp.utf8)).drawings.first?.drawing.strokes.first)
            #expect(corners(line.points.map(\.location)).count == 20)
            #expect(line.points.count > 20 && line.points.count <= 20 + 1024)
        }

        // MARK: - Writing

        @Test func writesEveryKeyExcalidrawExpects() throws {
            let drawing = Drawing(
                canvas: Size(width: 300, height: 200),
                strokes: [
                    Stroke(
                        points: [
                            StrokePoint(x: 10, y: 20, t: 0, pressure: 0.3),
                            StrokePoint(x: 15, y: 22, t: 0.01, pressure: 0.6),
                        ],
                        ink: Ink(color: Color(red: 0, green: 0, blue: 1, alpha: 128 / 255), width: 8.5)),
                    Stroke(points: [StrokePoint(x: 1, y: 2, t: 0.5)], device: .mouse),
                ])
            let bytes = drawing.excalidrawEncoded()
            let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
            #expect(object["type"] as? String == "excalidraw" && object["version"] as? Int == 2)
            #expect(object["appState"] is [String: Any] && object["files"] is [String: Any])
            let elements = try #require(object["elements"] as? [[String: Any]])
            #expect(elements.count == 2)
            let required = [
                "id", "type", "x", "y", "width", "height", "angle", "strokeColor", "backgroundColor", "fillStyle",
                "strokeWidth", "strokeStyle", "roughness", "opacity", "groupIds", "frameId", "index", "roundness",
                "seed",
                "version", "versionNonce", "isDeleted", "boundElements", "updated", "link", "locked", "points",
                "pressures", "simulatePressure", "lastCommittedPoint",
            ]
            for element in elements {
                #expect(
                    required.allSatisfy { element.keys.contains($0) },
                    "missing \(required.filter { !element.keys.contains($0) })")
                #expect((element["id"] as? String)?.count == 21)
                #expect(element["type"] as? String == "freedraw")
            }
            #expect(elements[0]["strokeWidth"] as? Double == 2 && elements[0]["opacity"] as? Double == 50)
            #expect(elements[0]["strokeColor"] as? String == "#0000ff")
            #expect(
                elements[0]["simulatePressure"] as? Bool == false && elements[1]["simulatePressure"] as? Bool == true)
            #expect(elements.map { $0["index"] as? String } == ["a0", "a1"])
            #expect(Set(elements.compactMap { $0["id"] as? String }).count == 2)
            #expect(bytes == drawing.excalidrawEncoded(), "the same drawing gives the same file")
            let back = try ExcalidrawReader().read(bytes).drawings[0].drawing
            #expect(back == drawing)
        }

        @Test func writesMovesAndTurnsAsPlacementAndOtherTransformsIntoThePoints() throws {
            let points = [StrokePoint(x: 0, y: 0, t: 0), StrokePoint(x: 10, y: 4, t: 1)]
            let turned = Transform.rotation(radians: 0.5).concatenating(.translation(x: 30, y: 40))
            let drawing = Drawing(
                canvas: Size(width: 100, height: 100),
                strokes: [
                    Stroke(points: points, transform: .translation(x: 7, y: -3)),
                    Stroke(points: points, transform: turned),
                    Stroke(points: points, ink: Ink(width: 2), transform: .scale(x: 2, y: 2)),
                ])
            let bytes = drawing.excalidrawEncoded()
            let back = try ExcalidrawReader().read(bytes).drawings[0].drawing.strokes
            // Scribble gets every stroke back as it was, the transforms exact.
            #expect(back == drawing.strokes)
            // Excalidraw sees a move, a move and a turn, and the stretched stroke's points stretched.
            let elements =
                try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])["elements"]
                as? [[String: Any]]
            let placed = try #require(elements)
            #expect(
                placed[0]["x"] as? Double == 7 && placed[0]["y"] as? Double == -3 && placed[0]["angle"] as? Double == 0)
            #expect(placed[1]["angle"] as? Double == 0.5)
            #expect(placed[1]["points"] as? [[Double]] == [[0, 0], [10, 4]])
            #expect(placed[2]["points"] as? [[Double]] == [[0, 0], [20, 8]])
            #expect(placed[2]["strokeWidth"] as? Double == 0.941176470588235)
            // Excalidraw turns the element about its centre: the turned element's ends land where
            // the transform puts them (the scene read alone is moved to the margin as a whole).
            let asExcalidraw = try ExcalidrawReader().read(bytes.replacingCustomData()).drawings[0].drawing.strokes
            let shift = asExcalidraw[0].canvasLocations[0] - drawing.strokes[0].canvasLocations[0]
            for (read, written) in zip(asExcalidraw[1].canvasLocations, drawing.strokes[1].canvasLocations) {
                #expect(abs(read.x - shift.dx - written.x) < 1e-12 && abs(read.y - shift.dy - written.y) < 1e-12)
            }
        }

        /// Ours → Excalidraw → ours keeps every point, pressure, time and tilt, bit for bit.
        @Test(arguments: 0..<30)
        func roundTripsEveryBit(seed: Int) throws {
            var random = SeededGenerator(seed: UInt64(seed) &+ 0xE8C4)
            var drawing = InkMLWriterTests.randomDrawing(using: &random)
            for index in drawing.strokes.indices where Bool.random(using: &random) {
                drawing.strokes[index].transform = .translation(
                    x: random.drawingDouble(within: 1000), y: random.drawingDouble(within: 1000))
            }
            let back = try ExcalidrawReader().read(drawing.excalidrawEncoded()).drawings[0].drawing
            #expect(back.canvas == drawing.canvas)
            for (read, written) in zip(back.strokes, drawing.strokes) {
                #expect(sameBits(read, written), "\(read) != \(written)")
            }
        }

        @Test func strokeWidthsComeBackExactlyFromTheirSize() {
            for width in [0.5, 1, 2, 4, 8.5, 3.7, 0.1, 1234.5678] {
                #expect(ExcalidrawReaderWidth.strokeWidth(for: width * 4.25) * 4.25 == width * 4.25)
            }
        }
    }
}

/// The strokeWidth the writer puts down, seen through a write and a read.
private enum ExcalidrawReaderWidth {
    static func strokeWidth(for size: Double) -> Double {
        let drawing = Drawing(
            canvas: Size(width: 10, height: 10),
            strokes: [Stroke(points: [StrokePoint(x: 0, y: 0, t: 0)], ink: Ink(width: size))])
        guard let object = try? JSONSerialization.jsonObject(with: Data(drawing.excalidrawEncoded())) as? [String: Any],
            let elements = object["elements"] as? [[String: Any]], let width = elements.first?["strokeWidth"] as? Double
        else { return .nan }
        return width
    }
}
