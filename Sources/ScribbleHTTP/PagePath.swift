/// A path a client asked for, checked before it comes near the file system: each component a
/// plain name (no `..`, no `.`, no hidden files, no backslashes or control characters,
/// no empty component, so no absolute path either), and not too deep.
///
/// The path is the one libsoup hands over, percent-decoded once already (libsoup refuses, with
/// 400, a decoding that makes new `..` segments); it is not decoded again, so what is checked
/// here is exactly what reaches the file system.
struct PagePath: Equatable {
    /// The components, `["scripts", "canvas.js"]`; `/` and a path ending in `/` name the
    /// folder's `index.html`.
    let components: [String]

    static let maximumDepth = 16
    static let maximumComponentBytes = 255

    /// Checks `path`, decoded as libsoup decodes it.
    /// - Throws: ``HTTPError`` with 400 and what is wrong with it.
    init(_ path: String) throws(HTTPError) {
        guard path.hasPrefix("/") else { throw HTTPError(status: 400, "the path \"\(path)\" does not start with /") }
        var parts = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts[parts.count - 1] = "index.html" }
        guard parts.count <= Self.maximumDepth else {
            throw HTTPError(status: 400, "the path is deeper than \(Self.maximumDepth) folders")
        }
        var components: [String] = []
        for name in parts {
            if let problem = Self.problem(with: name) {
                throw HTTPError(status: 400, "the path \"\(path)\" is refused: \(problem)")
            }
            components.append(name)
        }
        self.components = components
    }

    private static func problem(with name: String) -> String? {
        if name.isEmpty { return "it has an empty component (//)" }
        if name == ".." { return "it climbs out of its folder (..)" }
        if name.hasPrefix(".") { return "it names a hidden file or . (\(name))" }
        if name.utf8.count > maximumComponentBytes { return "a name is longer than \(maximumComponentBytes) bytes" }
        if name.contains("\\") { return "a name holds a backslash" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "a name holds a control character"
        }
        return nil
    }
}
