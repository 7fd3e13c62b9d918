import Foundation
import ScribbleCairo
import Testing

/// librsvg's `rsvg-convert`, the reference SVG renderer that Scribble's SVG output and SVG reading
/// are checked against, and the measure they are compared by.
///
/// The checks run only where `rsvg-convert` is installed (`tools/setup librsvg2-bin`, which
/// `tools/test` runs); elsewhere they are skipped with a message.
enum ReferenceRenderer {
    /// The path of `rsvg-convert`, found on `PATH`, or `nil` when it is not installed.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/rsvg-convert" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Whether `rsvg-convert` can be run.
    static var isInstalled: Bool { executable != nil }

    /// Why the checks that need it are skipped.
    static let missing: Comment =
        "rsvg-convert is not installed (run tools/setup librsvg2-bin); the librsvg comparison is skipped"

    /// A failure to render with `rsvg-convert`.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Renders an SVG file with `rsvg-convert` at its own size (its `width` and `height`), times
    /// `zoom`.
    /// - Returns: the image librsvg draws.
    static func render(_ svg: URL, zoom: Double = 1) throws -> RasterImage {
        guard let executable else { throw Failure(description: "rsvg-convert is not installed") }
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("rsvg.png")
        let errors = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--format", "png", "--zoom", String(zoom), "--output", output.path, svg.path]
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw Failure(description: "rsvg-convert failed on \(svg.lastPathComponent): \(message)")
        }
        return try RasterImage(png: [UInt8](try Data(contentsOf: output)))
    }

    /// The intersection over union of two images' inked pixels: those with an alpha of at least
    /// `threshold`, so that antialiasing, which two renderers do a little differently, does not
    /// count. 1 when neither has ink.
    /// - Returns: `nil` when the images differ in size.
    static func inkedIntersectionOverUnion(_ a: RasterImage, _ b: RasterImage, threshold: UInt8 = 128) -> Double? {
        guard a.width == b.width, a.height == b.height else { return nil }
        var intersection = 0
        var union = 0
        for offset in stride(from: 3, to: a.pixels.count, by: 4) {
            let inA = a.pixels[offset] >= threshold
            let inB = b.pixels[offset] >= threshold
            if inA && inB { intersection += 1 }
            if inA || inB { union += 1 }
        }
        return union == 0 ? 1 : Double(intersection) / Double(union)
    }
}
