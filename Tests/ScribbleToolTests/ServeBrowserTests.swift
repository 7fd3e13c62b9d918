import Foundation
import Scribble
import Testing

/// Python with websocket-client, which drives Chromium over the DevTools Protocol.
enum BrowserDriver {
    static let script = ToolRunner.repositoryRoot.appendingPathComponent("Tests/ScribbleToolTests/Browser/draw-on-canvas.py")

    /// Whether `python3` can import `websocket` (tools/test installs websocket-client).
    static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import websocket"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()
}

/// The drawing page in a real browser: pen, finger and mouse strokes dispatched through the
/// DevTools Protocol reach the server's recording exactly.
@Suite(.enabled(
    if: HeadlessChromium.path != nil && BrowserDriver.isAvailable,
    "needs headless Chromium (apt-get install chromium) and websocket-client (pip install websocket-client); tools/test installs both"))
struct ServeBrowserTests {
    struct Drawn: Decodable {
        struct Sample: Decodable {
            var device: String
            var phase: String
            var x: Double
            var y: Double
            var pressure: Double?
            var tiltX: Double?
            var tiltY: Double?
        }
        struct Page: Decodable {
            var canvas: [CanvasValue]
            var address: String
        }
        enum CanvasValue: Decodable, Equatable {
            case number(Double), text(String)
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let number = try? container.decode(Double.self) { self = .number(number) } else { self = .text(try container.decode(String.self)) }
            }
        }
        var sent: [Sample]
        var page: Page
    }

    @Test func penFingerAndMouseStrokesAreRecordedAsTheyWereSent() throws {
        let serve = try ServeProcess()
        let profile = serve.folder.appendingPathComponent("profile")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let output = serve.folder.appendingPathComponent("drawn.json")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let driver = Process()
        driver.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        driver.arguments = ["python3", BrowserDriver.script.path, "--chromium", HeadlessChromium.path ?? "chromium",
                            "--url", serve.address, "--profile", profile.path]
        driver.standardOutput = try FileHandle(forWritingTo: output)
        let errors = serve.folder.appendingPathComponent("driver-errors")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        driver.standardError = try FileHandle(forWritingTo: errors)
        try driver.run()
        let deadline = Date().addingTimeInterval(90)
        while driver.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if driver.isRunning { driver.terminate() }
        driver.waitUntilExit()
        try #require(driver.terminationStatus == 0, "the driver failed: \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
        let drawn = try JSONDecoder().decode(Drawn.self, from: Data(contentsOf: output))
        #expect(try serve.stop() == 0)

        #expect(drawn.page.canvas.last == .text("none"), "touch-action")
        #expect(!drawn.page.address.contains("token="), "the page takes the token out of its address once the cookie holds it")
        let files = serve.recordings().filter { $0.lastPathComponent.hasSuffix(".events.json") }
        try #require(files.count == 1, "\(files)")
        let recording = try EventRecording(decoding: Data(contentsOf: files[0]))
        try #require(recording.events.count == drawn.sent.count, "\(recording.events.map { "\($0.device) \($0.phase)" })")
        for (event, sample) in zip(recording.events, drawn.sent) {
            #expect(event.device.rawValue == sample.device)
            #expect(event.phase.rawValue == sample.phase)
            #expect(abs(event.location.x - sample.x) <= 0.01 && abs(event.location.y - sample.y) <= 0.01,
                    "\(sample.device) \(sample.phase) at \(event.location), sent \(sample.x), \(sample.y)")
            if let pressure = sample.pressure {
                #expect(abs((event.pressure ?? -1) - pressure) <= 0.001, "\(sample.device) \(sample.phase) pressure \(event.pressure ?? -1), sent \(pressure)")
            }
            if let tiltX = sample.tiltX, let tiltY = sample.tiltY {
                let expected = Self.altitude(tiltX: tiltX, tiltY: tiltY)
                #expect(abs((event.altitude ?? -1) - expected) <= 1e-6, "altitude for tilt \(tiltX), \(tiltY)")
            }
        }
        // One stroke per device, pointers kept apart.
        let pointers = Dictionary(grouping: recording.events, by: \.pointer)
        #expect(pointers.count == 3)
        #expect(pointers.values.allSatisfy { Set($0.map(\.device)).count == 1 })
        #expect(recording.events.filter { $0.device == .finger }.allSatisfy { $0.phase == .up || $0.contactRadius == 10 })
        #expect(recording.recorded(policy: .any).drawing.strokes.count == 3)
        #expect(recording.recorded(policy: .pen).drawing.strokes.count == 1)
    }

    /// The Pointer Events spec's altitude of a tilt, in radians.
    static func altitude(tiltX: Double, tiltY: Double) -> Double {
        let x = tiltX * .pi / 180, y = tiltY * .pi / 180
        if tiltX == 0 { return .pi / 2 - abs(y) }
        if tiltY == 0 { return .pi / 2 - abs(x) }
        return atan(1 / (tan(x) * tan(x) + tan(y) * tan(y)).squareRoot())
    }
}
