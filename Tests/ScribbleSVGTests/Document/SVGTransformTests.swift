import Foundation
import ScribbleKit
import Testing

@testable import ScribbleSVG

@Suite("SVG transforms")
struct SVGTransformTests {
    private static let s45 = (0.5).squareRoot()

    static let transforms: [(text: String, expected: Transform)] = [
        ("matrix(1 2 3 4 5 6)", Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)),
        ("matrix(1,2,3,4,5,6)", Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)),
        ("translate(10)", .translation(x: 10, y: 0)),
        ("translate(10, -20)", .translation(x: 10, y: -20)),
        ("scale(2)", .scale(x: 2, y: 2)),
        ("scale(2 3)", .scale(x: 2, y: 3)),
        ("rotate(90)", Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)),
        ("rotate(45)", Transform(a: s45, b: s45, c: -s45, d: s45, tx: 0, ty: 0)),
        ("rotate(90 10 10)", Transform(a: 0, b: 1, c: -1, d: 0, tx: 20, ty: 0)),
        ("skewX(45)", Transform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)),
        ("skewY(45)", Transform(a: 1, b: 1, c: 0, d: 1, tx: 0, ty: 0)),
        // Lists apply right to left: scale first, then translate.
        ("translate(10,0) scale(2)", Transform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0)),
        ("translate(10,0),scale(2)", Transform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0)),
        ("scale(2)translate(10,0)", Transform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0)),
        ("  translate( 1 , 2 )  ,  rotate( 180 )  ", Transform(a: -1, b: 0, c: 0, d: -1, tx: 1, ty: 2)),
        ("", .identity),
        ("none", .identity),
    ]

    @Test(arguments: transforms)
    func everyKindOfTransform(text: String, expected: Transform) throws {
        let parsed = try #require(SVGTransformList.parse(text))
        #expect(SVG.close(parsed, expected, within: 1e-12), "\(parsed)")
    }

    @Test(arguments: [
        "qwe", "translate(1", "scale()", "rotate(1 2)", "matrix(1 2 3 4 5)", "translate(1,2),", "skewX(1 2)",
        "translate(1 2 3)",
    ])
    func invalidListsAreRefused(text: String) {
        #expect(SVGTransformList.parse(text) == nil)
    }

    @Test func rotateAboutAPointKeepsThatPointFixed() throws {
        let transform = try #require(SVGTransformList.parse("rotate(37 12 -5)"))
        #expect(SVG.close(Point(x: 12, y: -5).applying(transform), Point(x: 12, y: -5), within: 1e-12))
    }

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
