import Scribble

/// The options of `render` and `replay` that say how a drawing becomes a picture, parsed once
/// into the library's ``Renderer/Options``: scale, fit, padding, size, background, limits,
/// compression and what an SVG's strokes become.
enum RenderArguments {
    /// The option that picks what an SVG's strokes become.
    static let svgModeOption = OptionSpec(
        name: "--svg-mode", value: "outlines|centerlines", choices: SVGWriteOptions.Mode.allCases.map(\.rawValue),
        help: "SVG strokes as filled ink outlines (default) or stroked centre lines.")

    /// The options a command line asks for, for a picture of `format`. An SVG is usually placed
    /// over something else, so it has a background only when `--background` asks for one.
    /// - Throws: `UsageError` when an option does not suit the format or has a wrong value.
    static func options(from arguments: ParsedArguments, format: Renderer.Format) throws(UsageError) -> Renderer.Options
    {
        var options = try common(from: arguments)
        options.format = format
        try BatchArguments.applySize(arguments, to: &options, format: format)
        let mode = try arguments.choice("--svg-mode", of: SVGWriteOptions.Mode.self)
        switch format {
        case .png, .pdf:
            if mode != nil {
                throw UsageError(
                    message: "--svg-mode applies to SVG output only; the output is \(format.rawValue.uppercased())")
            }
        case .svg:
            options.svgMode = mode ?? .outlines
            if arguments.value("--background") == nil { options.background = nil }
        }
        return options
    }

    /// The options every picture takes, whatever its format: `--scale`, `--padding`,
    /// `--max-megapixels`, `--fit`, `--png-compression`, `--pixel-width`, `--background` and
    /// `--page-background`.
    /// - Throws: `UsageError` for a value out of range or not understood.
    static func common(from arguments: ParsedArguments) throws(UsageError) -> Renderer.Options {
        var options = Renderer.Options()
        if let scale = try arguments.number("--scale", in: 0.01...100) { options.scale = scale }
        if let padding = try arguments.number("--padding", in: 0...10_000) { options.padding = padding }
        if let megapixels = try arguments.number("--max-megapixels", in: 0.000001...10_000) {
            options.maximumPixels = Int(megapixels * 1_000_000)
        }
        if let fit = try arguments.choice("--fit", of: Framing.Fit.self) { options.fit = fit }
        if let compression = try arguments.choice("--png-compression", of: PNGCompression.self) {
            options.pngCompression = compression
        }
        if let pixels = try arguments.number("--pixel-width", in: 0.01...1000) {
            if arguments.value("--width") != nil {
                throw UsageError(
                    message: "--width sets strokes' widths in canvas units and --pixel-width in output pixels; give one"
                )
            }
            options.strokePixelWidth = pixels
        }
        options.framing.drawsPaper = arguments.has("--page-background")
        if let background = arguments.value("--background") {
            if background == "none" || background == "transparent" {
                options.background = nil
            } else if let color = ColorArgument.parse(background) {
                options.background = color
            } else {
                throw UsageError(message: "--background expects \(ColorArgument.forms) or none, got \"\(background)\"")
            }
        }
        return options
    }
}
