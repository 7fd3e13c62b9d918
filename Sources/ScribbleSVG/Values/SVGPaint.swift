import ScribbleKit

/// The value of `stroke` or `fill`.
enum SVGPaint: Equatable {
    case none
    case color(Color)
    /// The element's `color` property, resolved where the paint is used.
    case currentColor
    /// A paint server (gradient, pattern) by id, with the fallback written after it, if any.
    case server(id: String, fallback: Fallback?)

    /// What a paint server reference falls back to.
    enum Fallback: Equatable {
        case none
        case color(Color)
        case currentColor
    }

    /// Reads `none`, `currentColor`, a colour, or `url(#id) [fallback]`.
    /// - Returns: `nil` when the text is none of these.
    static func parse(_ text: String) -> SVGPaint? {
        let trimmed = text.trimmingSVGWhitespace()
        let lowered = trimmed.lowercased()
        if lowered == "none" { return SVGPaint.none }
        if lowered == "currentcolor" { return .currentColor }
        if lowered.hasPrefix("url(") {
            guard let close = trimmed.firstIndex(of: ")") else { return nil }
            var reference = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<close].trimmingSVGWhitespace()
            if reference.count >= 2, let quote = reference.first, quote == "\"" || quote == "'", reference.last == quote
            {
                reference = reference.dropFirst().dropLast()
            }
            let id = reference.hasPrefix("#") ? String(reference.dropFirst()) : String(reference)
            let rest = trimmed[trimmed.index(after: close)...].trimmingSVGWhitespace()
            if rest.isEmpty { return .server(id: id, fallback: nil) }
            // The fallback is a plain paint, never another url(…), so this does not recurse.
            switch rest.lowercased() {
            case "none": return .server(id: id, fallback: Fallback.none)
            case "currentcolor": return .server(id: id, fallback: .currentColor)
            default: return SVGColor.parse(String(rest)).map { .server(id: id, fallback: .color($0)) }
            }
        }
        return SVGColor.parse(String(trimmed)).map(SVGPaint.color)
    }
}
