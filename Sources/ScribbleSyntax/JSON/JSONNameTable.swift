/// The names a JSON reader looks for — an object's keys, or the values of an enumeration such as
/// `"pen"` or `"down"` — matched against the raw bytes of a string without making a `String`.
///
/// A table is built once from an enumeration whose raw values are the names, and lives in a
/// `static let`.
package struct JSONNameTable<Name: RawRepresentable & CaseIterable & Sendable>: Sendable where Name.RawValue == String {
    /// The names, in the enumeration's order; a name's index is its bit in a seen-keys mask.
    package let names: [Name]
    private let utf8: [UInt8]
    private let starts: [Int]
    private let lengths: [Int]

    /// Creates the table of every case of `Name`.
    package init() {
        names = Array(Name.allCases)
        // A name's index is a bit of a 64-bit mask; tables are written by us, never by input.
        precondition(names.count <= 64, "a name table holds at most 64 names")
        var utf8: [UInt8] = []
        var starts: [Int] = []
        var lengths: [Int] = []
        for name in names {
            starts.append(utf8.count)
            lengths.append(name.rawValue.utf8.count)
            utf8.append(contentsOf: name.rawValue.utf8)
        }
        self.utf8 = utf8
        self.starts = starts
        self.lengths = lengths
    }

    /// The index of the name spelled by `bytes`, or `nil` when it is not in the table.
    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    package func index(of bytes: UnsafeRawBufferPointer) -> Int? {
        let count = bytes.count
        return utf8.withUnsafeBufferPointer { table -> Int? in
            for index in 0..<lengths.count where lengths[index] == count {
                let start = starts[index]
                var offset = 0
                while offset < count, table[start + offset] == bytes[offset] { offset += 1 }
                if offset == count { return index }
            }
            return nil
        }
    }

    /// The names as a list for messages: `pen, finger, mouse`.
    package var list: String { names.map(\.rawValue).joined(separator: ", ") }
}
