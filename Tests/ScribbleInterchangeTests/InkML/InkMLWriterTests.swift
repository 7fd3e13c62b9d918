import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax
import ScribbleTestSupport
import Testing

extension InterchangeTests {
    @Suite("InkML writer")
    struct InkMLWriterTests {
        @Test func writesWhatTheRecommendationReads() throws {
            let drawing = Drawing(
                canvas: Size(width: 800, height: 600),
                strokes: [
                    Stroke(
                        points: [
                            StrokePoint(x: 120.5, y: 80.25, t: 0, pressure: 0.42),
                            StrokePoint(x: 121, y: 80.9, t: 0.008),
                        ], ink: Ink(tool: .marker, color: Color(red: 1, green: 0, blue: 0, alpha: 0.6), width: 12),
                        device: .finger)
                ])
            let text = String(decoding: drawing.inkMLEncoded(), as: UTF8.self)
            #expect(
                text == """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <ink xmlns="http://www.w3.org/2003/InkML" xmlns:scribble="urn:scribble:inkml">
                      <annotation type="scribble-canvas">800 600</annotation>
                      <definitions>
                        <traceFormat xml:id="format">
                          <channel name="X" type="decimal"/>
                          <channel name="Y" type="decimal"/>
                          <channel name="T" type="decimal" units="s"/>
                          <intermittentChannels>
                            <channel name="F" type="decimal" min="0" max="1"/>
                          </intermittentChannels>
                        </traceFormat>
                        <context xml:id="context" traceFormatRef="#format"/>
                        <brush xml:id="brush0">
                          <brushProperty name="width" value="12"/>
                          <brushProperty name="height" value="12"/>
                          <brushProperty name="color" value="#ff0000"/>
                          <brushProperty name="transparency" value="102"/>
                          <brushProperty name="rasterOp" value="maskPen"/>
                          <annotationXML type="scribble-ink"><scribble:ink tool="marker" device="finger"/></annotationXML>
                        </brush>
                      </definitions>
                      <trace contextRef="#context" brushRef="#brush0">120.5 80.25 0 0.42, 121 80.9 0.008</trace>
                    </ink>

                    """)
            let back = try InkMLReader().read(drawing.inkMLEncoded())
            #expect(back.drawing == drawing)
            #expect(back.notes.isEmpty && back.skipped.isEmpty)
        }

