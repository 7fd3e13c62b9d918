import Foundation
import ScribbleKit

/// Sessions made by script, for the tests of the session, its recording and its replay.
public enum SessionScripts {
    /// The canvas the scripts draw on.
    public static let canvas = Size(width: 400, height: 300)

    /// Plays one contact: a down at the first point, a move to each of the others, and an up at
    /// the last (or a cancel), 16 ms apart, advancing `t`.
    public static func contact(
        _ points: [Point], pointer: Int = 1, device: InputDevice = .pen, cancelled: Bool = false,
        on session: DrawingSession, t: inout Double
    ) {
        guard let first = points.first else { return }
        session.handle(InputEvent(pointer: pointer, device: device, phase: .down, location: first, t: t, pressure: 0.5))
        for point in points.dropFirst() {
            t += 0.016
            session.handle(
                InputEvent(pointer: pointer, device: device, phase: .move, location: point, t: t, pressure: 0.6))
        }
        t += 0.016
        session.handle(
            InputEvent(
                pointer: pointer, device: device, phase: cancelled ? .cancel : .up, location: points.last ?? first, t: t
            ))
    }

    /// A small session to look at: three strokes, an area eraser across the first, a lasso around
    /// the third and a move of it, a stroke eraser tapping the second; 0.2 s between steps.
    public static func sample() -> DrawingSession {
        let session = DrawingSession(canvas: canvas, tool: .ink(Ink(tool: .pen, color: .ink, width: 8)))
        var t = 0.0
        func wave(y: Double) -> [Point] {
            (0...24).map { Point(x: 40 + Double($0) * 13, y: y + 18 * sin(Double($0) / 3)) }
        }
        contact(wave(y: 60), on: session, t: &t)
        t += 0.2
        contact(wave(y: 150), on: session, t: &t)
        t += 0.2
        session.setTool(.ink(Ink(tool: .marker, color: Color(parsing: "#1a66e6") ?? .ink, width: 14)), at: t)
        contact((0...12).map { Point(x: 60 + Double($0) * 8, y: 230 + Double($0 % 2) * 10) }, on: session, t: &t)
        t += 0.2
        session.setTool(.eraser(Eraser(.area, width: 24)), at: t)
        contact((0...10).map { Point(x: 200 + Double($0) * 2, y: 20 + Double($0) * 8) }, on: session, t: &t)
        t += 0.2
        session.setTool(.lasso(), at: t)
        let ring = (0...24).map { step -> Point in
            let angle = Double(step) / 24 * 2 * Double.pi
            return Point(x: 110 + 80 * cos(angle), y: 235 + 40 * sin(angle))
        }
        contact(ring, on: session, t: &t)
        t += 0.2
        _ = try? session.perform(.edit(.move(Vector(dx: 180, dy: -20))), at: t)
        t += 0.2
        session.setTool(.eraser(Eraser(.stroke, width: 8)), at: t)
        contact([Point(x: 326, y: 158), Point(x: 326, y: 174)], on: session, t: &t)
        t += 0.2
        session.finish()
        return session
    }

    /// Drives a new session with a seeded mix of everything a session does: ink of every tool
    /// and colour, both erasers, the lasso and every command, undo, redo, snap and place, with a cancelled
    /// contact now and then and fingers turned away under `policy`.
    public static func random(seed: UInt64, steps: Int = 40, policy: InputPolicy = .any) -> DrawingSession {
        var random = SeededGenerator(seed: seed)
        let session = DrawingSession(canvas: canvas, policy: policy)
        var t = 0.0
        func path() -> [Point] {
            var point = Point(
                x: Double.random(in: 0...400, using: &random), y: Double.random(in: 0...300, using: &random))
            return (0..<Int.random(in: 1...14, using: &random)).map { _ in
                point = Point(
                    x: point.x + Double.random(in: -40...40, using: &random),
                    y: point.y + Double.random(in: -40...40, using: &random))
                return point
            }
        }
        for _ in 0..<steps {
            t += 0.1
            let device: InputDevice = Int.random(in: 0..<6, using: &random) == 0 ? .finger : .pen
            let cancelled = Int.random(in: 0..<12, using: &random) == 0
            switch Int.random(in: 0..<14, using: &random) {
            case 0...3:
                let ink = Ink(
                    tool: InkTool.allCases.randomElement(using: &random) ?? .pen,
                    color: hexColor(&random),
                    width: Double.random(in: 1...16, using: &random))
                session.setTool(.ink(ink), at: t)
                contact(path(), device: device, cancelled: cancelled, on: session, t: &t)
            case 4, 5:
                let kind: Eraser.Kind = Bool.random(using: &random) ? .stroke : .area
                session.setTool(.eraser(Eraser(kind, width: Double.random(in: 2...40, using: &random))), at: t)
                contact(path(), device: device, cancelled: cancelled, on: session, t: &t)
            case 6:
                session.setTool(.lasso(coverage: Double.random(in: 0...0.9, using: &random)), at: t)
                let center = Point(
                    x: Double.random(in: 0...400, using: &random), y: Double.random(in: 0...300, using: &random))
                let radius = Double.random(in: 30...200, using: &random)
                let ring = (0...16).map { step -> Point in
                    let angle = Double(step) / 16 * 2 * Double.pi
                    return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                }
                contact(ring, device: device, cancelled: cancelled, on: session, t: &t)
            case 7, 8:
                let edits: [SelectionEdit] = [
                    .move(
                        Vector(
                            dx: Double.random(in: -50...50, using: &random),
                            dy: Double.random(in: -50...50, using: &random))),
                    .scale(Double.random(in: 0.5...2, using: &random)),
                    .rotate(degrees: Double.random(in: -180...180, using: &random)),
                    .recolor(hexColor(&random)),
                    .delete,
                    .copy(offset: Vector(dx: 12, dy: 12)),
                ]
                _ = try? session.perform(.edit(edits.randomElement(using: &random) ?? .delete), at: t)
            case 9, 10:
                _ = try? session.perform(.undo, at: t)
            case 11:
                _ = try? session.perform(.redo, at: t)
            case 12:
                let strokes = session.drawing.strokes.count
                _ = try? session.perform(
                    .snapShape(stroke: strokes == 0 ? 0 : Int.random(in: 0..<strokes, using: &random)), at: t)
            default:
                // A finished stroke placed whole, turned as no pointer draws.
                let points = path().enumerated().map {
                    StrokePoint(location: $1, t: t + Double($0) * 0.01, pressure: 0.5)
                }
                let turn = Transform.rotation(radians: Double.random(in: -3...3, using: &random))
                let stroke = Stroke(
                    points: points, ink: Ink(tool: .marker, color: hexColor(&random), width: 5), transform: turn)
                _ = try? session.perform(.place(stroke), at: t)
            }
        }
        session.finish()
        return session
    }

    /// A colour as a recording writes it, `#rrggbb`, so that it reads back the same.
    private static func hexColor(_ random: inout SeededGenerator) -> Color {
        let hex = String(format: "#%06x", Int.random(in: 0...0xffffff, using: &random))
        return Color(parsing: hex) ?? .ink
    }
}
