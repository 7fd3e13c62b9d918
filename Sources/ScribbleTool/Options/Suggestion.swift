/// "did you mean `--scale`?": the known name nearest a misspelled one, by edit distance.
enum Suggestion {
    /// The known name a mistyped one most likely meant, if one is near enough: within one edit
    /// for a short name, two for a longer one (a letter added, dropped, changed, or two swapped).
    /// Ties go to the name listed first.
    static func nearest(to name: String, among known: [String]) -> String? {
        let limit = name.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `; did you mean `NAME`?`, or nothing when no known name is near; with `then`, that
    /// follows: `; did you mean `NAME`? (THEN)`, or `; THEN` with no suggestion.
    static func clause(for name: String, among known: [String], then: String? = nil) -> String {
        guard let nearest = nearest(to: name, among: known) else { return then.map { "; \($0)" } ?? "" }
        return "; did you mean `\(nearest)`?" + (then.map { " (\($0))" } ?? "")
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbouring characters each count one.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
