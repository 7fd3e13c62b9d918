import Foundation
import ScribbleCairo

/// Headless Chromium, when it is installed (Debian's `chromium`; tools/test installs it).
enum HeadlessChromium {
    /// The browser's path, or `nil` when none is on PATH.
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Opens `page` and takes a screenshot of a `width`×`height` window.
    ///
    /// Each run has a profile of its own, so runs in parallel cannot trip over each other, and is
    /// stopped if it takes over a minute.
    static func screenshot(of page: URL, width: Int, height: Int, in folder: URL) throws -> RasterImage {
        guard let path else { throw Failure(description: "no Chromium") }
        let shot = folder.appendingPathComponent("shot-\(UUID().uuidString).png")
        let profile = folder.appendingPathComponent("profile-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [
            "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--mute-audio", "--no-first-run",
            "--disable-extensions", "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)",
            "--screenshot=\(shot.path)", page.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            throw Failure(description: "Chromium took over a minute to take a screenshot of \(page.lastPathComponent)")
        }
        guard let bytes = FileManager.default.contents(atPath: shot.path) else {
            throw Failure(
                description:
                    "Chromium exited with \(process.terminationStatus) and saved no screenshot of \(page.lastPathComponent)"
            )
        }
        return try RasterImage(png: [UInt8](bytes))
    }
}
