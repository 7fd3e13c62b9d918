import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax
import Testing

extension InterchangeTests {
    /// What InkML keeps of a drawing: everything Scribble has, in InkML's vocabulary where it has
    /// words for it and in Scribble's `annotationXML` where it has none.
    @Suite("InkML round trips")
    struct InkMLRoundTripTests {
        /// A drawing with every tool and device, times, pressure, tilt, a fill, a transform, an
        /// erased piece, ink options and paper, all of few decimals.
        static let everything: Drawing = {
            var strokes: [Stroke] = []
            for (index, tool) in InkTool.allCases.enumerated() {
                let device = InputDevice.allCases[index % InputDevice.allCases.count]
                let base = Double(index) * 40
                // Values of few decimals, as a device reports them (not the sums' last bits).
                func few(_ value: Double) -> Double { DecimalText.rounded(value, significantDigits: 10) }
                var points: [StrokePoint] = []
                for step in 0..<5 {
                    let s = Double(step)
                    let x: Double = base + s * 7.25
                    let y: Double = 30 + s * s * 0.5
                    let t: Double = few(Double(index) + s * 0.008)
                    let pressure: Double? = step == 2 ? nil : 0.25 + s * 0.125
                    let altitude: Double = few(1.2 - s * 0.05)
                    let azimuth: Double? = step == 4 ? nil : 0.75
                    points.append(
                        StrokePoint(x: x, y: y, t: t, pressure: pressure, altitude: altitude, azimuth: azimuth))
                }
                let color = Color(
                    red: Double(index * 40) / 255, green: 0x80 / 255, blue: 0x33 / 255,
                    alpha: tool == .marker ? 0x99 / 255 : 1)
                strokes.append(
                    Stroke(
                        points: points, ink: Ink(tool: tool, color: color, width: 2.5 + Double(index)), device: device))
            }
            strokes[0].ink.fill = Color(red: 1, green: 0xcc / 255, blue: 0, alpha: 0x40 / 255)
            strokes[1].visibleRange = 1.25...3.5
            strokes[2].transform = Transform(a: 2, b: 0, c: 0, d: 2, tx: 5.5, ty: -3)
            strokes[3].visibleRange = 0.5...2
            strokes[3].transform = Transform(a: 0, b: 1.5, c: -1.5, d: 0, tx: 100, ty: 0)
            var options = InkOptions.default
            options.thinning = 0.6
            options.stabilizer = .oneEuro(minCutoff: 2, beta: 0.05, derivativeCutoff: 1)
            options.nib = .broad(angle: 0.5, minimumWidth: 0.2)
            options.taperEnd = InkOptions.Taper(length: 12, easing: .linear)
            return Drawing(
                canvas: Size(width: 640.5, height: 480), strokes: strokes, inkOptions: options,
                paper: Paper(color: Color(red: 1, green: 1, blue: 0xf0 / 255), ruling: .lined))
        }()

        @Test func readsBackTheSameDrawingAndLosesNothing() throws {
            var losses = FormatLosses()
            let bytes = Self.everything.inkMLEncoded(losses: &losses)
            #expect(losses.isEmpty, "\(losses)")
            let result = try InkMLReader().read(bytes, file: "everything.inkml")
            #expect(result.drawing == Self.everything)
            #expect(result.notes.isEmpty && result.skipped.isEmpty)
            #expect(bytes == Self.everything.inkMLEncoded())
        }

