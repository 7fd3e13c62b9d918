import Scribble

/// The `scribble` command: picks the subcommand and turns errors into messages and exit statuses.
package enum Tool {
    /// The version `scribble --version` prints.
    static let version = ScribbleVersion.current

    static let commands: [Command] = [.render, .convert, .edit, .info, .replay, .card, .serve(run: ServeLauncher.run)]

    static let helpOption = OptionSpec(name: "--help", alias: "-h", help: "Show this help.")

    /// The option that prints ``version``, which only the tool itself takes, before any command.
    static let versionOption = OptionSpec(name: "--version", help: "Print the version.")

    /// What the tool does, in a sentence: the overview's and the manual's.
    static let description = """
        Scribble turns recorded strokes into ink: it reads pointer-event recordings and drawings,
        records them under an input policy, and renders them to PNG, SVG or PDF.
        """

    static var overview: String {
        let width = commands.map(\.name.count).max() ?? 0
        let rows = commands.map { command in
            "  " + command.name + String(repeating: " ", count: width - command.name.count + 2) + command.summary
        }
        return """
            USAGE: scribble COMMAND [OPTIONS]

            \(description)

            COMMANDS:
            \(rows.joined(separator: "\n"))

            Run `scribble COMMAND --help` for a command's options. Exit status: 0 success,
            1 bad input, 2 bad usage.
            """
    }

    /// Runs the tool on a command line (without the program name) and returns its exit status:
    /// one of `commands`, which are all of them in `scribble` and the server's in `scribble-serve`.
    package static func run(_ arguments: [String], commands: [Command] = Tool.commands) -> ExitStatus {
        guard let first = arguments.first else {
            Console.note(overview)
            return .badUsage
        }
        if let status = InstallFiles.run(arguments, commands: commands) { return status }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                Console.output(command.help(for: Array(arguments.dropFirst(2))))
            } else {
                Console.output(overview)
            }
            return .success
        case versionOption.name:
            Console.output("scribble \(version)")
            return .success
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let names = commands.map(\.name)
            Console.error(
                "unknown command '\(first)'\(Suggestion.clause(for: first, among: names, then: "the commands are \(names.joined(separator: ", "))"))"
            )
            return .badUsage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            Console.output(command.help(for: rest))
            return .success
        }
        do {
            if let dispatch = command.dispatch { return try dispatch(rest) }
            let parsed = try ArgumentParser(options: command.options).parse(rest)
            return try command.run(parsed)
        } catch let error as UsageError {
            Console.error("\(error.message)\nUSAGE: \(error.usage ?? "scribble \(command.name) \(command.usage)")")
            return .badUsage
        } catch {
            Console.error(ErrorExplanation.message(error))
            return .badInput
        }
    }
}
