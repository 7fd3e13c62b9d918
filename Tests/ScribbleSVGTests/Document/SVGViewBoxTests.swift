import ScribbleKit
import Testing

@testable import ScribbleSVG

@Suite("SVG viewBox and preserveAspectRatio")
struct SVGViewBoxTests {
    typealias AspectRatio = SVGViewBox.AspectRatio

    static let boxes: [(text: String, box: Rect)] = [
        ("0 0 100 50", Rect(x: 0, y: 0, width: 100, height: 50)),
        ("-10,-10 20 20", Rect(x: -10, y: -10, width: 20, height: 20)),
        ("  0 , 0 , 10 , 10\n", Rect(x: 0, y: 0, width: 10, height: 10)),
        ("1.5e1 -.5 2e2 3", Rect(x: 15, y: -0.5, width: 200, height: 3)),
        // Reading leaves judging the size to the reader.
        ("0 0 -5 0", Rect(x: 0, y: 0, width: -5, height: 0)),
    ]

    @Test(arguments: boxes)
    func boxesAreFourNumbers(text: String, box: Rect) {
        #expect(SVGViewBox.parseBox(text) == box)
    }

    @Test(arguments: ["", "0 0 10", "0 0 10 10 5", "a b c d", "0 0 10px 10", "0 0 1e999 10", ",0 0 10 10"])
    func textsThatAreNotBoxes(text: String) {
        #expect(SVGViewBox.parseBox(text) == nil)
    }

    static let aspectRatios: [(text: String, ratio: AspectRatio)] = [
        ("none", AspectRatio(x: nil, y: nil, slice: false)),
        ("xMidYMid", AspectRatio(x: .mid, y: .mid, slice: false)),
        ("xMinYMax slice", AspectRatio(x: .min, y: .max, slice: true)),
        ("xMaxYMin meet", AspectRatio(x: .max, y: .min, slice: false)),
        ("defer xMidYMin", AspectRatio(x: .mid, y: .min, slice: false)),
        ("  xMinYMid\t,slice ", AspectRatio(x: .min, y: .mid, slice: true)),
        ("none slice", AspectRatio(x: nil, y: nil, slice: true)),
    ]

    @Test(arguments: aspectRatios)
    func aspectRatiosAreAnAlignmentAndAMode(text: String, ratio: AspectRatio) {
        #expect(AspectRatio.parse(text) == ratio)
    }

    @Test(arguments: [
        "", "defer", "xmidymid", "XMidYMid", "yMidxMid", "xMinYMin10", "xMidYMid meet slice", "xMinYMin foo",
        "meet", "xMidYMid defer", "xMinYMin meet extra",
    ])
    func textsThatAreNotAspectRatios(text: String) {
        #expect(AspectRatio.parse(text) == nil)
    }

    @Test func theDefaultCentresAndFits() {
        #expect(AspectRatio.default == AspectRatio(x: .mid, y: .mid, slice: false))
    }

    /// A 10 × 10 box in a 200 × 100 viewport: `meet` scales by 10 and leaves 100 across to share out,
    /// `slice` scales by 20 and crops 100 down, `none` stretches 20 across and 10 down.
    static let fits: [(ratio: String, expected: Transform)] = [
        ("xMidYMid meet", Transform(a: 10, b: 0, c: 0, d: 10, tx: 50, ty: 0)),
        ("xMinYMin meet", Transform(a: 10, b: 0, c: 0, d: 10, tx: 0, ty: 0)),
        ("xMaxYMax meet", Transform(a: 10, b: 0, c: 0, d: 10, tx: 100, ty: 0)),
        ("xMidYMid slice", Transform(a: 20, b: 0, c: 0, d: 20, tx: 0, ty: -50)),
        ("xMinYMax slice", Transform(a: 20, b: 0, c: 0, d: 20, tx: 0, ty: -100)),
        ("xMaxYMin slice", Transform(a: 20, b: 0, c: 0, d: 20, tx: 0, ty: 0)),
        ("none", Transform(a: 20, b: 0, c: 0, d: 10, tx: 0, ty: 0)),
    ]

    @Test(arguments: fits)
    func theBoxIsFittedIntoTheViewport(ratio: String, expected: Transform) throws {
        let viewBox = SVGViewBox(
            box: Rect(x: 0, y: 0, width: 10, height: 10), aspectRatio: try #require(AspectRatio.parse(ratio)))
        #expect(viewBox.transform(into: Rect(x: 0, y: 0, width: 200, height: 100)) == expected)
    }

    @Test func originsOfTheBoxAndTheViewportBothCount() {
        // The box's corner (-10, -10) goes to the viewport's (0, 0) at a scale of 5.
        let shifted = SVGViewBox(box: Rect(x: -10, y: -10, width: 20, height: 20), aspectRatio: .default)
        #expect(
            shifted.transform(into: Rect(x: 0, y: 0, width: 100, height: 100))
                == Transform(a: 5, b: 0, c: 0, d: 5, tx: 50, ty: 50))
        let placed = SVGViewBox(box: Rect(x: 0, y: 0, width: 10, height: 10), aspectRatio: .default)
        #expect(
            placed.transform(into: Rect(x: 30, y: 40, width: 20, height: 20))
                == Transform(a: 2, b: 0, c: 0, d: 2, tx: 30, ty: 40))
        // A wide box at the bottom of a square viewport: scale 2.5, 75 left above it.
        let wide = SVGViewBox(
            box: Rect(x: 0, y: 0, width: 40, height: 10), aspectRatio: AspectRatio(x: .mid, y: .max, slice: false))
        #expect(
            wide.transform(into: Rect(x: 0, y: 0, width: 100, height: 100))
                == Transform(a: 2.5, b: 0, c: 0, d: 2.5, tx: 0, ty: 75))
    }
}
