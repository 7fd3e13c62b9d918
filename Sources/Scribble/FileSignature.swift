/// What a file is when its first bytes say it is an image, a document or an archive that no
/// reader of Scribble takes, so that a message can say "is a PNG image" rather than that the
/// format cannot be told.
public enum FileSignature {
    /// How many first bytes ``describe(_:)`` looks at.
    public static let headLength = 16

    /// What the first bytes of a file say it is: "a PNG image", "a JPEG image", "a PDF document"…;
    /// `nil` when they match none of the signatures known here (text, and anything else).
    /// - Parameter head: The file's first bytes; ``headLength`` of them are enough.
    public static func describe(_ head: some Collection<UInt8>) -> String? {
        let head = Array(head.prefix(headLength))
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count && Array(head[offset..<(offset + signature.count)]) == signature
        }
        func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "a PNG image" }
        if starts([0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
        if starts(ascii("GIF87a")) || starts(ascii("GIF89a")) { return "a GIF image" }
        if starts(ascii("%PDF-")) { return "a PDF document" }
        if starts(ascii("RIFF")) && starts(ascii("WEBP"), at: 8) { return "a WebP image" }
        if starts(ascii("II*\0")) || starts(ascii("MM\0*")) { return "a TIFF image" }
        // An ISO media file begins with the size of its first box, whose high byte is zero.
        if starts(ascii("ftyp"), at: 4), head[0] == 0 {
            let brand = head.count >= 12 ? String(decoding: head[8..<12], as: UTF8.self) : ""
            if ["heic", "heix", "hevc", "mif1", "msf1"].contains(brand) { return "a HEIC image" }
            if brand == "avif" { return "an AVIF image" }
            return "a video or other ISO media file"
        }
        if starts(ascii("PK\u{3}\u{4}")) { return "a ZIP archive" }
        if starts([0x1F, 0x8B]) { return "a gzip-compressed file" }
        if starts([0x42, 0x4D]), head.count > 14, head[6...9].allSatisfy({ $0 == 0 }) { return "a BMP image" }
        return nil
    }
}
