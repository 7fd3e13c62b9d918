import ScribbleKit
import ScribbleSyntax
import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// Colours as Xournal++ writes them: `#rrggbbaa`, `#rrggbb`, and its own pen and page names.
    @Suite("Xournal++ colours")
    struct XournalColorTests {
        private enum Use { case stroke, background }

        /// Reads `value` as the colour of a `<stroke>` or `<page>` in a one-element document.
        private static func color(_ value: String, as use: Use = .stroke) throws(FormatError) -> Color {
            let bytes = Array(#"<stroke color="\#(value)"/>"#.utf8)
            let result: Result<Color, FormatError> = bytes.withUnsafeBufferPointer { buffer in
                do throws(FormatError) {
                    let document = try MarkupReader.parse(
                        buffer, file: "t.xopp", limits: MarkupReader.Limits(maximumDepth: 4, maximumElements: 4))
                    let attribute = document.root.attributes[0]
                    switch use {
                    case .stroke: return .success(try XournalColor.stroke(attribute, in: document, path: "stroke"))
                    case .background:
                        return .success(try XournalColor.background(attribute, in: document, path: "page"))
                    }
                } catch {
                    return .failure(error)
                }
            }
            return try result.get()
        }

        private static func error(_ value: String, as use: Use = .stroke) -> String? {
            do {
                _ = try color(value, as: use)
                return nil
            } catch {
                return error.description
            }
        }

        private static func rgb(_ value: UInt32, alpha: Double = 1) -> Color {
            Color(
                red: Double(value >> 16) / 255, green: Double(value >> 8 & 0xFF) / 255,
                blue: Double(value & 0xFF) / 255, alpha: alpha)
        }

        static let strokeColors: [(text: String, color: Color)] = [
            ("#ff000080", rgb(0xFF0000, alpha: 128.0 / 255)),
            ("#3333CCFF", rgb(0x3333CC)),
            ("#00c0ff7f", rgb(0x00C0FF, alpha: 127.0 / 255)),
            ("#123456", rgb(0x123456)),
            ("#00000000", rgb(0x000000, alpha: 0)),
            // Xournal's own pen colours, not CSS's: its blue is #3333cc.
            ("blue", rgb(0x3333CC)),
            ("lightblue", rgb(0x00C0FF)),
            ("orange", rgb(0xFF8000)),
            ("green", rgb(0x008000)),
        ]

        @Test(arguments: strokeColors)
        func strokeColoursKeepTheirAlpha(text: String, color: Color) throws {
            #expect(try Self.color(text) == color)
        }

        static let pageColors: [(text: String, color: Color)] = [
            // A page's blue is the pale one; pen names it does not have read as the pens'.
            ("blue", rgb(0xA0E8FF)),
            ("pink", rgb(0xFFC0D4)),
            ("yellow", rgb(0xFFFF80)),
            ("black", rgb(0x000000)),
            ("magenta", rgb(0xFF00FF)),
            // A page is drawn opaque whatever alpha its colour is written with.
            ("#ffffff7f", rgb(0xFFFFFF)),
            ("#a0e8ff", rgb(0xA0E8FF)),
        ]

        @Test(arguments: pageColors)
        func pageColoursAreOpaqueAndPaler(text: String, color: Color) throws {
            #expect(try Self.color(text, as: .background) == color)
        }

        @Test(arguments: ["Blue", "pink", "#fff", "#ff00zz00", "", "#+000ff00", "#ff0000ff00", "ff0000ff", "#-1234567"])
        func textsThatAreNotStrokeColoursAreRefusedWhereTheyStand(text: String) {
            // The value starts after `<stroke color="`, at column 16.
            #expect(
                Self.error(text)
                    == "t.xopp:1:16: stroke: \(FormatError.quoted(text)) is not a colour; "
                    + "Xournal++ writes #rrggbbaa, or a name such as black")
        }

        @Test func aPageRefusesAColourAsAStrokeDoes() {
            #expect(
                Self.error("teal", as: .background)
                    == "t.xopp:1:16: page: \"teal\" is not a colour; Xournal++ writes #rrggbbaa, or a name such as black"
            )
        }

        @Test func colorsAreWrittenWithTheAlphaGiven() {
            #expect(XournalColor.hex(Color(red: 1, green: 0, blue: 0), alpha: 0xFF) == "#ff0000ff")
            #expect(XournalColor.hex(Color(red: 1, green: 0, blue: 0), alpha: 0x7F) == "#ff00007f")
            #expect(XournalColor.hex(Color(red: 0, green: 0.2, blue: 0.8), alpha: 5) == "#0033cc05")
            // The colour's own alpha is not written; the alpha given is.
            #expect(XournalColor.hex(Color(red: 0, green: 0, blue: 1, alpha: 0.5), alpha: 0xFF) == "#0000ffff")
        }

        @Test func componentsBecomeBytesRoundedAndClamped() {
            let bytes = [0, 1, 0.5, 0.3, -1, 2, .nan].map(XournalColor.byte)
            // 0.5 · 255 = 127.5 and 0.3 · 255 = 76.5 both round away from zero.
            #expect(bytes == [0, 255, 128, 77, 0, 255, 0])
            let color = XournalColor.eightBit(Color(red: 0.3, green: 1, blue: 0.001, alpha: 1), alpha: 0.5)
            #expect(color == Color(red: 77.0 / 255, green: 1, blue: 0, alpha: 0.5))
        }
    }
}
