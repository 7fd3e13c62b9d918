import ScribbleKit
import ScribbleSyntax

/// A stroke's ``ScribbleKit/Stroke/path`` as the drawing format keeps it: SVG path data of
/// absolute `M`, `L`, `C` and `Z` commands (`"M 10 20 C 15 20 20 25 20 30 Z"`), each number in
/// the shortest plain decimal that reads back as the same double, so that the path comes back
/// bit for bit and any SVG tool reads it.
package enum CurvePathData {
    /// A problem with path data: the byte of the text where it is, and what is wrong there.
    package struct Failure: Error {
        package var offset: Int
        package var message: String
    }

    /// The path as path data, or `nil` when a coordinate is not finite (which JSON cannot hold).
    package static func text(of path: CurvePath) -> String? {
        var text = ""
        text.reserveCapacity(path.elements.count * 24)
        func add(_ command: String, _ points: Point...) -> Bool {
            if !text.isEmpty { text += " " }
            text += command
            for point in points {
                guard point.x.isFinite, point.y.isFinite else { return false }
                text += " " + DecimalText.format(point.x) + " " + DecimalText.format(point.y)
            }
            return true
        }
        for element in path.elements {
            let written: Bool
            switch element {
            case .move(let point): written = add("M", point)
            case .line(let point): written = add("L", point)
            case .cubic(let c1, let c2, let end): written = add("C", c1, c2, end)
            case .close: written = add("Z")
            }
            guard written else { return nil }
        }
        return text
    }

    /// Reads path data as ``text(of:)`` writes it: `M`, `L`, `C` and `Z`, upper case, numbers
    /// separated by spaces or commas, a command's numbers repeated for more of the same (after an
    /// `M`, more points are lines, as in SVG). It starts with an `M`, and every coordinate is
    /// within ±``ScribbleKit/ModelLimits/maximumCoordinate``, as a point's are.
    /// - Returns: the path, or the first problem.
    package static func parse(_ text: String) -> Result<CurvePath, Failure> {
        var text = text
        return text.withUTF8 { bytes in
            var parser = Parser(bytes: bytes)
            do throws(Failure) {
                return .success(try parser.parse())
            } catch {
                return .failure(error)
            }
        }
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var elements: [CurvePath.Element] = []

        mutating func parse() throws(Failure) -> CurvePath {
            skipSeparators()
            guard index < bytes.count else { throw Failure(offset: 0, message: "the path is empty; it starts with M") }
            while index < bytes.count {
                let commandOffset = index
                let command = bytes[index]
                index += 1
                guard !elements.isEmpty || command == UInt8(ascii: "M") else {
                    throw Failure(
                        offset: commandOffset,
                        message: "the path starts with \(Self.describe(command)); a stroke's path starts with M")
                }
                switch command {
                case UInt8(ascii: "M"):
                    elements.append(.move(to: try point(of: "M")))
                    while startsNumber() { elements.append(.line(to: try point(of: "M"))) }
                case UInt8(ascii: "L"):
                    repeat { elements.append(.line(to: try point(of: "L"))) } while startsNumber()
                case UInt8(ascii: "C"):
                    repeat {
                        let c1 = try point(of: "C")
                        let c2 = try point(of: "C")
                        let end = try point(of: "C")
                        elements.append(.cubic(control1: c1, control2: c2, to: end))
                    } while startsNumber()
                case UInt8(ascii: "Z"):
                    elements.append(.close)
                default:
                    throw Failure(
                        offset: commandOffset,
                        message: "expected a command (M, L, C or Z), found \(Self.describe(command))")
                }
                skipSeparators()
            }
            return CurvePath(elements)
        }

        private mutating func point(of command: String) throws(Failure) -> Point {
            let x = try number("x", of: command)
            let y = try number("y", of: command)
            return Point(x: x, y: y)
        }

        private mutating func number(_ coordinate: String, of command: String) throws(Failure) -> Double {
            skipSeparators()
            let start = index
            var negative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                negative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard let (magnitude, next) = DecimalText.parse(bytes, at: index, end: bytes.count) else {
                let found = start < bytes.count ? Self.describe(bytes[start]) : "the end"
                throw Failure(
                    offset: start, message: "expected a number for the \(coordinate) of \(command), found \(found)")
            }
            index = next
            let value = negative ? -magnitude : magnitude
            guard abs(value) <= ModelLimits.maximumCoordinate else {
                throw Failure(
                    offset: start,
                    message:
                        "the \(coordinate) of \(command) is \(value), beyond ±\(Int(ModelLimits.maximumCoordinate)), where no point of a drawing goes"
                )
            }
            return value
        }

        private mutating func startsNumber() -> Bool {
            skipSeparators()
            guard index < bytes.count else { return false }
            let byte = bytes[index]
            return byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }

        private mutating func skipSeparators() {
            while index < bytes.count,
                [UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
                    .contains(bytes[index])
            {
                index += 1
            }
        }

        private static func describe(_ byte: UInt8) -> String {
            byte >= 0x21 && byte < 0x7f ? "\"\(Character(Unicode.Scalar(byte)))\"" : "the byte \(byte)"
        }
    }
}
