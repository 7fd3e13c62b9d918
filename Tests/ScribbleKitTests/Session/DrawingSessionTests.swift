import ScribbleKit
import ScribbleTestSupport
import Testing

@Suite struct DrawingSessionTests {
    typealias Scripts = SessionScripts

    /// A session holding one horizontal stroke from (50, 100) to (250, 100).
    static func oneStroke() -> (DrawingSession, Double) {
        let session = DrawingSession(canvas: Scripts.canvas)
        var t = 0.0
        Scripts.contact((0...10).map { Point(x: 50 + Double($0) * 20, y: 100) }, on: session, t: &t)
        return (session, t)
    }

    @Test(arguments: [Eraser.Kind.area, .stroke])
    func anEraserErasesAsItMovesAndOneUndoBringsBackTheWholeContact(kind: Eraser.Kind) throws {
        let (session, start) = Self.oneStroke()
        var t = start
        Scripts.contact((0...10).map { Point(x: 50 + Double($0) * 20, y: 200) }, on: session, t: &t)
        let original = session.drawing
        session.setTool(.eraser(Eraser(kind, width: 10)), at: t)
        // Down away from the ink: nothing yet.
        let down = session.handle(
            InputEvent(pointer: 2, device: .pen, phase: .down, location: Point(x: 100, y: 50), t: t))
        #expect(!down.changesDrawing && down.region == nil)
        #expect(sameBits(session.drawing, original))
        // The first move crosses the first stroke: erased there and then, the pointer still down.
        t += 0.016
        let across = session.handle(
            InputEvent(pointer: 2, device: .pen, phase: .move, location: Point(x: 100, y: 150), t: t))
        #expect(across.changesDrawing)
        let region = try #require(across.region)
        #expect(region.minX <= 100 && region.maxX >= 100 && region.minY <= 100 && region.maxY >= 100)
        #expect(region.maxY < 190)  // the second stroke did not change
        let afterFirstPass = session.drawing
        #expect(!sameBits(afterFirstPass, original))
        // The next move crosses the second stroke: a second pass of the same contact.
        t += 0.016
        let second = session.handle(
            InputEvent(pointer: 2, device: .pen, phase: .move, location: Point(x: 100, y: 250), t: t))
        #expect(second.changesDrawing && (second.region?.minY ?? 0) > 150)
        t += 0.016
        session.handle(InputEvent(pointer: 2, device: .pen, phase: .up, location: Point(x: 100, y: 250), t: t))
        #expect(!sameBits(session.drawing, afterFirstPass))
        #expect(session.editor.undoCount == 3)  // two strokes, then the whole contact
        let undone = try session.perform(.undo, at: t + 1)
        #expect(sameBits(session.drawing, original))
        #expect(undone.edits.count == 2 && undone.region != nil)
        try session.perform(.undo, at: t + 2)
        try session.perform(.undo, at: t + 3)
        #expect(session.drawing.strokes.isEmpty)
    }

    @Test func theStrokeEraserTakesWholeStrokesAndACancelledContactKeepsWhatItErased() throws {
        let (session, start) = Self.oneStroke()
        var t = start
        session.setTool(.eraser(Eraser(.stroke, width: 4)), at: t)
        Scripts.contact([Point(x: 150, y: 90), Point(x: 150, y: 110)], cancelled: true, on: session, t: &t)
        #expect(session.drawing.strokes.isEmpty)
        try session.perform(.undo, at: t)
        #expect(session.drawing.strokes.count == 1)
    }

    @Test func theToolInEffectAtTheDownAppliesToTheWholeContact() throws {
        let session = DrawingSession(canvas: Scripts.canvas, tool: .ink(Ink(tool: .marker, color: .black, width: 6)))
        session.handle(InputEvent(pointer: 1, device: .pen, phase: .down, location: Point(x: 10, y: 10), t: 0))
        session.setTool(.eraser(Eraser()), at: 0.01)
        session.handle(InputEvent(pointer: 1, device: .pen, phase: .move, location: Point(x: 60, y: 10), t: 0.02))
        #expect(session.strokesInProgress.count == 1)
        session.handle(InputEvent(pointer: 1, device: .pen, phase: .up, location: Point(x: 90, y: 10), t: 0.03))
        #expect(session.drawing.strokes.count == 1)
        #expect(session.drawing.strokes[0].ink == Ink(tool: .marker, color: .black, width: 6))
        #expect(session.drawing.strokes[0].points.count == 3)
    }

