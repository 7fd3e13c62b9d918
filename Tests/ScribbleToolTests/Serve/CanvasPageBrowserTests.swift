import Foundation
import Scribble
import ScribbleTestSupport
import Testing

/// The drawing page as a person uses it, at a phone's (390×844), a tablet's (820×1180, both by
/// touch) and a desktop's size (1280×800, by mouse), in a real browser: a toolbar of one row (two
/// on a phone) that leaves the canvas its room; every control named, pressed or disabled as it
/// should be, big enough to hit and legible; the keys; the status; the view's pan and zoom, whose
/// ink is still `scribble render`'s at the view's scale; pen, finger and palm.
@Suite(
    .enabled(
        if: HeadlessChromium.path != nil && BrowserDriver.isAvailable && !SanitizerRun.isActive,
        "needs headless Chromium and websocket-client (tools/test installs both); checks page script only, so not under a sanitizer"
    ))
struct CanvasPageBrowserTests {
    static let script = ToolRunner.repositoryRoot.appendingPathComponent(
        "Tests/ScribbleToolTests/Browser/canvas-page.py")

    struct Node: Decodable {
        var role: String?
        var name: String
        var pressed: JSONScalar?
        var disabled: Bool
    }
    struct Control: Decodable {
        var tag: String
        var name: String
        var box: [Double]
        var target: [Double]
        var text: Bool
        var contrast: Double
    }
    struct Layout: Decodable {
        struct Bar: Decodable {
            var box: [Double]
            var rows: Int
        }
        var size: [Double]
        var toolbar: Bar
        var controls: [Control]
        var ax: [Node]
        var hint: Bool
        var zoom: String
        var viewport: String
    }
    /// Whether undo and redo are disabled, as the accessibility tree says.
    struct States: Decodable, Equatable {
        var undo: Bool
        var redo: Bool
    }
    struct KeyInField: Decodable {
        var focused: Bool
        var tool: String
    }
    struct Camera: Decodable {
        var start: [Double]
        var wheel: [Double]
        var space: [Double]
        var middle: [Double]
        var strokesAfterPans: Int
        var cursor: [Double]
        var beforeZoom: [Double]
        var ctrlWheel: [Double]
        var backShown: Bool
        var backAfterFit: Bool
    }
    struct Pen: Decodable {
        var shownBefore: Bool
        var shownAfter: Double
        var control: [Node]
        var strokesAfterTouch: Int
        var viewMoved: [Double]
        var hint: Bool
        var offPressed: String
        var offPolicy: String
        var offStrokes: Int
        var reloaded: Reloaded
        struct Reloaded: Decodable {
            var shown: Bool
            var pressed: String
        }
    }
    struct Measured: Decodable {
        struct Dialog: Decodable {
            var names: [String]
            var keys: [String]
        }
        struct Palm: Decodable {
            var strokes: Int
            var saved: Int
        }
        struct Cancelled: Decodable {
            var drawingBefore: Int
            var strokes: Int
        }
        struct Focus: Decodable {
            var name: String
            var outline: String
            var width: Double
        }
        struct Menu: Decodable {
            var opened: [String]
            var closed: Bool
        }
        struct Dropped: Decodable {
            var seen: Double
            var back: Double
            var same: Bool
            var strokes: Int
        }
        struct Dark: Decodable {
            var controls: [Control]
            var filter: String
            var background: String
        }
        struct Export: Decodable {
            var href: String
            var status: Int
            var width: Int
            var height: Int
            var before: String
        }
        struct Pinch: Decodable {
            var before: [Double]
            var after: [Double]
            var strokes: Int
        }
        struct Lost: Decodable {
            var after: Double
            var status: String
        }
        struct Quiet: Decodable {
            var after: Double
            var status: String
            var same: Bool
        }
        var sizes: [String: Layout]
        var history: [String: States]
        var hintBefore: Bool
        var hintAfter: Bool
        var hintUndone: Bool
        var savedAfter: Double
        var statusRole: String
        var dialog: Dialog
        var shortcuts: [String: Bool]
        var keyInField: KeyInField
        var camera: Camera
        var zoomBoxes: [[Double]]
        var zoomResolution: Double
        var pen: Pen
        var palm: Palm
        var cancelled: Cancelled
        var focus: Focus
        var menu: Menu
        var export: Export
        var dark: Dark
        var dropped: Dropped
        var pinch: Pinch
        var twoFingerPan: [Double]
        var lost: Lost
        var quiet: Quiet
    }

