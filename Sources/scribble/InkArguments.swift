import Scribble

/// The options that say how strokes become ink, shared by the commands that render or write
/// drawings: a preset, per-option changes on top of it, and a tool for every stroke.
enum InkArguments {
    static let options: [OptionSpec] = [
        OptionSpec(name: "--smoothing", value: "PRESET", help: "Ink preset: \(InkOptions.presetNames.joined(separator: ", ")) (default: the drawing's own, else default)."),
        OptionSpec(name: "--tool", value: "TOOL", help: "Draw every stroke with this tool: \(InkTool.allCases.map(\.rawValue).joined(separator: ", "))."),
        OptionSpec(name: "--stabilizer", value: "KIND", help: "Steadying: none, streamline, one-euro, moving-average."),
        OptionSpec(name: "--streamline", value: "N", help: "Streamline amount 0…1 (sets --stabilizer streamline)."),
        OptionSpec(name: "--spacing", value: "N", help: "Curve sample spacing in units; 0 joins points with straight lines."),
        OptionSpec(name: "--thinning", value: "N", help: "How much pressure changes the width, -1…1."),
        OptionSpec(name: "--pressure", value: "SOURCE", help: "Pressure: automatic, device, simulated, ignored."),
        OptionSpec(name: "--taper-start", value: "N", help: "Taper length at the start, in units."),
        OptionSpec(name: "--taper-end", value: "N", help: "Taper length at the end, in units."),
        OptionSpec(name: "--cap", value: "round|flat", help: "How stroke ends are closed."),
        OptionSpec(name: "--nib-angle", value: "DEGREES", help: "A broad nib at this angle for pressure tools (calligraphy)."),
    ]

    /// The stabilizers `--stabilizer` names, with their default settings.
    enum StabilizerName: String, CaseIterable {
        case none, streamline
        case oneEuro = "one-euro"
        case movingAverage = "moving-average"

        var stabilizer: InkOptions.Stabilizer {
            switch self {
            case .none: .none
            case .streamline: .streamline(0.3)
            case .oneEuro: .oneEuro(minCutoff: 1, beta: 0.05, derivativeCutoff: 1)
            case .movingAverage: .movingAverage(window: 4)
            }
        }
    }

    /// Checks the ink options of a command line before any input is read.
    static func validate(_ arguments: ParsedArguments) throws(UsageError) {
        _ = try resolve(arguments, drawingOptions: nil)
        _ = try tool(arguments)
    }

    /// The ink options a drawing is drawn with: the preset (or the drawing's own options, or the
    /// defaults) changed by the per-option flags; `nil` when the command line says nothing and the
    /// drawing has none, so the renderer's defaults apply.
    static func resolve(_ arguments: ParsedArguments, drawingOptions: InkOptions?) throws(UsageError) -> InkOptions? {
        var options: InkOptions
        if let name = arguments.value("--smoothing") {
            guard let preset = InkOptions.preset(named: name) else {
                throw UsageError(message: "--smoothing must be one of \(InkOptions.presetNames.joined(separator: ", ")), got \"\(name)\"")
            }
            options = preset
        } else {
            options = drawingOptions ?? .default
        }
        var changed = arguments.value("--smoothing") != nil
        if let name = try arguments.choice("--stabilizer", of: StabilizerName.self) {
            options.stabilizer = name.stabilizer
            changed = true
        }
        if let amount = try arguments.number("--streamline", in: 0...1) {
            options.stabilizer = .streamline(amount)
            changed = true
        }
        if let spacing = try arguments.number("--spacing", in: 0...1000) {
            options.spacing = spacing
            changed = true
        }
        if let thinning = try arguments.number("--thinning", in: -1...1) {
            options.thinning = thinning
            changed = true
        }
        if let pressure = try arguments.choice("--pressure", of: InkOptions.PressureSource.self) {
            options.pressure = pressure
            changed = true
        }
        if let length = try arguments.number("--taper-start", in: 0...100_000) {
            options.taperStart.length = length
            changed = true
        }
        if let length = try arguments.number("--taper-end", in: 0...100_000) {
            options.taperEnd.length = length
            changed = true
        }
        if let cap = try arguments.choice("--cap", of: InkOptions.Cap.self) {
            options.cap = cap
            changed = true
        }
        if let degrees = try arguments.number("--nib-angle", in: -180...180) {
            options.nib = .broad(angle: degrees * .pi / 180, minimumWidth: 0.15)
            changed = true
        }
        return changed || drawingOptions != nil ? options : nil
    }

    /// The tool `--tool` asks for, if any.
    static func tool(_ arguments: ParsedArguments) throws(UsageError) -> InkTool? {
        try arguments.choice("--tool", of: InkTool.self)
    }

    /// The drawing as the command line wants it inked: its options resolved and the tool applied.
    static func apply(_ arguments: ParsedArguments, to drawing: Drawing) throws(UsageError) -> Drawing {
        var drawing = drawing
        drawing.inkOptions = try resolve(arguments, drawingOptions: drawing.inkOptions)
        if let tool = try tool(arguments) {
            for index in drawing.strokes.indices { drawing.strokes[index].ink.tool = tool }
        }
        return drawing
    }
}
