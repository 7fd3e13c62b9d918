import Scribble

extension CardSubcommand {
    /// `scribble card list`: the cards in the store.
    static let list = CardSubcommand(
        name: "list",
        summary: "List the cards in the store: id, size, background, elements.",
        usage: "",
        discussion: """
            One line per card. A card that does not load is reported on standard error, and the
            exit status is then 1; `scribble card check` says more.
            """,
        run: { arguments, store in
            _ = try arguments.positionals(exactly: 0, "list", names: "no arguments")
            var status = ExitStatus.success
            let ids = try store.cardIDs()
            if ids.isEmpty { Console.note("no cards in \(store.folder); make one with `scribble card new`") }
            for id in ids {
                do {
                    let card = try store.load(id)
                    let count = card.elements.count
                    Console.output("\(CardText.id(id))  \(CardText.size(card.size))  \(card.background)  \(count) element\(count == 1 ? "" : "s")")
                } catch {
                    Console.error(String(describing: error))
                    status = .badInput
                }
            }
            return status
        })
}
