/// Which drawing of a file that holds several to take: the one numbered N, or the one of a name.
///
/// ```swift
/// let heart = try DrawingReader.drawing(at: "shapes.excalidrawlib", choosing: .name("Heart"))
/// let third = try DrawingReader.drawing(at: "cats.ndjson", choosing: DrawingChoice(parsing: "3")!)
/// ```
public enum DrawingChoice: Hashable, Sendable, CustomStringConvertible {
    /// The drawing numbered N, counting from 1, as its output is numbered: a Quick, Draw! record
    /// by its line (NDJSON) or its place in the array, any other drawing by its place in the file;
    /// a Quick, Draw! record whose `key_id` is these digits too.
    case number(Int)
    /// The drawing of this name: the name its output gets (`Heart-2`), else what its file calls it
    /// (a library item's or a page's name, a Quick, Draw! record's word), the first of several
    /// that share it; case counts only when two names differ by nothing else. A Quick, Draw!
    /// record whose `key_id` it is, too.
    case name(String)

    /// A choice as a person writes it: digits are a number (`17`, `017`), anything else a name.
    /// - Returns: `nil` for an empty text or the number 0.
    public init?(parsing text: String) {
        guard !text.isEmpty else { return nil }
        if text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            guard let number = Int(text), number >= 1 else { return nil }
            self = .number(number)
        } else {
            self = .name(text)
        }
    }

    /// `drawing 3` or `the drawing named "Heart"`.
    public var description: String {
        switch self {
        case .number(let number): "drawing \(number)"
        case .name(let name): "the drawing named \"\(name)\""
        }
    }
}
