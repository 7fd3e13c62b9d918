/// Where an element came from, so that a card says what each of its elements shows: the name of
/// the file it was attached from and, for a file of several drawings, which of them.
public struct ElementSource: Hashable, Sendable, CustomStringConvertible {
    /// The file's name, without its folder: `signature.svg`.
    public var file: String
    /// The drawing of a file of several that the element shows, by its name or number (`3`,
    /// `Heart`); `nil` for a file of one.
    public var item: String?

    /// The most UTF-8 bytes a file or item name may have.
    public static let maximumLength = 255

    /// Creates a source.
    /// - Parameters:
    ///   - file: The file's name. A path is cut to its last part, as only the name is kept.
    ///   - item: Which drawing of the file, for a file of several.
    public init(file: String, item: String? = nil) {
        self.file = file.split(separator: "/").last.map(String.init) ?? file
        self.item = item
    }

    /// What is wrong with a name a source holds, or `nil` when it is fine: empty, too long, or
    /// with control characters in it (which would garble a listing).
    public static func problem(with name: String, _ noun: String) -> String? {
        if name.isEmpty { return "\(noun) is empty" }
        if name.utf8.count > maximumLength { return "\(noun) is longer than \(maximumLength) bytes" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "\(noun) has control characters in it"
        }
        return nil
    }

    /// `signature.svg`, or `trains.ndjson, drawing 3`.
    public var description: String { file + (item.map { ", drawing \($0)" } ?? "") }
}
