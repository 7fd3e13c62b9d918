import Foundation
import Scribble

/// The options that say how strokes become ink, shared by the commands that render or write
/// drawings: a preset, per-option changes on top of it, and a tool for every stroke.
enum InkArguments {
    static let options: [OptionSpec] = [
        OptionSpec(
            name: "--smoothing", value: "PRESET", choices: InkOptions.presetNames,
            help:
                "Ink preset: \(InkOptions.presetNames.joined(separator: ", ")) (default: the drawing's own, else default)."
        ),
        OptionSpec(
            name: "--tool", value: "TOOL", choices: InkTool.allCases.map(\.rawValue),
            help: "Draw every stroke with this tool: \(InkTool.allCases.map(\.rawValue).joined(separator: ", "))."),
        OptionSpec(name: "--color", value: "COLOR", help: "Draw every stroke in this colour: \(ColorArgument.forms)."),
        OptionSpec(
            name: "--width", value: "N",
            help:
                "Draw every stroke this wide, in canvas units, from 0.01 to \(ModelLimits.maximumInkWidth.shortDescription)."
        ),
        OptionSpec(
            name: "--stabilizer", value: "KIND", choices: StabilizerName.allCases.map(\.rawValue),
            help: "Steadying: none, streamline, one-euro, moving-average."),
        OptionSpec(name: "--streamline", value: "N", help: "Streamline amount 0…1 (sets --stabilizer streamline)."),
        OptionSpec(
            name: "--spacing", value: "N|adaptive",
            help: "Curve sampling: adaptive (default) cuts by shape for the output; N units apart; 0 straight lines."),
        OptionSpec(name: "--thinning", value: "N", help: "How much pressure changes the width, -1…1."),
        OptionSpec(
            name: "--pressure", value: "SOURCE", choices: InkOptions.PressureSource.allCases.map(\.rawValue),
            help: "Pressure: automatic, device, simulated, ignored."),
        OptionSpec(
            name: "--pressure-curve", value: "CURVE",
            help: "Map the device's pressure: light, heavy, a gamma (0.6), control points (0,0:0.3,0.6:1,1), or none."),
        OptionSpec(
            name: "--pressure-width", value: "MIN,MAX",
            help: "The widths the device's pressure spans, as multiples of the ink's width, 0…2 (default 1∓thinning)."),
        OptionSpec(name: "--taper-start", value: "N", help: "Taper length at the start, in units."),
        OptionSpec(name: "--taper-end", value: "N", help: "Taper length at the end, in units."),
        OptionSpec(
            name: "--cap", value: "round|flat", choices: InkOptions.Cap.allCases.map(\.rawValue),
            help: "How stroke ends are closed."),
        OptionSpec(
            name: "--nib-angle", value: "DEGREES", help: "A broad nib at this angle for pressure tools (calligraphy)."),
    ]

    /// `--pixel-width`: a width in output pixels rather than canvas units, for the commands that
    /// make pictures, where the output's scale is known.
    static let pixelWidthOption = OptionSpec(
        name: "--pixel-width", value: "N",
        help:
            "Draw every stroke N output pixels wide whatever the drawing's scale (pressure and tapers still shape it), from 0.01 to 1000."
    )

    /// What `--pressure-curve` gives: `none`, a preset's name, a gamma, or control points
    /// `x,y:x,y:…`, checked as the library checks them.
    static func pressureCurve(_ text: String) throws(UsageError) -> PressureCurveChoice {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "none" { return .none }
        if let preset = PressureCurve.preset(named: trimmed) { return .shape(preset.shape) }
        let known = "give light, heavy, none, a gamma such as 0.6, or control points such as 0,0:0.3,0.6:1,1"
        guard trimmed.contains(",") || trimmed.contains(":") else {
            guard let gamma = Double(trimmed) else {
                throw UsageError(message: "--pressure-curve: cannot read \"\(text)\"; \(known)")
            }
            if let problem = PressureCurve.problem(withGamma: gamma) {
                throw UsageError(message: "--pressure-curve: \(problem)")
            }
            return .shape(.gamma(gamma))
        }
        var points: [Point] = []
        for (index, part) in trimmed.split(separator: ":", omittingEmptySubsequences: false).enumerated() {
            let numbers = part.split(separator: ",", omittingEmptySubsequences: false).map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard numbers.count == 2, let x = numbers[0], let y = numbers[1] else {
                throw UsageError(
                    message: "--pressure-curve: point \(index + 1), \"\(part)\", is not two numbers x,y; \(known)")
            }
            let point = Point(x: x, y: y)
            if let problem = PressureCurve.problem(with: point, after: points.last) {
                throw UsageError(message: "--pressure-curve: point \(index + 1): \(problem)")
            }
            points.append(point)
        }
        if let problem = PressureCurve.problem(withPointCount: points.count) {
            throw UsageError(message: "--pressure-curve: \(problem)")
        }
        return .shape(.points(points))
    }

    /// What `--pressure-width MIN,MAX` gives, checked.
    static func pressureWidths(_ text: String) throws(UsageError) -> (minimum: Double, maximum: Double) {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard numbers.count == 2, let minimum = numbers[0], let maximum = numbers[1] else {
            throw UsageError(
                message: "--pressure-width takes MIN,MAX, multiples of the ink's width such as 0.3,1.6; got \"\(text)\""
            )
        }
        if let problem = PressureCurve.problem(withMinimumWidth: minimum, maximumWidth: maximum) {
            throw UsageError(message: "--pressure-width: \(problem)")
        }
        return (minimum, maximum)
    }

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

