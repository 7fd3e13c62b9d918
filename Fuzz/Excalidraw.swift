import ScribbleFormats
import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSVG

/// Fuzzes the Excalidraw reader, scenes and libraries alike.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExcalidraw(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let result = try? ExcalidrawReader().read(UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    for item in result.drawings { expectFinite(item.drawing, from: "the Excalidraw reader") }
    return 0
}
