import Scribble

extension CardSubcommand {
    /// `scribble card list`: the cards in the store.
    static let list = CardSubcommand(
        name: "list",
        summary: "List the cards in the store, newest first: id, title, elements, times, size, background.",
        usage: "",
        discussion: """
            One line per card, the newest first: its id, its title, how many elements it has, when
            it was made and last changed (local time), its size and background. Where the store is
            goes to standard error. A card that does not load is reported on standard error, and
            the exit status is then 1; `scribble card check` says more.
            """,
        run: { arguments, store in
            _ = try arguments.positionals(exactly: 0, "list", names: "no arguments")
            var status = ExitStatus.success
            var cards: [Card] = []
            for id in try store.cardIDs() {
                do {
                    cards.append(try store.load(id))
                } catch {
                    Console.error(String(describing: error))
                    status = .badInput
                }
            }
            guard !cards.isEmpty else {
                if status == .success { Console.note("no cards in \(store.folder); make one with `scribble card new`") }
                return status
            }
            Console.note("\(cards.count) card\(cards.count == 1 ? "" : "s") in \(store.folder), newest first:")
            for card in CardListCommand.newestFirst(cards) { Console.output(CardListCommand.line(card)) }
            return status
        })
}

enum CardListCommand {
    /// Newest made first; made in the same millisecond, the one changed last first, then by id.
    static func newestFirst(_ cards: [Card]) -> [Card] {
        cards.sorted { a, b in
            if a.created != b.created { return a.created > b.created }
            if a.modified != b.modified { return a.modified > b.modified }
            return CardText.id(a.id) < CardText.id(b.id)
        }
    }

    static func line(_ card: Card) -> String {
        let count = card.elements.count
        return [
            CardText.id(card.id), CardText.title(card), "\(count) element\(count == 1 ? "" : "s")",
            "made \(CardText.time(card.created))", "changed \(CardText.time(card.modified))",
            CardText.size(card.size), "\(card.background)",
        ].joined(separator: "  ")
    }
}
