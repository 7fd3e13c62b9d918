import Foundation
import Testing

/// `scribble --generate-man DIR`: the manual pages, made from the tables `--help` prints, so that
/// every option of every command is in its page, and pages that `man` reads without a warning.
@Suite struct ManualPageTests {
    /// The pages the tool writes, by file name, and the paths it printed.
    static func generate() throws -> (pages: [String: String], printed: [String], folder: URL) {
        let folder = try ToolRunner.temporaryFolder().appendingPathComponent("man1")
        let result = try ToolRunner.run(["--generate-man", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        var pages: [String: String] = [:]
        for name in try ToolRunner.contents(of: folder) {
            pages[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        let printed = result.output.split(separator: "\n").map(String.init)
        return (pages, printed, folder)
    }

    /// A name as a page sets it: every `-` escaped.
    static func roff(_ name: String) -> String { name.replacingOccurrences(of: "-", with: "\\-") }

    /// The lines of the page from a heading (`.SH OPTIONS`, `.SS "card attach"`) to the next
    /// heading of that level or above.
    static func section(_ heading: String, of page: String) -> [String] {
        let lines = page.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return [] }
        let level = heading.prefix(3)
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix(".SH") && !(level == ".SS" && $0.hasPrefix(".SS")) })
    }

    /// The labels of the options a section lists: the line after each `.TP`.
    static func optionLabels(in lines: [String]) -> [String] {
        zip(lines, lines.dropFirst()).filter { $0.0 == ".TP" }.map(\.1)
    }

    @Test func thereIsAPageForTheToolAndForEveryCommand() throws {
        let tables = try HelpTables.read()
        let (pages, printed, folder) = try Self.generate()
        let expected = ["scribble.1"] + tables.commands.map { "scribble-\($0).1" }
        #expect(Set(pages.keys) == Set(expected))
        #expect(printed == expected.map { folder.appendingPathComponent($0).path })
        let overview = try #require(pages["scribble.1"])
        let commands = Self.section(".SH COMMANDS", of: overview)
        for command in tables.commands {
            #expect(Self.optionLabels(in: commands).contains("\\fB\(command)\\fR"), "scribble(1) lists \(command)")
            #expect(
                overview.contains("\\%\\fBscribble\\-\(command)\\fR(1)"), "scribble(1) refers to scribble-\(command)(1)"
            )
        }
        for section in [".SH EXIT STATUS", ".SH ENVIRONMENT", ".SH FILES", ".SH SEE ALSO"] {
            #expect(!Self.section(section, of: overview).isEmpty, "scribble(1) has \(section)")
        }
        #expect(overview.contains(".B SCRIBBLE_STORE") || overview.contains("\\fBSCRIBBLE_STORE\\fR"))
    }

    @Test func everyOptionOfEveryCommandIsInItsPage() throws {
        let tables = try HelpTables.read()
        let (pages, _, _) = try Self.generate()
        for entry in tables.entries {
            let page = try #require(pages["scribble-\(entry.words[0]).1"])
            let lines =
                entry.words.count == 1
                ? Self.section(".SH OPTIONS", of: page)
                : Self.section(".SS \"\(entry.words.joined(separator: " "))\"", of: page)
            let labels = Self.optionLabels(in: lines)
            #expect(labels.count == entry.options.count, "\(entry.words): \(labels)")
            for option in entry.options {
                var label = [option.alias, option.name].compactMap { $0 }.map { "\\fB\(Self.roff($0))\\fR" }.joined(
                    separator: ", ")
                if let placeholder = option.placeholder { label += " \\fI\(Self.roff(placeholder))\\fR" }
                #expect(
                    labels.contains(label),
                    "scribble-\(entry.words[0])(1) lists \(option.name) of \(entry.words.joined(separator: " ")) as \(label)"
                )
            }
        }
    }

    @Test(.enabled(if: InstalledProgram.path("man") != nil, "man (man-db) is not installed; tools/setup man-db"))
    func manReadsEveryPageWithoutAWarning() throws {
        let (pages, _, folder) = try Self.generate()
        #expect(!pages.isEmpty)
        // The C locale has no glyph beyond ASCII, where a page's stray one warns.
        for locale in ["C", "C.UTF-8"] {
            for name in pages.keys.sorted() {
                let result = try InstalledProgram.run(
                    "man", ["--warnings", "-l", folder.appendingPathComponent(name).path],
                    environment: ["LC_ALL": locale, "MANWIDTH": "80", "MAN_KEEP_FORMATTING": ""])
                #expect(result.status == 0, "\(name): \(result.standardError)")
                #expect(result.standardError.isEmpty, "man --warnings -l \(name) in \(locale): \(result.standardError)")
                let lines = result.output.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                let nameLine = lines.firstIndex(of: "NAME").map { lines[$0 + 1] } ?? ""
                #expect(
                    nameLine.hasPrefix("\(name.dropLast(2)) "),
                    "\(name) renders its NAME line:\n\(result.output.prefix(300))")
            }
        }
    }

    @Test func helpTextIsSetAsItReadsNotAsRoffRequests() throws {
        let (pages, _, _) = try Self.generate()
        for (name, page) in pages {
            #expect(page.hasSuffix("\n"))
            for line in page.components(separatedBy: "\n").dropLast() {
                // A request or a macro is one of the few the page uses; any other line is text,
                // which must not start with a dot, a quote or a space, nor carry a bare dash.
                if line.hasPrefix(".") {
                    let macro = line.split(separator: " ").first.map(String.init) ?? line
                    #expect([".TH", ".SH", ".SS", ".PP", ".TP", ".B", ".I", ".br"].contains(macro), "\(name): \(line)")
                    continue
                }
                #expect(!line.hasPrefix("'") && !line.hasPrefix(" ") && !line.isEmpty, "\(name): \"\(line)\"")
                // Glyphs such as \(-> and \(em are named, not dashes.
                let unescaped = line.replacing(#/\\\(../#, with: "").replacingOccurrences(of: "\\-", with: "")
                #expect(!unescaped.contains("-"), "\(name): a bare - in \(line)")
                #expect(line.unicodeScalars.allSatisfy { $0.isASCII }, "\(name): \(line)")
            }
        }
        // render's help wraps a line before ".svg or .pdf", which roff would take for a request;
        // its code spans (`-`) are set in bold.
        let render = try #require(pages["scribble-render.1"])
        #expect(render.contains("\n\\&.svg or .pdf"))
        #expect(render.contains("(\\fB\\-\\fR writes standard output"))
    }

    @Test func aFolderThatCannotBeMadeIsOneLineAndExitOne() throws {
        let folder = try ToolRunner.temporaryFolder()
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let result = try ToolRunner.run(["--generate-man", file.path + "/man1"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("scribble: error: "))
        #expect(result.standardError.contains(file.path))
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(result.output.isEmpty)
        #expect(try ToolRunner.contents(of: folder) == ["file"])
    }

    @Test func theGeneratorsStayOutOfTheOverviewAndAMistakeIsBadUsage() throws {
        let overview = try ToolRunner.run(["--help"])
        #expect(overview.status == 0)
        #expect(!overview.output.contains("--generate"))
        let missing = try ToolRunner.run(["--generate-man"])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("scribble: error: --generate-man takes one DIR\n"))
        let shell = try ToolRunner.run(["--generate-completion", "tcsh"])
        #expect(shell.status == 2)
        #expect(
            shell.standardError.hasPrefix(
                "scribble: error: --generate-completion must be one of bash, zsh, fish, got \"tcsh\"\n"))
        #expect(shell.output.isEmpty)
    }
}
