import Scribble

/// One subcommand of `scribble card`: its name, help and options, and what it does.
struct CardSubcommand: Sendable {
    /// The word after `card`: `attach`.
    var name: String
    /// One line for `scribble card --help`.
    var summary: String
    /// The usage line after `scribble card NAME`.
    var usage: String
    /// A paragraph or two explaining it.
    var discussion: String
    /// Its own options; `--store` and `--help` are added for every subcommand.
    var options: [OptionSpec] = []
    /// Does the work on the arguments after the subcommand's name. Throws `UsageError` for a
    /// wrong call, any other error for bad input.
    var run: @Sendable (ParsedArguments, CardStore) throws -> ExitStatus

    /// Every option it accepts, `--store` included.
    var allOptions: [OptionSpec] { options + [CardCommand.storeOption] }

    /// The full help text for `scribble card NAME --help`.
    var help: String {
        Command(
            name: "card \(name)", summary: summary, usage: usage, discussion: discussion, options: allOptions,
            run: { _ in .success }
        ).help
    }
}