    /// The ink a command line asks for, parsed once, before any input is read.
    /// - Throws: `UsageError` for an unknown preset, stabilizer, pressure source, cap or tool, or
    ///   a number out of its range.
    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> InkChoice {
        var choice = InkChoice()
        if let name = arguments.value("--smoothing") {
            guard let preset = InkOptions.preset(named: name) else {
                throw UsageError(
                    message:
                        "--smoothing must be one of \(InkOptions.presetNames.joined(separator: ", ")), got \"\(name)\"")
            }
            choice.preset = preset
        }
        choice.stabilizer = try arguments.choice("--stabilizer", of: StabilizerName.self)?.stabilizer
        if let amount = try arguments.number("--streamline", in: 0...1) { choice.stabilizer = .streamline(amount) }
        if arguments.value("--spacing") == "adaptive" {
            choice.spacing = .adaptive
        } else if let units = try arguments.number("--spacing", in: 0...1000) {
            choice.spacing = .units(units)
        }
        choice.thinning = try arguments.number("--thinning", in: -1...1)
        choice.pressure = try arguments.choice("--pressure", of: InkOptions.PressureSource.self)
        if let text = arguments.value("--pressure-curve") { choice.pressureCurve = try pressureCurve(text) }
        if let text = arguments.value("--pressure-width") { choice.pressureWidths = try pressureWidths(text) }
        if case .some(.none) = choice.pressureCurve, choice.pressureWidths != nil {
            throw UsageError(
                message:
                    "--pressure-width gives the widths of a pressure curve, and --pressure-curve none takes it away")
        }
        choice.taperStart = try arguments.number("--taper-start", in: 0...100_000)
        choice.taperEnd = try arguments.number("--taper-end", in: 0...100_000)
        choice.cap = try arguments.choice("--cap", of: InkOptions.Cap.self)
        if let degrees = try arguments.number("--nib-angle", in: -180...180) {
            choice.nib = .broad(angle: degrees * .pi / 180, minimumWidth: 0.15)
        }
        choice.tool = try arguments.choice("--tool", of: InkTool.self)
        choice.color = try ColorArgument.value("--color", in: arguments)
        choice.width = try arguments.number("--width", in: 0.01...ModelLimits.maximumInkWidth)
        return choice
    }
}

/// The ink a command line asks for: a preset, per-option changes on top of it, and a tool for
/// every stroke; each `nil` where the command line says nothing.
struct InkChoice: Sendable {
    var preset: InkOptions?
    var stabilizer: InkOptions.Stabilizer?
    var spacing: SpacingChoice?
    var thinning: Double?
    var pressure: InkOptions.PressureSource?
    var pressureCurve: PressureCurveChoice?
    var pressureWidths: (minimum: Double, maximum: Double)?
    var taperStart: Double?
    var taperEnd: Double?
    var cap: InkOptions.Cap?
    var nib: InkOptions.Nib?
    /// The tool every stroke is drawn with.
    var tool: InkTool?
    /// The colour every stroke is drawn in.
    var color: Color?
    /// The width every stroke is drawn at, in canvas units.
    var width: Double?

    /// Whether the command line sets the colour or the width of every stroke.
    var changesStrokes: Bool { color != nil || width != nil }

    /// Whether the command line changes the ink options at all.
    private var changesOptions: Bool {
        preset != nil || stabilizer != nil || spacing != nil || thinning != nil || pressure != nil
            || pressureCurve != nil || pressureWidths != nil || taperStart != nil || taperEnd != nil || cap != nil
            || nib != nil
    }

    /// The ink options a drawing is drawn with: the preset (or the drawing's own options, or the
    /// defaults) changed by the per-option flags; `nil` when the command line says nothing and
    /// the drawing has none, so the renderer's defaults apply.
    func options(over drawingOptions: InkOptions?) -> InkOptions? {
        guard changesOptions || drawingOptions != nil else { return nil }
        var options = preset ?? drawingOptions ?? .default
        if let stabilizer { options.stabilizer = stabilizer }
        switch spacing {
        case .adaptive: options.spacing = nil
        case .units(let units): options.spacing = units
        case nil: break
        }
        if let thinning { options.thinning = thinning }
        if let pressure { options.pressure = pressure }
        switch pressureCurve {
        case .none?: options.pressureCurve = nil
        case .shape(let shape)?: options.pressureCurve = PressureCurve(shape: shape)
        case nil: break
        }
        if let pressureWidths {
            options.pressureCurve = (options.pressureCurve ?? PressureCurve(shape: .gamma(1)))
                .withWidths(minimum: pressureWidths.minimum, maximum: pressureWidths.maximum)
        }
        if let taperStart { options.taperStart.length = taperStart }
        if let taperEnd { options.taperEnd.length = taperEnd }
        if let cap { options.cap = cap }
        if let nib { options.nib = nib }
        return options
    }

    /// The drawing as the command line wants it inked: its options resolved, and the tool, the
    /// colour and the width applied to every stroke.
    func apply(to drawing: Drawing) -> Drawing {
        var drawing = drawing
        drawing.inkOptions = options(over: drawing.inkOptions)
        guard tool != nil || color != nil || width != nil else { return drawing }
        for index in drawing.strokes.indices {
            if let tool { drawing.strokes[index].ink.tool = tool }
            if let color { drawing.strokes[index].ink.color = color }
            if let width { drawing.strokes[index].ink.width = width }
        }
        return drawing
    }
}

/// What `--pressure-curve` asks for.
enum PressureCurveChoice: Sendable {
    /// No curve: the pressure as it comes.
    case none
    /// A curve of this shape (its widths from `--pressure-width`, else the thinning).
    case shape(PressureCurve.Shape)
}

/// What `--spacing` asks for.
enum SpacingChoice {
    /// The curve cut by its shape.
    case adaptive
    /// Samples this many units apart (0: straight lines between the points).
    case units(Double)
}
