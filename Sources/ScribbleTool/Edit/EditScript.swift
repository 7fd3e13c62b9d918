import Scribble

/// The edits a `scribble edit` command line asks for, in the order it gives them, checked whole
/// before the input is read so that a mistake costs nothing and writes nothing.
///
/// A selection (`--select-rect`, `--select-lasso`) picks the strokes that the changes after it
/// apply to (`--move`, `--rotate`, `--scale`, `--color`, `--delete`, `--copy`), until the next
/// selection. An eraser's pass (`--erase`) may come anywhere; the strokes it leaves of a selection
/// stay selected. The drawing is kept with its index throughout, so each query looks only at the
/// strokes near it.
struct EditScript {
    /// The steps, in order.
    var steps: [EditStep]
    /// The share of a stroke's centre line that must lie inside a selection's region, exceeded.
    var coverage: Double
    /// The eraser every `--erase` moves.
    var eraser: EraserChoice

    /// The default `--coverage`: strokes mostly inside.
    static let defaultCoverage = 0.5

    /// The options that select strokes.
    static let selections: Set<String> = ["--select-rect", "--select-lasso"]
    /// The options that change the selected strokes.
    static let changes: Set<String> = ["--move", "--rotate", "--scale", "--color", "--delete", "--copy"]

    /// Reads the steps from a command line.
    /// - Throws: `UsageError` when the steps do not make sense together (a change with no selection
    ///   before it, a selection with no change after it, a setting given twice or to no step),
    ///   checked first; then `InputFailure` for the first value that will not do (a path, a
    ///   rectangle, a number or a colour), with exit status 1 as for any bad input of edit.
    init(_ arguments: ParsedArguments) throws {
        let given = arguments.occurrences
        try Self.checkOrder(given)
        let kind = try arguments.choice("--eraser", of: EraserChoice.Kind.self)
        eraser = EraserChoice(kind: kind ?? .area)
        coverage = Self.defaultCoverage
        steps = []
        for occurrence in given {
            let option = occurrence.name
            let text = occurrence.value ?? ""
            switch option {
            case "--coverage":
                coverage = try EditValue.coverage(text, for: option)
            case "--eraser-width":
                eraser.width = try EditValue.number(
                    text, for: option, in: 0...ModelLimits.maximumInkWidth, expected: "a width in canvas units")
            case "--select-rect":
                steps.append(.select(Lasso(try EditValue.rect(text, for: option)), label: "\(option) \(text)"))
            case "--select-lasso":
                let path = try PathArgument(text, option: option)
                steps.append(.select(try path.lasso(), label: path.label))
            case "--erase":
                steps.append(.erase(try PathArgument(text, option: option).polylines))
            case "--move":
                steps.append(.change(.move(try EditValue.offset(text, for: option))))
            case "--copy":
                steps.append(.change(.copy(offset: try EditValue.offset(text, for: option))))
            case "--rotate":
                let degrees = try EditValue.number(
                    text, for: option, in: -1_000_000...1_000_000, expected: "an angle in degrees, clockwise")
                steps.append(.change(.rotate(degrees: degrees)))
            case "--scale":
                steps.append(.change(.scale(try EditValue.scale(text, for: option))))
            case "--color":
                steps.append(.change(.recolor(try EditValue.color(text, for: option))))
            case "--delete":
                steps.append(.change(.delete))
            default:
                break
            }
        }
    }

    /// Checks that the steps make sense together, before any value is read.
    /// - Throws: `UsageError` saying what is missing or repeated.
    private static func checkOrder(_ given: [ParsedArguments.Occurrence]) throws(UsageError) {
        var selected = false
        var pendingSelection: String?
        for occurrence in given {
            let option = occurrence.name
            if selections.contains(option) {
                if let pendingSelection {
                    throw UsageError(
                        message:
                            "\(pendingSelection) selects strokes for the changes after it, and \(option) follows it at once; give a change between them (--move, --rotate, --scale, --color, --delete or --copy)"
                    )
                }
                selected = true
                pendingSelection = option
            } else if changes.contains(option) {
                guard selected else {
                    throw UsageError(
                        message:
                            "\(option) changes the selected strokes; select them first with --select-rect X,Y,W,H or --select-lasso PATH"
                    )
                }
                pendingSelection = nil
            }
        }
        if let pendingSelection {
            throw UsageError(
                message:
                    "\(pendingSelection) selects strokes for the changes after it; give one after it (--move, --rotate, --scale, --color, --delete or --copy)"
            )
        }
        let names = given.map(\.name)
        guard names.contains(where: { selections.contains($0) || $0 == "--erase" }) else {
            throw UsageError(
                message:
                    "edit needs something to do: --erase PATH, or --select-rect X,Y,W,H or --select-lasso PATH followed by --move, --rotate, --scale, --color, --delete or --copy"
            )
        }
        for (setting, user) in [
            ("--coverage", "--select-rect or --select-lasso"), ("--eraser", "--erase"), ("--eraser-width", "--erase"),
        ] {
            let count = names.filter { $0 == setting }.count
            if count > 1 {
                throw UsageError(
                    message: "\(setting) is given \(count) times; it is given once and applies to every \(user)")
            }
            let users = user == "--erase" ? ["--erase"] : Array(selections)
            if count == 1, !names.contains(where: users.contains) {
                throw UsageError(message: "\(setting) applies to \(user); give one")
            }
        }
    }

    /// The drawing with every step applied, in order.
    /// - Throws: `InputFailure` when a step cannot be done (the area eraser, which is not available
    ///   yet), or the edits take a stroke beyond the coordinates a drawing may hold.
    func apply(to drawing: Drawing) throws(InputFailure) -> Drawing {
        var indexed = IndexedDrawing(drawing)
        var selection: [Int] = []
        for step in steps {
            switch step {
            case .select(let region, let label):
                selection = indexed.strokes(inside: region, byMoreThan: coverage)
                if selection.isEmpty {
                    let share = coverage == 0 ? "any" : "more than \(Self.percent(coverage))"
                    Console.warning(
                        "\(label) selects no strokes (none has \(share) of its centre line inside); the changes after it do nothing"
                    )
                }
            case .change(let edit):
                selection = indexed.apply(edit, to: selection)
            case .erase(let path):
                let origins = eraser.erase(along: path, in: &indexed)
                let selected = Set(selection)
                selection = origins.indices.filter { selected.contains(origins[$0]) }
            }
        }
        try Self.checkCoordinates(indexed.drawing)
        return indexed.drawing
    }

    /// Refuses a drawing whose edits took a stroke beyond the coordinates a drawing may hold, which
    /// no reader would take back.
    /// - Throws: `InputFailure` naming the stroke and how far it went.
    private static func checkCoordinates(_ drawing: Drawing) throws(InputFailure) {
        let limit = ModelLimits.maximumCoordinate
        for (index, stroke) in drawing.strokes.enumerated() where !stroke.transform.isIdentity {
            guard let box = stroke.pathBounds else { continue }
            let reach = max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY))
            guard !(reach <= limit) else { continue }
            throw InputFailure(
                description:
                    "the edits take strokes[\(index)] to \(reach.shortDescription) units from the origin, beyond ±\(limit.shortDescription), where no point of a drawing goes; nothing is written"
            )
        }
    }

    /// A share as a percentage: `50%`.
    private static func percent(_ share: Double) -> String {
        ((share * 1000).rounded() / 10).shortDescription + "%"
    }
}
