import ScribbleCards
import ScribbleFormats
import ScribbleInterchange
import ScribbleJSON
import ScribbleSVG

/// Fuzzes the `card.json` reader and writer: a card that reads must write back to the same card.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCardJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let card = try? Card(decodingJSON: UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    do {
        let reread = try Card(decodingJSON: card.jsonEncoded())
        if reread != card { fatalError("a card read back different after writing it") }
    } catch {
        fatalError("a card that was read could not be read back after writing it: \(error)")
    }
    return 0
}
