import Foundation
import ScribbleFiles

/// What a person calls the drawings of the page: their titles, kept in the recordings folder as
/// `titles.json`, `{"format": "scribble-drawing-titles", "version": 1, "titles": {ID: TITLE}}`.
/// A drawing without a title is shown by the time it was started ("Untitled · 5 Dec 20:23",
/// which the page words in the reader's own time zone), so only titles given are kept.
///
/// A damaged or foreign `titles.json` reads as no titles; the next rename writes it whole again.
public struct DrawingTitles: Sendable {
    /// The longest title, in characters, as a card's.
    public static let maximumLength = 200
    /// The file's name in the recordings folder.
    public static let fileName = "titles.json"

    /// The titles file's path.
    public let path: String

    /// The titles of the drawings in `folder`.
    public init(folder: RecordingFolder) {
        path = folder.path + "/" + Self.fileName
    }

    /// Every title given, by drawing id.
    public func all() -> [String: String] {
        guard let bytes = try? AtomicFile.read(path),
            let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            object["format"] as? String == "scribble-drawing-titles",
            let titles = object["titles"] as? [String: Any]
        else { return [:] }
        var kept: [String: String] = [:]
        for (key, value) in titles {
            if let id = DrawingID(key), let title = value as? String, (try? Self.checked(title)) != nil {
                kept[id.text] = title
            }
        }
        return kept
    }

    /// Gives `id` the title `text` (spaces at the ends trimmed), or takes its title away when
    /// `text` is empty or only spaces.
    /// - Returns: The title kept, or `nil` for none.
    /// - Throws: ``TitleError`` for a title too long or with control characters; `FileError`
    ///   when the file cannot be written. Nothing is written then.
    @discardableResult
    public func set(_ text: String, for id: DrawingID) throws -> String? {
        let title = try Self.checked(text)
        var titles = all()
        titles[id.text] = title
        try write(titles)
        return title
    }

    /// Forgets the titles of drawings that are no longer anywhere (`keeping` names those that
    /// are, shown or put away).
    public func forget(allBut keeping: Set<String>) throws {
        let titles = all()
        let kept = titles.filter { keeping.contains($0.key) }
        if kept.count != titles.count { try write(kept) }
    }

    private func write(_ titles: [String: String]) throws {
        let object: [String: Any] = ["format": "scribble-drawing-titles", "version": 1, "titles": titles]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
        let folder = AtomicFile.split(path).folder
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write(Array(data) + [0x0A], to: path)
    }

    /// A title refused, with the reason a person can act on.
    public struct TitleError: Error, CustomStringConvertible {
        /// What is wrong with the title.
        public let description: String
    }

    /// `text` trimmed, `nil` when nothing is left.
    /// - Throws: ``TitleError`` when it is too long or holds control characters.
    static func checked(_ text: String) throws(TitleError) -> String? {
        let title = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if title.isEmpty { return nil }
        if title.count > maximumLength {
            throw TitleError(
                description: "a title has at most \(maximumLength) characters; this one has \(title.count)")
        }
        if title.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw TitleError(description: "a title cannot hold control characters (tabs, line breaks)")
        }
        return title
    }
}
