import ScribbleKit
import Testing

@testable import ScribbleSVG

@Suite("SVG paints")
struct SVGPaintTests {
    private static let blue = Color(red: 0, green: 0, blue: 1)

    static let paints: [(text: String, paint: SVGPaint)] = [
        ("none", .none),
        (" NONE ", .none),
        ("currentColor", .currentColor),
        ("currentcolor", .currentColor),
        ("blue", .color(blue)),
        ("#00f", .color(blue)),
        ("rgb(0, 0, 255)", .color(blue)),
        ("url(#fade)", .server(id: "fade", fallback: nil)),
        ("URL( #fade )", .server(id: "fade", fallback: nil)),
        ("url('#fade')", .server(id: "fade", fallback: nil)),
        (##"url("#fade")"##, .server(id: "fade", fallback: nil)),
        ("url(fade)", .server(id: "fade", fallback: nil)),
        ("url(#fade) none", .server(id: "fade", fallback: SVGPaint.Fallback.none)),
        ("url(#fade) CurrentColor", .server(id: "fade", fallback: .currentColor)),
        ("url(#fade) #00f", .server(id: "fade", fallback: .color(blue))),
        ("url(#fade)  blue ", .server(id: "fade", fallback: .color(blue))),
    ]

    @Test(arguments: paints)
    func everyKindOfPaint(text: String, paint: SVGPaint) {
        #expect(SVGPaint.parse(text) == paint)
    }

    @Test(arguments: ["", "bluish", "url(#fade", "url(#fade) bluish", "url(#fade) url(#other)", "inherit"])
    func textsThatAreNotPaints(text: String) {
        #expect(SVGPaint.parse(text) == nil)
    }
}
