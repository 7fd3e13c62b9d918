import ScribbleCompression

extension InterchangeFormat {
    /// The format of a file, told by its first bytes and, when they do not tell, by its name.
    ///
    /// The bytes decide when they can: an XML root element `<svg>`, `<ink>` or `<xournal>` (the
    /// last gzip-compressed too, or in a ZIP package whose first entry is Xournal++'s `mimetype`:
    /// only notebooks are read compressed); a JSON object whose
    /// top-level keys say what it is (`"format": "scribble-…"`, `"type": "excalidraw"` or
    /// `"excalidrawlib"`, `tldrawFileFormatVersion` or `records`, `word` or `drawing` for a Quick,
    /// Draw! record); a JSON array of Quick, Draw! records. A `.json` name with nothing else to go
    /// by is a Scribble drawing.
    /// - Parameters:
    ///   - fileName: The file's name or path, if known.
    ///   - head: The first bytes of the file (64 KiB is plenty; the whole file will do).
    /// - Returns: The format, or `nil` when neither tells.
    public static func detect(fileName: String? = nil, head: some Collection<UInt8>) -> InterchangeFormat? {
        let bytes = Array(head.prefix(1 << 16))
        return sniff(bytes) ?? fileName.flatMap(forFileName)
            ?? (fileName?.lowercased().hasSuffix(".json") == true ? .scribbleDrawing : nil)
    }

    private static func sniff(_ bytes: [UInt8]) -> InterchangeFormat? {
        if Gzip.isCompressed(bytes) {
            // gzip: what it inflates to tells, and only a notebook's reader inflates.
            guard let head = Gzip.head(of: bytes, count: 4096), !Gzip.isCompressed(head) else { return nil }
            return sniff(head) == .xournal ? .xournal : nil
        }
        if isXournalPackage(bytes) { return .xournal }
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "<"): return xmlRoot(bytes, from: index)
        case UInt8(ascii: "{"): return jsonObject(bytes, from: index)
        case UInt8(ascii: "["):
            // An array of Quick, Draw! records: its first element is an object with their keys.
            var element = index + 1
            while element < bytes.count, isWhitespace(bytes[element]) { element += 1 }
            guard element < bytes.count, bytes[element] == UInt8(ascii: "{") else { return nil }
            let keys = topLevelFields(bytes, from: element).map(\.key)
            return keys.contains("drawing") || keys.contains("word") ? .quickDrawJSONArray : nil
        default: return nil
        }
    }

    /// SVG or InkML, by the local name of the root element.
    private static func xmlRoot(_ bytes: [UInt8], from start: Int) -> InterchangeFormat? {
        var index = start
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let rest = bytes[(index + 1)...]
            if rest.starts(with: Array("?".utf8)) || rest.starts(with: Array("!".utf8)) {
                // A declaration, comment or DOCTYPE: skip to its end.
                let terminator: [UInt8] = rest.starts(with: Array("!--".utf8)) ? Array("-->".utf8) : Array(">".utf8)
                guard let end = firstRange(of: terminator, in: bytes, from: index + 1) else { return nil }
                index = end
                continue
            }
            var end = index + 1
            while end < bytes.count, !isWhitespace(bytes[end]), bytes[end] != UInt8(ascii: ">"), bytes[end] != UInt8(ascii: "/") { end += 1 }
            let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            let local = name.split(separator: ":").last.map(String.init) ?? name
            switch local {
            case "svg": return .svg
            case "ink": return .inkml
            case "xournal", "MrWriter": return .xournal
            default: return nil
            }
        }
        return nil
    }

    /// Whether a ZIP archive's first entry is Xournal++'s `mimetype`, stored, saying
    /// `application/xournal++`.
    private static func isXournalPackage(_ bytes: [UInt8]) -> Bool {
        guard bytes.starts(with: ZipArchive.localHeaderSignature), bytes.count >= 30, bytes[8] == 0, bytes[9] == 0 else { return false }
        let nameLength = Int(bytes[26]) | Int(bytes[27]) << 8, extraLength = Int(bytes[28]) | Int(bytes[29]) << 8
        let name = 30, data = 30 + nameLength + extraLength
        guard bytes.count >= data else { return false }
        return bytes[name..<(name + nameLength)].elementsEqual("mimetype".utf8)
            && bytes[data...].starts(with: "application/xournal++".utf8)
    }

    private static func jsonObject(_ bytes: [UInt8], from start: Int) -> InterchangeFormat? {
        let fields = topLevelFields(bytes, from: start)
        for (key, value) in fields {
            switch (key, value) {
            case ("format", "scribble-events"?): return .scribbleEvents
            case ("format", "scribble-drawing"?): return .scribbleDrawing
            case ("type", "excalidraw"?), ("type", "excalidraw/clipboard"?): return .excalidraw
            case ("type", "excalidrawlib"?): return .excalidrawLibrary
            case ("tldrawFileFormatVersion", _): return .tldraw
            default: continue
            }
        }
        let keys = Set(fields.map(\.key))
        if keys.contains("records"), keys.contains("schema") { return .tldraw }
        if keys.contains("word") || (keys.contains("drawing") && !keys.contains("format")) { return .quickDrawNDJSON }
        if keys.contains("strokes"), keys.contains("canvas") { return .scribbleDrawing }
        if keys.contains("events"), keys.contains("canvas") { return .scribbleEvents }
        return nil
    }

    /// The keys of the object that starts at `start`, with the values that are strings, as far as
    /// the bytes go; nested values are stepped over.
    static func topLevelFields(_ bytes: [UInt8], from start: Int) -> [(key: String, value: String?)] {
        var fields: [(key: String, value: String?)] = []
        var depth = 0
        var index = start
        var pendingKey: String?
        var expectingKey = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                guard let (text, next) = string(bytes, from: index) else { return fields }
                index = next
                if depth == 1 {
                    if expectingKey {
                        pendingKey = text
                        expectingKey = false
                    } else if let key = pendingKey {
                        fields.append((key, text))
                        pendingKey = nil
                    }
                }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth == 1, let key = pendingKey {
                    fields.append((key, nil))
                    pendingKey = nil
                }
                depth += 1
                if depth == 1 { expectingKey = true }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return fields }
            case UInt8(ascii: ","):
                if depth == 1 {
                    if let key = pendingKey { fields.append((key, nil)) }
                    pendingKey = nil
                    expectingKey = true
                }
            default:
                break
            }
            index += 1
        }
        if let pendingKey { fields.append((pendingKey, nil)) }
        return fields
    }

    /// The JSON string at `start` (escapes kept as written, which is enough for names), and where it ends.
    private static func string(_ bytes: [UInt8], from start: Int) -> (String, Int)? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return (String(decoding: bytes[(start + 1)..<index], as: UTF8.self), index + 1)
            default: index += 1
            }
        }
        return nil
    }

    private static func firstRange(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard pattern.count <= bytes.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index + pattern.count }
            index += 1
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
