import Scribble

extension Renderer.Format {
    /// The option that names the format.
    static let option = OptionSpec(
        name: "--format", value: "png|svg|pdf", choices: allCases.map(\.rawValue),
        help: "The output's format when its name does not tell (default png).")

    /// The format a command line asks for: `--format`, else the output's extension (`-o x.svg`),
    /// else PNG.
    /// - Throws: `UsageError` when `--format` is not a known format or contradicts the output's
    ///   extension.
    static func chosen(by arguments: ParsedArguments) throws(UsageError) -> Renderer.Format {
        let named = arguments.value("--output").flatMap(Renderer.Format.init(fileName:))
        let format: Renderer.Format
        if let asked = try arguments.choice("--format", of: Renderer.Format.self) {
            if let named, named != asked, let output = arguments.value("--output") {
                throw UsageError(
                    message:
                        "--format \(asked.rawValue) contradicts the output's name \(output); name it *.\(asked.rawValue) or leave --format out"
                )
            }
            format = asked
        } else {
            format = named ?? .png
        }
        return format
    }
}
