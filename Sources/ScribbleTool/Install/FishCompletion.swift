/// The completion script for fish: `complete` lines, each under the condition that the words
/// typed so far name its command (`__scribble_is 'card attach'`), which `__scribble_command`
/// finds by walking them, skipping option values.
enum FishCompletion {
    static func script(_ top: CommandReference) -> String {
        let all = top.withDescendants
        var lines = [ShellCompletion.header(.fish), ""]

        lines += [
            "# Whether option $2 of command $1 takes a value.", "function __scribble_takes_value",
            "    switch \"$argv[1] $argv[2]\"",
        ]
        let valued = all.flatMap { reference in
            reference.options.filter { $0.value != nil }.flatMap { option in
                ([option.name] + [option.alias].compactMap { $0 }).map { quoted(reference.key + " " + $0) }
            }
        }
        if !valued.isEmpty { lines += ["        case " + valued.joined(separator: " "), "            return 0"] }
        lines += ["    end", "    return 1", "end", ""]

        lines += [
            "# The subcommands of command $1, a line each.", "function __scribble_subcommands",
            "    switch \"$argv[1]\"",
        ]
        for reference in all where !reference.subcommands.isEmpty {
            lines += [
                "        case " + quoted(reference.key),
                "            printf '%s\\n' "
                    + reference.subcommands.map { quoted($0.words.last ?? "") }.joined(separator: " "),
            ]
        }
        lines += ["    end", "end", ""]

        lines += [
            "# The command being completed: \"\", \"render\", \"card\", \"card attach\"…",
            "function __scribble_command",
            "    set -l command ''",
            "    set -l skip 0",
            "    for word in (commandline -opc)[2..-1]",
            "        if test $skip = 1",
            "            set skip 0",
            "        else if string match -q -- '-*' $word",
            "            if not string match -q -- '*=*' $word; and __scribble_takes_value \"$command\" $word",
            "                set skip 1",
            "            end",
            "        else if contains -- $word (__scribble_subcommands \"$command\")",
            "            set command (string trim -- \"$command $word\")",
            "        end",
            "    end",
            "    echo $command",
            "end",
            "",
            "function __scribble_is",
            "    set -l command (__scribble_command)",
            "    test \"$command\" = \"$argv[1]\"",
            "end",
            "",
            "complete -c scribble -f",
        ]
        for reference in all {
            let condition = "-n " + quoted("__scribble_is " + quoted(reference.key))
            for subcommand in reference.subcommands {
                lines.append(
                    "complete -c scribble \(condition) -a \(quoted(subcommand.words.last ?? "")) -d \(quoted(subcommand.summary))"
                )
            }
            for option in reference.options {
                lines.append(
                    "complete -c scribble \(condition) \(names(option))\(value(option.completion)) -d \(quoted(option.help))"
                )
            }
            switch reference.argumentCompletion {
            case .files: lines.append("complete -c scribble \(condition) -F")
            default: break
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `-s o -l output`: a one-letter alias as fish's short option, a longer one as an old-style one.
    private static func names(_ option: OptionSpec) -> String {
        var parts: [String] = []
        if let alias = option.alias {
            let letter = alias.dropFirst()
            parts.append(letter.count == 1 ? "-s \(letter)" : "-o \(quoted(String(letter)))")
        }
        parts.append("-l " + quoted(String(option.name.dropFirst(2))))
        return parts.joined(separator: " ")
    }

    /// What follows the option: `-x -a 'png svg pdf'` for words, `-r -F` for a file, nothing for a flag.
    private static func value(_ completion: CompletionValue) -> String {
        switch completion {
        case .none: ""
        case .words(let words): " -x -a " + quoted(words.joined(separator: " "))
        case .files: " -r -F"
        case .folders: " -x -a '(__fish_complete_directories)'"
        case .text: " -x"
        }
    }

    /// `text` in fish's single quotes, where only a backslash and a quote are escaped.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
