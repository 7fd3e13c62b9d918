import Foundation
import Scribble

/// Reading the values card subcommands take: ids, points, sizes, angles.
extension ParsedArguments {
    /// The positionals, checked to be `count` of them.
    /// - Parameter names: Their names for the message, as `CARD ELEMENT`.
    func positionals(exactly count: Int, _ subcommand: String, names: String) throws(UsageError) -> [String] {
        guard positionals.count == count else {
            throw UsageError(message: "card \(subcommand) takes \(names); see `scribble card \(subcommand) --help`")
        }
        return positionals
    }

    /// The value of an option that takes `X,Y`.
    func point(_ name: String) throws(UsageError) -> Point? {
        guard let text = value(name) else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw UsageError(message: "\(name) expects X,Y (two numbers and a comma, as 650,400), got \"\(text)\"")
        }
        return Point(x: x, y: y)
    }

    /// The value of an option that takes `WxH`.
    func size(_ name: String) throws(UsageError) -> Size? {
        guard let text = value(name) else { return nil }
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 2, let width = parts[0], let height = parts[1], width.isFinite, height.isFinite, width > 0,
            height > 0
        else {
            throw UsageError(
                message: "\(name) expects WIDTHxHEIGHT (two numbers above 0, as 1300x2000), got \"\(text)\"")
        }
        return Size(width: width, height: height)
    }
}

extension CardStore {
    /// Loads the card a user named by its id or the start of it.
    func loadCard(_ text: String) throws -> Card {
        try load(resolveCard(text))
    }
}

/// How card subcommands describe things.
package enum CardText {
    static func id(_ id: UUID) -> String { CardID.string(id) }

    /// A number with at most two decimals, no trailing zeros.
    package static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return (rounded == 0 ? 0 : rounded).shortDescription
    }

    static func size(_ size: Size) -> String { "\(number(size.width)) × \(number(size.height))" }

    /// A card's title in quotes, or `(untitled)`.
    static func title(_ card: Card) -> String { card.title.map { JSONReader.quoted($0) } ?? "(untitled)" }

    /// A time in the local time zone, to the minute: `2025-03-01 10:20`.
    static func time(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    /// A title from the command line, checked as the card checks it.
    /// - Throws: `UsageError` for one the card refuses (empty, too long, control characters).
    static func checkedTitle(_ text: String) throws(UsageError) -> String {
        do {
            var probe = try Card()
            try probe.rename(to: text)
            return probe.title ?? text
        } catch {
            throw UsageError(message: "the title \(JSONReader.quoted(text)) will not do: \(error.message)")
        }
    }
}
