/// The shells the tool completes its command line in, each with a script made from the tables
/// of its `--help`: the commands and subcommands, each one's options (long names and aliases),
/// the values of those that take one of a fixed set, and files where a path goes.
enum ShellCompletion: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The script, to be installed where the shell loads completions from.
    func script(for commands: [Command]) -> String {
        let top = CommandReference(
            words: [], summary: Tool.description, usage: "COMMAND [OPTIONS]", discussion: Tool.description,
            options: [Tool.helpOption, Tool.versionOption], subcommands: CommandReference.all(commands))
        switch self {
        case .bash: return BashCompletion.script(top)
        case .zsh: return ZshCompletion.script(top)
        case .fish: return FishCompletion.script(top)
        }
    }

    /// The line that opens each script, saying where it comes from.
    static func header(_ shell: ShellCompletion) -> String {
        "# \(shell.rawValue) completion for scribble, made by `scribble --generate-completion \(shell.rawValue)` from its options tables."
    }

    /// `text` in single quotes for a POSIX shell (bash, zsh): a quote inside closes, escapes and
    /// reopens.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
