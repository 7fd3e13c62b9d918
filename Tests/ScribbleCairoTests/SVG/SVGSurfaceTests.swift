import Testing

@testable import ScribbleCairo

/// Cairo's SVG surface, written into memory: a document of the size asked for, in user units, and
/// sizes no viewer could show refused before Cairo is asked.
@Suite struct SVGSurfaceTests {
    @Test func theDocumentIsAsWideAndHighAsAsked() throws {
        let surface = try SVGSurface(width: 120, height: 80)
        let text = String(decoding: try surface.finish(), as: UTF8.self)
        #expect(text.contains("<svg"))
        #expect(text.contains(#"width="120""#) && text.contains(#"height="80""#), "\(text.prefix(300))")
    }

    @Test(arguments: [0.0, -5, .nan, .infinity, 10_000_001])
    func aSideOutsideOneToTenMillionIsRefused(side: Double) throws {
        let error = try #require(throws: CairoError.self) { try SVGSurface(width: side, height: 80) }
        #expect(error.kind == .invalidSize)
        #expect(error.description == "creating a \(side)×80.0 SVG: each side of an SVG must be 1 to 10000000 units")
    }
}
