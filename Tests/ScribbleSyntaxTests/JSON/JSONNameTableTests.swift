import ScribbleSyntax
import Testing

/// A table of names matched against raw bytes: exact, whole and case-sensitive.
@Suite("JSON name table")
struct JSONNameTableTests {
    enum Field: String, CaseIterable, Sendable {
        case x, y, t, pressure, press, pressures
        case empty = ""
        case accented = "é"
    }

    static let table = JSONNameTable<Field>()

    static func index(_ text: String) -> Int? {
        Array(text.utf8).withUnsafeBytes { table.index(of: $0) }
    }

    @Test func everyNameIsFoundAtItsIndexInTheEnumerationsOrder() {
        #expect(Self.table.names == Field.allCases)
        for (index, field) in Field.allCases.enumerated() {
            #expect(Self.index(field.rawValue) == index, "\(field)")
        }
    }

    @Test(arguments: ["X", "pres", "pressur", "pressuree", "pressure ", " x", "xy", "e\u{301}", "tt"])
    func onlyTheWholeNameSpelledTheSameMatches(text: String) {
        #expect(Self.index(text) == nil)
    }

    @Test func theListIsForMessages() {
        #expect(Self.table.list == "x, y, t, pressure, press, pressures, , é")
        enum Device: String, CaseIterable, Sendable { case pen, finger, mouse }
        #expect(JSONNameTable<Device>().list == "pen, finger, mouse")
    }
}
