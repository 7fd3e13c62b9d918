import Foundation

/// The shell blocks of a Markdown page, with what the page says about running them.
///
/// A block fenced ```` ```sh ````, ```` ```bash ```` or ```` ```console ```` is a shell script (of a
/// `console` block, the lines that start with `$ `, without it). An HTML comment on the line just
/// before a block's fence tells the doc test about it:
///
/// - `<!-- doc-test: skip (REASON) -->`: not run, for the reason given (a cluster, a browser, the
///   network, root, a long build); the reason is required.
/// - `<!-- doc-test: file NAME -->` before a block of any language: its text is saved as NAME in
///   the folder of each shell block after it on the same page (a script a later block runs).
struct DocumentationBlocks {
    /// One fenced block.
    struct Block {
        /// The page's path from the repository's root, and the line of the opening fence.
        var page: String
        var line: Int
        /// The fence's language (`sh`, `python`…), empty when none is given.
        var language: String
        /// The block's text, a line each, without the fences.
        var lines: [String]
        /// What the comment before the fence says, if there is one.
        var directive: Directive?

        /// `README.md:42`, for messages.
        var place: String { "\(page):\(line)" }

        /// Whether the block is a shell script.
        var isShell: Bool { ["sh", "bash", "console", "shell"].contains(language) }

        /// The script: a `console` block's commands, any other shell block as it is.
        var script: String {
            guard language == "console" else { return lines.joined(separator: "\n") + "\n" }
            return lines.filter { $0.hasPrefix("$ ") }.map { String($0.dropFirst(2)) }.joined(separator: "\n") + "\n"
        }
    }

    /// What a `<!-- doc-test: … -->` comment says.
    enum Directive: Equatable {
        case skip(reason: String)
        case file(name: String)
        /// A comment the test does not understand, kept so that the test can fail on it.
        case unknown(String)
    }

    /// The pages whose shell blocks are checked: the README, every page of `docs/`, and the
    /// examples' README.
    static func pages(in root: URL) throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md"] + docs + ["examples/README.md"]
    }

    /// The fenced blocks of a page, in order.
    static func blocks(of page: String, in root: URL) throws -> [Block] {
        let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var open: Block?
        for (index, line) in lines.enumerated() {
            if var block = open {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append(block)
                    open = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
            } else if line.hasPrefix("```") {
                let language = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                let previous = index > 0 ? lines[index - 1] : ""
                open = Block(
                    page: page, line: index + 1, language: language, lines: [], directive: directive(in: previous))
            }
        }
        return blocks
    }

    /// The directive of a `<!-- doc-test: … -->` line, if the line is one.
    static func directive(in line: String) -> Directive? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!-- doc-test:"), trimmed.hasSuffix("-->") else { return nil }
        let body = trimmed.dropFirst("<!-- doc-test:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
        if body.hasPrefix("skip (") && body.hasSuffix(")") {
            let reason = body.dropFirst("skip (".count).dropLast().trimmingCharacters(in: .whitespaces)
            return reason.isEmpty ? .unknown(body) : .skip(reason: reason)
        }
        if body.hasPrefix("file ") {
            let name = body.dropFirst("file ".count).trimmingCharacters(in: .whitespaces)
            return name.isEmpty || name.contains("/") ? .unknown(body) : .file(name: name)
        }
        return .unknown(body)
    }
}
