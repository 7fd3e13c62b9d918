import ScribbleFormats
import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSVG

/// Fuzzes the SVG document reader: XML, styles, transforms, `use`, shapes and paths.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let result = try? SVGDocumentReader().read(UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    expectFinite(result.drawing, from: "the SVG reader")
    return 0
}
