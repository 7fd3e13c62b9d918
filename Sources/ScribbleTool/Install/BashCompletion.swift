/// The completion script for bash: a function per question (a command's options, an option's
/// value, a command's subcommands and arguments) answered by a `case` over the commands, and
/// `_scribble`, which walks the words typed so far to find the command being completed.
enum BashCompletion {
    static func script(_ top: CommandReference) -> String {
        let all = top.withDescendants
        var lines = [ShellCompletion.header(.bash), ""]

        lines += [
            "# The options of command $1 (\"\", \"render\", \"card attach\")", "_scribble_options() {",
            "    case $1 in",
        ]
        for reference in all {
            let names = reference.options.flatMap { [$0.name] + [$0.alias].compactMap { $0 } }
            lines.append(
                "        \(pattern(reference))) echo \(ShellCompletion.singleQuoted(names.joined(separator: " "))) ;;")
        }
        lines += ["    esac", "}", ""]

        lines += [
            "# What the value of option $2 of command $1 completes to: its words, <files>, <folders> or",
            "# <text>; nothing for a flag.",
            "_scribble_value() {",
            "    case \"$1 $2\" in",
        ]
        for reference in all {
            for option in reference.options {
                guard let answer = answer(option.completion) else { continue }
                let keys = ([option.name] + [option.alias].compactMap { $0 }).map {
                    ShellCompletion.singleQuoted(reference.key + " " + $0)
                }
                lines.append("        \(keys.joined(separator: "|"))) echo \(ShellCompletion.singleQuoted(answer)) ;;")
            }
        }
        lines += ["    esac", "}", ""]

        lines += ["# The subcommands of command $1.", "_scribble_subcommands() {", "    case $1 in"]
        for reference in all where !reference.subcommands.isEmpty {
            let names = reference.subcommands.map { $0.words.last ?? "" }
            lines.append(
                "        \(pattern(reference))) echo \(ShellCompletion.singleQuoted(names.joined(separator: " "))) ;;")
        }
        lines += ["    esac", "}", ""]

        lines += ["# What the arguments of command $1 complete to.", "_scribble_arguments() {", "    case $1 in"]
        for reference in all {
            guard let answer = answer(reference.argumentCompletion) else { continue }
            lines.append("        \(pattern(reference))) echo \(ShellCompletion.singleQuoted(answer)) ;;")
        }
        lines += ["    esac", "}", ""]

        lines += [
            "_scribble() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} command='' option='' word value i",
            "    COMPREPLY=()",
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        word=${COMP_WORDS[i]}",
            "        if [[ $word == -* ]]; then",
            "            [[ -n $(_scribble_value \"$command\" \"$word\") ]] || continue",
            "            # Its value is the next word, or the one after the = that bash splits off.",
            "            [[ ${COMP_WORDS[i+1]} == \"=\" ]] && ((i++))",
            "            if ((i + 1 == COMP_CWORD)); then option=$word; break; fi",
            "            ((i++))",
            "        elif [[ \" $(_scribble_subcommands \"$command\") \" == *\" $word \"* ]]; then",
            "            command=${command:+$command }$word",
            "        fi",
            "    done",
            "    # Right after --option=",
            "    if [[ $cur == \"=\" && COMP_CWORD -gt 1 && -n $(_scribble_value \"$command\" \"${COMP_WORDS[COMP_CWORD-1]}\") ]]; then",
            "        option=${COMP_WORDS[COMP_CWORD-1]} cur=''",
            "    fi",
            "    if [[ -n $option ]]; then",
            "        value=$(_scribble_value \"$command\" \"$option\")",
            "    elif [[ $cur == -* ]]; then",
            "        value=$(_scribble_options \"$command\")",
            "    elif [[ -n $(_scribble_subcommands \"$command\") ]]; then",
            "        value=$(_scribble_subcommands \"$command\")",
            "    else",
            "        value=$(_scribble_arguments \"$command\")",
            "    fi",
            "    case $value in",
            "        '<files>') compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- \"$cur\") ;;",
            "        '<folders>') compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- \"$cur\") ;;",
            "        '<text>' | '') ;;",
            "        *) mapfile -t COMPREPLY < <(compgen -W \"$value\" -- \"$cur\") ;;",
            "    esac",
            "}",
            "",
            "complete -F _scribble scribble",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A `case` pattern matching the command's key.
    private static func pattern(_ reference: CommandReference) -> String {
        ShellCompletion.singleQuoted(reference.key)
    }

    /// What `_scribble_value` and `_scribble_arguments` say for a kind of value; `nil` for none.
    private static func answer(_ value: CompletionValue) -> String? {
        switch value {
        case .none: nil
        case .words(let words): words.joined(separator: " ")
        case .files: "<files>"
        case .folders: "<folders>"
        case .text: "<text>"
        }
    }
}
