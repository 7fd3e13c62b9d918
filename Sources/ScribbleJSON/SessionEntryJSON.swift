import ScribbleKit
import ScribbleSyntax

/// The entries of a version 2 event recording, as JSON: events, choices of tool and commands,
/// changes of setting, told apart by which of `"phase"`, `"tool"`, `"command"`, `"policy"` and
/// `"ink-options"` they have (see `docs/formats.md`).
enum SessionEntryJSON {
    private static let tools = JSONNameTable<ToolName>()
    private static let commands = JSONNameTable<CommandName>()
    private static let policies = JSONNameTable<InputPolicy>()

    /// The largest factor a scale may have, and the smallest above 0: a stroke scaled beyond it
    /// is no drawing any more.
    static let maximumScale = 10_000.0
    /// The largest turn a rotation may have, in degrees.
    static let maximumDegrees = 1_000_000.0

    /// Reads one entry, checking every value where it stands; a placed stroke's points count
    /// against `budget`.
    static func read(_ scanner: inout JSONScanner, budget: inout InterchangeBudget) throws(FormatError) -> SessionEntry
    {
        let start = try scanner.beginObject()
        var event = EventFields()
        var tool: ToolName?
        var ink: Ink?
        var width: Double?
        var coverage: Double?
        var command: CommandName?
        var dx: Double?
        var dy: Double?
        var factor: Double?
        var degrees: Double?
        var color: Color?
        var policy: InputPolicy?
        var inkOptions: InkOptions??
        var stroke: Int?
        var placed: Stroke?
        var scratch: [StrokePoint] = []
        while let key = try scanner.nextField(in: EntryKey.table) {
            switch key {
            case .event(let key): try event.read(key, from: &scanner)
            case .tool: tool = try scanner.readName(in: tools, noun: "tool")
            case .ink: ink = try InkJSON.read(&scanner)
            case .width: width = try scanner.readInkWidth()
            case .coverage:
                let value = try scanner.readNumber()
                guard (0...1).contains(value) else {
                    throw scanner.valueFailure("coverage must be within 0…1, found \(scanner.valueText)")
                }
                coverage = value
            case .command: command = try scanner.readName(in: commands, noun: "command")
            case .dx: dx = try scanner.readCoordinate("dx")
            case .dy: dy = try scanner.readCoordinate("dy")
            case .factor:
                let value = try scanner.readNumber()
                guard value != 0, abs(value) <= maximumScale, abs(value) >= 1 / maximumScale else {
                    throw scanner.valueFailure(
                        "factor must be within ±1/10000…10000 and not 0, found \(scanner.valueText)")
                }
                factor = value
            case .degrees:
                let value = try scanner.readNumber()
                guard abs(value) <= maximumDegrees else {
                    throw scanner.valueFailure("degrees must be within ±1000000, found \(scanner.valueText)")
                }
                degrees = value
            case .color: color = try scanner.readColor()
            case .policy: policy = try scanner.readName(in: policies, noun: "input policy", plural: "input policies")
            case .stroke:
                let value = try scanner.readInteger()
                guard value >= 0 else {
                    throw scanner.valueFailure("stroke must be a stroke's index, 0 or more, found \(scanner.valueText)")
                }
                stroke = value
            case .inkOptions: inkOptions = scanner.readNullIfPresent() ? .some(nil) : try InkOptionsJSON.read(&scanner)
            case .placed: placed = try Drawing.readStroke(&scanner, after: nil, budget: &budget, scratch: &scratch)
            }
        }
        let kinds = [
            ("phase", event.hasEventKeys), ("tool", tool != nil), ("command", command != nil),
            ("policy", policy != nil),
            ("ink-options", inkOptions != nil),
        ].filter(\.1).map(\.0)
        guard kinds.count == 1 else {
            guard kinds.isEmpty else {
                let named = kinds.map { FormatError.quoted($0) }.joined(separator: " and ")
                throw scanner.failure(
                    at: start,
                    "an entry is an event (\"phase\"), a choice of tool (\"tool\"), a command (\"command\") or a setting (\"policy\", \"ink-options\"), not several; this one has \(named)"
                )
            }
            throw scanner.failure(
                at: start,
                "an entry needs \"phase\" (an event), \"tool\" (a choice of tool), \"command\", \"policy\" or \"ink-options\""
            )
        }
        guard let t = event.t else { throw scanner.missingKeys([("t", true)], inObjectAt: start) }
        if let policy { return .setting(.policy(policy), t: t) }
        if let inkOptions { return .setting(.inkOptions(inkOptions), t: t) }
        if let tool {
            switch tool {
            case .ink: return .tool(.ink(ink ?? .default), t: t)
            case .strokeEraser: return .tool(.eraser(Eraser(.stroke, width: width ?? Eraser.defaultWidth)), t: t)
            case .areaEraser: return .tool(.eraser(Eraser(.area, width: width ?? Eraser.defaultWidth)), t: t)
            case .lasso: return .tool(.lasso(coverage: coverage ?? SessionTool.defaultCoverage), t: t)
            }
        }
        if let command {
            let edit: SelectionEdit
            switch command {
            case .undo: return .command(.undo, t: t)
            case .redo: return .command(.redo, t: t)
            case .snap:
                guard let stroke else { throw scanner.missingKeys([("stroke", true)], inObjectAt: start) }
                return .command(.snapShape(stroke: stroke), t: t)
            case .place:
                guard let placed else { throw scanner.missingKeys([("placed", true)], inObjectAt: start) }
                return .command(.place(placed), t: t)
            case .delete: edit = .delete
            case .copy: edit = .copy(offset: Vector(dx: dx ?? 0, dy: dy ?? 0))
            case .move:
                guard let dx, let dy else {
                    throw scanner.missingKeys([("dx", dx == nil), ("dy", dy == nil)], inObjectAt: start)
                }
                edit = .move(Vector(dx: dx, dy: dy))
            case .scale:
                guard let factor else { throw scanner.missingKeys([("factor", true)], inObjectAt: start) }
                edit = .scale(factor)
            case .rotate:
                guard let degrees else { throw scanner.missingKeys([("degrees", true)], inObjectAt: start) }
                edit = .rotate(degrees: degrees)
            case .recolor:
                guard let color else { throw scanner.missingKeys([("color", true)], inObjectAt: start) }
                edit = .recolor(color)
            }
            return .command(.edit(edit), t: t)
        }
        return .event(try event.event(in: scanner, objectAt: start))
    }

