import ScribbleFormats
import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSVG

/// Fuzzes the InkML reader: XML, contexts, trace formats and the trace grammar.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInkML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let result = try? InkMLReader().read(UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    expectFinite(result.drawing, from: "the InkML reader")
    return 0
}
