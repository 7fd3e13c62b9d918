import Foundation

/// Drawings deleted from the drawings list, put away in the recordings folder's `.deleted`
/// folder (a hidden name: never listed, never taken for a drawing) so that Undo can bring them
/// back whole, with their recording and their title. The last ``capacity`` stay there; older
/// ones are removed for good when another drawing is deleted.
public struct DrawingShelf: Sendable {
    /// How many deleted drawings are kept for Undo.
    public static let capacity = 20

    private let folder: RecordingFolder
    /// The folder deleted drawings are put in.
    public let path: String

    /// The shelf of the recordings folder `folder`.
    public init(folder: RecordingFolder) {
        self.folder = folder
        path = folder.path + "/.deleted"
    }

    /// The files a drawing is made of: its drawing and its recording.
    private static func names(of id: DrawingID) -> [String] { [id.drawingName, id.recordingName] }

    /// Puts the drawing `id` away.
    /// - Returns: `false` when there is no such drawing.
    /// - Throws: when its files cannot be moved; what was moved is moved back.
    public func remove(_ id: DrawingID) throws -> Bool {
        let files = FileManager.default
        guard files.fileExists(atPath: folder.path + "/" + id.drawingName) else { return false }
        try files.createDirectory(atPath: path, withIntermediateDirectories: true)
        try move(Self.names(of: id), from: folder.path, to: path)
        // The time it was put away, which decides which deleted drawings are kept.
        try? files.setAttributes([.modificationDate: Date()], ofItemAtPath: path + "/" + id.drawingName)
        try trim()
        return true
    }

    /// Brings the drawing `id` back from the shelf.
    /// - Returns: `false` when it is not there (never deleted, or deleted too long ago).
    public func restore(_ id: DrawingID) throws -> Bool {
        guard FileManager.default.fileExists(atPath: path + "/" + id.drawingName) else { return false }
        try move(Self.names(of: id), from: path, to: folder.path)
        return true
    }

    /// The ids of the drawings on the shelf.
    public func ids() -> [DrawingID] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return entries.filter { $0.hasSuffix(".drawing.json") }.compactMap {
            DrawingID(String($0.dropLast(".drawing.json".count)))
        }
    }

    /// Moves the files named that exist, all or none.
    private func move(_ names: [String], from source: String, to destination: String) throws {
        var moved: [String] = []
        do {
            for name in names where FileManager.default.fileExists(atPath: source + "/" + name) {
                let target = destination + "/" + name
                if FileManager.default.fileExists(atPath: target) { try FileManager.default.removeItem(atPath: target) }
                try FileManager.default.moveItem(atPath: source + "/" + name, toPath: target)
                moved.append(name)
            }
        } catch {
            for name in moved {
                try? FileManager.default.moveItem(atPath: destination + "/" + name, toPath: source + "/" + name)
            }
            throw error
        }
    }

    /// Removes the oldest deleted drawings beyond ``capacity``, by when they were put away.
    private func trim() throws {
        let files = FileManager.default
        let shelved = ids().map { id in
            (
                id,
                (try? files.attributesOfItem(atPath: path + "/" + id.drawingName)[.modificationDate] as? Date)
                    ?? .distantPast
            )
        }
        guard shelved.count > Self.capacity else { return }
        for (id, _) in shelved.sorted(by: { $0.1 > $1.1 }).dropFirst(Self.capacity) {
            for name in Self.names(of: id) { try? files.removeItem(atPath: path + "/" + name) }
        }
    }
}
