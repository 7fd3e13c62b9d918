import ScribbleKit

/// Reads SVG 2 path data (the `d` attribute) from UTF-8 bytes into absolute segments.
///
/// The grammar is the whole of SVG 2's: all twenty commands, implicit repeats (and the implicit
/// `L`/`l` after `M`/`m`), numbers in every legal form ("1.5.5" is 1.5 then .5, "-.5-.5", "1e-3",
/// "+2"), arc flags without separators ("a1 1 0 00 1 1"), and a command after `Z` continuing from
/// the start of the closed subpath. On a mistake the parser stops and keeps every segment it has
/// completed, as the SVG specification's error handling asks and browsers do.
struct SVGPathParser {
    private var scanner: SVGScanner
    private(set) var segments: [SVGPathSegment] = []
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The second control point of the previous segment when it was a cubic (`C`/`S`), for `S`.
    private var previousCubicControl: Point?
    /// The control point of the previous segment when it was a quadratic (`Q`/`T`), for `T`.
    private var previousQuadraticControl: Point?
    /// Whether the last command was `Z`, so that a drawing command must first move to the subpath start.
    private var closed = false
    /// How many segments the parser keeps before it stops, so that memory stays bounded.
    private let segmentLimit: Int
    /// Whether the parser stopped at ``segmentLimit``, leaving the rest of the data unread.
    private(set) var exceededSegmentLimit = false

    init(_ bytes: UnsafeBufferPointer<UInt8>, segmentLimit: Int = .max) {
        scanner = SVGScanner(bytes)
        self.segmentLimit = segmentLimit
        // Path data averages well over 8 bytes a segment; reserving avoids most regrowth.
        segments.reserveCapacity(Swift.min(bytes.count / 8 + 4, 1 << 20))
    }

    /// The commands, by what they draw; `relative` is told apart by the letter's case.
    private enum Command {
        case move, line, horizontal, vertical, cubic, smoothCubic, quadratic, smoothQuadratic, arc, close

        init?(_ byte: UInt8) {
            switch byte | 0x20 {
            case UInt8(ascii: "m"): self = .move
            case UInt8(ascii: "l"): self = .line
            case UInt8(ascii: "h"): self = .horizontal
            case UInt8(ascii: "v"): self = .vertical
            case UInt8(ascii: "c"): self = .cubic
            case UInt8(ascii: "s"): self = .smoothCubic
            case UInt8(ascii: "q"): self = .quadratic
            case UInt8(ascii: "t"): self = .smoothQuadratic
            case UInt8(ascii: "a"): self = .arc
            case UInt8(ascii: "z"): self = .close
            default: return nil
            }
        }

        /// The names of the command's arguments, for messages.
        var argumentNames: [String] {
            switch self {
            case .move, .line, .smoothQuadratic: ["x", "y"]
            case .horizontal: ["x"]
            case .vertical: ["y"]
            case .cubic: ["x1", "y1", "x2", "y2", "x", "y"]
            case .smoothCubic, .quadratic: ["x1", "y1", "x", "y"]
            case .arc: ["rx", "ry", "x-axis-rotation", "large-arc-flag", "sweep-flag", "x", "y"]
            case .close: []
            }
        }
    }

    /// Parses all of the data.
    /// - Returns: The first mistake, or `nil` when the data is valid (empty data is valid and draws nothing).
    mutating func parse() -> SVGPathError? {
        do {
            try parseCommands()
            return nil
        } catch {
            return error
        }
    }

    private mutating func parseCommands() throws(SVGPathError) {
        scanner.skipWhitespace()
        guard let first = scanner.current else { return }
        guard first | 0x20 == UInt8(ascii: "m") else {
            throw failure("expected a moveto command (M or m) to begin the path")
        }
        while let letter = scanner.current {
            guard let command = Command(letter) else {
                throw failure("expected a command letter")
            }
            let relative = letter >= UInt8(ascii: "a")
            scanner.position += 1
            if command == .close {
                closePath()
                scanner.skipWhitespace()
                guard let next = scanner.current else { return }
                guard Command(next) != nil else {
                    throw failure("expected a command letter after \(Self.name(letter))")
                }
                continue
            }
            var repeated = command
            var repeatedLetter = letter
            scanner.skipWhitespace()
            while true {
                try parseArguments(of: repeated, relative: relative, letter: repeatedLetter)
                guard segments.count <= segmentLimit else {
                    exceededSegmentLimit = true
                    return
                }
                let hadComma = scanner.skipCommaWhitespace()
                guard let next = scanner.current else {
                    if hadComma { throw failure("expected a number after the comma") }
                    return
                }
                if SVGScanner.canBeginNumber(next) {
                    if repeated == .move {
                        repeated = .line
                        repeatedLetter = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
                    }
                    continue
                }
                if hadComma { throw failure("expected a number after the comma") }
                guard Command(next) != nil else { throw failure("expected a number or a command letter") }
                break
            }
        }
    }

