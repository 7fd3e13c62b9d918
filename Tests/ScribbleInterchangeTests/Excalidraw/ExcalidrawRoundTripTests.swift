import Foundation
import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax
import Testing

extension InterchangeTests {
    /// Scribble → Excalidraw → Scribble gives back the same drawing; Excalidraw → Scribble →
    /// Excalidraw keeps how Excalidraw draws it; the writer says what it could not carry.
    @Suite("Excalidraw round trips")
    struct ExcalidrawRoundTripTests {
        /// A drawing with every tool, every device, times, pressure (some points without), tilt,
        /// an erased part, exact curves, a fill, a turn, a stretch, ink options and paper.
        static func everything() throws -> Drawing {
            let blue = Color(red: 25 / 255, green: 113 / 255, blue: 194 / 255, alpha: 128 / 255)
            var strokes: [Stroke] = []
            for (index, tool) in InkTool.allCases.enumerated() {
                let points = (0..<5).map { (step: Int) -> StrokePoint in
                    let x: Double = Double(step) * 10.5 + Double(index)
                    let y: Double = Double(step * step) * 0.25
                    let t: Double = 0.125 + Double(index) + Double(step) * 0.016
                    let pressure: Double? = step == 2 ? nil : 0.1 * Double(step + 1)
                    return StrokePoint(x: x, y: y, t: t, pressure: pressure)
                }
                let device = InputDevice.allCases[index % InputDevice.allCases.count]
                strokes.append(
                    Stroke(
                        points: points, ink: Ink(tool: tool, color: blue, width: 3.7 + Double(index)), device: device,
                        transform: .translation(x: 12.5, y: 7.25 * Double(index))))
            }
            strokes[0].points = strokes[0].points.map { point in
                var tilted = point
                tilted.altitude = 0.9
                tilted.azimuth = 2.125
                return tilted
            }
            strokes[1].visibleRange = 0.5...3.25
            strokes[2].path = CurvePath([
                .move(to: Point(x: 2, y: 0)),
                .cubic(control1: Point(x: 10, y: 5), control2: Point(x: 30, y: 5), to: Point(x: 44, y: 4)),
            ])
            strokes[3].ink.fill = Color(red: 1, green: 236 / 255, blue: 153 / 255)
            strokes[4].transform = Transform.rotation(radians: 0.3).concatenating(.translation(x: 40, y: 50))
            strokes.append(
                Stroke(
                    points: [StrokePoint(x: 1, y: 2, t: 9), StrokePoint(x: 3.5, y: 4, t: 9.5)],
                    ink: Ink(tool: .monoline, color: .black, width: 2),
                    device: .mouse, transform: .scale(x: 1.5, y: 0.5)))
            var options = InkOptions.calligraphy
            options.pressureCurve = try PressureCurve(gamma: 1.5)
            return Drawing(
                canvas: Size(width: 320, height: 240), strokes: strokes, inkOptions: options,
                paper: Paper(color: Color(red: 253 / 255, green: 246 / 255, blue: 227 / 255), ruling: .ruled))
        }

        @Test func aScribbleDrawingComesBackTheSame() throws {
            let drawing = try Self.everything()
            var losses = FormatLosses()
            let bytes = drawing.excalidrawEncoded(losses: &losses)
            #expect(losses.isEmpty, "\(losses)")
            #expect(bytes == drawing.excalidrawEncoded(), "the entry point without a report writes the same file")
            let read = try #require(try ExcalidrawReader().read(bytes).drawings.first)
            #expect(read.isScribbleDrawing && read.perfectFreehandForRendering == nil)
            #expect(read.drawing == drawing)
            for (back, written) in zip(read.drawing.strokes, drawing.strokes) {
                #expect(back == written)
            }
            // Excalidraw keeps each element's customData when it saves the scene, but not the
            // top-level object: the drawing is still whole.
            let resaved = try #require(try ExcalidrawReader().read(bytes.resavedByExcalidraw()).drawings.first)
            #expect(resaved.drawing == drawing)
            // The drawing's canvas, ink options and paper outlive the element that carries them.
            let deleted = try #require(
                try ExcalidrawReader().read(bytes.resavedWithoutItsFirstElement()).drawings.first)
            var rest = drawing
            rest.strokes.removeFirst()
            #expect(deleted.drawing == rest && deleted.skipped == ["deleted": 1])
        }

        @Test func excalidrawSeesTheInkThatShows() throws {
            let drawing = try Self.everything()
            let elements = try drawing.excalidrawEncoded().excalidrawElements()
            #expect(elements.count == drawing.strokes.count)
            // The erased stroke's element is the part left: from point 0.5 to point 3.25.
            let erased = try #require(elements[1]["points"] as? [[Double]])
            #expect(erased.count == drawing.strokes[1].visiblePoints.count)
            #expect(erased.first == [6.25, 0.125] && erased.last == [35.125, 2.6875])
            // A fill is the background; a stroke with pressure gives its pressures.
            #expect(elements[3]["backgroundColor"] as? String == "#ffec99")
            #expect(elements[0]["simulatePressure"] as? Bool == false)
            #expect(elements[0]["pressures"] as? [Double] == [0.1, 0.2, 0.5, 0.4, 0.5])
            #expect(elements[0]["opacity"] as? Double == 50)
            let scene = try JSONSerialization.jsonObject(with: Data(drawing.excalidrawEncoded())) as? [String: Any]
            // A fill without an outline (the Rose's leaves) is a transparent stroke at the fill's opacity.
            let leaf = Drawing(
                canvas: Size(width: 10, height: 10),
                strokes: [
                    Stroke(
                        points: [
                            StrokePoint(x: 0, y: 0, t: 0), StrokePoint(x: 5, y: 0, t: 0), StrokePoint(x: 0, y: 5, t: 0),
                        ],
                        ink: Ink(
                            tool: .monoline, color: .clear, width: 2,
                            fill: Color(red: 0.8, green: 0.9, blue: 0.6, alpha: 0.6)))
                ])
            let leafElement = try #require(try leaf.excalidrawEncoded().excalidrawElements().first)
            #expect(leafElement["strokeColor"] as? String == "transparent" && leafElement["opacity"] as? Double == 60)
            #expect(leafElement["backgroundColor"] as? String == "#cce699")
            #expect((scene?["appState"] as? [String: Any])?["viewBackgroundColor"] as? String == "#fdf6e3")
        }