        @Test func writesPlainDecimalsOfAtMost15SignificantDigits() throws {
            let values: [Double] = [
                1e-7, 9_999_999.5, 0.1 + 0.2, -0.0, .leastNonzeroMagnitude, 123_456.789, 1e-30, 2.5e-31,
                0.9999999999999999,
                4.5120000000000005,
            ]
            let drawing = Drawing(
                canvas: Size(width: 10, height: 10),
                strokes: [
                    Stroke(points: values.map { StrokePoint(x: $0, y: -$0, t: $0) })
                ])
            let text = String(decoding: drawing.inkMLEncoded(), as: UTF8.self)
            #expect(text.contains(">0.0000001 -0.0000001 0.0000001, 9999999.5 -9999999.5 9999999.5, 0.3 -0.3 0.3, "))
            #expect(
                text.contains(
                    ", -0 0 -0, 5e-324 -5e-324 5e-324, 123456.789 -123456.789 123456.789, 0.000000000000000000000000000001 "
                ))
            #expect(text.contains(", 2.5e-31 -2.5e-31 2.5e-31, 1 -1 1, 4.512 -4.512 4.512<"))
            let back = try #require(try InkMLReader().read(drawing.inkMLEncoded()).drawing.strokes.first)
            // Every value of 15 digits or fewer comes back bit for bit; the noisy ones as their 15 digits.
            let expected: [Double] = [
                1e-7, 9_999_999.5, 0.3, -0.0, .leastNonzeroMagnitude, 123_456.789, 1e-30, 2.5e-31, 1, 4.512,
            ]
            #expect(back.points.count == expected.count)
            for (point, value) in zip(back.points, expected) {
                #expect(
                    sameBits(point.x, value) && sameBits(point.y, -value) && sameBits(point.t, value),
                    "\(point) != \(value)")
            }
        }

        @Test func keepsTransformsForScribbleAndAppliesThemForOtherReaders() throws {
            let drawing = Drawing(
                canvas: Size(width: 100, height: 100),
                strokes: [
                    Stroke(
                        points: [StrokePoint(x: 1, y: 2, t: 0), StrokePoint(x: 0.7, y: 0.1, t: 0.01)],
                        ink: Ink(width: 3),
                        transform: Transform(a: 0.1, b: 0, c: 0, d: 0.1, tx: 10, ty: 20))
                ])
            let text = String(decoding: drawing.inkMLEncoded(), as: UTF8.self)
            // Other readers draw the points where Scribble draws them, without 0.07000000000000001's noise.
            #expect(text.contains("<brushProperty name=\"width\" value=\"0.3\"/>"))
            #expect(
                text.contains(
                    "<trace xml:id=\"stroke0\" contextRef=\"#context\" brushRef=\"#brush0\">10.1 20.2 0, 10.07 20.01 0.01</trace>"
                ))
            #expect(
                text.contains(
                    "<annotationXML type=\"scribble-stroke\"><scribble:stroke trace=\"#stroke0\" transform=\"0.1 0 0 0.1 10 20\" width=\"3\">1 2 0, 0.7 0.1 0.01</scribble:stroke></annotationXML>"
                ))
            let result = try InkMLReader().read(drawing.inkMLEncoded())
            #expect(result.drawing == drawing)
            #expect(result.notes.isEmpty && result.skipped.isEmpty)
        }

        /// Random drawings with every channel present, absent or mixed, every tool and device, and
        /// doubles of every kind: ours → InkML → ours gives every bit back.
        @Test(arguments: 0..<40)
        func roundTripsEveryBit(seed: Int) throws {
            var random = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9)
            let drawing = Self.randomDrawing(using: &random)
            let back = try InkMLReader().read(drawing.inkMLEncoded(), file: "round-trip.inkml").drawing
            // The document rounds to 15 significant digits, and every double of 15 digits comes back exactly.
            let expected = Self.roundedTo15Digits(drawing)
            #expect(back.canvas == expected.canvas)
            #expect(back.strokes.count == expected.strokes.count)
            for (read, written) in zip(back.strokes, expected.strokes) {
                #expect(sameBits(read, written), "\(read) != \(written)")
            }
        }

        /// `drawing` with every number the InkML text holds rounded as the writer rounds it.
        static func roundedTo15Digits(_ drawing: Drawing) -> Drawing {
            func round(_ value: Double) -> Double {
                DecimalText.rounded(value, significantDigits: DecimalText.interchangeDigits)
            }
            var rounded = drawing
            rounded.canvas = Size(width: round(drawing.canvas.width), height: round(drawing.canvas.height))
            for index in rounded.strokes.indices {
                rounded.strokes[index].ink.width = round(drawing.strokes[index].ink.width)
                rounded.strokes[index].points = drawing.strokes[index].points.map { point in
                    StrokePoint(
                        x: round(point.x), y: round(point.y), t: round(point.t), pressure: point.pressure.map(round),
                        altitude: point.altitude.map(round), azimuth: point.azimuth.map(round))
                }
            }
            return rounded
        }

        static func randomDrawing(using random: inout SeededGenerator) -> Drawing {
            let pressureMode = Int.random(in: 0..<3, using: &random)  // none, some, all
            let angleMode = Int.random(in: 0..<3, using: &random)
            var strokes: [Stroke] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                var points: [StrokePoint] = []
                for _ in 0..<Int.random(in: 1...30, using: &random) {
                    var point = StrokePoint(
                        x: random.drawingDouble(within: 10_000_000), y: random.drawingDouble(within: 10_000_000),
                        t: random.drawingDouble(within: 1e6))
                    if pressureMode == 2 || (pressureMode == 1 && Bool.random(using: &random)) {
                        point.pressure = abs(random.drawingDouble(within: 1))
                    }
                    if angleMode == 2 || (angleMode == 1 && Bool.random(using: &random)) {
                        point.altitude = random.drawingDouble(within: 2)
                        if Bool.random(using: &random) || angleMode == 2 {
                            point.azimuth = random.drawingDouble(within: 7)
                        }
                    }
                    points.append(point)
                }
                let color = random.eightBitColor()
                let ink = Ink(
                    tool: InkTool.allCases.randomElement(using: &random) ?? .pen, color: color,
                    width: Double.random(in: 0.01...100, using: &random))
                strokes.append(
                    Stroke(points: points, ink: ink, device: InputDevice.allCases.randomElement(using: &random) ?? .pen)
                )
            }
            return Drawing(
                canvas: Size(width: Double.random(in: 1...5000, using: &random), height: 600), strokes: strokes)
        }
    }
}
