import Foundation
import ScribbleKit
import Testing

@testable import ScribbleSVG

@Suite("SVG transform lists")
struct SVGTransformListTests {
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

    @Test func wholeQuarterTurnsAreExact() {
        let quarter = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        let threeQuarters = Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
        #expect(SVGTransformList.parse("rotate(90)") == quarter)
        #expect(SVGTransformList.parse("rotate(-270)") == quarter)
        #expect(SVGTransformList.parse("rotate(450)") == quarter)
        #expect(SVGTransformList.parse("rotate(-90)") == threeQuarters)
        #expect(SVGTransformList.parse("rotate(270)") == threeQuarters)
        #expect(SVGTransformList.parse("rotate(-180)") == Transform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
        #expect(SVGTransformList.parse("rotate(360)") == .identity)
        // About (5, 5), a half turn maps the origin to (10, 10).
        #expect(SVGTransformList.parse("rotate(180 5 5)") == Transform(a: -1, b: 0, c: 0, d: -1, tx: 10, ty: 10))
    }

    static let moreTransforms: [(text: String, expected: Transform)] = [
        // skewX(30): x' = x + tan 30° · y, tan 30° = 1/√3.
        ("skewX(30)", Transform(a: 1, b: 0, c: 1 / 3.0.squareRoot(), d: 1, tx: 0, ty: 0)),
        ("skewY(-45)", Transform(a: 1, b: -1, c: 0, d: 1, tx: 0, ty: 0)),
        ("scale(-1, 1)", .scale(x: -1, y: 1)),
        ("translate(1e1 -2E0)", .translation(x: 10, y: -2)),
        ("translate(+.5-.5)", .translation(x: 0.5, y: -0.5)),
        // The translation is applied first, then the quarter turn takes (10, 0) to (0, 10).
        ("rotate(90) translate(10,0)", Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 10)),
        ("\n\tnone ", .identity),
        (" \t\n", .identity),
    ]

    @Test(arguments: moreTransforms)
    func moreSpellings(text: String, expected: Transform) throws {
        let parsed = try #require(SVGTransformList.parse(text))
        #expect(SVG.close(parsed, expected, within: 1e-12), "\(parsed)")
    }

    @Test(arguments: [
        "translate(1 2 3 4 5 6 7)", "translate 1", ", translate(1)", "translate(1)x", "Translate(1)", "none scale(2)",
        "scale(2) none", "rotate(90 1 2 3)", "matrix(1 2 3 4 5 6 7)", "translate(1e999)",
    ])
    func moreInvalidLists(text: String) {
        #expect(SVGTransformList.parse(text) == nil)
    }
}