    @Test func theDrawingPageWorksAtAPhonesATabletsAndADesktopsSize() throws {
        let serve = try ServeProcess()
        let output = try BrowserDriver.run(
            Self.script, ["--out", serve.folder.path, "--server-pid", String(serve.process.processIdentifier)],
            on: serve, seconds: 60)
        let measured = try JSONDecoder().decode(Measured.self, from: output)

        for (name, limit) in [("phone", 0.13), ("tablet", 0.06), ("desktop", 0.06)] {
            let layout = try #require(measured.sizes[name], "\(name)")
            let (width, height) = (layout.size[0], layout.size[1])
            let bar = layout.toolbar
            #expect(bar.rows == (name == "phone" ? 2 : 1), "\(name): the toolbar in \(bar.rows) rows")
            #expect(bar.box[3] <= limit * height, "\(name): the toolbar reaches \(bar.box[3]) px of \(height)")
            #expect(bar.box[0] >= 0 && bar.box[2] <= width, "\(name): the toolbar within the window: \(bar.box)")
            #expect(!layout.viewport.contains("user-scalable=no"))
            #expect(layout.hint, "\(name): the empty drawing's hint")
            #expect(layout.zoom == "100%")
            let least = name == "desktop" ? 24.0 : 44.0
            for control in layout.controls where control.tag != "p" {
                #expect(!control.name.isEmpty, "\(name): a \(control.tag) without a name")
                #expect(
                    control.target[0] >= least && control.target[1] >= least,
                    "\(name): \(control.name) is \(control.target[0])×\(control.target[1])")
            }
            for control in layout.controls where control.text {
                #expect(control.contrast >= 4.5, "\(name): \(control.name)'s text at \(control.contrast):1")
            }
            let toolbars = layout.ax.filter { $0.role == "toolbar" }
            #expect(toolbars.map(\.name) == ["Drawing tools"], "\(name): \(toolbars)")
            for tool in ["Pen", "Pencil", "Marker", "Stroke eraser", "Area eraser", "Lasso"] {
                let node = layout.ax.first { $0.role == "button" && $0.name == tool }
                #expect(
                    node?.pressed == .text(tool == "Pen" ? "true" : "false"),
                    "\(name): \(tool): \(String(describing: node))")
            }
            for button in ["Undo", "Redo", "Delete the selection"] {
                #expect(layout.ax.first { $0.name == button }?.disabled == true, "\(name): \(button) on a new drawing")
            }
            #expect(layout.ax.contains { $0.role == "button" && $0.name == "Menu" }, "\(name): the menu")
            #expect(layout.ax.contains { $0.role == "status" }, "\(name): the status")
        }

        // The focus is seen; navigation and export are in the menu, which Escape closes.
        #expect(
            measured.focus.name == "Pen" && measured.focus.outline == "solid" && measured.focus.width >= 2,
            "\(measured.focus)")
        #expect(
            measured.menu.opened == [
                "Drawings", "Cards", "New drawing", "Export PNG", "Export SVG", "Export PDF", "Keyboard shortcuts (?)",
            ],
            "\(measured.menu.opened)")
        #expect(measured.menu.closed)

        // Dark mode: a dark page, the ink shown light (the canvas inverted), every text legible.
        #expect(
            measured.dark.background == "rgb(18, 18, 20)" && measured.dark.filter.hasPrefix("invert(1)"),
            "\(measured.dark.filter)")
        #expect(measured.dark.controls.contains { $0.text })
        for control in measured.dark.controls where control.text {
            #expect(control.contrast >= 4.5, "dark: \(control.name)'s text at \(control.contrast):1")
        }

        // Undo and redo, offered exactly when there is a step (`true`: disabled).
        #expect(measured.history["load"] == States(undo: true, redo: true))
        #expect(measured.history["stroke"] == States(undo: false, redo: true))
        #expect(measured.history["undoneAll"] == States(undo: true, redo: false))
        #expect(measured.history["beforeReload"] == States(undo: false, redo: false), "a stroke, its deletion undone")
        #expect(measured.history["reload"] == measured.history["beforeReload"])

        // The status and the hint.
        #expect(measured.statusRole == "status")
        #expect(measured.savedAfter < 1, "\"Saved\" \(measured.savedAfter) s after the stroke")
        #expect(measured.hintBefore && !measured.hintAfter && measured.hintUndone)
        #expect(measured.dropped.seen < 3 && measured.dropped.back < 4, "a dropped connection: \(measured.dropped)")
        #expect(
            measured.dropped.same && measured.dropped.strokes == 1, "drawing on after reconnecting: \(measured.dropped)"
        )
        #expect(measured.lost.status == "Not saved — reconnecting" && measured.lost.after < 3, "\(measured.lost)")
        #expect(
            measured.quiet.status == "Not saved — reconnecting" && measured.quiet.after < 3.5,
            "a server gone quiet: \(measured.quiet)")
        #expect(measured.quiet.same, "back on the same drawing after the server answered again")

        // Every key, once; none from a field.
        #expect(measured.dialog.names == ["Keyboard shortcuts"])
        for (key, acted) in measured.shortcuts { #expect(acted, "\(key)") }
        #expect(measured.shortcuts.count == 8 * 2 + 9, "\(measured.shortcuts.keys.sorted())")
        #expect(measured.dialog.keys.count >= 16, "\(measured.dialog.keys)")
        #expect(
            measured.keyInField.focused && measured.keyInField.tool == "pen",
            "E typed into a field: \(measured.keyInField)")

        // The view: the wheel pans 120 px, Space+drag (100, 50), the middle button (−40, −20).
        let camera = measured.camera
        func moved(_ a: [Double], _ b: [Double]) -> (Double, Double) { (b[0] - a[0], b[1] - a[1]) }
        func near(_ value: Double, _ asked: Double) -> Bool { abs(value - asked) <= max(1, abs(asked) * 0.05) }
        let wheel = moved(camera.start, camera.wheel)
        let space = moved(camera.wheel, camera.space)
        let middle = moved(camera.space, camera.middle)
        #expect(near(wheel.0, 0) && near(wheel.1, -120), "wheel \(wheel)")
        #expect(near(space.0, 100) && near(space.1, 50), "Space+drag \(space)")
        #expect(near(middle.0, -40) && near(middle.1, -20), "middle button \(middle)")
        #expect(camera.strokesAfterPans == 1, "panning drew")
        let before = camera.beforeZoom
        let after = camera.ctrlWheel
        let widened = (after[2] - after[0]) / (before[2] - before[0])
        #expect(widened >= 1.2, "Ctrl+wheel widened the ink \(widened)×")
        let share = (camera.cursor[0] - before[0]) / (before[2] - before[0])
        let shareY = (camera.cursor[1] - before[1]) / (before[3] - before[1])
        let under = (after[0] + share * (after[2] - after[0]), after[1] + shareY * (after[3] - after[1]))
        #expect(
            abs(under.0 - camera.cursor[0]) <= 4 && abs(under.1 - camera.cursor[1]) <= 4,
            "the point under the cursor moved to \(under) from \(camera.cursor)")
        #expect(camera.backShown && !camera.backAfterFit, "Back to drawing")

        // Pen, finger and palm; two fingers.
        #expect(
            !measured.pen.shownBefore && measured.pen.shownAfter <= 0.5,
            "pen mode shown \(measured.pen.shownAfter) s after the pen")
        #expect(measured.pen.control.first?.pressed == .text("true"), "\(measured.pen.control)")
        #expect(measured.pen.strokesAfterTouch == 1, "a finger in pen mode drew")
        #expect(
            measured.pen.viewMoved[1] != 0 || measured.pen.viewMoved[2] != 0,
            "a finger in pen mode moves the view: \(measured.pen.viewMoved)")
        #expect(measured.pen.hint, "pen mode's hint the first time")
        #expect(
            measured.pen.offPressed == "false" && measured.pen.offPolicy == "any" && measured.pen.offStrokes == 2,
            "pen mode turned off: \(measured.pen)")
        #expect(
            measured.pen.reloaded.shown && measured.pen.reloaded.pressed == "false",
            "after a reload: \(measured.pen.reloaded)")
        #expect(
            measured.cancelled.drawingBefore == 1 && measured.cancelled.strokes == 0,
            "a cancelled touch: \(measured.cancelled)")
        #expect(measured.palm.strokes == 1 && measured.palm.saved == 1, "a palm before the pen: \(measured.palm)")
        let pinched = measured.pinch.after[0] / measured.pinch.before[0]
        #expect(abs(pinched - 2) <= 0.2, "two fingers spread twice as far zoomed \(pinched)×")
        #expect(measured.pinch.strokes == 1, "two fingers drew")
        #expect(
            near(measured.twoFingerPan[1], 40) && near(measured.twoFingerPan[2], -60),
            "two fingers moved the view \(measured.twoFingerPan)")

        // Ink left of the canvas is exported whole: framed by the ink.
        #expect(
            !measured.export.before.contains("fit=ink") && measured.export.href.contains("fit=ink"),
            "\(measured.export)")
        #expect(measured.export.status == 200 && measured.export.width > 390, "\(measured.export)")

        // At 200% the page shows what `scribble render --scale 2` draws of the saved drawing.
        #expect(measured.zoomResolution == 2)
        let files = serve.recordings().filter { $0.lastPathComponent.hasSuffix(".drawing.json") }
        let desktop = try #require(
            files.first { file in
                (try? Drawing(decodingJSON: [UInt8](Data(contentsOf: file))))?.strokes.contains { $0.device == .mouse }
                    == true
            }, "\(files)")
        let shown = try ServeInkBrowserTests.screenshot("zoom.png", of: serve)
        let reference = try ServeInkBrowserTests.rendered(desktop, scale: 2, in: serve.folder)
        let (iou, union) = ServeInkBrowserTests.inkedIoU(shown, reference, leavingOut: measured.zoomBoxes, scale: 1)
        #expect(union > 3000 && iou >= 0.98, "the page at 200% against render --scale 2: IoU \(iou) of \(union) pixels")
    }
}
