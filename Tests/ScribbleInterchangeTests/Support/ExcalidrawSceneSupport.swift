import Foundation
import ScribbleKit

/// Looks at a written Excalidraw scene as Excalidraw does.
extension Array where Element == UInt8 {
    /// The scene's elements as JSON objects.
    func excalidrawElements() throws -> [[String: Any]] {
        let scene = try JSONSerialization.jsonObject(with: Data(self)) as? [String: Any]
        return scene?["elements"] as? [[String: Any]] ?? []
    }

    /// The scene without what Scribble adds for itself (each element's `customData` and the
    /// top-level `scribble`): what Excalidraw draws.
    func replacingCustomData() throws -> [UInt8] {
        try excalidrawScene { scene in
            scene["scribble"] = nil
            scene["elements"] = (scene["elements"] as? [[String: Any]])?.map { element in
                var element = element
                element["customData"] = nil
                return element
            }
        }
    }

    /// The scene as Excalidraw saves it again: its own keys, each element's `customData` kept as
    /// it was, the top-level `scribble` gone.
    func resavedByExcalidraw() throws -> [UInt8] {
        try excalidrawScene { $0["scribble"] = nil }
    }

    /// The scene as Excalidraw saves it after its first element was deleted: marked deleted.
    func resavedWithoutItsFirstElement() throws -> [UInt8] {
        try excalidrawScene { scene in
            scene["scribble"] = nil
            var elements = scene["elements"] as? [[String: Any]] ?? []
            if !elements.isEmpty { elements[0]["isDeleted"] = true }
            scene["elements"] = elements
        }
    }

    private func excalidrawScene(_ change: (inout [String: Any]) -> Void) throws -> [UInt8] {
        var scene = try JSONSerialization.jsonObject(with: Data(self)) as? [String: Any] ?? [:]
        change(&scene)
        return Array(try JSONSerialization.data(withJSONObject: scene))
    }

    /// The numbers of the JSON text (outside its strings), as written.
    func jsonNumberTexts() -> [String] {
        var numbers: [String] = []
        var index = startIndex
        while index < endIndex {
            let byte = self[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                while index < endIndex, self[index] != UInt8(ascii: "\"") {
                    index += self[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let start = index
                while index < endIndex, "-+.eE0123456789".utf8.contains(self[index]) { index += 1 }
                numbers.append(String(decoding: self[start..<index], as: UTF8.self))
            } else {
                index += 1
            }
        }
        return numbers
    }
}

/// How many significant digits a JSON number is written with: `28.700000000000045` has 17,
/// `0.25` 2, `1500` 2.
func significantDigits(_ number: String) -> Int {
    let mantissa = number.split(whereSeparator: { $0 == "e" || $0 == "E" }).first.map(String.init) ?? number
    var digits = mantissa.filter(\.isNumber)
    while digits.first == "0" { digits.removeFirst() }
    while digits.last == "0" { digits.removeLast() }
    return digits.count
}

/// The points where a polyline turns, with its ends: a line's or a shape's own corners, the points
/// the reader puts along its straight runs left out.
func corners(_ points: [ScribbleKit.Point]) -> [ScribbleKit.Point] {
    guard points.count > 2 else { return points }
    var result = [points[0]]
    for index in 1..<(points.count - 1) {
        let before = points[index] - points[index - 1]
        let after = points[index + 1] - points[index]
        let turn = abs(before.dx * after.dy - before.dy * after.dx)
        if turn > 1e-9 * before.length * after.length || before.dx * after.dx + before.dy * after.dy < 0 {
            result.append(points[index])
        }
    }
    result.append(points[points.count - 1])
    return result
}
