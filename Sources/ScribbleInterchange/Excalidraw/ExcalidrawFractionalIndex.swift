/// The `index` keys Excalidraw orders elements by (fractional indexing, base 62): `a0`…`az`, then
/// `b00`…`bzz`, then `c000`…, each key sorting after the one before as plain strings do.
enum ExcalidrawFractionalIndex {
    private static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

    /// The key of the element at `position` (from 0) when the elements are keyed from the start.
    static func key(_ position: Int) -> String {
        var remaining = Swift.max(0, position)
        var length = 1
        var span = 62
        // The head letter says how many digits follow: a → 1, b → 2, …
        while remaining >= span, length < 26 {
            remaining -= span
            length += 1
            span = span.multipliedReportingOverflow(by: 62).overflow ? Int.max : span * 62
        }
        var body: [Character] = []
        for _ in 0..<length {
            body.append(digits[remaining % 62])
            remaining /= 62
        }
        let head = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(length - 1)))
        return String(head) + String(body.reversed())
    }
}
