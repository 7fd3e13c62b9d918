/// Names the drawings of a file that holds several apart, for their outputs' names
/// (`<stem>-<name>.<ext>`): a library item or tldraw page by its name, a Quick, Draw! record by
/// its line (NDJSON) or its place in the array; each name is made safe for a file name and used once.
/// Numbers are zero-padded to one width (`007`, `042`, `120`), so that the outputs sort.
struct ItemNamer: Sendable {
    /// The most characters a name keeps.
    static let maximumLength = 64

    /// How many digits a number in a name has at least.
    let numberWidth: Int
    private var used: Set<String> = []
    private var lastLine = 0
    private var sameLineCount = 0

    /// A namer that has named nothing yet.
    /// - Parameter numberWidth: How many digits a number in a name has at least: those of the
    ///   largest number it will give.
    init(numberWidth: Int = 1) {
        self.numberWidth = max(1, numberWidth)
    }

    /// How many digits `count` has: the width that numbers up to it take.
    static func width(of count: Int) -> Int {
        String(max(0, count)).count
    }

    /// A number as names show it: zero-padded to ``numberWidth``.
    func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, numberWidth - digits.count)) + digits
    }

    /// A name made safe for a file name: only `A-Z a-z 0-9 . _ -`, each run of anything else
    /// becoming one `_`, without dots or underscores at either end (so never `.` or `..`), and at
    /// most ``maximumLength`` characters; empty when nothing is left.
    static func sanitized(_ name: String) -> String {
        var result = ""
        var replacing = false
        for scalar in name.unicodeScalars {
            let allowed =
                scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_"
                    || scalar == "-")
            if allowed {
                result.unicodeScalars.append(scalar)
                replacing = false
            } else if !replacing {
                result.append("_")
                replacing = true
            }
        }
        let trimmed = result.trimmingEnds { $0 == "." || $0 == "_" }
        return String(trimmed.prefix(maximumLength)).trimmingEnds { $0 == "." || $0 == "_" }
    }

    /// The name of a drawing of a file read whole: its own name made safe, else its place
    /// (counting from 1, padded); a name already used gets `-2`, `-3`… .
    mutating func name(for itemName: String?, index: Int) -> String {
        let base = itemName.map(Self.sanitized).flatMap { $0.isEmpty ? nil : $0 } ?? padded(index + 1)
        var candidate = base
        var count = 1
        while used.contains(candidate) {
            count += 1
            candidate = "\(base)-\(count)"
        }
        used.insert(candidate)
        return candidate
    }

    /// The name of a record read from a stream by its line: the line number (padded), and for a second
    /// record on the same line `-2`, and so on. Remembers only the last line, so a stream of any
    /// length names its records in constant memory.
    mutating func name(forLine line: Int) -> String {
        if line > lastLine {
            lastLine = line
            sameLineCount = 1
            return padded(line)
        }
        sameLineCount += 1
        return "\(padded(line))-\(sameLineCount)"
    }
}

extension String {
    /// The string without the characters at either end that `isTrimmed` says to drop.
    fileprivate func trimmingEnds(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
