/// How a run of the tool ended.
package enum ExitStatus: Int32, CaseIterable {
    /// Everything asked for was done.
    case success = 0
    /// Some input was bad; every good input still got its output.
    case badInput = 1
    /// The tool was called wrongly.
    case badUsage = 2

    /// What it tells a script, for the manual.
    var meaning: String {
        switch self {
        case .success: "Success: everything asked for was done."
        case .badInput:
            "Bad input: a file could not be read or written; every good input in a batch still got its output."
        case .badUsage:
            "Bad usage: the command line was wrong, such as an unknown command or option or a missing argument; the usage is printed."
        }
    }
}

/// Bad input that stops a command: printed as one line, exit status 1.
struct InputFailure: Error, CustomStringConvertible {
    var description: String
}

/// A subcommand of the tool: its name, its help and its options table, and what it does.
package struct Command: Sendable {
    /// The word that selects it: `render`.
    var name: String
    /// One line for the tool's overview.
    var summary: String
    /// The usage line after `scribble NAME`.
    var usage: String
    /// A paragraph or two explaining it.
    var discussion: String
    /// The options it accepts; `--help` is added for every command.
    var options: [OptionSpec]
    /// Does the work. Throws `UsageError` for a wrong call, any other error for bad input.
    var run: @Sendable (ParsedArguments) throws -> ExitStatus
    /// For a command with subcommands, which parse their own options: takes the arguments
    /// unparsed, in place of parsing them by ``options`` and calling ``run``.
    var dispatch: (@Sendable ([String]) throws -> ExitStatus)? = nil

    /// The full help text for `scribble NAME --help`.
    var help: String {
        let table = options + [Tool.helpOption]
        let labels = table.map { spec in
            [spec.alias.map { "\($0), " } ?? "", spec.name, spec.value.map { " \($0)" } ?? ""].joined()
        }
        let width = min(30, labels.map(\.count).max() ?? 0)
        let rows = zip(labels, table).map { label, spec in
            let padding = String(repeating: " ", count: max(1, width - label.count + 2))
            return "  " + label + padding + spec.help
        }
        return ["USAGE: scribble \(name) \(usage)", "", summary, "", discussion, "", "OPTIONS:"]
            .joined(separator: "\n") + "\n" + rows.joined(separator: "\n")
    }
}
