/// The kinds of file `scribble render` writes.
enum RenderFormat: String, CaseIterable {
    case png
    case svg
    case pdf

    /// The option that names the format.
    static let option = OptionSpec(
        name: "--format", value: "png|svg|pdf", help: "The output's format when its name does not tell (default png).")

    /// The format a command line asks for: `--format`, else the output's extension (`-o x.svg`),
    /// else PNG.
    /// - Throws: `UsageError` when `--format` is not a known format or contradicts the output's
    ///   extension.
    static func chosen(by arguments: ParsedArguments) throws(UsageError) -> RenderFormat {
        let named = arguments.value("--output").flatMap(format(ofName:))
        let format: RenderFormat
        if let asked = try arguments.choice("--format", of: RenderFormat.self) {
            if let named, named != asked, let output = arguments.value("--output") {
                throw UsageError(message: "--format \(asked.rawValue) contradicts the output's name \(output); name it *.\(asked.rawValue) or leave --format out")
            }
            format = asked
        } else {
            format = named ?? .png
        }
        return format
    }

    /// The format a file name's extension names, ignoring case, or `nil`.
    static func format(ofName name: String) -> RenderFormat? {
        guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return nil }
        return RenderFormat(rawValue: name[name.index(after: dot)...].lowercased())
    }
}
