import Foundation
import ScribbleCairo
import ScribbleCards
import ScribbleJSON
import ScribbleKit

/// The repository's Strokes/ folder of samples.
let strokesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Strokes")

/// A sample drawing from Strokes/.
func sampleDrawing(_ name: String = "hello.drawing.json") throws -> Drawing {
    try Drawing(decodingJSON: [UInt8](try Data(contentsOf: strokesFolder.appendingPathComponent(name))))
}

/// A fresh, empty store in a temporary folder (not yet made on disk).
func temporaryStore(limits: CardStore.Limits = .default) throws -> CardStore {
    let folder = scratchRoot.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return CardStore(folder: folder.path + "/cards", limits: limits)
}

/// The one folder every test's store goes in, removed with all it holds when the test process
/// exits, so that a run leaves nothing in the system's temporary folder.
let scratchRoot: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("scribble-cards-\(UUID().uuidString)")
    removedAtExit = root.path
    atexit { if let path = removedAtExit { try? FileManager.default.removeItem(atPath: path) } }
    return root
}()

/// The folder ``scratchRoot`` removes when the process exits (a C exit handler can reach only
/// globals); set once, before the handler is registered.
nonisolated(unsafe) private var removedAtExit: String?

/// A PNG of one colour.
func solidPNG(width: Int, height: Int, _ pixel: RGBA8) throws -> [UInt8] {
    try RasterImage(width: width, height: height, filledWith: pixel).pngData()
}

/// A PNG whose left half is one colour and right half another: orientation shows.
func twoToneImage(width: Int, height: Int, left: RGBA8, right: RGBA8) throws -> RasterImage {
    var bytes: [UInt8] = []
    for _ in 0..<height {
        for x in 0..<width {
            let pixel = x < width / 2 ? left : right
            bytes += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
        }
    }
    return try RasterImage(width: width, height: height, pixels: bytes)
}

/// The names in a folder, sorted, hidden ones included.
func folderContents(_ path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
}

/// Writes text to a file, replacing it.
func writeText(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// Whether two pixels differ by at most `tolerance` in every channel.
func isClose(_ pixel: RGBA8, _ expected: RGBA8, tolerance: Int = 3) -> Bool {
    abs(Int(pixel.red) - Int(expected.red)) <= tolerance
        && abs(Int(pixel.green) - Int(expected.green)) <= tolerance
        && abs(Int(pixel.blue) - Int(expected.blue)) <= tolerance
        && abs(Int(pixel.alpha) - Int(expected.alpha)) <= tolerance
}

/// Whether two numbers agree within a tolerance.
func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

let red = RGBA8(red: 255, green: 0, blue: 0)
let blue = RGBA8(red: 0, green: 0, blue: 255)
