import Scribble

/// The values `scribble edit` takes for its edits: numbers, offsets, rectangles and colours.
///
/// A value that will not do is bad input to the edit rather than a wrong call of the tool, so it
/// is an `InputFailure` (exit status 1) that names the option, the value and what one looks like;
/// like every failure of edit, it comes before anything is written.
enum EditValue {
    /// How far a selection may be moved or copied in either direction: across the whole range a
    /// drawing's coordinates may take.
    static let maximumOffset = 2 * ModelLimits.maximumCoordinate

    /// The largest scale factor (and the smallest, as its inverse).
    static let maximumScale = 1000.0

    /// A number within `range`.
    /// - Parameter expected: What the number is, for the message: `an angle in degrees`.
    /// - Throws: `InputFailure` for text that is not a finite number, or one outside the range.
    static func number(_ text: String, for option: String, in range: ClosedRange<Double>, expected: String)
        throws(InputFailure) -> Double
    {
        guard let number = Double(text.trimmingSpaces), number.isFinite, range.contains(number) else {
            throw InputFailure(
                description:
                    "\(option) expects \(expected), from \(range.lowerBound.shortDescription) to \(range.upperBound.shortDescription), got \"\(text)\""
            )
        }
        return number
    }

    /// Numbers separated by commas, `count` of them, each finite.
    private static func numbers(_ text: String, count: Int) -> [Double]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double(String($0).trimmingSpaces)
        }
        guard parts.count == count else { return nil }
        let numbers = parts.compactMap { $0 }
        guard numbers.count == count, numbers.allSatisfy(\.isFinite) else { return nil }
        return numbers
    }

    /// An offset, `DX,DY`, each within ±``maximumOffset``.
    /// - Throws: `InputFailure` saying what an offset looks like.
    static func offset(_ text: String, for option: String) throws(InputFailure) -> Vector {
        guard let numbers = numbers(text, count: 2), numbers.allSatisfy({ abs($0) <= maximumOffset }) else {
            throw InputFailure(
                description:
                    "\(option) expects DX,DY (two numbers and a comma, as 40,-10, each within ±\(maximumOffset.shortDescription)), got \"\(text)\""
            )
        }
        return Vector(dx: numbers[0], dy: numbers[1])
    }

    /// A point, `X,Y`, each within the coordinates a drawing may have.
    /// - Throws: `InputFailure` saying what a point looks like.
    static func point(_ text: String, for option: String) throws(InputFailure) -> Point {
        let limit = ModelLimits.maximumCoordinate
        guard let numbers = numbers(text, count: 2), numbers.allSatisfy({ abs($0) <= limit }) else {
            throw InputFailure(
                description:
                    "\(option) expects X,Y (two numbers and a comma, as 120,80, each within ±\(limit.shortDescription)), got \"\(text)\""
            )
        }
        return Point(x: numbers[0], y: numbers[1])
    }

    /// A rectangle, `X,Y,W,H`: its top-left corner and its size, both sides above 0.
    /// - Throws: `InputFailure` saying what a rectangle looks like.
    static func rect(_ text: String, for option: String) throws(InputFailure) -> Rect {
        let limit = ModelLimits.maximumCoordinate
        guard let numbers = numbers(text, count: 4), numbers.allSatisfy({ abs($0) <= 2 * limit }),
            numbers[2] > 0, numbers[3] > 0
        else {
            throw InputFailure(
                description:
                    "\(option) expects X,Y,W,H (the top-left corner and the size, four numbers with commas, the width and height above 0, as 100,50,300,200), got \"\(text)\""
            )
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A scale factor: not 0, its size from 1/``maximumScale`` to ``maximumScale``; a negative one
    /// also turns the selection half round.
    /// - Throws: `InputFailure` saying what a factor may be.
    static func scale(_ text: String, for option: String) throws(InputFailure) -> Double {
        guard let factor = Double(text.trimmingSpaces), factor.isFinite,
            (1 / maximumScale...maximumScale).contains(abs(factor))
        else {
            throw InputFailure(
                description:
                    "\(option) expects a factor whose size is from \((1 / maximumScale).shortDescription) to \(maximumScale.shortDescription) (2 doubles the size, 0.5 halves it, a negative one also turns it half round), got \"\(text)\""
            )
        }
        return factor
    }

    /// A share of a stroke's centre line that a selection must exceed: from 0 up to, but not
    /// including, 1 (no share is more than 1, so 1 would select nothing).
    /// - Throws: `InputFailure` saying what a share may be.
    static func coverage(_ text: String, for option: String) throws(InputFailure) -> Double {
        guard let share = Double(text.trimmingSpaces), share >= 0, share < 1 else {
            throw InputFailure(
                description:
                    "\(option) expects a share from 0 up to but not including 1 (the share of a stroke's centre line that must lie inside, 0.5 for most of it, 0 for any of it), got \"\(text)\""
            )
        }
        return share
    }

    /// A colour, in any form the tool's other colour options take.
    /// - Throws: `InputFailure` listing those forms.
    static func color(_ text: String, for option: String) throws(InputFailure) -> Color {
        guard let color = ColorArgument.parse(text) else {
            throw InputFailure(description: "\(option) expects \(ColorArgument.forms), got \"\(text)\"")
        }
        return color
    }
}

extension String {
    /// The text without spaces at either end, as a number may be written in a list (`10, 20`).
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
