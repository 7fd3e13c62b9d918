import ScribbleSyntax
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
    private func text(_ write: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        write(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func fieldsAreSeparatedByCommasWithNoneBeforeTheFirst() {
        let written = text { writer in
            writer.object { object in
                object.field("n", 250)
                object.field("x", 0.1)
                object.field("s", "line\nbreak \"quoted\"")
                object.field("yes", true)
                object.field("none", raw: "null")
            }
        }
        #expect(written == #"{ "n": 250, "x": 0.1, "s": "line\nbreak \"quoted\"", "yes": true, "none": null }"#)
    }

    @Test func aNilNumberLeavesItsFieldOut() {
        let absent: Double? = nil
        let written = text { writer in
            writer.object { object in
                object.field("pressure", absent)
                object.field("x", 1.0)
                object.field("tilt", absent)
                object.field("y", Double?.some(-0.0))
            }
        }
        #expect(written == #"{ "x": 1, "y": -0 }"#)
    }

    @Test func nestedObjectsKeepTheirOwnCommas() {
        let written = text { writer in
            writer.object { object in
                object.field("a") { inner in
                    inner.field("b", 1)
                    inner.field("c") { $0.field("d", 2) }
                }
                object.field("e", 3)
            }
        }
        #expect(written == #"{ "a": { "b": 1, "c": { "d": 2 } }, "e": 3 }"#)
    }

    @Test func aBrokenLineStartsTheNextFieldIndented() {
        let written = text { writer in
            writer.object { object in
                object.field("format", "x")
                object.breakLine(indent: 2)
                object.field("canvas") { $0.field("width", 800) }
                object.field("same-line", 1)
            }
        }
        #expect(written == "{ \"format\": \"x\",\n  \"canvas\": { \"width\": 800 }, \"same-line\": 1 }")
    }

    @Test func numbersReadBackAsTheSameDouble() {
        let written = text { writer in
            for value in [0.1, 1e-7, 4, -0.0, 1.2345678901234568e17, .infinity] {
                writer.number(value)
                writer.raw(" ")
            }
        }
        #expect(written == "0.1 1e-07 4 -0 1.2345678901234568e+17 null ")
    }
}
