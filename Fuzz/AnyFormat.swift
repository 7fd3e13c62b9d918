import ScribbleFormats
import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSVG

/// Fuzzes what the tool does with a file of unknown format: telling the format from the first
/// bytes, then reading it with that format's reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnyFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let document = try? InterchangeDocument(reading: UnsafeBufferPointer(start: data, count: size)) else {
        return 0
    }
    for item in document.items { expectFinite(item.drawing, from: "the \(document.format.rawValue) reader") }
    return 0
}