        @Test(arguments: [true, false])
        func anExcalidrawElementKeepsWhetherItWasFinished(isFinished: Bool) throws {
            let last = isFinished ? "[12, 3]" : "null"
            let json = """
                {"type": "excalidraw", "version": 2, "source": "https://excalidraw.com", "elements": [
                  {"id": "a", "type": "freedraw", "x": 10, "y": 10, "points": [[0, 0], [5, 1], [12, 3]], "pressures": [],
                   "simulatePressure": true, "strokeWidth": 1, "lastCommittedPoint": \(last)},
                  {"id": "b", "type": "freedraw", "x": 30, "y": 10, "points": [[0, 0], [4, 4]], "pressures": [],
                   "simulatePressure": true, "strokeWidth": 2, "lastCommittedPoint": \(last)}
                ]}
                """
            let read = try #require(try ExcalidrawReader().read(Array(json.utf8)).drawings.first)
            #expect(read.perfectFreehand.map(\.last) == [isFinished, isFinished])
            // Read as a document, the drawing takes the options Excalidraw draws it with.
            var drawing = read.drawing
            drawing.inkOptions = read.inkOptions
            let bytes = drawing.excalidrawEncoded()
            for element in try bytes.excalidrawElements() {
                #expect((element["lastCommittedPoint"] is NSNull) == !isFinished)
            }
            let back = try #require(try ExcalidrawReader().read(bytes).drawings.first)
            #expect(back.perfectFreehand.map(\.last) == [isFinished, isFinished])
            #expect(back.drawing.inkOptions?.perfectFreehand?.last == isFinished)
            #expect(back.drawing == drawing)
        }

        @Test func numbersCarryNoFloatNoise() throws {
            // Few decimals in, few decimals out: box sizes, a stretched stroke's points and
            // strokeWidth (the width over 4.25) are worked out, and rounded to 15 digits.
            let points = [StrokePoint(x: 0.1, y: 0.3, t: 0.016), StrokePoint(x: 10.3, y: 7.7, t: 0.032, pressure: 0.3)]
            let drawing = Drawing(
                canvas: Size(width: 200, height: 100),
                strokes: [
                    Stroke(points: points, ink: Ink(width: 3.7), transform: .translation(x: 107.5, y: 0.3)),
                    Stroke(points: points, ink: Ink(tool: .marker, width: 1.1), transform: .scale(x: 1.1, y: 1.1)),
                ])
            let written = drawing.excalidrawEncoded()
            let noisy = written.jsonNumberTexts().filter { significantDigits($0) > 15 }
            #expect(noisy.isEmpty, "\(noisy)")
            let elements = try written.excalidrawElements()
            #expect(elements[0]["width"] as? Double == 10.2 && elements[0]["height"] as? Double == 7.4)
            #expect(elements[1]["points"] as? [[Double]] == [[0.11, 0.33], [11.33, 8.47]])
            #expect(try ExcalidrawReader().read(written).drawings.first?.drawing == drawing)

            // A scene from Excalidraw, moved to the margin and written again.
            let scene = """
                {"type": "excalidraw", "elements": [
                  {"type": "freedraw", "x": 523.7, "y": 1234.56, "points": [[0, 0], [10.3, 2.2]], "simulatePressure": true, "strokeWidth": 1},
                  {"type": "rectangle", "x": 540.1, "y": 1300.05, "width": 20.2, "height": 7.25, "strokeWidth": 1, "opacity": 30}
                ]}
                """
            let read = try #require(try ExcalidrawReader().read(Array(scene.utf8)).drawings.first)
            // Excalidraw has no time: the times the reader makes up from the distances drawn (kept
            // in customData, on lines of their own) are not decimals that came in.
            let lines = String(decoding: read.drawing.excalidrawEncoded(), as: UTF8.self).split(separator: "\n")
            let untimed = Array(lines.filter { !$0.contains("\"t\": ") }.joined(separator: "\n").utf8)
            #expect(untimed.count < read.drawing.excalidrawEncoded().count)
            let rewritten = untimed.jsonNumberTexts().filter { significantDigits($0) > 15 }
            #expect(rewritten.isEmpty, "\(rewritten)")
        }

        @Test func reportsWhatItCannotCarry() {
            let odd = Color(red: 0.3, green: 0.5, blue: 0.7)
            let drawing = Drawing(
                canvas: Size(width: 10, height: 10),
                strokes: [
                    Stroke(points: [], ink: Ink(color: .black)),
                    Stroke(points: [StrokePoint(x: 1, y: 1, t: 0)], ink: Ink(color: odd)),
                    Stroke(points: [StrokePoint(x: 1, y: 1, t: 0)], ink: Ink(color: .black, fill: odd)),
                ], paper: Paper(color: odd))
            var losses = FormatLosses()
            _ = drawing.excalidrawEncoded(losses: &losses)
            #expect(
                losses.entries.map(\.what) == [
                    "stroke without points written as a dot", "colour rounded to 8 bits a channel",
                    "paper colour rounded to 8 bits a channel",
                ])
            #expect(losses.entries.map(\.strokes) == [1, 2, 0])
        }
    }
}
