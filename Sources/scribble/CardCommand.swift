import Scribble

extension Command {
    /// `scribble card`: cards and their elements, in a card store.
    static let card = Command(
        name: "card",
        summary: "Make cards and attach drawings and pictures to them; render them.",
        usage: "SUBCOMMAND [ARGUMENTS…] [--store DIR]  (\(CardCommand.subcommands.map(\.name).joined(separator: ", ")))",
        discussion: CardCommand.overview,
        options: CardCommand.allOptions,
        run: CardCommand.run)

    /// The help for `scribble NAME ARGUMENTS… --help`: for a command with subcommands, the help of
    /// the subcommand the arguments name, if they name one; otherwise the command's own.
    func help(for arguments: [String]) -> String {
        name == Command.card.name ? CardCommand.help(for: arguments) : help
    }
}

/// What `scribble card` does: picks the subcommand and checks that only its options were given.
enum CardCommand {
    /// The option every subcommand shares.
    static let storeOption = OptionSpec(name: "--store", value: "DIR", help: "The card store's folder (default ./cards).")

    /// The store's folder when `--store` is not given.
    static let defaultStore = "cards"

    static let subcommands: [CardSubcommand] = [
        .new, .list, .show, .attach, .move, .resize, .rotate, .remove, .render, .check,
    ]

    /// Every option of every subcommand, once each, for the tool's parser; each subcommand then
    /// refuses the ones that are not its own.
    static let allOptions: [OptionSpec] = {
        var seen: Set<String> = []
        return subcommands.flatMap(\.allOptions).filter { seen.insert($0.name).inserted }
    }()

    static var overview: String {
        let width = subcommands.map(\.name.count).max() ?? 0
        let rows = subcommands.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.summary }
        return """
            A card is a canvas (1300 × 2000 by default) with a background colour and elements:
            pictures and drawings, each placed by an offset from the card's centre, a size and a
            rotation. Cards live in a store, a folder per card (--store, default ./cards). Cards
            and elements are named by their ids (UUIDs); the first few digits of an id are enough
            when no other id starts with them.

            SUBCOMMANDS:
            \(rows.joined(separator: "\n"))

            Run `scribble card SUBCOMMAND --help` for a subcommand's arguments and options.
            """
    }

    /// The help for `scribble card ARGUMENTS… --help`.
    static func help(for arguments: [String]) -> String {
        if let word = arguments.first(where: { !$0.hasPrefix("-") }), let subcommand = subcommands.first(where: { $0.name == word }) {
            return subcommand.help
        }
        return "USAGE: scribble card \(Command.card.usage)\n\n\(Command.card.summary)\n\n\(overview)"
    }

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let name = arguments.positionals.first else {
            throw UsageError(message: "card needs a subcommand: \(subcommands.map(\.name).joined(separator: ", "))")
        }
        guard let subcommand = subcommands.first(where: { $0.name == name }) else {
            throw UsageError(message: "unknown card subcommand '\(name)'; the subcommands are \(subcommands.map(\.name).joined(separator: ", "))")
        }
        let own = Set(subcommand.allOptions.map(\.name))
        if let stranger = (Array(arguments.values.keys) + Array(arguments.flags)).sorted().first(where: { !own.contains($0) }) {
            throw UsageError(message: "card \(name) takes no option \(stranger); see `scribble card \(name) --help`")
        }
        var rest = arguments
        rest.positionals.removeFirst()
        let store = CardStore(folder: arguments.value("--store") ?? defaultStore)
        do {
            return try subcommand.run(rest, store)
        } catch let error as CardError where error.kind == .invalidID {
            // Text that is not an id is a mistake in the call, not in the store.
            throw UsageError(message: error.message)
        }
    }
}