    /// Reads one set of arguments for `command` and appends its segment.
    private mutating func parseArguments(of command: Command, relative: Bool, letter: UInt8) throws(SVGPathError) {
        let origin = relative ? current : .zero
        switch command {
        case .move:
            let point = try readPoint(command, letter, 0, origin)
            segments.append(.move(to: point))
            current = point
            subpathStart = point
            closed = false
            previousCubicControl = nil
            previousQuadraticControl = nil
            return
        case .line:
            let point = try readPoint(command, letter, 0, origin)
            beginDrawing()
            segments.append(.line(to: point))
            current = point
        case .horizontal:
            let x = try readNumber(command, letter, 0) + origin.x
            beginDrawing()
            current = Point(x: x, y: current.y)
            segments.append(.line(to: current))
        case .vertical:
            let y = try readNumber(command, letter, 0) + origin.y
            beginDrawing()
            current = Point(x: current.x, y: y)
            segments.append(.line(to: current))
        case .cubic:
            let control1 = try readPoint(command, letter, 0, origin)
            try separator()
            let control2 = try readPoint(command, letter, 2, origin)
            try separator()
            let end = try readPoint(command, letter, 4, origin)
            beginDrawing()
            segments.append(.cubic(control1: control1, control2: control2, to: end))
            current = end
            previousCubicControl = control2
            previousQuadraticControl = nil
            return
        case .smoothCubic:
            let control2 = try readPoint(command, letter, 0, origin)
            try separator()
            let end = try readPoint(command, letter, 2, origin)
            beginDrawing()
            let control1 = previousCubicControl.map { reflect($0, about: current) } ?? current
            segments.append(.cubic(control1: control1, control2: control2, to: end))
            current = end
            previousCubicControl = control2
            previousQuadraticControl = nil
            return
        case .quadratic:
            let control = try readPoint(command, letter, 0, origin)
            try separator()
            let end = try readPoint(command, letter, 2, origin)
            beginDrawing()
            segments.append(.quadratic(control: control, to: end))
            current = end
            previousQuadraticControl = control
            previousCubicControl = nil
            return
        case .smoothQuadratic:
            let end = try readPoint(command, letter, 0, origin)
            beginDrawing()
            let control = previousQuadraticControl.map { reflect($0, about: current) } ?? current
            segments.append(.quadratic(control: control, to: end))
            current = end
            previousQuadraticControl = control
            previousCubicControl = nil
            return
        case .arc:
            let radiusX = try readNumber(command, letter, 0)
            try separator()
            let radiusY = try readNumber(command, letter, 1)
            try separator()
            let rotation = try readNumber(command, letter, 2)
            try separator()
            let largeArc = try readFlag(command, letter, 3)
            try separator()
            let sweep = try readFlag(command, letter, 4)
            try separator()
            let end = try readPoint(command, letter, 5, origin)
            beginDrawing()
            segments.append(
                .arc(radiusX: radiusX, radiusY: radiusY, rotation: rotation, largeArc: largeArc, sweep: sweep, to: end))
            current = end
        case .close:
            break
        }
        previousCubicControl = nil
        previousQuadraticControl = nil
    }

    private mutating func closePath() {
        segments.append(.close)
        current = subpathStart
        closed = true
        previousCubicControl = nil
        previousQuadraticControl = nil
    }

    /// After `Z`, a drawing command starts a new subpath where the closed one started.
    private mutating func beginDrawing() {
        if closed {
            segments.append(.move(to: subpathStart))
            closed = false
        }
    }

    private func reflect(_ point: Point, about center: Point) -> Point {
        Point(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
    }

    private mutating func separator() throws(SVGPathError) {
        scanner.skipCommaWhitespace()
    }

    private mutating func readPoint(_ command: Command, _ letter: UInt8, _ index: Int, _ origin: Point)
        throws(SVGPathError) -> Point
    {
        let x = try readNumber(command, letter, index)
        scanner.skipCommaWhitespace()
        let y = try readNumber(command, letter, index + 1)
        return Point(x: x + origin.x, y: y + origin.y)
    }

    private mutating func readNumber(_ command: Command, _ letter: UInt8, _ index: Int) throws(SVGPathError) -> Double {
        switch scanner.scanNumber() {
        case .number(let value): return value
        case .notANumber:
            throw failure("expected a number for the \(command.argumentNames[index]) of \(Self.name(letter))")
        case .outOfRange:
            throw SVGPathError(
                offset: scanner.position,
                message:
                    "the \(command.argumentNames[index]) of \(Self.name(letter)) is too large a number (beyond ±1.8e308)"
            )
        }
    }

    private mutating func readFlag(_ command: Command, _ letter: UInt8, _ index: Int) throws(SVGPathError) -> Bool {
        switch scanner.current {
        case UInt8(ascii: "0"):
            scanner.position += 1
            return false
        case UInt8(ascii: "1"):
            scanner.position += 1
            return true
        default:
            throw failure("expected 0 or 1 for the \(command.argumentNames[index]) of \(Self.name(letter))")
        }
    }

    private static func name(_ letter: UInt8) -> String { String(UnicodeScalar(letter)) }

    private func failure(_ expectation: String) -> SVGPathError {
        SVGPathError(offset: scanner.position, message: expectation + ", found " + SVGScanner.describe(scanner.current))
    }
}
