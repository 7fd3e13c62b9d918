import ScribbleJPEG
import Testing

/// EXIF's orientation tag (1–8) found in a JPEG's markers, and the pixels turned upright by it.
@Suite struct JPEGOrientationTests {
    /// The start of a JPEG whose first marker is an EXIF block with one directory entry, `entry`
    /// (tag, type, count and value, 12 bytes), in the byte order `littleEndian` says, after `before`.
    static func exif(entries: [[UInt8]], littleEndian: Bool, before: [UInt8] = []) -> [UInt8] {
        let header: [UInt8] =
            littleEndian ? [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0] : [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]
        let count: [UInt8] = littleEndian ? [UInt8(entries.count), 0] : [0, UInt8(entries.count)]
        let tiff = header + count + entries.flatMap { $0 } + [0, 0, 0, 0]
        let body = Array("Exif\0\0".utf8) + tiff
        return [0xFF, 0xD8] + before + [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
            + [0xFF, 0xDA, 0x00, 0x02]
    }

    /// A directory entry: tag, type (3 is SHORT), count, and a SHORT value in its first two bytes.
    static func entry(tag: UInt16, type: UInt16 = 3, count: UInt32 = 1, value: UInt16, littleEndian: Bool) -> [UInt8] {
        func short(_ v: UInt16) -> [UInt8] {
            littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)]
        }
        let countBytes =
            littleEndian
            ? short(UInt16(count & 0xFFFF)) + short(UInt16(count >> 16))
            : short(UInt16(count >> 16))
                + short(UInt16(count & 0xFFFF))
        return short(tag) + short(type) + countBytes + short(value) + [0, 0]
    }

    static func photo(orientation: Int, littleEndian: Bool) -> [UInt8] {
        exif(
            entries: [entry(tag: 0x0112, value: UInt16(orientation), littleEndian: littleEndian)],
            littleEndian: littleEndian)
    }

    @Test(arguments: 1...8)
    func everyOrientationReadsInEitherByteOrder(orientation: Int) {
        #expect(
            JPEGOrientation(readingEXIFOf: Self.photo(orientation: orientation, littleEndian: true)).rawValue
                == orientation)
        #expect(
            JPEGOrientation(readingEXIFOf: Self.photo(orientation: orientation, littleEndian: false)).rawValue
                == orientation)
    }

    @Test func theTagIsFoundAmongOthersAndBehindOtherMarkers() {
        // An ImageWidth entry first, and a JFIF APP0 and an XMP APP1 before the EXIF block.
        let width = Self.entry(tag: 0x0100, value: 640, littleEndian: true)
        let orientation = Self.entry(tag: 0x0112, value: 6, littleEndian: true)
        let jfif: [UInt8] = [0xFF, 0xE0, 0x00, 0x07] + Array("JFIF\0".utf8)
        let xmpBody = Array("http://ns.adobe.com/xap/1.0/\0".utf8)
        let xmp: [UInt8] = [0xFF, 0xE1, 0x00, UInt8(xmpBody.count + 2)] + xmpBody
        let bytes = Self.exif(entries: [width, orientation], littleEndian: true, before: jfif + xmp)
        #expect(JPEGOrientation(readingEXIFOf: bytes) == .right)
    }

    @Test func anythingElseIsUp() {
        let littleEndian = true
        func with(_ entry: [UInt8]) -> [UInt8] { Self.exif(entries: [entry], littleEndian: littleEndian) }
        // A value outside 1–8 (9 is tried below, in a camera's block).
        #expect(JPEGOrientation(readingEXIFOf: Self.photo(orientation: 0, littleEndian: true)) == .up)
        // Not a SHORT, or more than one value.
        #expect(
            JPEGOrientation(readingEXIFOf: with(Self.entry(tag: 0x0112, type: 4, value: 6, littleEndian: true))) == .up)
        #expect(
            JPEGOrientation(readingEXIFOf: with(Self.entry(tag: 0x0112, count: 2, value: 6, littleEndian: true))) == .up
        )
        // Another tag only.
        #expect(JPEGOrientation(readingEXIFOf: with(Self.entry(tag: 0x0113, value: 6, littleEndian: true))) == .up)
        // Not a JPEG, no markers, or the EXIF block behind the start of scan.
        var notJPEG = Self.photo(orientation: 6, littleEndian: true)
        notJPEG[1] = 0xD9
        #expect(JPEGOrientation(readingEXIFOf: notJPEG) == .up)
        #expect(JPEGOrientation(readingEXIFOf: [0xFF, 0xD8]) == .up)
        #expect(JPEGOrientation(readingEXIFOf: []) == .up)
        let late = [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02] + Self.photo(orientation: 6, littleEndian: true).dropFirst(2)
        #expect(JPEGOrientation(readingEXIFOf: late) == .up)
        // A byte order that is neither II nor MM.
        var unknownOrder = Self.photo(orientation: 6, littleEndian: true)
        unknownOrder[12] = 0x58
        unknownOrder[13] = 0x58
        #expect(JPEGOrientation(readingEXIFOf: unknownOrder) == .up)
        // A block whose length runs past the file.
        #expect(
            JPEGOrientation(readingEXIFOf: Array(Self.photo(orientation: 6, littleEndian: true).dropLast(12))) == .up)
    }

    @Test func anEXIFBlockThatDoesNotReadLeavesThePhotoUpright() throws {
        var broken = JPEGImageTests.halves(orientation: 6)
        // The first directory's offset now points past the block.
        broken[2 + 4 + 6 + 7] = 0xF0
        #expect(JPEGOrientation(readingEXIFOf: broken) == .up)
        #expect(JPEGOrientation(readingEXIFOf: JPEGImageTests.halves(orientation: 9)) == .up)
        #expect(JPEGOrientation(readingEXIFOf: [0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF]) == .up)
    }

    @Test func quarterTurnsSwapTheSides() {
        #expect(JPEGOrientation.allCases.filter(\.swapsSides) == [.leftMirrored, .right, .rightMirrored, .left])
    }

    /// A 3 × 2 picture whose pixels are named A B C over D E F (each four equal bytes).
    static let stored: [UInt8] = Array("ABCDEF".utf8).flatMap { [$0, $0, $0, $0] }

    /// Each orientation's picture as seen, by EXIF's definitions: 2 mirrors left to right, 3 turns
    /// a half, 4 mirrors top to bottom, 5 transposes, 6 is seen after a quarter turn clockwise,
    /// 7 transposes the other way, 8 is seen after a quarter turn anticlockwise.
    static let upright: [(orientation: JPEGOrientation, rows: [String])] = [
        (.up, ["ABC", "DEF"]), (.upMirrored, ["CBA", "FED"]), (.down, ["FED", "CBA"]), (.downMirrored, ["DEF", "ABC"]),
        (.leftMirrored, ["AD", "BE", "CF"]), (.right, ["DA", "EB", "FC"]), (.rightMirrored, ["FC", "EB", "DA"]),
        (.left, ["CF", "BE", "AD"]),
    ]

    @Test(arguments: upright)
    func pixelsAreTurnedUpright(orientation: JPEGOrientation, rows: [String]) {
        let turned = orientation.apply(to: Self.stored, width: 3, height: 2)
        #expect(turned.width == rows[0].count && turned.height == rows.count)
        #expect(turned.pixels == Array(rows.joined().utf8).flatMap { [$0, $0, $0, $0] })
    }
}
