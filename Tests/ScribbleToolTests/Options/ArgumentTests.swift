import Foundation
import Testing

/// How the tool reads its command line: negative numbers, misspellings, and whose usage an error
/// prints.
@Suite struct ArgumentTests {
    @Test func aNegativeNumberIsANumberWhereOneIsExpected() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let element = try store.succeed(["attach", card, CardToolStore.sample("hello.drawing.json")])
        let result = try store.card(["rotate", card, element, "-15"])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try String(contentsOf: store.folder(of: card).appendingPathComponent("card.json"), encoding: .utf8)
        #expect(json.contains("\"rotation\": -15 }"))
        try store.succeed(["move", card, element, "--by", "-10,-20"])
        try store.succeed(["rotate", card, element, "--by", "-0.5"])
        #expect(
            try String(contentsOf: store.folder(of: card).appendingPathComponent("card.json"), encoding: .utf8)
                .contains("\"rotation\": -15.5 }"))
        // Still an unknown option when it is not a number.
        let option = try store.card(["rotate", card, element, "-x"])
        #expect(option.status == 2)
        #expect(option.standardError.hasPrefix("scribble: error: unknown option -x\n"))
    }

    @Test(arguments: [
        (["render", "x.json", "--scal", "2"], "unknown option --scal; did you mean `--scale`?"),
        (["render", "x.json", "--sacle=2"], "unknown option --sacle; did you mean `--scale`?"),
        (
            ["rendr", "x.json"],
            "unknown command 'rendr'; did you mean `render`? (the commands are render, convert, edit, info, replay, card, serve)"
        ),
        (
            ["card", "rotat"],
            "unknown card subcommand 'rotat'; did you mean `rotate`? (the subcommands are new, list, show, rename, attach, move, resize, rotate, remove, render, check)"
        ),
        (["card", "attach", "c", "x.png", "--widht", "3"], "unknown option --widht; did you mean `--width`?"),
        (["card", "new", "--wombat"], "unknown option --wombat"),
        (
            ["frobnicate"],
            "unknown command 'frobnicate'; the commands are render, convert, edit, info, replay, card, serve"
        ),
    ])
    func aMisspellingGetsTheNearestName(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("scribble: error: \(message)\n"))
    }

    @Test(arguments: [
        (
            ["rotate", "c", "e", "--to"], "--to needs a value",
            "scribble card rotate CARD ELEMENT [DEGREES] [--to DEGREES | --by DEGREES]"
        ),
        (
            ["move", "c", "e"], "card move needs --at, --offset or --by, or --forward, --backward, --front or --back",
            "scribble card move CARD ELEMENT "
        ),
        (
            ["new", "--at", "1,2"], "card new takes no option --at; see `scribble card new --help`",
            "scribble card new [--title TITLE] "
        ),
        (
            ["--store", "s", "render"], "card render takes one CARD; see `scribble card render --help`",
            "scribble card render CARD [-o OUT]"
        ),
    ])
    func anErrorInASubcommandPrintsItsUsage(arguments: [String], message: String, usage: String) throws {
        let store = try CardToolStore()
        let result = try store.card(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("scribble: error: \(message)\nUSAGE: \(usage)"))
        #expect(!result.standardError.contains("SUBCOMMAND"))
    }
}