    @Test func aLassoSelectsOnLiftAndCommandsEditTheSelection() throws {
        let (session, start) = Self.oneStroke()
        var t = start
        // A second stroke, outside.
        Scripts.contact((0...4).map { Point(x: 300 + Double($0), y: 250) }, on: session, t: &t)
        session.setTool(.lasso(), at: t)
        let box = [
            Point(x: 30, y: 60), Point(x: 280, y: 60), Point(x: 280, y: 140), Point(x: 30, y: 140), Point(x: 30, y: 60),
        ]
        var lassoShown = false
        session.handle(InputEvent(pointer: 1, device: .pen, phase: .down, location: box[0], t: t))
        for point in box.dropFirst() {
            t += 0.016
            let change = session.handle(InputEvent(pointer: 1, device: .pen, phase: .move, location: point, t: t))
            lassoShown = lassoShown || (change.lasso?.count ?? 0) > 1
        }
        #expect(session.selection.isEmpty)
        let lift = session.handle(InputEvent(pointer: 1, device: .pen, phase: .up, location: box[4], t: t + 0.016))
        #expect(lassoShown)
        #expect(lift.selection == [0] && session.selection == [0])
        #expect(session.drawing.strokes.count == 2)

        let outside = session.drawing.strokes[1]
        let moved = try session.perform(.edit(.move(Vector(dx: 10, dy: -5))), at: t + 1)
        #expect(session.drawing.strokes[0].transform == Transform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -5))
        #expect(sameBits(session.drawing.strokes[1], outside))
        #expect(moved.region != nil && moved.edits.count == 1)
        try session.perform(.edit(.recolor(.black)), at: t + 2)
        #expect(session.drawing.strokes[0].ink.color == .black)
        try session.perform(.edit(.copy(offset: Vector(dx: 0, dy: 40))), at: t + 3)
        #expect(session.drawing.strokes.count == 3 && session.selection == [2])
        try session.perform(.edit(.delete), at: t + 4)
        #expect(session.drawing.strokes.count == 2 && session.selection.isEmpty)
        try session.perform(.undo, at: t + 5)
        #expect(session.drawing.strokes.count == 3)
        try session.perform(.redo, at: t + 6)
        #expect(session.drawing.strokes.count == 2)
        #expect(throws: DrawingEditError.self) { try session.perform(.edit(.scale(0)), at: t + 7) }
        // What was refused is not recorded.
        #expect(session.entries.last == .command(.redo, t: t + 6))
    }

    @Test func theSelectionFollowsItsStrokesThroughErasing() throws {
        let session = DrawingSession(canvas: Scripts.canvas)
        var t = 0.0
        Scripts.contact([Point(x: 20, y: 20), Point(x: 60, y: 20)], on: session, t: &t)
        Scripts.contact([Point(x: 20, y: 200), Point(x: 60, y: 200)], on: session, t: &t)
        session.setTool(.lasso(), at: t)
        Scripts.contact(
            [
                Point(x: 0, y: 150), Point(x: 100, y: 150), Point(x: 100, y: 250), Point(x: 0, y: 250),
                Point(x: 0, y: 150),
            ], on: session, t: &t)
        #expect(session.selection == [1])
        session.setTool(.eraser(Eraser(.stroke)), at: t)
        Scripts.contact([Point(x: 40, y: 10), Point(x: 40, y: 30)], on: session, t: &t)
        #expect(session.drawing.strokes.count == 1 && session.selection == [0])
    }

