import Foundation
import Scribble

/// What a drawing becomes in a shard archive, in the WebDataset convention: a key that names its
/// members (`KEY.png`, `KEY.json`) and the JSON of what its record says about it.
///
/// The key is the record's `key_id` when it has a usable one, else the name its PNG would have in
/// a folder (`cats-017`, the input's stem and the record's line), so that a drawing is found
/// the same way in both. WebDataset takes everything before a member's first dot as its key, and
/// a ustar name holds 100 bytes, so a key is kept to letters, digits, `-` and `_` and 90 bytes.
enum ShardSample {
    /// The longest key, in bytes, leaving room for the member's extension.
    static let maximumKeyBytes = 90

    /// A drawing's key.
    /// - Parameters:
    ///   - drawing: The drawing as it was read.
    ///   - fileName: The name its PNG would have in a folder, without the folder (`cats-017.png`).
    static func key(for drawing: ReadDrawing, fileName: String) -> String {
        if let id = drawing.quickDrawRecord?.keyID, !id.isEmpty, id.utf8.count <= maximumKeyBytes,
            id.utf8.allSatisfy(isKeyByte)
        {
            return id
        }
        let stem = fileName.lowercased().hasSuffix(".png") ? String(fileName.dropLast(4)) : fileName
        var key = String(decoding: stem.utf8.map { isKeyByte($0) ? $0 : UInt8(ascii: "_") }, as: UTF8.self)
        while key.utf8.count > maximumKeyBytes { key.removeLast() }
        return key.isEmpty ? "_" : key
    }

    /// A key no earlier sample has: `key` itself, else `key-2`, `key-3`… (kept within
    /// ``maximumKeyBytes``), so that inputs concatenated, which repeat their records' `key_id`s,
    /// still give one sample a drawing.
    /// - Parameter taken: The keys given so far.
    static func unique(_ key: String, among taken: [String: String]) -> String {
        guard taken[key] != nil else { return key }
        var number = 2
        while true {
            let suffix = "-\(number)"
            let candidate =
                String(decoding: key.utf8.prefix(maximumKeyBytes - suffix.utf8.count), as: UTF8.self) + suffix
            if taken[candidate] == nil { return candidate }
            number += 1
        }
    }

    /// The JSON beside a drawing's PNG: its key, its source file (by name, so that where a shard
    /// lies does not change its bytes) and line, and for a Quick, Draw! record its fields.
    /// - Parameter duplicateOf: The key the drawing would have had, when an earlier sample took
    ///   it and this one's was made unique; written as `"duplicate_of"`.
    static func metadata(of drawing: ReadDrawing, key: String, duplicateOf: String? = nil) -> [UInt8] {
        var json = JSONWriter(capacity: 192)
        json.object { json in
            json.field("key", key)
            if let duplicateOf { json.field("duplicate_of", duplicateOf) }
            json.field("source", sourceName(drawing.path))
            if let line = drawing.line { json.field("line", line) }
            if let record = drawing.quickDrawRecord {
                json.field("word", record.word)
                if let id = record.keyID { json.field("key_id", id) }
                if let country = record.countryCode { json.field("countrycode", country) }
                if let recognized = record.recognized { json.field("recognized", recognized) }
                if let timestamp = record.timestamp { json.field("timestamp", timestamp) }
            } else if let name = drawing.itemName {
                json.field("name", name)
            }
            json.field("strokes", drawing.drawing.strokes.count)
        }
        json.raw("\n")
        return json.bytes
    }

    /// An input's name as an archive records it: its file name, `stdin` for standard input.
    static func sourceName(_ path: String) -> String {
        path == BatchInput.standardInput ? "stdin" : (path as NSString).lastPathComponent
    }

    /// A message about an input with the input's path cut to its file name, so that a shard's
    /// summary is the same wherever the shard was read from.
    static func portable(_ message: String, path: String) -> String {
        let shown = path == BatchInput.standardInput ? "<stdin>" : path
        guard message.hasPrefix(shown + ":") || message == shown else { return message }
        return sourceName(path) + message.dropFirst(shown.count)
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
