/// How a photo's pixels are stored against how it is meant to be seen: EXIF's orientation tag
/// (0x0112), which cameras and phones write instead of turning the pixels.
public enum JPEGOrientation: Int, Sendable, CaseIterable {
    /// Stored as seen.
    case up = 1
    /// Mirrored left to right.
    case upMirrored = 2
    /// Upside down.
    case down = 3
    /// Mirrored top to bottom.
    case downMirrored = 4
    /// Mirrored along the diagonal from the top left (rows stored as columns).
    case leftMirrored = 5
    /// Turned a quarter anticlockwise: seen upright after a quarter turn clockwise.
    case right = 6
    /// Mirrored along the other diagonal.
    case rightMirrored = 7
    /// Turned a quarter clockwise: seen upright after a quarter turn anticlockwise.
    case left = 8

    /// The orientation a JPEG file records in its EXIF block (APP1), or ``up`` when it records
    /// none or one that does not read. Only the markers before the image data are looked at, each
    /// read within its own stated length.
    public init(readingEXIFOf bytes: [UInt8]) {
        self = Self.recorded(in: bytes).flatMap(JPEGOrientation.init(rawValue:)) ?? .up
    }

    /// Whether the picture's width and height swap when it is turned upright.
    public var swapsSides: Bool { rawValue >= 5 }

    /// Turns pixels stored in this orientation upright.
    /// - Parameters:
    ///   - pixels: `4 × width × height` bytes, four per pixel, rows top to bottom, as stored.
    ///   - width: the stored width.
    ///   - height: the stored height.
    /// - Returns: the pixels as seen, and their width and height.
    public func apply(to pixels: [UInt8], width: Int, height: Int) -> (pixels: [UInt8], width: Int, height: Int) {
        guard self != .up else { return (pixels, width, height) }
        let (outWidth, outHeight) = swapsSides ? (height, width) : (width, height)
        var upright = [UInt8](repeating: 0, count: pixels.count)
        upright.withUnsafeMutableBufferPointer { target in
            pixels.withUnsafeBufferPointer { source in
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        let (sx, sy) = sourcePixel(x: x, y: y, width: width, height: height)
                        let from = (sy * width + sx) * 4
                        let to = (y * outWidth + x) * 4
                        target[to] = source[from]
                        target[to + 1] = source[from + 1]
                        target[to + 2] = source[from + 2]
                        target[to + 3] = source[from + 3]
                    }
                }
            }
        }
        return (upright, outWidth, outHeight)
    }

    /// The stored pixel that the upright picture shows at (x, y).
    private func sourcePixel(x: Int, y: Int, width: Int, height: Int) -> (Int, Int) {
        switch self {
        case .up: (x, y)
        case .upMirrored: (width - 1 - x, y)
        case .down: (width - 1 - x, height - 1 - y)
        case .downMirrored: (x, height - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (y, height - 1 - x)
        case .rightMirrored: (width - 1 - y, height - 1 - x)
        case .left: (width - 1 - y, x)
        }
    }

    /// The orientation tag's value in the first EXIF block, if one is there and reads.
    private static func recorded(in bytes: [UInt8]) -> Int? {
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            // Start of scan or end of image: the markers that can hold EXIF are behind.
            if marker == 0xDA || marker == 0xD9 { return nil }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            let body = (offset + 4)..<(offset + 2 + length)
            if marker == 0xE1, body.count > 6,
                Array(bytes[body.lowerBound..<(body.lowerBound + 6)]) == Array("Exif\0\0".utf8)
            {
                return orientationTag(in: Array(bytes[(body.lowerBound + 6)..<body.upperBound]))
            }
            offset += 2 + length
        }
        return nil
    }

    /// The orientation tag of a TIFF block's first directory (IFD0).
    private static func orientationTag(in tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func word(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return littleEndian ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func long(_ at: Int) -> Int? {
            guard let high = word(littleEndian ? at + 2 : at), let low = word(littleEndian ? at : at + 2) else {
                return nil
            }
            return high << 16 | low
        }
        guard word(2) == 42, let directory = long(4), let count = word(directory) else { return nil }
        for entry in 0..<count {
            let at = directory + 2 + entry * 12
            guard let tag = word(at) else { return nil }
            // SHORT (type 3), one value, held in the entry itself.
            if tag == 0x0112, word(at + 2) == 3, long(at + 4) == 1 { return word(at + 8) }
        }
        return nil
    }
}
