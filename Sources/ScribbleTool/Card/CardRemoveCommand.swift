import Foundation
import Scribble

extension CardSubcommand {
    /// `scribble card remove`: elements off a card, or a whole card.
    static let remove = CardSubcommand(
        name: "remove",
        summary: "Remove elements from a card (and their files), or a whole card with --card.",
        usage: "CARD ELEMENT… | CARD --card",
        discussion: """
            The card is changed in one step: it has all the elements or none of those named. The
            elements' files are deleted after. With --card and no ELEMENT, the whole card goes.
            """,
        options: [OptionSpec(name: "--card", help: "Remove the whole card and everything on it.")],
        run: { arguments, store in
            guard let cardName = arguments.positionals.first else {
                throw UsageError(
                    message:
                        "card remove takes a CARD and the ELEMENTs to remove (or --card); see `scribble card remove --help`"
                )
            }
            let elementNames = Array(arguments.positionals.dropFirst())
            let cardID = try store.resolveCard(cardName)
            if arguments.has("--card") {
                guard elementNames.isEmpty else {
                    throw UsageError(message: "--card removes the whole card; name no ELEMENT with it")
                }
                try store.removeCard(cardID)
                return .success
            }
            guard !elementNames.isEmpty else {
                throw UsageError(
                    message: "card remove needs the ELEMENTs to remove, or --card to remove the whole card")
            }
            try store.update(cardID) { card throws(CardError) in
                var ids: [UUID] = []
                for name in elementNames { ids.append(try store.resolveElement(name, in: card)) }
                for id in Set(ids) { try card.removeElement(id) }
            }
            return .success
        })
}
