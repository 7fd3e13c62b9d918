extension DrawingReader {
    /// Reads the one drawing of a file that `choice` picks, reading no further than it.
    /// - Parameters:
    ///   - path: The file, or `-` for standard input.
    ///   - choice: Which of its drawings.
    ///   - options: How the file is read.
    /// - Returns: The drawing, with the file's warnings among its own.
    /// - Throws: ``ScribbleError`` when the file cannot be read, the record chosen cannot be read,
    ///   or no drawing is the one chosen.
    public static func drawing(at path: String, choosing choice: DrawingChoice, options: ReadOptions = .default)
        throws(ScribbleError) -> ReadDrawing
    {
        try DrawingReader(path: path, options: options).item(choosing: choice).drawing
    }

    /// Reads on to the drawing `choice` picks and returns it with the name its output gets, so
    /// that a picture of it can be named as the whole file's pictures are. Records that cannot
    /// be read are passed over, unless one of them is the one chosen.
    ///
    /// A Quick, Draw! record answers to its `key_id` too (a number or a name, whichever it reads
    /// as). A name that several drawings share without being their outputs' names (a record's
    /// word: every record of `cat.ndjson` is a "cat") picks the first of them, and the file is
    /// read to its end to count them in ``Item/namesakes``, so that the caller can say so.
    /// - Returns: The drawing, with the file's warnings among its own, and its name.
    /// - Throws: ``ScribbleError`` when the record chosen cannot be read, or no drawing is the one
    ///   chosen (the message says how many there are, and for a name, some of their names).
    public func item(choosing choice: DrawingChoice) throws(ScribbleError) -> Item {
        var count = 0
        var names: [String] = []
        var differingInCase: Item?
        while let next = next() {
            let item: Item
            switch next {
            case .failure(let error):
                if case .number(let number) = choice, numbersByLine, error.line == number { throw error }
                continue
            case .success(let read):
                item = read
            }
            count += 1
            if names.count <= Self.namesListed, let name = item.name ?? item.drawing.itemName { names.append(name) }
            switch choice {
            case .number(let number):
                if self.number(of: item, place: count) == number || Self.keyID(of: item) == String(number) {
                    return withDocumentWarnings(item)
                }
            case .name(let name):
                if item.name == name || Self.keyID(of: item) == name { return withDocumentWarnings(item) }
                if item.drawing.itemName == name {
                    return withDocumentWarnings(countingNamesakes(of: item, named: name))
                }
                if differingInCase == nil,
                    [item.name, item.drawing.itemName].contains(where: { $0?.lowercased() == name.lowercased() })
                {
                    differingInCase = item
                }
            }
        }
        if let differingInCase { return withDocumentWarnings(differingInCase) }
        let holds = count == 1 ? "holds 1 drawing" : "holds \(count) drawings"
        let message: String
        switch choice {
        case .number(let number):
            message =
                count == 0
                ? "holds no drawings"
                : "\(holds); none is numbered \(number)\(holdsRecords ? " or has key_id \(number)" : "")"
        case .name(let name):
            var known = names.prefix(Self.namesListed).joined(separator: ", ")
            if count > Self.namesListed { known += " and \(count - Self.namesListed) more" }
            message =
                names.isEmpty
                ? "\(holds), none of them named; there is no drawing named \"\(name)\""
                : "\(holds); none is named \"\(name)\" (they are \(known))"
        }
        throw ScribbleError(FormatError(file: path == "-" ? "<stdin>" : path, message: message))
    }

    /// A Quick, Draw! record's `key_id`, when it has one.
    private static func keyID(of item: Item) -> String? {
        item.drawing.quickDrawRecord?.keyID.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The first drawing of a name, with the count of the drawings after it that share the name
    /// (read to the end; records that cannot be read are not counted).
    private func countingNamesakes(of first: Item, named name: String) -> Item {
        var first = first
        while let next = next() {
            if case .success(let item) = next, item.drawing.itemName == name { first.namesakes += 1 }
        }
        return first
    }

    /// How many names a message lists.
    private static var namesListed: Int { 8 }

    /// Whether the drawings are Quick, Draw! records, which have a `key_id`.
    private var holdsRecords: Bool { format == .quickDrawNDJSON || format == .quickDrawJSONArray }

    /// Whether records are numbered by their line, which a failed record's error tells too.
    private var numbersByLine: Bool { format == .quickDrawNDJSON }

    /// A drawing's number: a Quick, Draw! record's as its name says (its line or its place),
    /// else its place among the drawings read.
    private func number(of item: Item, place: Int) -> Int? {
        guard format == .quickDrawNDJSON || format == .quickDrawJSONArray else { return place }
        return item.name.flatMap { Int($0) }
    }

    private func withDocumentWarnings(_ item: Item) -> Item {
        var item = item
        if let warnings = document?.warnings { item.drawing.warnings = warnings + item.drawing.warnings }
        return item
    }
}
