import Scribble

extension CardSubcommand {
    /// `scribble card attach`: a drawing or a picture becomes an element.
    static let attach = CardSubcommand(
        name: "attach",
        summary: "Add a drawing, a recording, an SVG or a PNG picture to a card; print the element's id.",
        usage:
            "CARD INPUT [--item N|NAME] [--at X,Y] [--width W] [--scale S] [--policy pen|finger|any|auto] [--max-points N]…",
        discussion: """
            A recording, a drawing or an SVG is rendered cropped to its ink (a little padding, transparent
            background) and kept beside its image, so that the card renders it again sharp at any
            scale. A PNG (a photo, a picture) is added as it is. Other files are refused, with what
            they are. `-` reads standard input. Of a file of several drawings (a library, tldraw
            pages, Quick, Draw! records), --item picks one: by its place, counting from 1, or by
            its name. The element keeps the name of the file it came from (`card show` says it).

            The element is --width units wide (default 250) and as high as its image's proportions
            make it. --at X,Y drops it with its centre at that point of the card (units from the
            card's top-left corner); without it, it goes to the centre. A point outside the card gets
            a warning, and the element is placed there all the same. It is added in front of the
            other elements.
            """,
        options: [
            OptionSpec(
                name: "--item", value: "N|NAME",
                help: "Which drawing of a file of several: its place from 1, or its name."),
            OptionSpec(
                name: "--at", value: "X,Y", help: "Where the element's centre goes on the card (default the centre)."),
            OptionSpec(name: "--width", value: "W", help: "The element's width in card units (default 250)."),
            OptionSpec(name: "--scale", value: "S", help: "Pixels per drawing unit in a drawing's image (default 2)."),
            ReadSettings.policyOption,
        ] + ReadSettings.options.filter { $0.name != "--from" },
        run: { arguments, store in
            let names = try arguments.positionals(exactly: 2, "attach", names: "a CARD and an INPUT")
            let width = try arguments.number("--width", in: 1...Card.maximumLength) ?? Card.defaultElementWidth
            let scale = try arguments.number("--scale", in: 0.05...20) ?? 2
            let drop = try arguments.point("--at")
            let reading = try ReadSettings(arguments, offeringItem: true)
            let item = reading.item
            if item != nil, names[1] == "-" {
                throw UsageError(message: "--item picks a drawing of a file; standard input is read as one drawing")
            }
            let card = try store.loadCard(names[0])
            let attachment = try CardAttachInput.load(
                names[1], item: item, reading: reading, scale: scale, limits: store.limits)
            if let drop, !(0...card.size.width).contains(drop.x) || !(0...card.size.height).contains(drop.y) {
                Console.warning(
                    "--at \(CardText.number(drop.x)),\(CardText.number(drop.y)) is outside the card, which is \(CardText.size(card.size)) (0,0 is its top-left corner); the element is placed there all the same"
                )
            }
            let offset = drop.map(card.offset(ofDropPoint:)) ?? .zero
            let element = try store.add(
                attachment, to: card.id, transform: attachment.transform(width: width, offset: offset))
            Console.output(CardText.id(element.id))
            return .success
        })
}
