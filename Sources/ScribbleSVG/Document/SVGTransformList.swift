import Foundation
import ScribbleKit

/// Reads the `transform` attribute: a list of `matrix`, `translate`, `scale`, `rotate`, `skewX` and
/// `skewY`, separated by whitespace and/or commas, applied right to left as SVG says (the list
/// `translate(10) scale(2)` scales first).
enum SVGTransformList {
    /// The transform the list describes; an empty list is the identity.
    /// - Returns: `nil` when the text is not a valid list (browsers then ignore the attribute).
    static func parse(_ text: String) -> Transform? {
        withScanner(over: text) { scanner in
            var result = Transform.identity
            scanner.skipWhitespace()
            if scanner.isAtEnd { return result }
            if text.trimmingSVGWhitespace() == "none" { return result }
            while true {
                guard let item = readItem(&scanner) else { return nil }
                // Items further right apply first.
                result = item.concatenating(result)
                let comma = scanner.skipCommaWhitespace()
                if scanner.isAtEnd { return comma ? nil : result }
            }
        }
    }

    private static func readItem(_ scanner: inout SVGScanner) -> Transform? {
        let nameStart = scanner.position
        while let byte = scanner.current, byte | 0x20 >= UInt8(ascii: "a"), byte | 0x20 <= UInt8(ascii: "z") {
            scanner.position += 1
        }
        let name = String(
            decoding: UnsafeBufferPointer(rebasing: scanner.bytes[nameStart..<scanner.position]), as: UTF8.self)
        scanner.skipWhitespace()
        guard scanner.skip(UInt8(ascii: "(")) else { return nil }
        scanner.skipWhitespace()
        var arguments: [Double] = []
        while case .number(let value) = scanner.scanNumber() {
            guard arguments.count < 6 else { return nil }
            arguments.append(value)
            scanner.skipCommaWhitespace()
        }
        guard scanner.skip(UInt8(ascii: ")")) else { return nil }
        return transform(named: name, arguments)
    }

    private static func transform(named name: String, _ arguments: [Double]) -> Transform? {
        switch (name, arguments.count) {
        case ("matrix", 6):
            return Transform(
                a: arguments[0], b: arguments[1], c: arguments[2], d: arguments[3], tx: arguments[4], ty: arguments[5])
        case ("translate", 1), ("translate", 2):
            return .translation(x: arguments[0], y: arguments.count == 2 ? arguments[1] : 0)
        case ("scale", 1), ("scale", 2):
            return .scale(x: arguments[0], y: arguments.count == 2 ? arguments[1] : arguments[0])
        case ("rotate", 1):
            return rotation(degrees: arguments[0])
        case ("rotate", 3):
            let center = Transform.translation(x: arguments[1], y: arguments[2])
            let back = Transform.translation(x: -arguments[1], y: -arguments[2])
            return back.concatenating(rotation(degrees: arguments[0])).concatenating(center)
        case ("skewX", 1):
            return Transform(a: 1, b: 0, c: tan(radians(arguments[0])), d: 1, tx: 0, ty: 0)
        case ("skewY", 1):
            return Transform(a: 1, b: tan(radians(arguments[0])), c: 0, d: 1, tx: 0, ty: 0)
        default:
            return nil
        }
    }

    /// A rotation, exact for whole quarter turns (where sine and cosine are 0 and ±1).
    private static func rotation(degrees: Double) -> Transform {
        let turns = degrees.truncatingRemainder(dividingBy: 360)
        switch turns {
        case 0: return .identity
        case 90, -270: return Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        case 180, -180: return Transform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
        case 270, -90: return Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
        default: return .rotation(radians: radians(turns))
        }
    }

    private static func radians(_ degrees: Double) -> Double {
        degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
    }
}
