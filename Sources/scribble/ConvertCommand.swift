import ScribbleFormats
import ScribbleKit

extension Command {
    /// `scribble convert`: one format to another.
    static let convert = Command(
        name: "convert",
        summary: "Convert between event recordings and drawings.",
        usage: "INPUT -o OUTPUT [--to drawing|events] [--compact] [--policy pen|finger|any|auto]",
        discussion: """
            A recording becomes a drawing by recording it under the input policy; a drawing becomes
            the events that would draw it again. The output's kind is told by its name
            (*.drawing.json, *.events.json) or by --to. `-` reads standard input or writes standard
            output. For a drawing, --smoothing and the other ink options are stored in the file (its
            "ink-options"), so that it renders the same everywhere.
            """,
        options: [
            OptionSpec(name: "--output", alias: "-o", value: "OUTPUT", help: "The file to write, or - for standard output."),
            OptionSpec(name: "--to", value: "drawing|events", help: "The output's kind when its name does not tell."),
            OptionSpec(name: "--compact", help: "Write a drawing's points as [x, y, t, pressure] arrays."),
            InputLoader.policyOption,
        ] + InkArguments.options,
        run: ConvertCommand.run)
}

/// What `scribble convert` does.
enum ConvertCommand {
    /// The kinds of document convert writes.
    enum Target: String, CaseIterable {
        case drawing
        case events
    }

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard arguments.positionals.count == 1, let input = arguments.positionals.first else {
            throw UsageError(message: "convert takes exactly one INPUT")
        }
        guard let output = arguments.value("--output") else { throw UsageError(message: "convert needs -o OUTPUT") }
        let target = try arguments.choice("--to", of: Target.self) ?? target(forName: output)
        let loaded = try InputLoader.load(input, policy: try InputLoader.policy(from: arguments))
        Diagnostics.reportAnomalies(of: loaded)
        let bytes: [UInt8]
        switch target {
        case .drawing:
            // The ink options the command line gives are stored in the drawing, so it renders the
            // same wherever it goes.
            bytes = try InkArguments.apply(arguments, to: loaded.drawing).jsonEncoded(compactPoints: arguments.has("--compact"))
        case .events:
            let recording = EventRecording(canvas: loaded.drawing.canvas, events: loaded.drawing.inputEvents)
            bytes = recording.encoded()
        }
        try OutputPlan.write(bytes, to: output)
        return .success
    }

    private static func target(forName name: String) throws(UsageError) -> Target {
        if name.hasSuffix(".events.json") { return .events }
        if name.hasSuffix(".drawing.json") || name.hasSuffix(".json") { return .drawing }
        throw UsageError(message: "cannot tell the output's kind from \"\(name)\"; name it *.drawing.json or *.events.json, or give --to")
    }
}
