import ScribbleFormats
import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSVG

/// Fuzzes SVG path data (`d`): parsing as browsers do, then flattening what was parsed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGPathData(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let (path, _) = SVGPath.parse(utf8: UnsafeBufferPointer(start: data, count: size))
    for polyline in path.flattened(tolerance: 0.1) where polyline.count < 2 {
        fatalError("flattening gave a polyline of \(polyline.count) point(s)")
    }
    return 0
}
