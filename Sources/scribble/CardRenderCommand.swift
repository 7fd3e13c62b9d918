import Scribble

extension CardSubcommand {
    /// `scribble card render`: a card to a PNG or a PDF.
    static let render = CardSubcommand(
        name: "render",
        summary: "Render a card to PNG or PDF.",
        usage: "CARD [-o OUT] [--scale S] [--format png|pdf] [--filter best|good|nearest] [--max-megapixels N]",
        discussion: """
            The background, then the elements back to front, each turned about its centre. Drawn
            elements are drawn again from their strokes at the output's scale, so they stay sharp
            (and stay vector ink in a PDF); pictures are scaled with a smoothing filter. The output's
            format is told by --format or by the name of OUT (*.pdf); without -o, the card goes to
            CARD-ID.png in the current folder. `-o -` writes standard output.
            """,
        options: [
            OptionSpec(name: "--output", alias: "-o", value: "OUT", help: "The file to write, or - for standard output."),
            OptionSpec(name: "--scale", value: "S", help: "Pixels (or PDF points) per card unit (default 1)."),
            OptionSpec(name: "--format", value: "png|pdf", help: "The output's format (default: from OUT's name, else png)."),
            OptionSpec(name: "--filter", value: "best|good|nearest", help: "How pictures are scaled (default best)."),
            OptionSpec(name: "--max-megapixels", value: "N", help: "Refuse PNGs larger than this (default 100)."),
        ],
        run: { arguments, store in
            let names = try arguments.positionals(exactly: 1, "render", names: "one CARD")
            let output = arguments.value("--output")
            var renderer = CardRenderer()
            renderer.scale = try arguments.number("--scale", in: 0.01...100) ?? 1
            renderer.output = try arguments.choice("--format", of: Compositor.Output.self)
                ?? (output?.lowercased().hasSuffix(".pdf") == true ? .pdf : .png)
            renderer.filter = try arguments.choice("--filter", of: Compositor.ImageFilter.self) ?? .best
            if let megapixels = try arguments.number("--max-megapixels", in: 0.000001...10_000) {
                renderer.maximumPixels = Int(megapixels * 1_000_000)
            }
            let card = try store.loadCard(names[0])
            let bytes: [UInt8]
            do {
                bytes = try renderer.render(card, from: store)
            } catch let error as CardError where [.notFound, .unreadable, .unsafe].contains(error.kind) {
                throw InputFailure(description: "\(error.message) (`scribble card check` says what else is wrong, and --repair fixes what it can)")
            }
            try OutputPlan.write(bytes, to: output ?? CardText.id(card.id) + "." + renderer.output.rawValue)
            return .success
        })
}
