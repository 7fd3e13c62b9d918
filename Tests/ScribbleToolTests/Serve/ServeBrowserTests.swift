import Foundation
import Scribble
import Testing

/// Python with websocket-client, which drives Chromium over the DevTools Protocol.
enum BrowserDriver {
    static let script = ToolRunner.repositoryRoot.appendingPathComponent(
        "Tests/ScribbleToolTests/Browser/draw-on-canvas.py")

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

    /// Runs a driver script against a running `scribble serve`, with a browser profile of its
    /// own in the server's folder: `--chromium PATH --url ADDRESS --profile DIR` and then
    /// `arguments`. Returns what the script printed; it must end within `seconds` with status 0.
    static func run(_ script: URL, _ arguments: [String], on serve: ServeProcess, seconds: Double = 90) throws -> Data {
        let profile = serve.folder.appendingPathComponent("profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let output = serve.folder.appendingPathComponent("driver-output")
        let errors = serve.folder.appendingPathComponent("driver-errors")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let driver = Process()
        driver.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        driver.arguments =
            [
                "python3", script.path, "--chromium", HeadlessChromium.path ?? "chromium", "--url", serve.address,
                "--profile", profile.path,
            ] + arguments
        driver.standardOutput = try FileHandle(forWritingTo: output)
        driver.standardError = try FileHandle(forWritingTo: errors)
        try driver.run()
        let deadline = Date().addingTimeInterval(seconds)
        while driver.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if driver.isRunning { driver.terminate() }
        driver.waitUntilExit()
        try #require(
            driver.terminationStatus == 0,
            "the driver failed: \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
        return try Data(contentsOf: output)
    }
}

/// A value of a driver's JSON that may be a number or a string.
enum JSONScalar: Decodable, Equatable {
    case number(Double)
    case text(String)
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }
}

/// The drawing page in a real browser: pen, finger and mouse strokes dispatched through the
/// DevTools Protocol reach the server's recording exactly.
@Suite(
    .enabled(
        if: HeadlessChromium.path != nil && BrowserDriver.isAvailable,
        "needs headless Chromium (apt-get install chromium) and websocket-client (pip install websocket-client); tools/test installs both"
    ))
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
            var canvas: [JSONScalar]
            var address: String
        }
        var sent: [Sample]
        var page: Page
    }

    @Test func penFingerAndMouseStrokesAreRecordedAsTheyWereSent() throws {
        let serve = try ServeProcess()
        let drawn = try JSONDecoder().decode(
            Drawn.self, from: try BrowserDriver.run(BrowserDriver.script, [], on: serve))
        try serve.expectCleanStop()

        #expect(drawn.page.canvas.last == .text("none"), "touch-action")
        #expect(
            !drawn.page.address.contains("token="),
            "the page takes the token out of its address once the cookie holds it")
        let files = serve.recordings().filter { $0.lastPathComponent.hasSuffix(".events.json") }
        try #require(files.count == 1, "\(files)")
        let recording = try EventRecording(decoding: Data(contentsOf: files[0]))
        try #require(
            recording.events.count == drawn.sent.count, "\(recording.events.map { "\($0.device) \($0.phase)" })")
        for (event, sample) in zip(recording.events, drawn.sent) {
            #expect(event.device.rawValue == sample.device)
            #expect(event.phase.rawValue == sample.phase)
            #expect(
                abs(event.location.x - sample.x) <= 0.01 && abs(event.location.y - sample.y) <= 0.01,
                "\(sample.device) \(sample.phase) at \(event.location), sent \(sample.x), \(sample.y)")
            if let pressure = sample.pressure {
                #expect(
                    abs((event.pressure ?? -1) - pressure) <= 0.001,
                    "\(sample.device) \(sample.phase) pressure \(event.pressure ?? -1), sent \(pressure)")
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
        #expect(
            recording.events.filter { $0.device == .finger }.allSatisfy { $0.phase == .up || $0.contactRadius == 10 })
        #expect(recording.recorded(policy: .any).drawing.strokes.count == 3)
        #expect(recording.recorded(policy: .pen).drawing.strokes.count == 1)
    }

    /// The Pointer Events spec's altitude of a tilt, in radians.
    static func altitude(tiltX: Double, tiltY: Double) -> Double {
        let x = tiltX * .pi / 180
        let y = tiltY * .pi / 180
        if tiltX == 0 { return .pi / 2 - abs(y) }
        if tiltY == 0 { return .pi / 2 - abs(x) }
        return atan(1 / (tan(x) * tan(x) + tan(y) * tan(y)).squareRoot())
    }
}