    @Test func thePolicyTurnsAwayEveryToolAlike() {
        let (session, start) = Self.oneStroke()
        var t = start
        let penOnly = DrawingSession(replaying: session.entries, canvas: Scripts.canvas, policy: .pen)
        #expect(penOnly.drawing.strokes.count == 1)
        session.setTool(.eraser(Eraser(.stroke)), at: t)
        Scripts.contact([Point(x: 150, y: 90), Point(x: 150, y: 110)], device: .finger, on: session, t: &t)
        #expect(session.drawing.strokes.isEmpty)
        let replayed = DrawingSession(replaying: session.entries, canvas: Scripts.canvas, policy: .pen)
        #expect(replayed.drawing.strokes.count == 1)
        #expect(replayed.rejections.count == 1)
    }

    @Test(arguments: 1...24 as ClosedRange<UInt64>)
    func aRecordedSessionReplaysToTheDrawingItEndedWith(seed: UInt64) {
        let live = Scripts.random(seed: seed)
        let replayed = DrawingSession(replaying: live.entries, canvas: Scripts.canvas)
        #expect(sameBits(replayed.drawing, live.drawing))
        #expect(replayed.selection == live.selection)
        #expect(
            replayed.editor.undoCount == live.editor.undoCount && replayed.editor.redoCount == live.editor.redoCount)
    }

    /// A session whose entries are taken as it goes (as a server writing its recording does)
    /// hands over every entry once, in order: together they are the recording it would have kept,
    /// and they replay to its drawing; it counts them and knows the latest time all along.
    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func entriesTakenAsTheSessionGoesAreTheWholeRecording(seed: UInt64) {
        let script = Scripts.random(seed: seed)
        let live = DrawingSession(canvas: Scripts.canvas)
        var taken: [SessionEntry] = []
        for (index, entry) in script.entries.enumerated() {
            live.apply(entry)
            #expect(live.recordedCount == taken.count + live.entries.count)
            #expect(live.latestEntryTime == (live.entries.last ?? taken.last)?.t)
            if index % 7 == 3 { taken += live.takeEntries() }
            #expect(live.recordedCount == taken.count + live.entries.count)
        }
        taken += live.takeEntries()
        #expect(live.entries.isEmpty)
        let kept = DrawingSession(replaying: script.entries, canvas: Scripts.canvas)
        let whole = DrawingSession(canvas: Scripts.canvas)
        for entry in script.entries { whole.apply(entry) }
        #expect(taken == whole.entries)
        #expect(live.recordedCount == whole.entries.count)
        #expect(sameBits(DrawingSession(replaying: taken, canvas: Scripts.canvas).drawing, kept.drawing))
    }

    @Test func theRandomSessionsDoEverythingASessionDoes() {
        var names: Set<String> = []
        var erasedSomething = false
        for seed in 1...24 as ClosedRange<UInt64> {
            let session = Scripts.random(seed: seed)
            for entry in session.entries {
                switch entry {
                case .tool(let tool, _): names.insert(tool.name)
                case .command(let command, _): names.insert(command.name)
                case .event, .setting: break
                }
            }
            // Undoing every step gives back the empty canvas.
            var editor = session.editor
            while editor.canUndo { editor.undo() }
            #expect(editor.drawing.strokes.isEmpty)
            erasedSomething =
                erasedSomething || session.entries.contains { if case .tool(.eraser, _) = $0 { true } else { false } }
        }
        #expect(names.isSuperset(of: ["ink", "stroke-eraser", "area-eraser", "lasso"] + SessionCommand.names))
        #expect(erasedSomething)
    }

    @Test func replayingThroughTimeEndsWithTheSessionsDrawingAndShowsErasing() {
        let live = Scripts.sample()
        let replay = SessionReplay(entries: live.entries, canvas: Scripts.canvas)
        var sawRedraw = false
        var moment = replay.startTime
        while moment <= replay.endTime {
            let step = replay.advance(to: moment)
            sawRedraw = sawRedraw || step.finished != nil
            moment += 1.0 / 30
        }
        #expect(sawRedraw)
        #expect(sameBits(replay.finish(), live.drawing))
    }
}
