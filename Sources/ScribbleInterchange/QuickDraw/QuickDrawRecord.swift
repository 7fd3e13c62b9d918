import ScribbleKit

/// One drawing of the Quick, Draw! data set: the word the player was asked to draw and what they drew.
public struct QuickDrawRecord: Hashable, Sendable {
    /// The line of the file where the record starts, counting from 1.
    public var line: Int
    /// What the player was asked to draw (`word`).
    public var word: String
    /// The strokes. Raw records keep their times (`t` in ms becomes seconds); simplified ones,
    /// which have none, are timed as if drawn at a steady speed.
    public var drawing: Drawing
    /// The record's `key_id`, if it has one.
    public var keyID: String?
    /// The player's country (`countrycode`), if given.
    public var countryCode: String?
    /// Whether the game recognised the drawing (`recognized`), if given.
    public var recognized: Bool?
    /// When it was drawn (`timestamp`), as written.
    public var timestamp: String?
    /// Whether the record had no times: the simplified form of the data set.
    public var isSimplified: Bool

    /// Creates a record.
    public init(
        line: Int, word: String, drawing: Drawing, keyID: String? = nil, countryCode: String? = nil,
        recognized: Bool? = nil, timestamp: String? = nil, isSimplified: Bool = false
    ) {
        self.line = line
        self.word = word
        self.drawing = drawing
        self.keyID = keyID
        self.countryCode = countryCode
        self.recognized = recognized
        self.timestamp = timestamp
        self.isSimplified = isSimplified
    }
}
