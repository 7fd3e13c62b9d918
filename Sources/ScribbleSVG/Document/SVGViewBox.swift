import ScribbleKit

/// A `viewBox` with its `preserveAspectRatio`: which rectangle of user space to show, and how to fit
/// it into a viewport (SVG 2, "The equivalent transform of an SVG viewport").
struct SVGViewBox: Equatable {
    /// Where a box goes along one axis when it does not fill the viewport.
    enum Alignment: Equatable { case min, mid, max }

    /// How the box is fitted: `nil` alignment is `none` (stretch to fill).
    struct AspectRatio: Equatable {
        var x: Alignment? = .mid
        var y: Alignment? = .mid
        /// `slice` (cover the viewport, cropping the box) instead of `meet` (fit inside it).
        var slice = false

        static let `default` = AspectRatio()

        /// Reads `[defer] <align> [meet | slice]`.
        /// - Returns: `nil` when the text is not a valid value.
        static func parse(_ text: String) -> AspectRatio? {
            var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "," }
            )[...]
            if words.first == "defer" { words = words.dropFirst() }
            guard let align = words.first else { return nil }
            words = words.dropFirst()
            var ratio = AspectRatio()
            if align == "none" {
                ratio.x = nil
                ratio.y = nil
            } else {
                guard align.count == 8, align.hasPrefix("x"), let x = alignment(align.dropFirst().prefix(3)),
                    align.dropFirst(4).hasPrefix("Y"), let y = alignment(align.dropFirst(5))
                else { return nil }
                ratio.x = x
                ratio.y = y
            }
            if let mode = words.first {
                switch mode {
                case "meet": ratio.slice = false
                case "slice": ratio.slice = true
                default: return nil
                }
                words = words.dropFirst()
            }
            return words.isEmpty ? ratio : nil
        }

        private static func alignment(_ text: Substring) -> Alignment? {
            switch text {
            case "Min": .min
            case "Mid": .mid
            case "Max": .max
            default: nil
            }
        }
    }

    var box: Rect
    var aspectRatio: AspectRatio

    /// Reads the four numbers of a `viewBox`, separated by whitespace and/or commas.
    /// - Returns: `nil` when the text is not four numbers (the width and height may still be zero or negative).
    static func parseBox(_ text: String) -> Rect? {
        withScanner(over: text) { scanner in
            var numbers: [Double] = []
            scanner.skipWhitespace()
            while numbers.count < 4, case .number(let value) = scanner.scanNumber() {
                numbers.append(value)
                scanner.skipCommaWhitespace()
            }
            guard numbers.count == 4, scanner.isAtEnd else { return nil }
            return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }

    /// The transform that maps the box onto `viewport`.
    func transform(into viewport: Rect) -> Transform {
        var scaleX = viewport.width / box.width
        var scaleY = viewport.height / box.height
        if let alignX = aspectRatio.x, let alignY = aspectRatio.y {
            let scale = aspectRatio.slice ? Swift.max(scaleX, scaleY) : Swift.min(scaleX, scaleY)
            scaleX = scale
            scaleY = scale
            var translateX = viewport.minX - box.minX * scaleX
            var translateY = viewport.minY - box.minY * scaleY
            translateX += Self.offset(alignX, room: viewport.width - box.width * scaleX)
            translateY += Self.offset(alignY, room: viewport.height - box.height * scaleY)
            return Transform(a: scaleX, b: 0, c: 0, d: scaleY, tx: translateX, ty: translateY)
        }
        return Transform(
            a: scaleX, b: 0, c: 0, d: scaleY,
            tx: viewport.minX - box.minX * scaleX, ty: viewport.minY - box.minY * scaleY)
    }

    private static func offset(_ alignment: Alignment, room: Double) -> Double {
        switch alignment {
        case .min: 0
        case .mid: room / 2
        case .max: room
        }
    }
}
