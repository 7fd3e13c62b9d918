/// How much work goes into making PNG files small.
public enum PNGCompression: String, CaseIterable, Hashable, Sendable {
    /// Scribble's own writer: the Up filter and a deflate that codes runs only; several times
    /// faster than Cairo's, files somewhat larger. The default, as speed matters most for frames and batches.
    case fast
    /// Cairo's own writer (libpng's adaptive filters and default compression): smaller files.
    case small
}
