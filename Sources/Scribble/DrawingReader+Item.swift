extension DrawingReader {
    /// Which drawing of a file of several a caller wants: its place, counting from 1, or its name.
    public enum ItemChoice: Hashable, Sendable, CustomStringConvertible {
        /// The n-th drawing of the file, counting from 1.
        case number(Int)
        /// The drawing with this name: a library item's or tldraw page's name, a Quick, Draw!
        /// record's line or word, as ``DrawingReader/Item/name`` or the file gives it.
        case name(String)

        /// A whole number from 1 up is a place; anything else is a name.
        public init(_ text: String) {
            if let number = Int(text), number >= 1 { self = .number(number) } else { self = .name(text) }
        }

        /// `3`, or `"Heart"`.
        public var description: String {
            switch self {
            case .number(let number): String(number)
            case .name(let name): "\"\(name)\""
            }
        }
    }

    /// Reads on to the drawing `choice` names and returns it: the n-th drawing read, or the first
    /// whose name is the one asked for (in any case). Records that cannot be read are passed
    /// over and not counted, as they give no drawing.
    /// - Throws: ``ScribbleError`` of kind ``ScribbleError/Kind/drawingCount(_:)`` with how
    ///   many drawings the file holds when none is the one asked for; the file has then been
    ///   read to its end.
    public func item(_ choice: ItemChoice) throws(ScribbleError) -> Item {
        var count = 0
        var names: [String] = []
        while let next = next() {
            guard case .success(let item) = next else { continue }
            count += 1
            switch choice {
            case .number(let number) where number == count:
                return item
            case .name(let name) where [item.name, item.drawing.itemName].contains(where: { $0?.lowercased() == name.lowercased() }):
                return item
            default:
                if names.count < 6, let name = item.name ?? item.drawing.itemName { names.append(name) }
            }
        }
        let holding = count == 0 ? "holds no drawings" : count == 1 ? "holds 1 drawing" : "holds \(count) drawings"
        var message = "has no drawing \(choice): it \(holding)"
        if case .name = choice, !names.isEmpty {
            message += ", named \(names.prefix(5).joined(separator: ", "))\(names.count > 5 || count > 5 ? "…" : "")"
        }
        throw ScribbleError(file: path == "-" ? "<stdin>" : path, message: message, drawingCount: count)
    }
}
