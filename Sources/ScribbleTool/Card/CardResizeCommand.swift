import Scribble

extension CardSubcommand {
    /// `scribble card resize`: an element bigger or smaller.
    static let resize = CardSubcommand(
        name: "resize",
        summary: "Give an element a new size, about its centre.",
        usage: "CARD ELEMENT (--width W | --height H | --size WxH | --by FACTOR)",
        discussion: """
            --width or --height alone keeps the element's proportions; --size gives both sides;
            --by scales both sides by a factor. The element turns about its centre, which stays put.
            """,
        options: [
            OptionSpec(name: "--width", value: "W", help: "The new width; the height follows."),
            OptionSpec(name: "--height", value: "H", help: "The new height; the width follows."),
            OptionSpec(name: "--size", value: "WxH", help: "The new width and height."),
            OptionSpec(name: "--by", value: "FACTOR", help: "Scale both sides by this factor."),
        ],
        run: { arguments, store in
            let names = try arguments.positionals(exactly: 2, "resize", names: "a CARD and an ELEMENT")
            let width = try arguments.number("--width", in: 0.001...Card.maximumLength)
            let height = try arguments.number("--height", in: 0.001...Card.maximumLength)
            let size = try arguments.size("--size")
            let factor = try arguments.number("--by", in: 0.0001...10_000)
            guard [width, height, factor].compactMap({ $0 }).count + (size == nil ? 0 : 1) == 1 else {
                throw UsageError(message: "card resize takes one of --width, --height, --size and --by")
            }
            let cardID = try store.resolveCard(names[0])
            try store.update(cardID) { card throws(CardError) in
                let id = try store.resolveElement(names[1], in: card)
                guard let current = card.element(id)?.transform.size else { return }
                let aspect = current.width / current.height
                let new: Size
                if let width {
                    new = Size(width: width, height: width / aspect)
                } else if let height {
                    new = Size(width: height * aspect, height: height)
                } else if let factor {
                    new = Size(width: current.width * factor, height: current.height * factor)
                } else {
                    new = size ?? current
                }
                try card.resizeElement(id, to: new)
            }
            return .success
        })
}
