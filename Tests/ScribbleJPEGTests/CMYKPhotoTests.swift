import CTurboJPEG
import Foundation
import ScribbleJPEG
import Testing

/// Photos of print inks, as print tools save them: CMYK and YCCK JPEGs decode to the red, green
/// and blue the inks leave of white paper, as Photoshop and photo viewers show them.
@Suite struct CMYKPhotoTests {
    /// A 16×8 CMYK photo as Pillow saves one (Adobe's marker, the inks stored inverted), its left
    /// half red (220, 30, 30) and its right half blue (30, 30, 220), at quality 95 without chroma
    /// subsampling.
    static let cmykHalves = [UInt8](
        Data(
            base64Encoded:
                "/9j/7gAOQWRvYmUAZAAAAAAA/9sAQwACAQEBAQECAQEBAgICAgIEAwICAgIFBAQDBAYFBgYGBQYGBgcJCAYHCQcGBggLCAkKCgoKCgYICwwLCgwJCgoK/8AAFAgACAAQBEMRAE0RAFkRAEsRAP/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/aAA4EQwBNAFkASwAAPwD9cK/Hevx3r9/K/kHor+viiv/Z"
        )!)

    /// The same halves compressed by libjpeg-turbo's own compressor from CMYK pixels, which it
    /// stores as YCCK with Adobe's marker; the inks are given inverted, as Adobe's files hold them.
    static func ycckHalves() throws -> [UInt8] {
        var inks = [UInt8]()
        for _ in 0..<8 {
            for x in 0..<16 { inks += x < 8 ? [220, 30, 30, 255] : [30, 30, 220, 255] }
        }
        let handle = try #require(tjInitCompress())
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = inks.withUnsafeBufferPointer { pixels in
            tjCompress2(
                handle, pixels.baseAddress, 16, 16 * 4, 8, Int32(TJPF_CMYK.rawValue), &buffer, &size,
                Int32(TJSAMP_444.rawValue), 95, 0)
        }
        try #require(status == 0, "\(String(cString: tjGetErrorStr2(handle)))")
        defer { tjFree(buffer) }
        let bytes = Array(UnsafeBufferPointer(start: try #require(buffer), count: Int(size)))
        // The header says YCCK: the test decodes what it means to.
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let reader = try #require(tjInitDecompress())
        defer { tjDestroy(reader) }
        try #require(
            tjDecompressHeader3(reader, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0)
        try #require(colorspace == Int32(TJCS_YCCK.rawValue))
        return bytes
    }

    @Test func aCMYKPhotoDecodesToTheColoursItsInksLeave() throws {
        let image = try JPEGImage(decoding: Self.cmykHalves, maximumPixels: 1_000)
        #expect(image.width == 16 && image.height == 8)
        for y in 0..<8 {
            for x in 0..<16 {
                #expect(JPEGImageTests.colour(of: image, x: x, y: y) == (x < 8 ? "red" : "blue"), "(\(x), \(y))")
            }
        }
    }

    @Test func aYCCKPhotoDecodesToTheColoursItsInksLeave() throws {
        let image = try JPEGImage(decoding: try Self.ycckHalves(), maximumPixels: 1_000)
        #expect(image.width == 16 && image.height == 8)
        for y in 0..<8 {
            for x in 0..<16 {
                #expect(JPEGImageTests.colour(of: image, x: x, y: y) == (x < 8 ? "red" : "blue"), "(\(x), \(y))")
            }
        }
    }

    @Test func aCMYKPhotoCutShortIsRefusedAsAnyPhotoIs() throws {
        #expect(throws: JPEGError.self) {
            try JPEGImage(decoding: Array(Self.cmykHalves.prefix(200)), maximumPixels: 1_000)
        }
        #expect(throws: JPEGError.self) { try JPEGImage(decoding: Self.cmykHalves, maximumPixels: 100) }
    }
}
