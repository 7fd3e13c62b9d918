import Scribble

extension CardSubcommand {
    /// `scribble card rename`: a card's title.
    static let rename = CardSubcommand(
        name: "rename",
        summary: "Give a card a title, another title, or none (--untitled).",
        usage: "CARD TITLE… | CARD --untitled",
        discussion: """
            The words after CARD are the title (so quotes are not needed). A title names the card
            as its id does: `scribble card render Trip -o trip.png`, by its start too when no other
            card's title or id starts the same. --untitled takes the title away.
            """,
        options: [OptionSpec(name: "--untitled", help: "Take the card's title away.")],
        run: { arguments, store in
            guard let name = arguments.positionals.first else {
                throw UsageError(
                    message:
                        "card rename takes a CARD and its new TITLE (or --untitled); see `scribble card rename --help`")
            }
            let words = arguments.positionals.dropFirst()
            let untitled = arguments.has("--untitled")
            guard words.isEmpty == untitled else {
                throw UsageError(
                    message: untitled
                        ? "--untitled takes the title away; give no TITLE with it"
                        : "card rename needs the new TITLE, or --untitled")
            }
            let title = untitled ? nil : try CardText.checkedTitle(words.joined(separator: " "))
            let cardID = try store.resolveCard(name)
            try store.update(cardID) { card throws(CardError) in try card.rename(to: title) }
            return .success
        })
}
