import ScribbleCompression

/// The first bytes of a file, looked at once in the ways formats are recognised by: the root
/// element of an XML document, the top-level keys of a JSON object (with the values that are
/// strings), the keys of a JSON array's first object, what a gzip stream inflates to, the first
/// entry of a ZIP archive. Each ``DrawingFileFormat`` says from these whether a file is of it.
public struct FileHead: Sendable {
    /// How sure a format is that a file is of it.
    public enum Match: Hashable, Sendable {
        /// The bytes say so unmistakably: a root element, a `"format"` or `"type"` key, whose
        /// place is `at` (the key's among the object's top-level keys, else 0). Of two formats
        /// whose keys say so, the one whose key comes first wins.
        case signature(at: Int)
        /// The bytes' shape fits (the keys a file of it has), at a priority (lower first) against
        /// other formats whose shape fits too.
        case shape(priority: Int)
    }

    /// The bytes, at most 64 KiB.
    public let bytes: [UInt8]
    /// The local name of the root element, for an XML document (`svg`, `ink`, `xournal`).
    public let xmlRoot: String?
    /// The top-level keys of a JSON object, in order, each with its value when that is a string.
    public let jsonFields: [(key: String, value: String?)]?
    /// The keys of the first element of a JSON array, when it is an object.
    public let jsonArrayElementKeys: Set<String>?
    /// What a gzip stream inflates to, looked at the same way (gzip inside gzip is not looked into).
    public let inflated: Box?
    /// For a ZIP archive whose first entry is a stored `mimetype`, what it says.
    public let zipMimetype: String?

    /// A file head inside another, boxed so that a head can hold one.
    public final class Box: Sendable {
        public let head: FileHead
        init(_ head: FileHead) { self.head = head }
    }

    /// Looks at a file's first bytes.
    public init(_ head: some Collection<UInt8>) {
        self.init(bytes: Array(head.prefix(1 << 16)), inflating: true)
    }

    private init(bytes: [UInt8], inflating: Bool) {
        self.bytes = bytes
        if inflating, Gzip.isCompressed(bytes), let inner = Gzip.head(of: bytes, count: 4096), !Gzip.isCompressed(inner)
        {
            inflated = Box(FileHead(bytes: inner, inflating: false))
        } else {
            inflated = nil
        }
        zipMimetype = Self.zipMimetype(bytes)
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        var xmlRoot: String?
        var jsonFields: [(key: String, value: String?)]?
        var arrayKeys: Set<String>?
        if index < bytes.count, !Gzip.isCompressed(bytes) {
            switch bytes[index] {
            case UInt8(ascii: "<"): xmlRoot = Self.xmlRoot(bytes, from: index)
            case UInt8(ascii: "{"): jsonFields = Self.topLevelFields(bytes, from: index)
            case UInt8(ascii: "["):
                var element = index + 1
                while element < bytes.count, Self.isWhitespace(bytes[element]) { element += 1 }
                if element < bytes.count, bytes[element] == UInt8(ascii: "{") {
                    arrayKeys = Set(Self.topLevelFields(bytes, from: element).map(\.key))
                }
            default: break
            }
        }
        self.xmlRoot = xmlRoot
        self.jsonFields = jsonFields
        jsonArrayElementKeys = arrayKeys
    }

    /// The top-level keys of the JSON object, when the file is one.
    public var jsonKeys: Set<String>? { jsonFields.map { Set($0.map(\.key)) } }

    /// Where the first top-level field of the JSON object that `matches` stands, or `nil`.
    public func jsonFieldIndex(where matches: (String, String?) -> Bool) -> Int? {
        jsonFields?.firstIndex { matches($0.key, $0.value) }
    }

    /// The local name of the first element, past declarations, comments and DOCTYPE.
    private static func xmlRoot(_ bytes: [UInt8], from start: Int) -> String? {
        var index = start
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let rest = bytes[(index + 1)...]
            if rest.starts(with: Array("?".utf8)) || rest.starts(with: Array("!".utf8)) {
                let terminator: [UInt8] = rest.starts(with: Array("!--".utf8)) ? Array("-->".utf8) : Array(">".utf8)
                guard let end = firstRange(of: terminator, in: bytes, from: index + 1) else { return nil }
                index = end
                continue
            }
            var end = index + 1
            while end < bytes.count, !isWhitespace(bytes[end]), bytes[end] != UInt8(ascii: ">"),
                bytes[end] != UInt8(ascii: "/")
            { end += 1 }
            let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            return name.split(separator: ":").last.map(String.init) ?? name
        }
        return nil
    }

    /// What a ZIP archive's first entry says when it is a stored `mimetype`.
    private static func zipMimetype(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: ZipArchive.localHeaderSignature), bytes.count >= 30, bytes[8] == 0, bytes[9] == 0
        else { return nil }
        let nameLength = Int(bytes[26]) | Int(bytes[27]) << 8
        let extraLength = Int(bytes[28]) | Int(bytes[29]) << 8
        let name = 30
        let data = 30 + nameLength + extraLength
        guard bytes.count >= data, bytes[name..<(name + nameLength)].elementsEqual("mimetype".utf8) else { return nil }
        // A stored entry's size is its compressed size; the next entry's header follows it.
        let size = Int(bytes[18]) | Int(bytes[19]) << 8 | Int(bytes[20]) << 16 | Int(bytes[21]) << 24
        let text = bytes[data...].prefix(min(size, 64)).prefix { $0 >= 0x20 && $0 < 0x7F }
        return String(decoding: text, as: UTF8.self)
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
