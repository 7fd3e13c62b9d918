import Foundation

/// Input files as the readers take them: read whole within a limit, their format told from their
/// first bytes without reading them whole, and their names without their format's ending.
public enum InputFile {
    /// The bytes of a file, or of standard input for `-`, refused before they are read when there
    /// are more than `maximumBytes` of them.
    /// - Throws: ``ScribbleError`` when the file cannot be read or is too big.
    public static func read(_ path: String, maximumBytes: Int) throws(ScribbleError) -> [UInt8] {
        do {
            return try readOrThrow(path, maximumBytes: maximumBytes)
        } catch {
            throw ScribbleError(error)
        }
    }

    private static func readOrThrow(_ path: String, maximumBytes: Int) throws -> [UInt8] {
        guard path == "-" else {
            if let size = AtomicFile.size(of: path), size > maximumBytes {
                throw FormatError(
                    file: path, message: "the file is \(size) bytes, more than the limit of \(maximumBytes)"
                ).exceeding(.bytes)
            }
            return try AtomicFile.read(path)
        }
        var bytes = StandardInput.takeHead()
        while let chunk = try FileHandle.standardInput.read(upToCount: 1 << 16), !chunk.isEmpty {
            bytes += chunk
            guard bytes.count <= maximumBytes else {
                throw FormatError(
                    file: "<stdin>", message: "standard input holds more than \(maximumBytes) bytes, the limit"
                ).exceeding(.bytes)
            }
        }
        return bytes
    }

    /// How many of a file's first bytes tell its format.
    static let headLength = 1 << 16

    /// The format of a file told by its first bytes and then its name, without reading it whole;
    /// `nil` for files that do not tell. Standard input's first bytes are kept for the reader that
    /// reads it next (it can be read only once).
    public static func peekFormat(_ path: String) -> InterchangeFormat? {
        if path == "-" {
            guard let head = try? StandardInput.head(headLength) else { return nil }
            return InterchangeFormat.detect(fileName: nil, head: head)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: headLength)) ?? Data()
        return InterchangeFormat.detect(fileName: path, head: [UInt8](head))
    }

    /// The endings `stem(of:)` takes off, longest first so that `.events.json` goes before `.json`.
    private static let knownEndings: [String] = {
        let endings = Set(InterchangeFormat.allCases.flatMap(\.fileExtensions))
        return endings.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }()

    /// A file's name without its folder and its format's ending: `Strokes/tap.events.json` →
    /// `tap`, `cats.ndjson` → `cats`, and for a name no format has, without its last extension:
    /// `records.txt` → `records`.
    public static func stem(of path: String) -> String {
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let lowered = base.lowercased()
        for suffix in knownEndings where lowered.hasSuffix(suffix) && base.count > suffix.count {
            return String(base.dropLast(suffix.count))
        }
        if let dot = base.lastIndex(of: "."), dot != base.startIndex {
            return String(base[..<dot])
        }
        return base
    }
}
