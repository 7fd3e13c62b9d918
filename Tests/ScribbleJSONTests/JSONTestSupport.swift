import ScribbleJSON
import ScribbleSyntax

/// The error that decoding `json` as any Scribble document throws, or `nil` when it decodes.
func documentError(_ json: String, file: String? = nil) -> FormatError? {
    do {
        _ = try ScribbleDocument(decoding: Array(json.utf8), file: file)
        return nil
    } catch {
        return error
    }
}

/// An event recording document whose events array holds `body`, which starts on line 2, column 1.
func eventsDocument(_ body: String) -> String {
    """
    {"format": "scribble-events", "version": 1, "canvas": {"width": 800, "height": 600}, "events": [
    \(body)
    ]}
    """
}

/// A drawing document whose strokes array holds `body`, which starts on line 2, column 1.
func drawingDocument(_ body: String) -> String {
    """
    {"format": "scribble-drawing", "version": 1, "canvas": {"width": 800, "height": 600}, "strokes": [
    \(body)
    ]}
    """
}
