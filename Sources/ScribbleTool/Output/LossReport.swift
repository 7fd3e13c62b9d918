import Scribble

/// What an output's format could not carry, said the one way every command says it: one warning
/// line per output naming what was dropped or changed and for how many strokes
/// (`notes.xopp: pencil ink written as pen on 4 strokes; tilt dropped on 12 strokes`), or, under
/// `--strict`, an error and nothing written.
enum LossReport {
    /// Says `losses` for the output `destination`, before it is written.
    /// - Throws: `InputFailure` when `strict` and something would be lost: the output must then
    ///   not be written.
    static func check(_ losses: FormatLosses, writing destination: String, strict: Bool) throws(InputFailure) {
        guard !losses.isEmpty else { return }
        let name = destination == OutputPlan.standardOutput ? "<stdout>" : destination
        if strict {
            throw InputFailure(
                description: "\(name): would lose what its format cannot carry: \(losses); nothing written (--strict)")
        }
        Console.warning("\(name): \(losses)")
    }
}
