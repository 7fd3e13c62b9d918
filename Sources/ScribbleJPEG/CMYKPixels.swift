/// Photos made by print tools hold cyan, magenta, yellow and black (CMYK, or YCCK, its
/// compressed form, which libjpeg-turbo turns back into CMYK) where others hold red, green and
/// blue. They are turned into red, green and blue as Photoshop and every photo viewer do it,
/// without a colour profile: each of red, green and blue is what its ink and the black leave of
/// the paper's white.
///
/// A file with Adobe's marker (an `APP14` segment starting with `Adobe`, which Photoshop and
/// libjpeg write into every CMYK and YCCK file) stores the inks inverted, 255 for no ink; a file
/// without it stores them as they are.
enum CMYKPixels {
    /// 8-bit red, green, blue and alpha (opaque) from 8-bit CMYK, four bytes a pixel both.
    static func rgba(fromCMYK cmyk: [UInt8], inverted: Bool) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: cmyk.count)
        var index = 0
        while index + 3 < cmyk.count {
            // What is left of the white, 0…255 each, with no ink 255.
            let black = inverted ? Int(cmyk[index + 3]) : 255 - Int(cmyk[index + 3])
            for channel in 0..<3 {
                let ink = inverted ? Int(cmyk[index + channel]) : 255 - Int(cmyk[index + channel])
                pixels[index + channel] = UInt8((ink * black + 127) / 255)
            }
            index += 4
        }
        return pixels
    }

    /// Whether the file has Adobe's `APP14` marker among the segments before its image data.
    static func hasAdobeMarker(_ bytes: [UInt8]) -> Bool {
        var at = 2
        while at + 4 <= bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1]
            // Start of scan: the image data follows, and no more markers of interest.
            if marker == 0xDA { return false }
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            guard length >= 2 else { return false }
            if marker == 0xEE, at + 4 + 5 <= bytes.count, Array(bytes[(at + 4)..<(at + 9)]) == Array("Adobe".utf8) {
                return true
            }
            at += 2 + length
        }
        return false
    }
}
