import Foundation

/// One input of the hostile corpus, `Tests/ScribbleToolTests/Hostile/manifest.txt`, and how to run
/// the tool on it in a fresh folder so that anything it writes shows.
///
/// The manifest has a line per input, `FILE | COMMAND | EXPECTED` (tools/make-hostile-corpus.py
/// writes it with the files): the file (for card commands, a card's folder), the command with any
/// options, and a fragment of the one error line the tool must print.
struct HostileInput: CustomStringConvertible, Sendable {
    /// The file or card folder, relative to ``folder``.
    var file: String
    /// `render`, `convert`, `info`, `replay`, `attach`, `card-show` or `card-render`.
    var command: String
    /// Options added to the command line.
    var options: [String]
    /// A fragment of the error line.
    var expected: String

    var description: String { "\(file) (\(([command] + options).joined(separator: " ")))" }

    /// The corpus's folder.
    static let folder = ToolRunner.repositoryRoot.appendingPathComponent("Tests/ScribbleToolTests/Hostile")

    /// The id of the card every card folder of the corpus holds.
    static let cardID = "590d3d65-4248-474d-91f2-ae022e76365c"

    /// Every input the manifest lists, in its order; none when it cannot be read (the test that
    /// counts them then fails).
    static let all: [HostileInput] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("manifest.txt"), encoding: .utf8) else {
            return []
        }
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.components(separatedBy: " | ")
            guard fields.count == 3 else { return nil }
            let words = fields[1].split(separator: " ").map(String.init)
            return HostileInput(
                file: fields[0], command: words.first ?? "", options: Array(words.dropFirst()), expected: fields[2])
        }
    }()

    /// The path of the input.
    var path: String { Self.folder.appendingPathComponent(file).path }

    /// A fresh folder to run the input in: an empty `out` for what commands write, and for card
    /// commands a store.
    struct Workbench {
        let root: URL
        var output: URL { root.appendingPathComponent("out") }
        var store: URL { root.appendingPathComponent("store") }

        init() throws {
            root = try ToolRunner.temporaryFolder()
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        }

        /// Every file and folder under `url`, relative to it, hidden ones included, sorted.
        func listing(_ url: URL) -> [String] {
            guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
            return enumerator.compactMap { $0 as? String }.sorted()
        }

        /// The files under `url` (not the folders: a command makes the folder it was told to write
        /// into before it reads anything, so that a mistake in the call costs nothing).
        func files(under url: URL) -> [String] {
            listing(url).filter { name in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder) && !isFolder.boolValue
            }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// Sets up the workbench for the input and returns the tool's command line and the text its
    /// error line must start with (the file, or the card's folder, that it is about).
    func prepare(_ bench: Workbench) throws -> (arguments: [String], place: String) {
        let out = bench.output.path
        switch command {
        case "render":
            let ending = options.firstIndex(of: "--format").map { options[$0 + 1] } ?? "png"
            return (["render", path, "-o", "\(out)/drawing.\(ending)"] + options, path)
        case "convert":
            return (["convert", path, "-o", "\(out)/drawing.drawing.json"] + options, path)
        case "info":
            return (["info", path] + options, path)
        case "replay":
            return (["replay", path, "--frames", "\(out)/frames", "-o", "\(out)/drawing.png"] + options, path)
        case "attach":
            let made = try ToolRunner.run(["card", "new", "--store", bench.store.path])
            guard made.status == 0 else { throw ToolFailure(description: "card new failed: \(made.standardError)") }
            let card = made.output.trimmingCharacters(in: .whitespacesAndNewlines)
            return (["card", "attach", card, path, "--store", bench.store.path] + options, path)
        case "card-show", "card-render":
            let cardFolder = bench.store.appendingPathComponent(Self.cardID)
            try FileManager.default.createDirectory(at: bench.store, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: path, toPath: cardFolder.path)
            let subcommand = String(command.dropFirst("card-".count))
            let output = subcommand == "render" ? ["-o", "\(out)/card.png"] : []
            return (["card", subcommand, Self.cardID, "--store", bench.store.path] + output + options, cardFolder.path)
        default:
            throw ToolFailure(description: "\(file): the manifest names no command \(command)")
        }
    }
}
