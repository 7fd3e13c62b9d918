import Testing

@testable import ScribbleJPEG

/// Cyan, magenta, yellow and black turned into red, green and blue, and Adobe's marker that says
/// the inks are stored inverted.
@Suite struct CMYKPixelsTests {
    /// Each of red, green and blue is (255 − ink) · (255 − black) / 255, rounded: what the ink and
    /// the black leave of the paper's white.
    static let pixels: [(cmyk: [UInt8], rgba: [UInt8])] = [
        ([0, 0, 0, 0], [255, 255, 255, 255]),
        ([255, 0, 0, 0], [0, 255, 255, 255]),
        ([0, 255, 0, 0], [255, 0, 255, 255]),
        ([0, 0, 255, 0], [255, 255, 0, 255]),
        ([0, 0, 0, 255], [0, 0, 0, 255]),
        // 127 · 255 / 255 = 127; 255 · 127 / 255 = 127.
        ([128, 0, 0, 0], [127, 255, 255, 255]),
        ([0, 0, 0, 128], [127, 127, 127, 255]),
        // Black 205 left: 155 · 205 / 255 = 124.6…, 205 · 205 / 255 = 164.8…, 255 · 205 / 255 = 205.
        ([100, 50, 0, 50], [125, 165, 205, 255]),
    ]

    @Test(arguments: pixels)
    func inksLeaveTheirShareOfTheWhite(cmyk: [UInt8], rgba: [UInt8]) {
        #expect(CMYKPixels.rgba(fromCMYK: cmyk, inverted: false) == rgba)
        // Adobe's files store 255 for no ink.
        #expect(CMYKPixels.rgba(fromCMYK: cmyk.map { 255 - $0 }, inverted: true) == rgba)
    }

    @Test func pixelsAreConvertedInTurnAndAnIncompleteOneIsLeftOpaqueWhite() {
        #expect(
            CMYKPixels.rgba(fromCMYK: [255, 0, 0, 0, 0, 0, 0, 255, 9, 9], inverted: false) == [
                0, 255, 255, 255, 0, 0, 0, 255, 255, 255,
            ])
        #expect(CMYKPixels.rgba(fromCMYK: [], inverted: true) == [])
    }

    /// A JPEG's start, `segments`, then the start of scan.
    static func file(_ segments: [UInt8]...) -> [UInt8] {
        [0xFF, 0xD8] + segments.flatMap { $0 } + [0xFF, 0xDA, 0x00, 0x02]
    }

    static let adobe: [UInt8] = [0xFF, 0xEE, 0x00, 0x0E] + Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 2]
    static let jfif: [UInt8] = [0xFF, 0xE0, 0x00, 0x07] + Array("JFIF\0".utf8)

    @Test func adobesMarkerIsFoundAmongTheSegmentsBeforeTheImageData() {
        #expect(CMYKPixels.hasAdobeMarker(Self.file(Self.adobe)))
        #expect(CMYKPixels.hasAdobeMarker(Self.file(Self.jfif, Self.adobe)))
        // Behind the start of scan it is image data, not a marker.
        #expect(!CMYKPixels.hasAdobeMarker(Self.file(Self.jfif) + Self.adobe))
        #expect(!CMYKPixels.hasAdobeMarker(Self.file(Self.jfif)))
        // An APP14 of another maker.
        let other: [UInt8] = [0xFF, 0xEE, 0x00, 0x07] + Array("Other".utf8)
        #expect(!CMYKPixels.hasAdobeMarker(Self.file(other)))
        // A length too short to be one, and files too short to hold a marker.
        #expect(!CMYKPixels.hasAdobeMarker([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01] + Self.adobe))
        #expect(!CMYKPixels.hasAdobeMarker([0xFF, 0xD8, 0xFF, 0xEE, 0x00, 0x0E] + Array("Ado".utf8)))
        #expect(!CMYKPixels.hasAdobeMarker([]))
    }
}
