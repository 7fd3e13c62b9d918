import Scribble

extension CardSubcommand {
    /// `scribble card move`: an element to another place, or another layer.
    static let move = CardSubcommand(
        name: "move",
        summary: "Move an element on its card, or bring it forward or send it backward.",
        usage: "CARD ELEMENT [--at X,Y | --by DX,DY | --offset DX,DY] [--forward | --backward | --front | --back]",
        discussion: """
            --at X,Y puts the element's centre at that point of the card (units from its top-left
            corner), as dropping it there would; --offset puts it DX,DY from the card's centre;
            --by moves it by DX,DY. --forward and --backward swap it with the element in front of
            or behind it; --front and --back put it in front of or behind all of them.
            """,
        options: [
            OptionSpec(name: "--at", value: "X,Y", help: "Put the element's centre at this point of the card."),
            OptionSpec(
                name: "--offset", value: "DX,DY", help: "Put the element's centre this far from the card's centre."),
            OptionSpec(name: "--by", value: "DX,DY", help: "Move the element by this much."),
            OptionSpec(name: "--forward", help: "Bring it one step forward."),
            OptionSpec(name: "--backward", help: "Send it one step backward."),
            OptionSpec(name: "--front", help: "Bring it in front of every other element."),
            OptionSpec(name: "--back", help: "Send it behind every other element."),
        ],
        run: { arguments, store in
            let names = try arguments.positionals(exactly: 2, "move", names: "a CARD and an ELEMENT")
            let at = try arguments.point("--at")
            let offset = try arguments.point("--offset")
            let by = try arguments.point("--by")
            let layers = ["--forward", "--backward", "--front", "--back"].filter(arguments.has)
            guard [at, offset, by].compactMap({ $0 }).count <= 1, layers.count <= 1 else {
                throw UsageError(
                    message:
                        "card move takes one of --at, --offset and --by, and one of --forward, --backward, --front and --back"
                )
            }
            guard at != nil || offset != nil || by != nil || !layers.isEmpty else {
                throw UsageError(
                    message: "card move needs --at, --offset or --by, or --forward, --backward, --front or --back")
            }
            let cardID = try store.resolveCard(names[0])
            try store.update(cardID) { card throws(CardError) in
                let element = try store.resolveElement(names[1], in: card)
                if let at { try card.moveElement(element, to: card.offset(ofDropPoint: at)) }
                if let offset { try card.moveElement(element, to: Vector(dx: offset.x, dy: offset.y)) }
                if let by { try card.moveElement(element, by: Vector(dx: by.x, dy: by.y)) }
                switch layers.first {
                case "--forward": try card.bringForward(element)
                case "--backward": try card.sendBackward(element)
                case "--front": try card.bringToFront(element)
                case "--back": try card.sendToBack(element)
                default: break
                }
            }
            return .success
        })
}
