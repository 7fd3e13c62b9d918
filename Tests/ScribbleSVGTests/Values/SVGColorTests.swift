import ScribbleKit
import Testing

@testable import ScribbleSVG

@Suite("SVG colours")
struct SVGColorTests {
    /// A colour from its bytes, as CSS writes them.
    private static func bytes(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) -> Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    private static func close(_ a: Color, _ b: Color) -> Bool {
        [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].allSatisfy { abs($0) <= 1e-12 }
    }

    static let hexColors: [(text: String, color: Color)] = [
        ("#f00", bytes(255, 0, 0)),
        ("#F0A", bytes(255, 0, 170)),
        ("#0f08", bytes(0, 255, 0, alpha: 0x88 / 255)),
        ("#6495ed", bytes(0x64, 0x95, 0xED)),
        ("#12345678", bytes(0x12, 0x34, 0x56, alpha: 0x78 / 255)),
        ("  #abc\n", bytes(0xAA, 0xBB, 0xCC)),
    ]

    @Test(arguments: hexColors)
    func hexDigitsInEveryLength(text: String, color: Color) throws {
        #expect(Self.close(try #require(SVGColor.parse(text)), color))
    }

    static let namedColors: [(text: String, color: Color)] = [
        ("navy", bytes(0, 0, 128)),
        ("CornflowerBlue", bytes(0x64, 0x95, 0xED)),
        ("rebeccapurple", bytes(0x66, 0x33, 0x99)),
        ("gray", bytes(128, 128, 128)),
        ("grey", bytes(128, 128, 128)),
        ("lightgoldenrodyellow", bytes(0xFA, 0xFA, 0xD2)),
        ("YellowGreen", bytes(0x9A, 0xCD, 0x32)),
        ("transparent", .clear),
    ]

    @Test(arguments: namedColors)
    func namesAsCSSDefinesThem(text: String, color: Color) throws {
        #expect(Self.close(try #require(SVGColor.parse(text)), color))
    }

    @Test func everyCSSNameIsKnown() {
        // CSS Color 4 names 148 colours (the 147 of SVG 1.1 and rebeccapurple).
        #expect(SVGNamedColors.table.count == 148)
    }

    static let functionColors: [(text: String, color: Color)] = [
        ("rgb(255, 128, 0)", bytes(255, 128, 0)),
        ("RGB(1,2,3)", bytes(1, 2, 3)),
        ("rgb(100%, 50%, 0%)", Color(red: 1, green: 0.5, blue: 0)),
        ("rgba(0,0,255,0.5)", bytes(0, 0, 255, alpha: 0.5)),
        ("rgb(0 0 255 / 50%)", bytes(0, 0, 255, alpha: 0.5)),
        ("rgba( 10 , 20 , 30 , 1 )", bytes(10, 20, 30)),
        // Out-of-range channels are clamped.
        ("rgb(300, -20, 0)", bytes(255, 0, 0)),
        // CSS Color 4's hsl-to-rgb: hue 120° at full saturation and a quarter lightness is (0, ½, 0).
        ("hsl(120, 100%, 25%)", Color(red: 0, green: 0.5, blue: 0)),
        ("hsl(0deg 100% 50%)", Color(red: 1, green: 0, blue: 0)),
        ("hsl(-120, 100%, 50%)", Color(red: 0, green: 0, blue: 1)),
        ("hsl(480, 100%, 50%)", Color(red: 0, green: 1, blue: 0)),
        ("hsla(240, 100%, 50%, 0.25)", Color(red: 0, green: 0, blue: 1, alpha: 0.25)),
        ("hsl(60, 0%, 50%)", Color(red: 0.5, green: 0.5, blue: 0.5)),
        ("hsl(300, 100%, 75%)", Color(red: 1, green: 0.5, blue: 1)),
    ]

    @Test(arguments: functionColors)
    func rgbAndHSLFunctions(text: String, color: Color) throws {
        #expect(Self.close(try #require(SVGColor.parse(text)), color))
    }

    @Test(arguments: [
        "", "none", "currentColor", "bluish", "#12", "#12345", "#1234567", "#ggg", "rgb(1,2)", "rgb(1,2,3,4,5)",
        "rgb(1,2,3", "rgb(a,b,c)", "rgb(1e,2,3)", "cmyk(1,2,3,4)", "hsl(120%, 100%, 50%)", "rgb(1px,2,3)",
    ])
    func textsThatAreNotColours(text: String) {
        #expect(SVGColor.parse(text) == nil)
    }
}
