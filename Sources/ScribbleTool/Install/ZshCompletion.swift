/// The completion script for zsh (`_scribble`, for a folder of `fpath`): a function a command,
/// `_scribble_render`, `_scribble_card_attach`…, each an `_arguments` spec of its options, and a
/// command with subcommands offering them, with their summaries, then handing over to theirs.
enum ZshCompletion {
    static func script(_ top: CommandReference) -> String {
        var lines = ["#compdef scribble", ShellCompletion.header(.zsh), ""]
        for reference in top.withDescendants {
            lines += function(reference) + [""]
        }
        // Autoloaded from fpath, the file's body runs as `_scribble`; sourced, it registers it.
        lines += [
            "if [[ $funcstack[1] == _scribble ]]; then",
            "  _scribble \"$@\"",
            "else",
            "  compdef _scribble scribble",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func functionName(_ reference: CommandReference) -> String {
        (["_scribble"] + reference.words.map { $0.replacingOccurrences(of: "-", with: "_") }).joined(separator: "_")
    }

    private static func function(_ reference: CommandReference) -> [String] {
        var specs = reference.options.map(spec)
        if reference.subcommands.isEmpty {
            if reference.argumentCompletion == .files { specs.append("'*:file:_files'") }
            return ["\(functionName(reference))() {", "  _arguments -s -S \\"] + specs.map { "    \($0) \\" } + [
                "    && return 0", "}",
            ]
        }
        specs += ["'1: :->command'", "'*:: :->argument'"]
        var lines = [
            "\(functionName(reference))() {", "  local curcontext=$curcontext state line", "  local -a commands",
            "  _arguments -C -s -S \\",
        ]
        lines += specs.map { "    \($0) \\" } + ["    && return 0"]
        lines += ["  case $state in", "    command)", "      commands=("]
        for subcommand in reference.subcommands {
            let name = (subcommand.words.last ?? "").replacingOccurrences(of: ":", with: "\\:")
            lines.append("        " + ShellCompletion.singleQuoted(name + ":" + subcommand.summary))
        }
        lines += [
            "      )", "      _describe -t commands command commands ;;", "    argument)", "      case $words[1] in",
        ]
        for subcommand in reference.subcommands {
            lines.append(
                "        \(ShellCompletion.singleQuoted(subcommand.words.last ?? ""))) \(functionName(subcommand)) ;;")
        }
        lines += ["      esac ;;", "  esac", "}"]
        return lines
    }

    /// An option as `_arguments` takes it: every one may be given again (edit's steps are), a
    /// long one's value after `=` or in the next word, then its help, its placeholder and what
    /// completes it.
    private static func spec(_ option: OptionSpec) -> String {
        let takesValue = option.value != nil
        let names = ([option.alias].compactMap { $0 } + [option.name]).map { name in
            takesValue && name.hasPrefix("--") ? name + "=" : name
        }
        let help = option.help.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
        var rest = "[" + help + "]"
        if let value = option.value {
            rest += ":" + value.replacingOccurrences(of: ":", with: "\\:") + ":" + action(option.completion)
        }
        guard names.count > 1 else { return ShellCompletion.singleQuoted("*" + names[0] + rest) }
        return "'*'{" + names.joined(separator: ",") + "}" + ShellCompletion.singleQuoted(rest)
    }

    private static func action(_ value: CompletionValue) -> String {
        switch value {
        case .words(let words): "(" + words.joined(separator: " ") + ")"
        case .files: "_files"
        case .folders: "_files -/"
        case .none, .text: " "
        }
    }
}
