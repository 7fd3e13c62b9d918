import Testing

@testable import ScribbleKit

/// Expects `body` to throw a ``DrawingEditError`` of `kind`, and records an issue when it throws
/// another kind or nothing.
func expectEditError(
    _ kind: DrawingEditError.Kind, _ body: () throws(DrawingEditError) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        try body()
        Issue.record("expected \(kind), nothing was thrown", sourceLocation: sourceLocation)
    } catch {
        #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
    }
}
