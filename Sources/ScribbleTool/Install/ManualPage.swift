/// A manual page of the tool in roff (man(7)): `scribble(1)`, the overview, and one a command,
/// `scribble-render(1)`, `scribble-convert(1)`… (`scribble-card(1)` holds the card subcommands),
/// made from the same tables as `--help`, so that what `man` says is what the tool takes.
struct ManualPage: Equatable, Sendable {
    /// The page's name: `scribble-render`.
    var name: String
    /// Its roff source.
    var source: String

    /// The file it is installed as, in section 1: `scribble-render.1`.
    var fileName: String { name + ".1" }

    /// The overview's page and every command's.
    static func all(_ commands: [Command]) -> [ManualPage] {
        let references = CommandReference.all(commands)
        return [overview(references)] + references.map(page)
    }

    /// The variables the tool reads, and what each changes.
    static let environment: [(name: String, meaning: String)] = [
        (
            "SCRIBBLE_STORE",
            "The card store's folder, which scribble card and scribble serve use; --store DIR overrides it."
        ),
        (
            "XDG_DATA_HOME",
            "Without SCRIBBLE_STORE, the card store is $XDG_DATA_HOME/scribble/cards (an absolute path only)."
        ),
        ("HOME", "Without either, the card store is ~/.local/share/scribble/cards."),
        (
            "SCRIBBLE_PAGES",
            "A folder of the drawing page's files for scribble serve, used in place of those installed with it."
        ),
    ]

    /// The files the tool keeps, and what they hold.
    static let files: [(path: String, meaning: String)] = [
        (
            "~/.local/share/scribble/cards/",
            "The card store by default: a folder per card (its card.json and the images of its elements), and recordings/, the drawings made on scribble serve's page beside their recordings."
        )
    ]

    private static let manual = "Scribble Manual"

    private static func header(_ name: String) -> [String] {
        [
            ".TH \(Roff.escaped(name.uppercased())) 1 \"\" \(Roff.quoted("scribble \(Tool.version)")) \(Roff.quoted(manual))"
        ]
    }

    private static func overview(_ references: [CommandReference]) -> ManualPage {
        var lines = header("scribble")
        lines += [".SH NAME", "scribble \\- freehand ink: render, convert, edit and replay drawings and recordings"]
        lines += [
            ".SH SYNOPSIS", ".B scribble", ".I COMMAND", "[\\fIOPTIONS\\fR]", ".br", Roff.bold("scribble --help"),
            ".br", Roff.bold("scribble --version"),
        ]
        lines += [".SH DESCRIPTION"] + Roff.paragraphs(Tool.description)
        lines += [
            ".PP",
            Roff.textLine("Each command has its page, as scribble-render(1), and its help: `scribble COMMAND --help`."),
        ]
        lines.append(".SH COMMANDS")
        for reference in references {
            lines += [
                ".TP", Roff.bold(reference.words.joined(separator: " ")), Roff.textLine(reference.summary),
                "See " + ManualPage.reference(to: pageName(reference)) + ".",
            ]
        }
        lines +=
            [".SH OPTIONS"]
            + optionItems([
                Tool.helpOption, Tool.versionOption, InstallFiles.manualOption, InstallFiles.completionOption,
            ])
        lines += commonSections()
        lines += seeAlso(references.map(pageName))
        return ManualPage(name: "scribble", source: lines.joined(separator: "\n") + "\n")
    }

    private static func page(_ reference: CommandReference) -> ManualPage {
        let name = pageName(reference)
        var lines = header(name)
        lines += [".SH NAME", Roff.escaped(name) + " \\- " + Roff.escaped(sentence(reference.summary))]
        lines += [".SH SYNOPSIS"] + synopsis(reference)
        lines += [".SH DESCRIPTION", Roff.textLine(reference.summary), ".PP"] + Roff.paragraphs(reference.discussion)
        lines += [".SH OPTIONS"] + optionItems(reference.options)
        if !reference.subcommands.isEmpty {
            lines.append(".SH SUBCOMMANDS")
            for subcommand in reference.subcommands {
                lines += [".SS " + Roff.quoted(subcommand.words.joined(separator: " "))] + synopsis(subcommand)
                lines += [".PP", Roff.textLine(subcommand.summary), ".PP"] + Roff.paragraphs(subcommand.discussion)
                lines += optionItems(subcommand.options)
            }
        }
        lines += [".SH EXIT STATUS"] + exitStatusItems()
        if reference.usesStore {
            lines +=
                [".SH ENVIRONMENT"]
                + items(environment.filter { $0.name != "SCRIBBLE_PAGES" || reference.words == ["serve"] })
            lines += [".SH FILES"] + fileItems()
        }
        lines += seeAlso(["scribble"])
        return ManualPage(name: name, source: lines.joined(separator: "\n") + "\n")
    }

    /// `scribble-card`: the page of a command, subcommands included.
    private static func pageName(_ reference: CommandReference) -> String { "scribble-" + reference.words[0] }

    /// The usage, after the command's words in bold.
    private static func synopsis(_ reference: CommandReference) -> [String] {
        [Roff.bold(reference.commandLine)] + (reference.usage.isEmpty ? [] : [Roff.textLine(reference.usage)])
    }

    /// A summary as the NAME section wants it: no full stop, a capital lowered unless the word
    /// is one in capitals (PNG).
    private static func sentence(_ summary: String) -> String {
        var text = summary.hasSuffix(".") ? String(summary.dropLast()) : summary
        let firstWord = text.prefix { $0 != " " }
        if firstWord.count > 1, firstWord.dropFirst().allSatisfy(\.isLowercase) {
            text = firstWord.prefix(1).lowercased() + text.dropFirst()
        }
        return text
    }

    /// An option a paragraph: `-o, --output OUT` over its help.
    private static func optionItems(_ options: [OptionSpec]) -> [String] {
        options.flatMap { option in
            let names = ([option.alias].compactMap { $0 } + [option.name]).map(Roff.bold).joined(separator: ", ")
            return [".TP", names + (option.value.map { " " + Roff.italic($0) } ?? ""), Roff.textLine(option.help)]
        }
    }

    private static func items(_ entries: [(name: String, meaning: String)]) -> [String] {
        entries.flatMap { [".TP", Roff.bold($0.name), Roff.textLine($0.meaning)] }
    }

    private static func fileItems() -> [String] {
        files.flatMap { [".TP", Roff.italic($0.path), Roff.textLine($0.meaning)] }
    }

    private static func exitStatusItems() -> [String] {
        items(ExitStatus.allCases.map { (name: "\($0.rawValue)", meaning: $0.meaning) })
    }

    private static func commonSections() -> [String] {
        [".SH EXIT STATUS"] + exitStatusItems() + [".SH ENVIRONMENT"] + items(environment) + [".SH FILES"] + fileItems()
    }

    private static func seeAlso(_ pages: [String]) -> [String] {
        [".SH SEE ALSO", pages.map(reference).joined(separator: ", ")]
    }

    /// `scribble-render(1)`, the name in bold and never hyphenated at a line's end (`\%`).
    private static func reference(to page: String) -> String { "\\%" + Roff.bold(page) + "(1)" }
}
