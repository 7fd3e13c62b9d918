import ScribbleFormats
import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSVG

/// Fuzzes the tldraw reader: records, the three point encodings, groups and pages.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTldraw(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let result = try? TldrawReader().read(UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    for page in result.pages { expectFinite(page.drawing, from: "the tldraw reader") }
    return 0
}
