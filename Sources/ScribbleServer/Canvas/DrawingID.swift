import Foundation

/// The name a drawing of the page has in the store: the date and time it was started and six
/// random hex digits, `2026-03-01-102000-3fa2c1`. Its drawing is `ID.drawing.json` and its
/// recording `ID.events.json`, side by side in the recordings folder; the page's address carries
/// it as `?drawing=ID`, so a reload continues the drawing.
///
/// An id from a client is taken only in exactly this form, so it can never name another file.
public struct DrawingID: Hashable, Sendable, CustomStringConvertible {
    /// The id's text.
    public let text: String

    /// The id in `text`, or `nil` when it is not one (wrong length, other characters).
    public init?(_ text: String) {
        let pattern: [Character] = Array("dddd-dd-dd-dddddd-xxxxxx")
        let characters = Array(text)
        guard characters.count == pattern.count else { return nil }
        for (character, kind) in zip(characters, pattern) {
            switch kind {
            case "d": guard character.isASCII, character.isNumber else { return nil }
            case "x": guard character.isASCII, character.isHexDigit, !character.isUppercase else { return nil }
            default: guard character == kind else { return nil }
            }
        }
        self.text = text
    }

    /// A new id, unique to the second and six random digits.
    public static func new(at date: Date = Date()) -> DrawingID {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd-HHmmss"
        let random = String(UInt32.random(in: 0..<(1 << 24)), radix: 16)
        let text = formatter.string(from: date) + "-" + String(repeating: "0", count: 6 - random.count) + random
        return DrawingID(text) ?? DrawingID(unchecked: text)
    }

    private init(unchecked text: String) {
        self.text = text
    }

    /// The recording's file name, `ID.events.json`.
    public var recordingName: String { text + ".events.json" }
    /// The drawing's file name, `ID.drawing.json`.
    public var drawingName: String { text + ".drawing.json" }

    /// The id's text.
    public var description: String { text }
}
