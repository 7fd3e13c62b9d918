import Foundation
import ScribbleJPEG
import Testing

/// JPEG photos through libjpeg-turbo: pixels, EXIF orientation, limits and damaged files.
@Suite struct JPEGImageTests {
    /// A 16×8 photo, its left half red (220, 30, 30) and its right half blue (30, 30, 220), at
    /// quality 95 without chroma subsampling.
    static let halves = [UInt8](
        Data(
            base64Encoded:
                "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD5br+fz/Xw+c6/38P8Rz//2Q=="
        )!)

    /// The photo with an EXIF block recording `orientation` put after its start-of-image marker,
    /// as a camera writes it (big-endian TIFF, one directory entry).
    static func halves(orientation: Int) -> [UInt8] {
        let tiff: [UInt8] = [
            0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1,
            0, UInt8(orientation), 0, 0, 0, 0, 0, 0,
        ]
        let body = Array("Exif\0\0".utf8) + tiff
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        return Array(halves[0..<2]) + segment + Array(halves[2...])
    }

    /// Whether the pixel at (x, y) is red, or blue, within JPEG's error.
    static func colour(of image: JPEGImage, x: Int, y: Int) -> String {
        let at = (y * image.width + x) * 4
        let (r, g, b, a) = (
            Int(image.pixels[at]), Int(image.pixels[at + 1]), Int(image.pixels[at + 2]), image.pixels[at + 3]
        )
        guard a == 255, abs(g - 30) <= 6 else { return "other" }
        if abs(r - 220) <= 6, abs(b - 30) <= 6 { return "red" }
        if abs(r - 30) <= 6, abs(b - 220) <= 6 { return "blue" }
        return "other"
    }

    @Test func aPhotoDecodesToItsPixels() throws {
        let image = try JPEGImage(decoding: Self.halves, maximumPixels: 1_000)
        #expect(image.width == 16 && image.height == 8 && image.orientation == .up)
        #expect(image.pixels.count == 16 * 8 * 4)
        for y in 0..<8 {
            for x in 0..<16 { #expect(Self.colour(of: image, x: x, y: y) == (x < 8 ? "red" : "blue"), "(\(x), \(y))") }
        }
        #expect(JPEGImage.hasSignature(Self.halves) && !JPEGImage.hasSignature(Array("%PDF".utf8)))
    }

    /// Where the red half is seen for each orientation: the corners' colours, upright.
    @Test(arguments: [
        (1, 16, 8, ["red", "blue", "red", "blue"]),
        (2, 16, 8, ["blue", "red", "blue", "red"]),
        (3, 16, 8, ["blue", "red", "blue", "red"]),
        (4, 16, 8, ["red", "blue", "red", "blue"]),
        (5, 8, 16, ["red", "red", "blue", "blue"]),
        (6, 8, 16, ["red", "red", "blue", "blue"]),
        (7, 8, 16, ["blue", "blue", "red", "red"]),
        (8, 8, 16, ["blue", "blue", "red", "red"]),
    ])
    func theEXIFOrientationIsHonoured(orientation: Int, width: Int, height: Int, corners: [String]) throws {
        let image = try JPEGImage(decoding: Self.halves(orientation: orientation), maximumPixels: 1_000)
        #expect(image.orientation.rawValue == orientation)
        #expect(image.width == width && image.height == height)
        let seen = [(1, 1), (width - 2, 1), (1, height - 2), (width - 2, height - 2)].map {
            Self.colour(of: image, x: $0.0, y: $0.1)
        }
        #expect(seen == corners)
    }

    @Test func theLimitIsCheckedFromTheHeaderBeforeDecoding() {
        #expect(throws: JPEGError(.tooLarge, "the photo is 16×8 pixels, 128 in all, more than the limit of 100")) {
            try JPEGImage(decoding: Self.halves, maximumPixels: 100)
        }
    }

    @Test func damagedAndForeignBytesAreRefusedWithLibjpegTurbosReason() {
        for bytes in [Array(Self.halves.prefix(Self.halves.count / 2)), Array("not a photo".utf8), [], [0xFF, 0xD8]] {
            do {
                _ = try JPEGImage(decoding: bytes, maximumPixels: 1_000)
                Issue.record("decoded \(bytes.count) bytes")
            } catch {
                #expect(error.kind == .unreadable)
                #expect(error.message.hasPrefix("libjpeg-turbo failed "))
            }
        }
    }
}
