extension InkTool {
    /// How much of its colour's alpha the tool lays down: a felt marker is translucent, a pencil
    /// a little light (before its paper grain), the pens opaque. Every renderer and writer uses
    /// this, so a marker looks the same in a PNG, an SVG and a PDF.
    public var opacity: Double {
        switch self {
        case .marker: 0.55
        case .pencil: 0.9
        case .pen, .monoline, .fountainPen: 1
        }
    }
}
