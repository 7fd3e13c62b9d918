import Scribble

extension CardSubcommand {
    /// `scribble card render`: a card to a PNG, an SVG or a PDF.
    static let render = CardSubcommand(
        name: "render",
        summary: "Render a card to PNG, SVG or PDF.",
        usage: "CARD [-o OUT] [--scale S] [--format png|svg|pdf] [--filter best|good|nearest] [--max-megapixels N]",
        discussion: """
            The background, then the elements back to front, each turned about its centre. Drawn
            elements are drawn again from their strokes at the output's scale, so they stay sharp
            (and stay vector ink in an SVG or a PDF); pictures are scaled with a smoothing filter.
            The output's format is told by the name of OUT (*.png, *.svg, *.pdf) or by --format;
            a name ending in anything else is refused. Without -o, the card goes to CARD-ID.png
            (or .svg, .pdf) in the current folder. `-o -` writes standard output.
            """,
        options: [
            OptionSpec(
                name: "--output", alias: "-o", value: "OUT",
                help: "The file to write (*.png, *.svg or *.pdf), or - for standard output."),
            OptionSpec(
                name: "--scale", value: "S", help: "Pixels (or SVG units, PDF points) per card unit (default 1)."),
            OptionSpec(
                name: "--format", value: "png|svg|pdf", choices: Renderer.Format.allCases.map(\.rawValue),
                help: "The output's format (default: from OUT's name, else png)."),
            OptionSpec(
                name: "--filter", value: "best|good|nearest", choices: Compositor.ImageFilter.allCases.map(\.rawValue),
                help: "How pictures are scaled (default best)."),
            OptionSpec(name: "--max-megapixels", value: "N", help: "Refuse PNGs larger than this (default 100)."),
        ],
        run: { arguments, store in
            let names = try arguments.positionals(exactly: 1, "render", names: "one CARD")
            let output = arguments.value("--output")
            var renderer = CardRenderer()
            renderer.scale = try arguments.number("--scale", in: 0.01...100) ?? 1
            renderer.output = try CardRenderCommand.format(arguments)
            renderer.filter = try arguments.choice("--filter", of: Compositor.ImageFilter.self) ?? .best
            if let megapixels = try arguments.number("--max-megapixels", in: 0.000001...10_000) {
                renderer.maximumPixels = Int(megapixels * 1_000_000)
            }
            let card = try store.loadCard(names[0])
            let bytes: [UInt8]
            do {
                bytes = try renderer.render(card, from: store)
            } catch let error as CardError where [.notFound, .unreadable, .unsafe].contains(error.kind) {
                throw InputFailure(
                    description:
                        "\(error.message) (`scribble card check` says what else is wrong, and --repair fixes what it can)"
                )
            }
            try OutputPlan.write(bytes, to: output ?? CardText.id(card.id) + "." + renderer.output.rawValue)
            return .success
        })
}

enum CardRenderCommand {
    /// The format `-o`'s extension names, and `--format` if it agrees; PNG when neither says.
    /// - Throws: `UsageError` for an extension that is not one of the formats, or a `--format`
    ///   that contradicts it.
    static func format(_ arguments: ParsedArguments) throws(UsageError) -> Compositor.Output {
        let asked = try arguments.choice("--format", of: Compositor.Output.self)
        guard let output = arguments.value("--output"), output != "-",
            let fileExtension = self.fileExtension(of: output)
        else {
            return asked ?? .png
        }
        guard let named = Compositor.Output(rawValue: fileExtension.lowercased()) else {
            let known = Compositor.Output.allCases.map { "\($0.rawValue.uppercased()) (*.\($0.rawValue))" }
            throw UsageError(
                message:
                    "\(output): card render writes \(known.dropLast().joined(separator: ", ")) and \(known.last ?? ""), not *.\(fileExtension); name the output after one of them"
            )
        }
        if let asked, asked != named {
            throw UsageError(
                message:
                    "--format \(asked.rawValue) contradicts the output's name \(output); name it *.\(asked.rawValue) or leave --format out"
            )
        }
        return named
    }

    /// What follows the last dot of a file's name, if its name has one (not a leading dot).
    static func fileExtension(of path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else {
            return nil
        }
        return String(name[name.index(after: dot)...])
    }
}
