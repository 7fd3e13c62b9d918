import ScribbleKit

/// The tool the page chose for its contacts from now on (`tool` messages; see docs/server.md):
/// the ink chosen last, an eraser, or the lasso.
public enum CanvasTool: Equatable, Sendable {
    /// Contacts draw with the ink chosen (`ink` messages).
    case ink
    /// Contacts erase: whole strokes, or the ink under a round tip of its width.
    case eraser(Eraser)
    /// Contacts draw a lasso that selects the strokes mostly inside it.
    case lasso
}
