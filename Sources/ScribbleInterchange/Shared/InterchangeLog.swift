/// Notes and counts a reader collects as it goes: each note once, in the order first met.
struct InterchangeLog {
    private(set) var notes: [String] = []
    private var noted: Set<String> = []
    private(set) var skipped: [String: Int] = [:]

    mutating func note(_ text: String) {
        if noted.insert(text).inserted { notes.append(text) }
    }

    mutating func skip(_ kind: String, count: Int = 1) {
        skipped[kind, default: 0] += count
    }

    /// What was skipped since `earlier` (an earlier reading of ``skipped``): what one page or
    /// drawing skipped, for a reader that goes through several.
    func skipped(since earlier: [String: Int]) -> [String: Int] {
        skipped.reduce(into: [:]) { result, entry in
            let count = entry.value - (earlier[entry.key] ?? 0)
            if count > 0 { result[entry.key] = count }
        }
    }
}