        @Test func theTraceOfAnErasedPieceIsWhatOtherReadersShouldDraw() throws {
            let text = String(decoding: Self.everything.inkMLEncoded(), as: UTF8.self)
            let piece = Self.everything.strokes[1].trimmedToVisiblePart
            #expect(piece.points.count == 4)
            // The trace holds the visible part, its ends where the eraser cut, in 15 digits.
            let trace = try #require(text.split(separator: "\n").first { $0.contains("xml:id=\"stroke1\"") })
            // Channels: X Y T OE, then the intermittent F and OA.
            #expect(
                trace.hasSuffix(
                    ">49.0625 30.875 1.01 1.1375 ? 0.75, 54.5 32 1.016 1.1 ? 0.75, 61.75 34.5 1.024 1.05 0.625 0.75, 65.375 36.25 1.028 1.025 0.6875</trace>"
                ))
            let annotation = try #require(text.split(separator: "\n").first { $0.contains("trace=\"#stroke1\"") })
            #expect(
                annotation == """
                      <annotationXML type="scribble-stroke"><scribble:stroke trace="#stroke1" range="1.25 3.5">40 30 1 1.2 0.25 0.75, 47.25 30.5 1.008 1.15 0.375 0.75, 54.5 32 1.016 1.1 ? 0.75, 61.75 34.5 1.024 1.05 0.625 0.75, 69 38 1.032 1 0.75</scribble:stroke></annotationXML>
                    """)
        }

        @Test func keepsInkOptionsAndPaperInScribblesAnnotation() throws {
            let text = String(decoding: Self.everything.inkMLEncoded(), as: UTF8.self)
            #expect(
                text.contains(
                    "<annotationXML type=\"scribble-drawing\" encoding=\"application/json\"><scribble:drawing>{ \"format\": \"scribble-drawing\", \"version\": 1,"
                ))
            #expect(text.contains("\"nib\": { \"kind\": \"broad\", \"angle\": 0.5, \"minimum-width\": 0.2 }"))
            #expect(text.contains("\"paper\": { \"color\": \"#fffff0\", \"ruling\": \"lined\" }"))
            let back = try InkMLReader().read(Array(text.utf8)).drawing
            #expect(back.inkOptions == Self.everything.inkOptions)
            #expect(back.paper == Self.everything.paper)
        }

        @Test func writesNoNumberOfMoreThan15SignificantDigits() throws {
            // Arithmetic on few decimals: the transform's scale, the erased piece's cut, 0.1 + 0.2.
            var drawing = Self.everything
            drawing.strokes[2].transform = Transform(a: 0.1, b: 0, c: 0, d: 0.1, tx: 0.2, ty: 0.7)
            drawing.strokes[0].points[1].location.x = 0.1 + 0.2
            drawing.strokes[4].visibleRange = 0.3...3.7
            let text = String(decoding: drawing.inkMLEncoded(), as: UTF8.self)
            let numbers = text.split { !($0.isNumber || $0 == ".") }
            let longest = try #require(
                numbers.max {
                    $0.filter(\.isNumber).drop { $0 == "0" }.count < $1.filter(\.isNumber).drop { $0 == "0" }.count
                })
            #expect(longest.filter(\.isNumber).drop { $0 == "0" }.count <= 15, "\(longest)")
            #expect(text.contains(" 0.3 "))
        }

        @Test func keepsAStrokesCurvesExactlyInScribblesAnnotation() throws {
            var drawing = Self.everything
            let path = CurvePath([
                .move(to: Point(x: 0.1, y: 30)),
                .cubic(control1: Point(x: 10, y: 0), control2: Point(x: 20.25, y: 0), to: Point(x: 29, y: 38)),
                .line(to: Point(x: 40, y: 38.5)),
            ])
            drawing.strokes[0].path = path
            var losses = FormatLosses()
            let bytes = drawing.inkMLEncoded(losses: &losses)
            #expect(losses.isEmpty, "\(losses)")
            #expect(String(decoding: bytes, as: UTF8.self).contains(#"path="M 0.1 30 C 10 0 20.25 0 29 38 L 40 38.5""#))
            let back = try InkMLReader().read(bytes).drawing
            #expect(back.strokes[0].path == path)
            #expect(back == drawing)
        }

        @Test func reportsWhatItCannotKeep() throws {
            var drawing = Self.everything
            drawing.strokes[2].ink.color = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
            drawing.strokes[3].ink.color = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
            var losses = FormatLosses()
            let bytes = drawing.inkMLEncoded(losses: &losses)
            #expect(losses.description == "colour rounded to 8 bits a component on 2 strokes")
            let back = try InkMLReader().read(bytes).drawing
            #expect(back.strokes[2].ink.color.alpha == 77.0 / 255)
        }

        @Test func readsFilesOfTheBrushPropertiesItWroteBefore() throws {
            let result = try InkMLReader().read(
                """
                <ink xmlns="http://www.w3.org/2003/InkML">
                  <definitions>
                    <brush xml:id="b">
                      <brushProperty name="width" value="6"/>
                      <brushProperty name="scribble-tool" value="pencil"/>
                      <brushProperty name="scribble-device" value="mouse"/>
                    </brush>
                  </definitions>
                  <trace brushRef="#b">1 2, 3 4</trace>
                </ink>
                """)
            let stroke = try #require(result.drawing.strokes.first)
            #expect(stroke.ink == Ink(tool: .pencil, width: 6) && stroke.device == .mouse)
        }

        @Test func leavesOutScribbleDataThatDoesNotReadAndSaysSo() throws {
            let result = try InkMLReader().read(
                """
                <ink xmlns="http://www.w3.org/2003/InkML" xmlns:scribble="urn:scribble:inkml">
                  <annotationXML type="scribble-drawing"><scribble:drawing>{"format": "scribble-drawing"</scribble:drawing></annotationXML>
                  <trace xml:id="s">1 2, 3 4</trace>
                  <annotationXML type="scribble-stroke"><scribble:stroke trace="#s" range="3 1">1 2, 3 4, 5 6</scribble:stroke></annotationXML>
                </ink>
                """)
            let stroke = try #require(result.drawing.strokes.first)
            #expect(
                stroke.points.map(\.location) == [Point(x: 1, y: 2), Point(x: 3, y: 4)] && stroke.visibleRange == nil)
            #expect(result.drawing.inkOptions == nil)
            #expect(result.notes.count == 2)
            #expect(
                result.notes.last
                    == "a Scribble stroke range \"3 1\" is not two numbers in order; the trace was read as written")
        }
    }
}
