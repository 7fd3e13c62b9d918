import Foundation
import Testing

/// `scribble --generate-completion bash|zsh|fish`: scripts each shell accepts, made from the
/// tables `--help` prints, so that every command's every option completes, and the values of the
/// options that take one of a fixed set.
@Suite struct ShellCompletionTests {
    /// The script for `shell`, written to a file of its own.
    static func script(_ shell: String) throws -> URL {
        let result = try ToolRunner.run(["--generate-completion", shell])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let file = try ToolRunner.temporaryFolder().appendingPathComponent(
            shell == "zsh" ? "_scribble" : "scribble.\(shell)")
        try result.standardOutput.write(to: file)
        return file
    }

    /// What bash's completion offers for each line of words, the last being the one completed:
    /// `_scribble` run as bash runs it, with `COMP_WORDS` and `COMP_CWORD` set, in an empty
    /// folder, so that a file is offered only where a path says where to look.
    static func bashCompletions(_ lines: [[String]]) throws -> [[String]] {
        let file = try script("bash")
        var commands = [
            "source \(quoted(file.path))",
            "[[ $(complete -p scribble) == 'complete -F _scribble scribble' ]] || exit 3",
        ]
        for words in lines {
            commands.append(
                "COMP_WORDS=(\(words.map(quoted).joined(separator: " "))); COMP_CWORD=\(words.count - 1); _scribble; echo \"${COMPREPLY[*]}\""
            )
        }
        let result = try InstalledProgram.run(
            "bash", ["-c", commands.joined(separator: "\n")], in: try ToolRunner.temporaryFolder())
        #expect(result.status == 0, "\(result.standardError)")
        let answers = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            $0.split(separator: " ").map(String.init)
        }
        try #require(answers.count == lines.count, "\(result.output)")
        return answers
    }

    /// What fish's completion offers for each command line (`complete -C`), names without their
    /// descriptions, in an empty folder.
    static func fishCompletions(_ lines: [String]) throws -> [[String]] {
        let file = try script("fish")
        var commands = ["source \(quoted(file.path))"]
        for line in lines { commands += ["complete -C \(quoted(line))", "echo '<end>'"] }
        let result = try InstalledProgram.run(
            "fish", ["--no-config", "-c", commands.joined(separator: "\n")], in: try ToolRunner.temporaryFolder())
        #expect(result.status == 0, "\(result.standardError)")
        let blocks = result.output.components(separatedBy: "<end>\n").dropLast()
        try #require(blocks.count == lines.count, "\(result.output)")
        return blocks.map { block in
            block.split(separator: "\n").map { String($0.split(separator: "\t", maxSplits: 1).first ?? "") }
        }
    }

    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    static let hasBash = InstalledProgram.path("bash") != nil
    static let hasZsh = InstalledProgram.path("zsh") != nil
    static let hasFish = InstalledProgram.path("fish") != nil

    @Test(.enabled(if: hasBash && hasZsh && hasFish, "bash, zsh and fish are needed (tools/setup zsh fish)"))
    func eachShellAcceptsItsScript() throws {
        for (shell, arguments) in [("bash", ["-n"]), ("zsh", ["-n"]), ("fish", ["--no-config", "-n"])] {
            let file = try Self.script(shell)
            let result = try InstalledProgram.run(shell, arguments + [file.path])
            #expect(result.status == 0, "\(shell) -n: \(result.standardError)")
            #expect(result.standardError.isEmpty, "\(shell) -n: \(result.standardError)")
        }
    }

    @Test(.enabled(if: hasBash, "bash is not installed"))
    func bashCompletesAnOptionsName() throws {
        #expect(try Self.bashCompletions([["scribble", "render", "--sc"]]) == [["--scale"]])
    }

    @Test(.enabled(if: hasFish, "fish is not installed (tools/setup fish)"))
    func fishCompletesAnOptionsName() throws {
        #expect(try Self.fishCompletions(["scribble render --sc"]) == [["--scale"]])
    }

    @Test(.enabled(if: hasBash, "bash is not installed"))
    func bashCompletesEveryCommandAndEveryOptionOfEach() throws {
        let tables = try HelpTables.read()
        let lines =
            [["scribble", ""], ["scribble", "card", ""]] + tables.entries.map { ["scribble"] + $0.words + ["-"] }
        let answers = try Self.bashCompletions(lines)
        #expect(answers[0] == tables.commands)
        #expect(answers[1] == tables.cardSubcommands)
        for (entry, answer) in zip(tables.entries, answers.dropFirst(2)) {
            let names = entry.options.flatMap { [$0.name] + [$0.alias].compactMap { $0 } }
            #expect(Set(answer) == Set(names), "scribble \(entry.words.joined(separator: " ")) -")
        }
    }

    @Test(.enabled(if: hasFish, "fish is not installed (tools/setup fish)"))
    func fishCompletesEveryCommandAndEveryOptionOfEach() throws {
        let tables = try HelpTables.read()
        let lines =
            ["scribble ", "scribble card "] + tables.entries.map { "scribble \($0.words.joined(separator: " ")) -" }
        let answers = try Self.fishCompletions(lines)
        #expect(Set(answers[0]) == Set(tables.commands))
        #expect(Set(answers[1]) == Set(tables.cardSubcommands))
        for (entry, answer) in zip(tables.entries, answers.dropFirst(2)) {
            let names = entry.options.flatMap { [$0.name] + [$0.alias].compactMap { $0 } }
            #expect(Set(answer) == Set(names), "scribble \(entry.words.joined(separator: " ")) -")
        }
    }

    @Test func zshHasAFunctionForEveryCommandWithEveryOption() throws {
        let tables = try HelpTables.read()
        let script = try String(contentsOf: try Self.script("zsh"), encoding: .utf8)
        #expect(script.hasPrefix("#compdef scribble\n"))
        for entry in tables.entries {
            let function =
                "_scribble_" + entry.words.map { $0.replacingOccurrences(of: "-", with: "_") }.joined(separator: "_")
            let body = try #require(
                script.components(separatedBy: "\n\(function)() {\n").dropFirst().first?.components(
                    separatedBy: "\n}\n"
                ).first,
                "no \(function)")
            for option in entry.options {
                // As `_arguments` names them: '*--scale=[…]', or '*'{-o,--output=}'[…]'.
                let names = [option.alias, option.name].compactMap { $0 }
                for name in names {
                    let spelled = name + (option.placeholder != nil && name.hasPrefix("--") ? "=" : "")
                    #expect(
                        body.contains("'*\(spelled)[") || body.contains("{\(spelled),")
                            || body.contains(",\(spelled)}"),
                        "\(function) completes \(name)")
                }
            }
        }
        for command in tables.commands {
            #expect(script.contains("        '\(command)') _scribble_\(command) ;;"))
        }
    }

    @Test(.enabled(if: hasBash && hasFish, "bash and fish are needed (tools/setup fish)"))
    func theValuesOfAFixedSetComplete() throws {
        let tables = try HelpTables.read()
        var cases: [(words: [String], option: HelpTables.Option)] = []
        for entry in tables.entries {
            for option in entry.options where option.placeholder != nil {
                cases.append((["scribble"] + entry.words + [option.name, ""], option))
            }
        }
        let bash = try Self.bashCompletions(cases.map(\.words))
        let fish = try Self.fishCompletions(cases.map { $0.words.joined(separator: " ") })
        var offered = 0
        for ((words, option), (fromBash, fromFish)) in zip(cases, zip(bash, fish)) {
            let line = words.joined(separator: " ")
            #expect(Set(fromBash) == Set(fromFish), "\(line): bash \(fromBash), fish \(fromFish)")
            if !option.placeholderChoices.isEmpty {
                // `--policy pen|finger|any|auto`: the placeholder's own words.
                #expect(Set(fromBash) == Set(option.placeholderChoices), "\(line)")
            } else {
                // `--smoothing PRESET`, `--to FORMAT`: words the help names, or none; never a
                // file for a value that is not a path.
                for word in fromBash {
                    #expect(option.help.contains(word), "\(line): \(word) is not in \"\(option.help)\"")
                }
            }
            offered += fromBash.isEmpty ? 0 : 1
        }
        #expect(offered >= 15, "options with a fixed set of values: \(offered)")
        let smoothing = try #require(cases.firstIndex { $0.words == ["scribble", "render", "--smoothing", ""] })
        #expect(bash[smoothing].contains("calligraphy") && bash[smoothing].contains("perfect-freehand"))
        let tool = try #require(cases.firstIndex { $0.words == ["scribble", "render", "--tool", ""] })
        #expect(bash[tool].contains("fountain-pen"))
    }

    @Test(.enabled(if: hasBash && hasFish, "bash and fish are needed (tools/setup fish)"))
    func inputsAndOutputsCompleteAsFilesAndTheStoreAsAFolder() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data("{}".utf8).write(to: folder.appendingPathComponent("sample.events.json"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("store"), withIntermediateDirectories: true)
        let base = folder.path + "/"
        let bash = try Self.bashCompletions([
            ["scribble", "render", base + "sam"],
            ["scribble", "render", "-o", base + "sam"],
            ["scribble", "card", "--store", base + "s"],
            ["scribble", "card", "--store", base + "store", "att"],
            ["scribble", "card", "attach", "--item", base + "sam"],
        ])
        #expect(
            bash == [[base + "sample.events.json"], [base + "sample.events.json"], [base + "store"], ["attach"], []])
        let fish = try Self.fishCompletions([
            "scribble render \(base)sam", "scribble card --store \(base)s", "scribble card --store \(base)store att",
        ])
        #expect(fish == [[base + "sample.events.json"], [base + "store/"], ["attach"]])
    }
}
