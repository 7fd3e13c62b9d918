extension InterchangeFormat {
    /// The format of a file, told by its first bytes and, when they do not tell, by its name.
    ///
    /// Each registered format says whether the bytes are of it (``DrawingFileFormat/recognizes(_:)``):
    /// a root element (`<svg>`, `<ink>`, `<xournal>`, the last gzip-compressed too, or in a ZIP
    /// package whose first entry is Xournal++'s `mimetype`), a JSON object's keys
    /// (`"format": "scribble-…"`, `"type": "excalidraw"`…: of several, the key that comes first
    /// wins), else the shape of its keys, a JSON array of Quick, Draw! records. A `.json` name with
    /// nothing else to go by is a Scribble drawing.
    /// - Parameters:
    ///   - fileName: The file's name or path, if known.
    ///   - head: The first bytes of the file (64 KiB is plenty; the whole file will do).
    /// - Returns: The format, or `nil` when neither tells.
    public static func detect(fileName: String? = nil, head: some Collection<UInt8>) -> InterchangeFormat? {
        recognize(FileHead(head)) ?? fileName.flatMap(forFileName)
            ?? (fileName?.lowercased().hasSuffix(".json") == true ? .scribbleDrawing : nil)
    }

    /// The format whose signature comes first in the bytes (of equal places, the first
    /// registered), else the one whose shape fits best.
    private static func recognize(_ head: FileHead) -> InterchangeFormat? {
        var signed: [(place: Int, format: InterchangeFormat)] = []
        var shaped: [(priority: Int, format: InterchangeFormat)] = []
        for type in FormatRegistry.formats {
            switch type.recognizes(head) {
            case .signature(let place): signed.append((place, type.format))
            case .shape(let priority): shaped.append((priority, type.format))
            case nil: break
            }
        }
        if let first = signed.min(by: { $0.place < $1.place }) { return first.format }
        return shaped.min(by: { $0.priority < $1.priority })?.format
    }
}
