import Foundation
import ScribbleJSON

/// How cards and elements are named: UUIDs, written in lowercase (RFC 4122's form), which are
/// also the names of their folders and files.
public enum CardID {
    /// The id as the store writes it: `6f1c2a9e-0b7d-4c4e-9a43-5d2f0e3b7a10`.
    public static func string(_ id: UUID) -> String { id.uuidString.lowercased() }

    /// The id that a folder or file is named after, only in the exact form the store writes.
    public static func parseCanonical(_ text: String) -> UUID? {
        guard text.utf8.count == 36, let id = UUID(uuidString: text), string(id) == text else { return nil }
        return id
    }

    /// An id a user typed: a whole UUID in either case, or its first `minimumPrefix` or more
    /// hexadecimal digits (with or without its dashes) to be matched against the ids there are.
    public enum Reference: Hashable, Sendable {
        /// A whole id.
        case full(UUID)
        /// The start of one, in lowercase.
        case prefix(String)
    }

    /// The fewest digits a prefix may have.
    public static let minimumPrefix = 4

    /// Reads an id a user gave, refusing anything that is not a UUID or the start of one, so that
    /// a name such as `../x` or `/etc` can never become a path.
    /// - Parameter noun: What the id names, for the message: `card`, `element`.
    /// - Throws: ``CardError`` (``CardError/Kind/invalidID``).
    public static func parseReference(_ text: String, noun: String) throws(CardError) -> Reference {
        let lowered = text.lowercased()
        if let id = UUID(uuidString: lowered), lowered.utf8.count == 36 { return .full(id) }
        let isHex = { (byte: UInt8) in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
        }
        let digits = lowered.utf8.filter { $0 != UInt8(ascii: "-") }
        guard !lowered.isEmpty, lowered.utf8.allSatisfy({ isHex($0) || $0 == UInt8(ascii: "-") }),
            digits.count >= minimumPrefix, digits.count < 32
        else {
            throw CardError(
                .invalidID,
                "\(quoted(text)) is not \(noun.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(noun) id: ids are UUIDs such as 6f1c2a9e-0b7d-4c4e-9a43-5d2f0e3b7a10, "
                    + "or their first \(minimumPrefix) or more digits")
        }
        return .prefix(lowered)
    }

    /// Finds the one id among `candidates` that a reference names.
    /// - Parameters:
    ///   - noun: What the ids name, for messages: `card`.
    ///   - place: Where they were looked for, for messages: `in cards`.
    /// - Throws: ``CardError``: ``CardError/Kind/notFound`` when none matches,
    ///   ``CardError/Kind/ambiguousID`` when a prefix matches several.
    public static func resolve(_ reference: Reference, among candidates: [UUID], noun: String, place: String)
        throws(CardError) -> UUID
    {
        switch reference {
        case .full(let id):
            guard candidates.contains(id) else { throw CardError(.notFound, "no \(noun) \(string(id)) \(place)") }
            return id
        case .prefix(let prefix):
            let digits = prefix.filter { $0 != "-" }
            let matches = candidates.filter { string($0).filter { $0 != "-" }.hasPrefix(digits) }
            guard let first = matches.first else {
                throw CardError(.notFound, "no \(noun) whose id starts with \(prefix) \(place)")
            }
            guard matches.count == 1 else {
                let list = matches.map(string).sorted().joined(separator: ", ")
                throw CardError(
                    .ambiguousID,
                    "\(prefix) is the start of \(matches.count) \(noun) ids \(place) (\(list)); give more of the id")
            }
            return first
        }
    }

    static func quoted(_ text: String) -> String { JSONReader.quoted(text) }
}
