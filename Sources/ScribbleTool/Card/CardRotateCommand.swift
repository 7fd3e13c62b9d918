import Scribble

extension CardSubcommand {
    /// `scribble card rotate`: an element turned about its centre.
    static let rotate = CardSubcommand(
        name: "rotate",
        summary: "Turn an element about its centre.",
        usage: "CARD ELEMENT [DEGREES] [--to DEGREES | --by DEGREES]",
        discussion: """
            Degrees are clockwise on the card, negative ones anticlockwise (`-15`). DEGREES or --to
            sets the rotation; --by turns it further.
            """,
        options: [
            OptionSpec(name: "--to", value: "DEGREES", help: "The element's rotation, clockwise."),
            OptionSpec(name: "--by", value: "DEGREES", help: "Turn it this much more, clockwise."),
        ],
        run: { arguments, store in
            guard arguments.positionals.count == 2 || arguments.positionals.count == 3 else {
                throw UsageError(
                    message: "card rotate takes a CARD, an ELEMENT and the DEGREES; see `scribble card rotate --help`")
            }
            var absolute = try arguments.number("--to", in: -1_000_000...1_000_000)
            let relative = try arguments.number("--by", in: -1_000_000...1_000_000)
            if arguments.positionals.count == 3 {
                let text = arguments.positionals[2]
                guard let degrees = Double(text), degrees.isFinite, abs(degrees) <= 1_000_000 else {
                    throw UsageError(message: "DEGREES must be a number, got \"\(text)\"")
                }
                absolute = absolute ?? degrees
                guard arguments.value("--to") == nil else {
                    throw UsageError(message: "give the angle as DEGREES or --to, not both")
                }
            }
            guard (absolute == nil) != (relative == nil) else {
                throw UsageError(message: "card rotate takes one of DEGREES, --to and --by")
            }
            let names = arguments.positionals
            let cardID = try store.resolveCard(names[0])
            try store.update(cardID) { card throws(CardError) in
                let id = try store.resolveElement(names[1], in: card)
                if let absolute { try card.rotateElement(id, to: absolute) }
                if let relative { try card.rotateElement(id, by: relative) }
            }
            return .success
        })
}
