import ScribbleKit

/// What a tldraw file (`.tldr`) holds, as ``TldrawReader`` reads it.
public struct TldrawReadResult: Hashable, Sendable {
    /// One page of the file.
    public struct Page: Hashable, Sendable {
        /// The page's name, as `Page 1`.
        public var name: String?
        /// The page's draw shapes, in tldraw's drawing order.
        public var drawing: Drawing
        /// The shapes of this page skipped, by type, and how many.
        public var skipped: [String: Int]

        /// Creates a page.
        public init(name: String?, drawing: Drawing, skipped: [String: Int] = [:]) {
            self.name = name
            self.drawing = drawing
            self.skipped = skipped
        }
    }

    /// The pages, in tldraw's order (pages without draw shapes included).
    public var pages: [Page]
    /// The shapes skipped in the whole file, by type (`geo`, `text`, `arrow`, `highlight`…), and
    /// how many; each page says its own.
    public var skipped: [String: Int]
    /// What was read but not kept or not understood, each said once.
    public var notes: [String]

    /// Creates a result.
    public init(pages: [Page], skipped: [String: Int] = [:], notes: [String] = []) {
        self.pages = pages
        self.skipped = skipped
        self.notes = notes
    }
}
