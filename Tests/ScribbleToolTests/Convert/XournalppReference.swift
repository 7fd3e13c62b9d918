import Foundation
import ScribbleCairo
import Testing

/// Xournal++ itself, the reference for how a notebook looks: `xournalpp --create-pdf` draws a
/// notebook's pages into a PDF, poppler's `pdftoppm` turns them into pixels, and Scribble's
/// renders of the same notebook are compared with them.
///
/// The checks run only where both are installed (`tools/setup xournalpp xvfb xauth poppler-utils`,
/// which `tools/test` runs); elsewhere they are skipped with a message. Xournal++ starts under
/// `xvfb-run` when it cannot start without a display.
enum XournalppReference {
    /// A program on `PATH`, or `nil`.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static let xournalpp = find("xournalpp")
    static let pdftoppm = find("pdftoppm")
    static let xvfbRun = find("xvfb-run")

    /// Whether Xournal++ and pdftoppm can be run.
    static var isInstalled: Bool { xournalpp != nil && pdftoppm != nil }

    /// Why the checks that need them are skipped.
    static let missing: Comment =
        "xournalpp or pdftoppm is not installed (run tools/setup xournalpp xvfb xauth poppler-utils); the comparison with Xournal++ is skipped"

    /// A failure to run Xournal++ or pdftoppm.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The pages of a notebook as Xournal++ draws them, at `dpi` (72 is a pixel a point).
    /// - Parameter ruling: Whether the pages' ruling is drawn (their colour always is).
    static func pages(of notebook: URL, dpi: Int, ruling: Bool = true) throws -> [RasterImage] {
        guard let xournalpp, let pdftoppm else { throw Failure(description: "xournalpp or pdftoppm is not installed") }
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("xournalpp.pdf")
        let arguments = ["--create-pdf=\(pdf.path)"] + (ruling ? [] : ["--export-no-ruling"]) + [notebook.path]
        var (status, errors) = try run(xournalpp, arguments, home: folder)
        if status != 0 || !FileManager.default.fileExists(atPath: pdf.path), let xvfbRun {
            (status, errors) = try run(xvfbRun, ["-a", xournalpp] + arguments, home: folder)
        }
        guard status == 0, FileManager.default.fileExists(atPath: pdf.path) else {
            throw Failure(description: "xournalpp could not make a PDF of \(notebook.lastPathComponent): \(errors)")
        }
        let prefix = folder.appendingPathComponent("page")
        let (popplerStatus, popplerErrors) = try run(
            pdftoppm, ["-png", "-r", String(dpi), pdf.path, prefix.path], home: folder)
        guard popplerStatus == 0 else { throw Failure(description: "pdftoppm failed: \(popplerErrors)") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("page-") && $0.hasSuffix(".png")
        }
        // page-1.png … page-9.png, or page-01.png … for more pages: the number orders them.
        let ordered = names.sorted { Int($0.dropFirst(5).dropLast(4)) ?? 0 < Int($1.dropFirst(5).dropLast(4)) ?? 0 }
        return try ordered.map { try RasterImage(png: [UInt8](Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    /// Runs a program with its own `HOME` (Xournal++ writes its settings there).
    private static func run(_ executable: String, _ arguments: [String], home: URL) throws -> (Int32, String) {
        let errors = home.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ToolRunner.isolatedEnvironment(home: home.appendingPathComponent("home").path, [:])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }

    /// The intersection over union of two opaque pictures' inked pixels: those darker than white
    /// by `threshold` or more in some channel (a pale highlighter and grey rules included), so that
    /// antialiasing, which two renderers do a little differently, hardly counts. 1 when neither has
    /// ink.
    /// - Returns: `nil` when the pictures differ in size.
    static func inkedIntersectionOverUnion(_ a: RasterImage, _ b: RasterImage, threshold: UInt8 = 32) -> Double? {
        guard a.width == b.width, a.height == b.height else { return nil }
        let darkest = 255 - threshold
        var intersection = 0
        var union = 0
        a.pixels.withUnsafeBufferPointer { first in
            b.pixels.withUnsafeBufferPointer { second in
                for offset in stride(from: 0, to: first.count, by: 4) {
                    let inA = first[offset] <= darkest || first[offset + 1] <= darkest || first[offset + 2] <= darkest
                    let inB =
                        second[offset] <= darkest || second[offset + 1] <= darkest || second[offset + 2] <= darkest
                    if inA && inB { intersection += 1 }
                    if inA || inB { union += 1 }
                }
            }
        }
        return union == 0 ? 1 : Double(intersection) / Double(union)
    }
}
