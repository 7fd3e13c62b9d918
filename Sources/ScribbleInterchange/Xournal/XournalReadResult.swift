import ScribbleKit

/// What a Xournal++ notebook holds, as ``XournalReader`` reads it.
public struct XournalReadResult: Hashable, Sendable {
    /// How the file was packed.
    public enum Container: String, Hashable, Sendable {
        /// gzip-compressed XML: what Xournal++ writes (`.xopp`) and Xournal wrote (`.xoj`).
        case gzip
        /// A ZIP package holding `content.xml`, `mimetype` and `META-INF/version`.
        case zip
        /// XML as it is.
        case xml
    }

    /// The pages, in order, each a drawing on a canvas of the page's size in Xournal++'s units
    /// (points, 1/72 inch), with the page's paper (``ScribbleKit/Drawing/paper``) and the ink
    /// options that draw it as Xournal++ does (``XournalInk/options``).
    public var pages: [Drawing]
    /// How the file was packed.
    public var container: Container
    /// What was read but could not be kept or applied, each said once.
    public var notes: [String]
    /// What was skipped, by kind (`text`, `image`, `eraser stroke`…), and how many.
    public var skipped: [String: Int]
    /// What each page skipped, in the pages' order (empty when not told); what the notebook
    /// skipped outside its pages is in ``skipped`` alone.
    public var skippedByPage: [[String: Int]]

    /// Creates a result.
    public init(
        pages: [Drawing], container: Container, notes: [String] = [], skipped: [String: Int] = [:],
        skippedByPage: [[String: Int]] = []
    ) {
        self.pages = pages
        self.container = container
        self.notes = notes
        self.skipped = skipped
        self.skippedByPage = skippedByPage
    }
}
