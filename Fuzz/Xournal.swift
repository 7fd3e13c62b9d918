import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax

/// Fuzzes the Xournal++ reader (gzip, ZIP and XML: inflating, the ZIP directory, the notebook's
/// pages and strokes, dashes) and its writer: a notebook read must write back into one that reads.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXournal(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var limits = InterchangeLimits()
    // Small enough that a bomb is stopped before it costs the fuzzer its memory limit.
    limits.maximumBytes = 16 << 20
    limits.maximumStrokes = 100_000
    guard let result = try? XournalReader(limits: limits).read(UnsafeBufferPointer(start: data, count: size)) else {
        return 0
    }
    for page in result.pages { expectFinite(page, from: "the Xournal++ reader") }
    let written = XournalWriter(compressed: false).xml(pages: result.pages)
    do {
        _ = try XournalReader(limits: InterchangeLimits()).read(written)
    } catch {
        fatalError("a notebook the Xournal++ writer wrote cannot be read back: \(error)")
    }
    return 0
}
