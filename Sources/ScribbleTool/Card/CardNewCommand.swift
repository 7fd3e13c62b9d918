import Scribble

extension CardSubcommand {
    /// `scribble card new`: an empty card.
    static let new = CardSubcommand(
        name: "new",
        summary: "Make an empty card and print its id.",
        usage: "[--title TITLE] [--size WxH] [--background COLOR]",
        discussion: """
            The card is 1300 × 2000 units on white unless told otherwise. The store's folder is made
            if it is missing. The new card's id goes to standard output, and where it was made to
            standard error. A title names the card as well as its id does: `scribble card show Trip`.
            """,
        options: [
            OptionSpec(name: "--title", value: "TITLE", help: "What to call the card (`card rename` changes it)."),
            OptionSpec(name: "--size", value: "WxH", help: "The card's size in units (default 1300x2000)."),
            OptionSpec(name: "--background", value: "COLOR", help: "#rrggbb[aa] or a colour name (default white)."),
        ],
        run: { arguments, store in
            _ = try arguments.positionals(exactly: 0, "new", names: "no arguments")
            var background = Color.white
            if let text = arguments.value("--background") {
                guard let color = Color(parsing: text) else {
                    throw UsageError(
                        message: "--background expects #rrggbb, #rrggbbaa or a colour name, got \"\(text)\"")
                }
                background = color
            }
            let title = try arguments.value("--title").map(CardText.checkedTitle)
            let card = try store.create(
                title: title, size: try arguments.size("--size") ?? Card.defaultSize, background: background)
            Console.output(CardText.id(card.id))
            Console.note(
                "made card \(CardText.id(card.id))\(title.map { " \(JSONReader.quoted($0))" } ?? "") in \(store.folder)"
            )
            return .success
        })
}
