import Foundation
import Testing

/// The commands, subcommands and options that the tool's `--help` lists, read from its output,
/// so that the tests of the manual pages and completions check them against what a user sees,
/// with nothing copied by hand.
struct HelpTables {
    /// One command (`render`) or card subcommand (`card attach`) and its options table.
    struct Entry {
        var words: [String]
        var options: [Option]
    }

    /// One row of an options table: `-o, --output OUT  The PNG…`.
    struct Option {
        var name: String
        var alias: String?
        /// The value's placeholder, `nil` for a flag.
        var placeholder: String?
        var help: String

        /// The values the placeholder lists when it is a fixed set (`png|svg|pdf`); empty for
        /// `N`, `N|NAME` or `FORMAT`.
        var placeholderChoices: [String] {
            guard let placeholder, placeholder.contains("|") else { return [] }
            let parts = placeholder.split(separator: "|").map(String.init)
            return parts.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } } ? parts : []
        }
    }

    /// The tool's commands, in the overview's order.
    var commands: [String] = []
    /// The card subcommands, in `scribble card --help`'s order.
    var cardSubcommands: [String] = []
    /// Every command that is not card, and every card subcommand, with its options.
    var entries: [Entry] = []

    /// Reads them from `scribble --help`, `scribble card --help` and each command's `--help`.
    static func read() throws -> HelpTables {
        var tables = HelpTables()
        tables.commands = try rows(after: "COMMANDS:", in: help([]))
        tables.cardSubcommands = try rows(after: "SUBCOMMANDS:", in: help(["card"]))
        for command in tables.commands {
            let paths = command == "card" ? tables.cardSubcommands.map { ["card", $0] } : [[command]]
            for words in paths {
                tables.entries.append(Entry(words: words, options: try options(in: help(words))))
            }
        }
        return tables
    }

    private static func help(_ words: [String]) throws -> String {
        let result = try ToolRunner.run(words + ["--help"])
        guard result.status == 0 else {
            throw HelpError(
                description: "scribble \(words.joined(separator: " ")) --help failed: \(result.standardError)")
        }
        return result.output
    }

    /// The first word of each indented row under a heading, up to the first blank line.
    private static func rows(after heading: String, in text: String) throws -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else {
            throw HelpError(description: "no \(heading) in:\n\(text)")
        }
        return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
    }

    /// The rows of the OPTIONS table: the label is its names and placeholder, set apart from the
    /// help by two spaces, or by one where it is wider than the table's column.
    private static func options(in text: String) throws -> [Option] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "OPTIONS:") else {
            throw HelpError(description: "no OPTIONS: in:\n\(text)")
        }
        return lines[(start + 1)...].filter { $0.hasPrefix("  -") }.map { line in
            let row = line.dropFirst(2)
            var tokens = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            var alias: String?
            if tokens[0].hasSuffix(",") { alias = String(tokens.removeFirst().dropLast()) }
            let name = tokens.removeFirst()
            let labelEnd = row.range(of: "  ").map { row[..<$0.lowerBound] } ?? ""
            let labelWords = labelEnd.split(separator: " ").count
            let hasPlaceholder = labelEnd.isEmpty || labelWords > (alias == nil ? 1 : 2)
            let placeholder = hasPlaceholder ? tokens.removeFirst() : nil
            return Option(name: name, alias: alias, placeholder: placeholder, help: tokens.joined(separator: " "))
        }
    }

    struct HelpError: Error, CustomStringConvertible {
        var description: String
    }
}

/// Programs the tests run beside the tool, found on `PATH`.
enum InstalledProgram {
    /// The path of `name` on `PATH`, or `nil` when it is not installed.
    static func path(_ name: String) -> URL? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { URL(fileURLWithPath: "\($0)/\(name)") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }

    /// Runs `name ARGUMENTS` in `directory` as ``ToolRunner`` runs the tool (a home folder of its own).
    static func run(
        _ name: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> ToolRunner.Result {
        let program = try #require(path(name), "\(name) is not installed")
        return try ToolRunner.run(arguments, in: directory, environment: environment, tool: program)
    }
}
