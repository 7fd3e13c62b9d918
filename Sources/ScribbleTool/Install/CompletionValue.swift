/// What a shell's completion offers for an option's value or a command's arguments.
enum CompletionValue: Equatable, Sendable {
    /// Nothing to take: the option is a flag.
    case none
    /// One of these words.
    case words([String])
    /// A file's path.
    case files
    /// A folder's path.
    case folders
    /// A value of the user's own (a number, a colour, a path of SVG data): nothing to offer.
    case text
}

extension OptionSpec {
    /// What completion offers for its value: its ``choices``, a path where its placeholder names
    /// a file or folder, else nothing.
    var completion: CompletionValue {
        guard let value else { return .none }
        if !choices.isEmpty { return .words(choices) }
        switch value {
        case "DIR": return .folders
        case "FILE", "OUT", "OUTPUT": return .files
        default: return .text
        }
    }
}

extension CommandReference {
    /// What completion offers for its arguments: files where it reads an INPUT.
    var argumentCompletion: CompletionValue { takesFiles ? .files : .none }

    /// It and its subcommands, and theirs, parents first.
    var withDescendants: [CommandReference] { [self] + subcommands.flatMap(\.withDescendants) }

    /// The key completions know it by: its words, `card attach`.
    var key: String { words.joined(separator: " ") }
}
