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
}
