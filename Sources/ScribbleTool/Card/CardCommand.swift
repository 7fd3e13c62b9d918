import Foundation
import Scribble

extension Command {
    /// `scribble card`: cards and their elements, in a card store.
    static let card = Command(
        name: "card",
        summary: "Make cards and attach drawings and pictures to them; render them.",
        usage:
            "SUBCOMMAND [ARGUMENTS…] [--store DIR]  (\(CardCommand.subcommands.map(\.name).joined(separator: ", ")))",
        discussion: CardCommand.overview,
        options: CardCommand.allOptions,
        run: { _ in .badUsage },
        dispatch: CardCommand.dispatch)

    /// The help for `scribble NAME ARGUMENTS… --help`: for a command with subcommands, the help of
    /// the subcommand the arguments name, if they name one; otherwise the command's own.
    func help(for arguments: [String]) -> String {
        name == Command.card.name ? CardCommand.help(for: arguments) : help
    }

    /// The subcommands of a command that has them, each with its own options; none for the others.
    var subcommands: [CardSubcommand] { name == Command.card.name ? CardCommand.subcommands : [] }

    /// What the command is, without the list of subcommands its help adds.
    var introduction: String { name == Command.card.name ? CardCommand.introduction : discussion }
}

/// What `scribble card` does: picks the subcommand, parses its options by its own table, and
/// opens the store.
package enum CardCommand {
    /// The option every subcommand shares.
    package static let storeOption = OptionSpec(
        name: "--store", value: "DIR",
        help:
            "The card store's folder (default $SCRIBBLE_STORE, else $XDG_DATA_HOME/scribble/cards, else ~/.local/share/scribble/cards)."
    )

    static let subcommands: [CardSubcommand] = [
        .new, .list, .show, .rename, .attach, .move, .resize, .rotate, .remove, .render, .check,
    ]

    /// Every option of every subcommand, once each, for the tool's parser; each subcommand then
    /// refuses the ones that are not its own.
    static let allOptions: [OptionSpec] = {
        var seen: Set<String> = []
        return subcommands.flatMap(\.allOptions).filter { seen.insert($0.name).inserted }
    }()

    /// What cards are and where they live, before the list of subcommands.
    static let introduction = """
        A card is a canvas (1300 × 2000 by default) with a background colour and elements:
        pictures and drawings, each placed by an offset from the card's centre, a size and a
        rotation. Cards live in a store, a folder per card: the same one from every folder,
        $SCRIBBLE_STORE if it is set, else $XDG_DATA_HOME/scribble/cards, else
        ~/.local/share/scribble/cards (--store DIR for another). A card is named by its id
        (a UUID), the first few digits of it, or the start of its title (`card new --title`),
        whichever no other card shares; elements by their ids likewise.
        """

    static var overview: String {
        let width = subcommands.map(\.name.count).max() ?? 0
        let rows = subcommands.map {
            "  " + $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.summary
        }
        return """
            \(introduction)

            SUBCOMMANDS:
            \(rows.joined(separator: "\n"))

            Run `scribble card SUBCOMMAND --help` for a subcommand's arguments and options.
            """
    }

    /// The help for `scribble card ARGUMENTS… --help`.
    static func help(for arguments: [String]) -> String {
        if let word = arguments.first(where: { !$0.hasPrefix("-") }),
            let subcommand = subcommands.first(where: { $0.name == word })
        {
            return subcommand.help
        }
        return "USAGE: scribble card \(Command.card.usage)\n\n\(Command.card.summary)\n\n\(overview)"
    }

    /// Runs `scribble card ARGUMENTS`: the subcommand is the first word (after `--store DIR`, if
    /// that comes first), and the rest is parsed by its own options, so that a mistake gets the
    /// subcommand's usage.
    static func dispatch(_ arguments: [String]) throws -> ExitStatus {
        var index = 0
        while index < arguments.count,
            arguments[index] == storeOption.name || arguments[index].hasPrefix(storeOption.name + "=")
        {
            index += arguments[index] == storeOption.name ? 2 : 1
        }
        let names = subcommands.map(\.name)
        guard index < arguments.count else {
            throw UsageError(message: "card needs a subcommand: \(names.joined(separator: ", "))")
        }
        let name = arguments[index]
        guard let subcommand = subcommands.first(where: { $0.name == name }) else {
            if name.hasPrefix("-"), !ArgumentParser.isNegativeNumber(name) {
                _ = try ArgumentParser(options: [storeOption]).parse(Array(arguments[...index]))
            }
            throw UsageError(
                message:
                    "unknown card subcommand '\(name)'\(Suggestion.clause(for: name, among: names, then: "the subcommands are \(names.joined(separator: ", "))"))"
            )
        }
        var rest = arguments
        rest.remove(at: index)
        let usage = "scribble card \(name) \(subcommand.usage)"
        do {
            let parsed = try parser(for: subcommand).parse(rest)
            return try subcommand.run(parsed, try store(parsed))
        } catch var error as UsageError {
            error.usage = error.usage ?? usage
            throw error
        } catch let error as CardError where error.kind == .invalidID {
            // Text that cannot name a card is a mistake in the call, not in the store.
            throw UsageError(message: error.message, usage: usage)
        }
    }

    /// The parser of a subcommand's own options, which names the subcommand when it is given
    /// another's.
    static func parser(for subcommand: CardSubcommand) -> ArgumentParser {
        let others = Set(allOptions.map(\.name))
        let name = subcommand.name
        return ArgumentParser(options: subcommand.allOptions) { option in
            others.contains(option) ? "card \(name) takes no option \(option); see `scribble card \(name) --help`" : nil
        }
    }

    /// The store `--store` names, else the one every command uses (`CardStore.defaultFolder`),
    /// as an absolute path, so that every message says where it is.
    package static func store(_ arguments: ParsedArguments) throws(UsageError) -> CardStore {
        guard let folder = arguments.value(storeOption.name) ?? CardStore.defaultFolder(), !folder.isEmpty else {
            throw UsageError(
                message: "there is no card store to use: HOME is not set; give --store DIR, or set SCRIBBLE_STORE")
        }
        return CardStore(folder: absolutePath(folder))
    }

    /// A path made absolute against the current folder, `.` and `..` taken out by their names
    /// (links are not followed).
    static func absolutePath(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: full).standardized.path
    }
}
