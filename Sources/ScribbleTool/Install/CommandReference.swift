/// A command or a card subcommand as its manual page and the shell completions describe it: its
/// words, its help and its options table, taken from the same ``Command`` and ``CardSubcommand``
/// values as `--help`, so that the three cannot say different things.
struct CommandReference: Sendable {
    /// The words after `scribble` that select it: `["card", "attach"]`.
    var words: [String]
    /// One line for the overview.
    var summary: String
    /// The usage line after the words.
    var usage: String
    /// A paragraph or two explaining it.
    var discussion: String
    /// Every option it accepts, `--help` included, in its help's order.
    var options: [OptionSpec]
    /// Its subcommands, for a command that has them (`card`); each has its own options.
    var subcommands: [CommandReference] = []

    /// `scribble card attach`.
    var commandLine: String { (["scribble"] + words).joined(separator: " ") }

    /// Whether its arguments (not options) include files: its usage names an INPUT.
    var takesFiles: Bool { usage.contains("INPUT") }

    /// Whether it uses the card store, whose place the environment sets.
    var usesStore: Bool {
        options.contains { $0.name == CardCommand.storeOption.name } || subcommands.contains(where: \.usesStore)
    }

    /// The references of the tool's commands, in the overview's order.
    static func all(_ commands: [Command]) -> [CommandReference] {
        commands.map { command in
            let subcommands = command.subcommands.map { subcommand in
                CommandReference(
                    words: [command.name, subcommand.name], summary: subcommand.summary, usage: subcommand.usage,
                    discussion: subcommand.discussion, options: subcommand.allOptions + [Tool.helpOption])
            }
            guard !subcommands.isEmpty else {
                return CommandReference(
                    words: [command.name], summary: command.summary, usage: command.usage,
                    discussion: command.discussion, options: command.options + [Tool.helpOption])
            }
            // Before its subcommand a command takes only what every subcommand shares.
            let shared = command.options.filter { option in
                subcommands.allSatisfy { $0.options.contains { $0.name == option.name } }
            }
            return CommandReference(
                words: [command.name], summary: command.summary, usage: command.usage,
                discussion: command.introduction, options: shared + [Tool.helpOption], subcommands: subcommands)
        }
    }
}
