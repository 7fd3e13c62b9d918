import Foundation

/// Files the front door's tests read and write: the repository's samples, and a fresh folder per
/// test under the build folder, removed when the test is done.
enum TestFiles {
    /// The repository's root folder.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A sample of `Strokes/`.
    static func sample(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("Strokes").appendingPathComponent(name).path
    }

    /// Runs `body` with a fresh empty folder, removed afterwards.
    static func withFolder<T>(_ body: (String) throws -> T) throws -> T {
        let folder = repositoryRoot.appendingPathComponent(".build/scribble-tests/\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder.path)
    }

    /// Writes `text` to `name` in `folder` and gives its path.
    static func write(_ text: String, named name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The names in a folder, sorted.
    static func contents(of folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }
}
