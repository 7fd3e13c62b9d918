import ScribbleSyntax

/// The XML of a notebook being written, as bytes.
struct XournalXMLText {
    var bytes: [UInt8] = []

    mutating func text(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
    }

    /// A number in plain decimal, to ``DecimalText/interchangeDigits`` significant digits, so that
    /// arithmetic's noise is left out (`4.5120000000000005` is written `4.512`).
    mutating func number(_ value: Double) {
        bytes.append(
            contentsOf: DecimalText.format(value == 0 ? 0 : value, significantDigits: DecimalText.interchangeDigits)
                .utf8)
    }
}
