import ScribbleKit
import Testing

@Suite struct ColorTests {
    @Test(arguments: [
        ("#1c1c1e", Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)),
        ("#F00", Color(red: 1, green: 0, blue: 0)),
        ("#ff000080", Color(red: 1, green: 0, blue: 0, alpha: 128 / 255)),
        ("#0f08", Color(red: 0, green: 1, blue: 0, alpha: 136 / 255)),
        ("black", Color.black),
        ("transparent", Color.clear),
    ])
    func parsesColors(text: String, expected: Color) throws {
        let color = try #require(Color(parsing: text))
        #expect(color == expected)
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#gggggg", "1c1c1e", "rgb(0,0,0)", "#1234567"])
    func refusesNonColors(text: String) {
        #expect(Color(parsing: text) == nil)
    }

    @Test func hexRoundTrips() {
        #expect(Color(parsing: "#1d3557cc")?.hexString == "#1d3557cc")
        #expect(Color(parsing: "#abcdef")?.hexString == "#abcdef")
        #expect(Color.ink.hexString == "#1c1c1e")
    }

    @Test func componentsAreClamped() {
        let color = Color(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(color.red == 1 && color.green == 0 && color.blue == 0 && color.alpha == 0.5)
    }
}
