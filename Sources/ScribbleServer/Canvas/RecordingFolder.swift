import Foundation
import ScribbleFiles

/// The folder of a store that the drawing page's recordings are saved in, `STORE/recordings`,
/// and the names of the files in it.
public struct RecordingFolder: Sendable {
    /// The folder's path.
    public let path: String

    /// The recordings folder of the store at `store`.
    public init(store: String) {
        path = (store.hasSuffix("/") ? String(store.dropLast()) : store) + "/recordings"
    }

    /// A new name, unique to the second and six random digits: `2026-03-01-102000-3fa2c1.events.json`.
    public func newName(at date: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd-HHmmss"
        let random = String(UInt32.random(in: 0..<(1 << 24)), radix: 16)
        return formatter.string(from: date) + "-" + String(repeating: "0", count: 6 - random.count) + random + ".events.json"
    }

    /// Writes a recording's bytes under `name`, atomically (a temporary file, flushed, renamed),
    /// making the folder if it is missing.
    /// - Throws: ``FileError`` when the folder cannot be made or the file written.
    public func write(_ bytes: [UInt8], name: String) throws(FileError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileError(path: path, reason: "cannot make the recordings folder: \(error.localizedDescription)")
        }
        try AtomicFile.write(bytes, to: path + "/" + name)
    }

    /// The names of the recordings in the folder, sorted (none when it does not exist yet).
    public func names() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return entries.filter { $0.hasSuffix(".events.json") && !$0.hasPrefix(".") }.sorted()
    }
}
