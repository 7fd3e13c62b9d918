import Scribble

extension CardSubcommand {
    /// `scribble card show`: one card in detail.
    static let show = CardSubcommand(
        name: "show",
        summary: "Describe a card and its elements, back to front.",
        usage: "CARD [--json]",
        discussion: """
            The card's title, when it was made and last changed, and where it is; then for each
            element: its id, whether it is a drawing, a photo or a picture, the file it came from, its centre
            as an offset from the card's centre and on the card, its size, its rotation and its
            image's pixels. --json prints the card's card.json instead.
            """,
        options: [OptionSpec(name: "--json", help: "Print the card as its card.json.")],
        run: { arguments, store in
            let card = try store.loadCard(try arguments.positionals(exactly: 1, "show", names: "one CARD")[0])
            if arguments.has("--json") {
                Console.outputBytes(card.jsonEncoded())
            } else {
                Console.output(CardShowCommand.describe(card, in: store))
            }
            return .success
        })
}

enum CardShowCommand {
    static func describe(_ card: Card, in store: CardStore) -> String {
        var lines = [
            "card \(CardText.id(card.id))",
            "  title:       \(CardText.title(card))",
            "  made:        \(CardText.time(card.created))",
            "  changed:     \(CardText.time(card.modified))",
            "  folder:      \(store.path(of: card.id))",
            "  size:        \(CardText.size(card.size))",
            "  background:  \(card.background)",
            "  elements:    \(card.elements.isEmpty ? "none" : "\(card.elements.count), back to front")",
        ]
        for (index, element) in card.elements.enumerated() {
            let transform = element.transform
            let center = transform.center(onCardOfSize: card.size)
            let source = element.source.map { "  from \($0)" } ?? ""
            lines.append(
                "  \(index + 1). \(CardText.id(element.id))  \(element.isDrawn ? "drawing" : element.image.isPhoto ? "photo" : "picture")\(source)"
            )
            lines.append(
                "       offset \(CardText.number(transform.offset.dx)), \(CardText.number(transform.offset.dy))"
                    + " (centre at \(CardText.number(center.x)), \(CardText.number(center.y)))"
                    + "  size \(CardText.size(transform.size))  rotation \(CardText.number(transform.rotation))°"
                    + "  image \(element.image.pixelWidth)×\(element.image.pixelHeight) px")
        }
        return lines.joined(separator: "\n")
    }
}
