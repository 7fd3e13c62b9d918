import Scribble

/// The files an install puts beside the tool, written by the tool itself from the tables of its
/// `--help`, so that they describe exactly the tool installed: `scribble --generate-man DIR`
/// writes the manual pages into DIR and prints their paths, and `scribble --generate-completion
/// bash|zsh|fish` prints that shell's completion script. `tools/install` calls both.
///
/// They are left out of the tool's overview and completions: they are for packaging, not for
/// drawing, and the overview lists what a user runs. `scribble(1)` lists them with the tool's
/// other options.
enum InstallFiles {
    static let manualOption = OptionSpec(
        name: "--generate-man", value: "DIR",
        help: "Write the manual pages, scribble.1 and one a command, into DIR and print their paths.")

    static let completionOption = OptionSpec(
        name: "--generate-completion", value: "SHELL", choices: ShellCompletion.allCases.map(\.rawValue),
        help: "Print the completion script for SHELL.")

    /// Runs `scribble --generate-man DIR` or `scribble --generate-completion SHELL`, or returns
    /// `nil` when the command line asks for neither.
    /// - Parameter commands: The commands to describe, as the tool runs them.
    static func run(_ arguments: [String], commands: [Command]) -> ExitStatus? {
        guard let first = arguments.first, first == manualOption.name || first == completionOption.name else {
            return nil
        }
        let usage =
            "USAGE: scribble \(manualOption.name) DIR | scribble \(completionOption.name) \(completionOption.choices.joined(separator: "|"))"
        guard arguments.count == 2 else {
            Console.error("\(first) takes one \(first == manualOption.name ? "DIR" : "SHELL")\n\(usage)")
            return .badUsage
        }
        if first == completionOption.name {
            guard let shell = ShellCompletion(rawValue: arguments[1]) else {
                Console.error(
                    "\(first) must be one of \(completionOption.choices.joined(separator: ", ")), got \"\(arguments[1])\"\n\(usage)"
                )
                return .badUsage
            }
            Console.outputBytes(Array(shell.script(for: commands).utf8))
            return .success
        }
        let folder = arguments[1]
        do {
            _ = try OutputPlan.makeFolders([folder])
            for page in ManualPage.all(commands) {
                let path = OutputPlan.joined(folder, page.fileName)
                try OutputPlan.write(Array(page.source.utf8), to: path)
                Console.output(path)
            }
            return .success
        } catch {
            Console.error(ErrorExplanation.message(error))
            return .badInput
        }
    }
}
