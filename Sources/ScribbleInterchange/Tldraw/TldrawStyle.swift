import ScribbleKit

/// tldraw's named styles as Scribble inks: the colours of its default light theme and the stroke
/// widths of its sizes.
enum TldrawStyle {
    /// The `solid` colour of each of tldraw's colour names in its light theme.
    static let colors: [String: Color] = [
        "black": hex(0x1d1d1d), "grey": hex(0x9fa8b2), "light-violet": hex(0xe085f4), "violet": hex(0xae3ec9),
        "blue": hex(0x4465e9), "light-blue": hex(0x4ba1f1), "yellow": hex(0xf1ac4b), "orange": hex(0xe16919),
        "green": hex(0x099268), "light-green": hex(0x4cb05e), "light-red": hex(0xf87777), "red": hex(0xe03131),
        "white": hex(0xffffff),
    ]

    /// tldraw's stroke width for each size (`STROKE_SIZES`): s 2, m 3.5, l 5, xl 10.
    static let strokeWidths: [String: Double] = ["s": 2, "m": 3.5, "l": 5, "xl": 10]

    private static func hex(_ value: Int) -> Color {
        Color(
            red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255)
    }
}