    /// Writes a choice of tool, a command or a setting on one line; an event is written by the recording.
    static func write(_ entry: SessionEntry, to writer: inout JSONWriter) {
        writer.object { object in
            switch entry {
            case .event: break
            case .tool(let tool, let t):
                object.field("t", t)
                object.field("tool", tool.name)
                switch tool {
                case .ink(let ink):
                    object.fieldName("ink")
                    InkJSON.write(ink, to: &object)
                case .eraser(let eraser): object.field("width", eraser.width)
                case .lasso(let coverage): object.field("coverage", coverage)
                }
            case .command(let command, let t):
                object.field("t", t)
                object.field("command", command.name)
                switch command {
                case .edit(.move(let offset)), .edit(.copy(let offset)):
                    object.field("dx", offset.dx)
                    object.field("dy", offset.dy)
                case .edit(.scale(let factor)): object.field("factor", factor)
                case .edit(.rotate(let degrees)): object.field("degrees", degrees)
                case .edit(.recolor(let color)): object.field("color", color.hexString)
                case .edit(.delete), .undo, .redo: break
                case .snapShape(let stroke): object.field("stroke", stroke)
                case .place(let stroke):
                    object.fieldName("placed")
                    Drawing.write(stroke, compactPoints: true, to: &object)
                }
            case .setting(.policy(let policy), let t):
                object.field("t", t)
                object.field("policy", policy.rawValue)
            case .setting(.inkOptions(let options), let t):
                object.field("t", t)
                object.fieldName("ink-options")
                if let options { InkOptionsJSON.write(options, to: &object) } else { object.raw("null") }
            }
        }
    }
}

/// The tools' names in a recording, as ``ScribbleKit/SessionTool/name`` gives them.
private enum ToolName: String, CaseIterable, Sendable {
    case ink
    case strokeEraser = "stroke-eraser"
    case areaEraser = "area-eraser"
    case lasso
}

/// The commands' names in a recording, as ``ScribbleKit/SessionCommand/name`` gives them.
private enum CommandName: String, CaseIterable, Sendable {
    case move, scale, rotate, recolor, delete, copy, undo, redo, snap, place
}

private enum EntryKey: CaseIterable, Sendable, RawRepresentable {
    case event(EventFields.Key)
    case tool, ink, width, coverage
    case command, dx, dy, factor, degrees, color
    case policy, stroke, placed
    case inkOptions

    static let allCases: [EntryKey] =
        EventFields.Key.allCases.map(EntryKey.event) + [
            .tool, .ink, .width, .coverage, .command, .dx, .dy, .factor, .degrees, .color, .policy, .stroke, .placed,
            .inkOptions,
        ]
    static let table = JSONNameTable<EntryKey>()

    init?(rawValue: String) {
        guard let key = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = key
    }

    var rawValue: String {
        switch self {
        case .event(let key): key.rawValue
        case .tool: "tool"
        case .ink: "ink"
        case .width: "width"
        case .coverage: "coverage"
        case .command: "command"
        case .dx: "dx"
        case .dy: "dy"
        case .factor: "factor"
        case .degrees: "degrees"
        case .color: "color"
        case .policy: "policy"
        case .stroke: "stroke"
        case .placed: "placed"
        case .inkOptions: "ink-options"
        }
    }
}
