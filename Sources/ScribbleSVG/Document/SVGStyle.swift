import Foundation
import ScribbleKit
import ScribbleSyntax

/// The presentation properties the reader uses, as computed for one element: inherited ones come
/// down from the parent, `opacity` multiplies down (a group's opacity fades all it holds).
struct SVGStyle {
    /// How open subpath ends are drawn; decides whether a zero-length subpath shows (as a dot) or not.
    enum LineCap: Equatable { case butt, round, square }

    var fill = SVGPaint.color(.black)
    var fillOpacity = 1.0
    var stroke = SVGPaint.none
    var strokeOpacity = 1.0
    /// In user units; a percentage is resolved against the viewport when read.
    var strokeWidth = 1.0
    var lineCap = LineCap.butt
    /// The `color` property, which `currentColor` takes.
    var color = Color.black
    var visible = true
    /// The product of the `opacity` of the element and all its ancestors.
    var opacity = 1.0
    /// `display: none` (not inherited; the element and all it holds are left out).
    var displayed = true
    /// `vector-effect: non-scaling-stroke` (not inherited): the stroke width ignores the transform.
    var nonScalingStroke = false

    /// The properties this reader knows, by name, for telling presentation attributes from others.
    static let propertyNames: Set<String> = [
        "fill", "fill-opacity", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap", "color",
        "visibility", "opacity", "display", "vector-effect",
    ]

    /// The style of a child: inherited properties kept, the others reset.
    func inherited() -> SVGStyle {
        var child = self
        child.displayed = true
        child.nonScalingStroke = false
        return child
    }

    /// Applies one declaration, from a presentation attribute or the `style` attribute.
    /// - Parameters:
    ///   - name: The property name, lower case.
    ///   - value: Its value as written.
    ///   - parent: The parent's style, for `inherit`.
    ///   - viewportDiagonal: What a percentage stroke width is taken of.
    ///   - ownOpacity: The element's own opacity, set by `opacity`.
    /// - Returns: Why the value was ignored, or `nil` when it was applied (or the property is not one this reader uses).
    mutating func apply(
        _ name: String, _ value: String, parent: SVGStyle, viewportDiagonal: Double, ownOpacity: inout Double
    ) -> String? {
        let trimmed = String(value.trimmingSVGWhitespace())
        if trimmed == "inherit" {
            inherit(name, from: parent)
            return nil
        }
        switch name {
        case "fill", "stroke":
            guard let paint = SVGPaint.parse(trimmed) else {
                return "\(quoted(trimmed)) is not a paint (a colour, none, currentColor or url(#id))"
            }
            if name == "fill" { fill = paint } else { stroke = paint }
        case "fill-opacity", "stroke-opacity", "opacity":
            guard let number = Self.opacity(trimmed) else {
                return "\(quoted(trimmed)) is not an opacity (a number or a percentage)"
            }
            switch name {
            case "fill-opacity": fillOpacity = number
            case "stroke-opacity": strokeOpacity = number
            default: ownOpacity = number
            }
        case "stroke-width":
            guard let length = SVGLength.parse(trimmed), length.value >= 0 else {
                return "\(quoted(trimmed)) is not a stroke width (a length that is not negative)"
            }
            strokeWidth = length.resolved(against: viewportDiagonal)
        case "stroke-linecap":
            switch trimmed {
            case "butt": lineCap = .butt
            case "round": lineCap = .round
            case "square": lineCap = .square
            default: return "\(quoted(trimmed)) is not a line cap (butt, round or square)"
            }
        case "color":
            guard let parsed = SVGColor.parse(trimmed) else { return "\(quoted(trimmed)) is not a colour" }
            color = parsed
        case "visibility":
            visible = trimmed == "visible"
        case "display":
            displayed = trimmed != "none"
        case "vector-effect":
            nonScalingStroke = trimmed == "non-scaling-stroke"
        default:
            break
        }
        return nil
    }

    private mutating func inherit(_ name: String, from parent: SVGStyle) {
        switch name {
        case "fill": fill = parent.fill
        case "fill-opacity": fillOpacity = parent.fillOpacity
        case "stroke": stroke = parent.stroke
        case "stroke-opacity": strokeOpacity = parent.strokeOpacity
        case "stroke-width": strokeWidth = parent.strokeWidth
        case "stroke-linecap": lineCap = parent.lineCap
        case "color": color = parent.color
        case "visibility": visible = parent.visible
        default: break
        }
    }

    /// An opacity: a number or a percentage, clamped to 0…1.
    private static func opacity(_ text: String) -> Double? {
        let isPercentage = text.hasSuffix("%")
        let digits = isPercentage ? String(text.dropLast()) : text
        let value: Double? = withScanner(over: digits) { scanner in
            guard case .number(let number) = scanner.scanNumber(), scanner.isAtEnd else { return nil }
            return number
        }
        guard let value else { return nil }
        return Swift.min(1, Swift.max(0, isPercentage ? value / 100 : value))
    }

    /// The declarations of a `style` attribute, `name: value` separated by semicolons, names lower-cased,
    /// comments and `!important` removed.
    static func declarations(inStyleAttribute text: String) -> [(name: String, value: String)] {
        return withoutComments(text).split(separator: ";").compactMap { declaration in
            guard let colon = declaration.firstIndex(of: ":") else { return nil }
            let name = declaration[..<colon].trimmingSVGWhitespace().lowercased()
            var value = declaration[declaration.index(after: colon)...].trimmingSVGWhitespace()
            if let bang = value.range(of: "!important", options: .caseInsensitive) {
                value = value[..<bang.lowerBound].trimmingSVGWhitespace()
            }
            return name.isEmpty ? nil : (name, String(value))
        }
    }

    /// The text without CSS comments (`/* … */`; an unclosed one runs to the end), in one pass.
    private static func withoutComments(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var inComment = false
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if inComment {
                if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") {
                    inComment = false
                    previous = 0
                    continue
                }
            } else if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "*") {
                bytes.removeLast()
                inComment = true
                previous = 0
                continue
            } else {
                bytes.append(byte)
            }
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func quoted(_ text: some StringProtocol) -> String { FormatError.quoted(text) }
}
