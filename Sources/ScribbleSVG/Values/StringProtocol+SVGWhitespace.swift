extension StringProtocol where SubSequence == Substring {
    /// The text without SVG whitespace (space, tab, line breaks, form feed) at either end.
    func trimmingSVGWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = {
            $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" || $0 == "\r\n"
        }
        let text = self[...]
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else {
            return text[text.endIndex...]
        }
        return text[first...last]
    }
}
