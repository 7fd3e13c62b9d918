import Foundation
import ScribbleFiles

/// The folder of a store that the drawing page's recordings and drawings are saved in,
/// `STORE/recordings`, and the names of the files in it (see ``DrawingID``).
public struct RecordingFolder: Sendable {
    /// The folder's path.
    public let path: String

    /// The recordings folder of the store at `store`.
    public init(store: String) {
        path = (store.hasSuffix("/") ? String(store.dropLast()) : store) + "/recordings"
    }

    /// A new name, unique to the second and six random digits: `2026-03-01-102000-3fa2c1.events.json`.
    public func newName(at date: Date = Date()) -> String {
        DrawingID.new(at: date).recordingName
    }

    /// The bytes of the file `name`, or `nil` when there is none.
    /// - Throws: ``FileError`` when it is there but cannot be read.
    public func read(name: String) throws(FileError) -> [UInt8]? {
        let file = path + "/" + name
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        return try AtomicFile.read(file)
    }

    private func makeFolder() throws(FileError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileError(path: path, reason: "cannot make the recordings folder: \(error.localizedDescription)")
        }
    }

    /// Starts writing a file under `name` piece by piece, to appear whole when committed (see
    /// ``ScribbleFiles/AtomicFileStream``), making the folder if it is missing.
    /// - Throws: ``FileError`` when the folder cannot be made or the file created.
    func stream(name: String) throws(FileError) -> AtomicFileStream {
        try makeFolder()
        return try AtomicFileStream(path: path + "/" + name)
    }

    /// The ids of the drawings in the folder, sorted.
    public func drawingIDs() -> [DrawingID] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return entries.filter { $0.hasSuffix(".drawing.json") }.compactMap {
            DrawingID(String($0.dropLast(".drawing.json".count)))
        }
        .sorted { $0.text < $1.text }
    }

    /// The names of the recordings in the folder, sorted (none when it does not exist yet).
    public func names() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return entries.filter { $0.hasSuffix(".events.json") && !$0.hasPrefix(".") }.sorted()
    }
}
