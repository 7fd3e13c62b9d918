/// One thing ``CardStore/check(_:repair:)`` found in a store.
public struct CardFinding: Hashable, Sendable, CustomStringConvertible {
    /// How much it matters.
    public enum Severity: String, Hashable, Sendable {
        /// What an interrupted operation leaves: a temporary file, an element file that
        /// `card.json` does not reference, a half-made or half-deleted card folder. Nothing reads
        /// it; the card is whole. A repair, or the next change to the card, removes it.
        case leftover
        /// Something Scribble did not make (a file the user put there). Reported, never deleted.
        case foreign
        /// Damage: a card that does not load, a missing or unreadable file that the card
        /// references, a symbolic link.
        case broken
    }

    /// How much it matters.
    public var severity: Severity
    /// The file or folder concerned.
    public var path: String
    /// What is wrong, as a whole message (it starts with the path, and a line and column where
    /// they are known).
    public var message: String
    /// What a repair did about it; `nil` when no repair was asked for, or when it cannot be
    /// fixed without guessing.
    public var repair: String?

    /// Creates a finding.
    public init(severity: Severity, path: String, message: String, repair: String? = nil) {
        self.severity = severity
        self.path = path
        self.message = message
        self.repair = repair
    }

    /// `PATH: MESSAGE`, and what the repair did.
    public var description: String {
        message + (repair.map { " (repaired: \($0))" } ?? "")
    }
}

/// What ``CardStore/check(_:repair:)`` found.
public struct CardCheckReport: Hashable, Sendable {
    /// How many cards were looked at.
    public var cardsChecked = 0
    /// Everything found, store entries in the order of their names.
    public var findings: [CardFinding] = []

    /// Creates an empty report.
    public init() {}

    /// Whether nothing is broken (or everything broken was repaired); leftovers and foreign files
    /// do not count.
    public var isSound: Bool {
        !findings.contains { $0.severity == .broken && $0.repair == nil }
    }
}
