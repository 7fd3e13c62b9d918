/// Builds JSON text as bytes, writing numbers in their shortest form that reads back exactly.
package struct JSONWriter {
    /// The text so far, as UTF-8.
    package private(set) var bytes: [UInt8] = []
    /// How many fields the innermost object that ``object(_:)`` writes holds so far.
    private var fieldsInObject = 0
    /// The indent of the next field when ``breakLine(indent:)`` asked for it on a line of its own.
    private var nextFieldIndent: Int?

    /// Creates a writer, with room for about `capacity` bytes.
    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Writes text as it is.
    package mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes bytes already encoded, as they are.
    package mutating func raw(bytes encoded: [UInt8]) {
        bytes.append(contentsOf: encoded)
    }

    /// Writes a number: whole numbers without a fraction (`4`, `-0`), others in the shortest form
    /// that reads back as the same double (`0.1`, `1e-07`).
    ///
    /// JSON has no infinities or NaN; those are written as `null`, which readers refuse where a number
    /// is required.
    package mutating func number(_ value: Double) {
        guard value.isFinite else {
            raw("null")
            return
        }
        if value.rounded(.towardZero) == value, abs(value) < 1e15 {
            if value == 0, value.sign == .minus {
                raw("-0")
            } else {
                integer(Int64(value))
            }
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    /// Writes a whole number.
    package mutating func integer(_ value: some BinaryInteger) {
        var magnitude = UInt64(value.magnitude)
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 24 digits, last digit first
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// Writes a string in double quotes, escaping what JSON requires.
    package mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0..<0x20:
                raw("\\u00")
                let hex: StaticString = "0123456789abcdef"
                bytes.append(hex.utf8Start[Int(byte >> 4)])
                bytes.append(hex.utf8Start[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes `"key": `.
    package mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        raw("\": ")
    }

    // MARK: Objects

    /// Writes an object on one line, `{ "a": 1, "b": 2 }`, its fields written by `body` with the
    /// `field` methods, which put the commas between them.
    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        raw("{ ")
        let outer = fieldsInObject
        fieldsInObject = 0
        body(&self)
        fieldsInObject = outer
        raw(" }")
    }

    /// Puts the next field of the object on a line of its own, indented by `indent` spaces.
    package mutating func breakLine(indent: Int) {
        nextFieldIndent = indent
    }

    /// Writes the comma and the space or line break before a field (none before the first), and
    /// the field's `"name": `; the caller writes the value.
    package mutating func fieldName(_ name: StaticString) {
        if fieldsInObject > 0 {
            if let indent = nextFieldIndent {
                raw(",\n")
                bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            } else {
                raw(", ")
            }
        }
        nextFieldIndent = nil
        fieldsInObject += 1
        key(name)
    }

    /// Writes a field whose value is a number.
    package mutating func field(_ name: StaticString, _ value: Double) {
        fieldName(name)
        number(value)
    }

    /// Writes a field whose value is a number, or nothing at all when the value is `nil`.
    package mutating func field(_ name: StaticString, _ value: Double?) {
        guard let value else { return }
        field(name, value)
    }

    /// Writes a field whose value is a whole number.
    package mutating func field(_ name: StaticString, _ value: some BinaryInteger) {
        fieldName(name)
        integer(value)
    }

    /// Writes a field whose value is a string.
    package mutating func field(_ name: StaticString, _ text: String) {
        fieldName(name)
        string(text)
    }

    /// Writes a field whose value is `true` or `false`.
    package mutating func field(_ name: StaticString, _ flag: Bool) {
        fieldName(name)
        raw(flag ? "true" : "false")
    }

    /// Writes a field whose value is an array of `elements`, each on a line of its own indented by
    /// `indent` spaces, the closing bracket after the last (`[]` when there are none).
    package mutating func field<Elements: Collection>(
        _ name: StaticString, lines elements: Elements, indent: Int,
        _ write: (Elements.Element, inout JSONWriter) -> Void
    ) {
        fieldName(name)
        raw("[")
        for (index, element) in elements.enumerated() {
            raw(index == 0 ? "\n" : ",\n")
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            write(element, &self)
        }
        raw(elements.isEmpty ? "]" : " ]")
    }

    /// Writes a field whose value is written as it is: `null`, `[]`, a literal.
    package mutating func field(_ name: StaticString, raw value: StaticString) {
        fieldName(name)
        raw(value)
    }

    /// Writes a field whose value is an object on one line, its fields written by `body`.
    package mutating func field(_ name: StaticString, object body: (inout JSONWriter) -> Void) {
        fieldName(name)
        object(body)
    }
}
