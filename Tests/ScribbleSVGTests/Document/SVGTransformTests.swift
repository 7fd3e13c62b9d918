import Foundation
import ScribbleKit
import Testing

@testable import ScribbleSVG

@Suite("SVG transforms")
struct SVGTransformTests {
    @Test func transformsOnElementsAndGroupsCompose() throws {
        let result = try SVG.read(
            body: """
                <g transform="translate(10 20)">
                  <g transform="scale(2)">
                    <line x1="0" y1="0" x2="5" y2="0" transform="rotate(90)" stroke="black"/>
                  </g>
                </g>
                """)
        #expect(SVG.locations(result.drawing) == [[Point(x: 10, y: 20), Point(x: 10, y: 30)]])
        // Widths follow the scale.
        #expect(result.drawing.strokes[0].ink.width == 2)
        #expect(result.drawing.strokes[0].transform == .identity)
    }

    @Test func anInvalidTransformIsIgnoredWithADiagnostic() throws {
        let result = try SVG.read(body: #"<line id="l" x2="5" stroke="black" transform="qwe"/>"#)
        #expect(SVG.locations(result.drawing) == [[.zero, Point(x: 5, y: 0)]])
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.path == "line#l[transform]")
    }

    @Test func nonScalingStrokesKeepTheirWidth() throws {
        let result = try SVG.read(
            body:
                #"<g transform="scale(3)"><line x2="5" stroke="black" stroke-width="2" vector-effect="non-scaling-stroke"/><line x2="5" stroke="black" stroke-width="2"/></g>"#
        )
        #expect(result.drawing.strokes.map(\.ink.width) == [2, 6])
    }
}
