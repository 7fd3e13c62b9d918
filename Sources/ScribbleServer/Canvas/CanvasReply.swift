import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

/// A message from the server to the drawing page (see docs/server.md).
public enum CanvasReply: Equatable, Sendable {
    /// The session is open: its samples go to the recording of this name in the store, its
    /// strokes to the drawing of this id (which the page puts in its address, so that a reload
    /// continues it).
    case ready(recording: String, drawing: String)
    /// The whole drawing, to draw from scratch: after `hello`, and when every stroke must be
    /// drawn again.
    case drawing(CanvasDrawingState)
    /// A stroke's ink changed.
    case stroke(CanvasStrokeUpdate)
    /// A stroke in progress changed, and the page has its outline before: the update with its
    /// outline sent as a splice into that one (see ``OutlineSplice``).
    case strokeSplice(CanvasStrokeUpdate, OutlineSplice)
    /// The finished strokes changed: some taken out, some put in (an eraser, an edit of the
    /// selection, undo, redo).
    case edit(CanvasEdit)
    /// The selection changed: the selected strokes' indices and the box around their ink (`nil`
    /// when none is selected).
    case selection(strokes: [Int], bounds: Rect?)
    /// A lasso's path so far, in canvas units; empty when the lasso is gone.
    case lasso(points: [Point])
    /// How many steps undo and redo can take now: after the drawing is sent, and whenever either
    /// changes. The page offers undo and redo only when there is a step to take.
    case history(undo: Int, redo: Int)
    /// A replay has played every entry of the drawing's recording; the drawing has this many strokes.
    case replayed(drawing: String, strokes: Int)
    /// The recording was written, with this many events, and the drawing, with this many strokes
    /// (after every finished stroke).
    case saved(recording: String, events: Int, drawing: String, strokes: Int)
    /// The answer to a page's `ping`: the server is there.
    case pong
    /// A message was refused, or a save failed; the session goes on. `limit` names the limit
    /// that was gone over, if that is why.
    case error(message: String, limit: String?)

    /// The message as JSON text.
    public var text: String {
        var writer = JSONWriter(capacity: 128)
        writer.object { object in
            switch self {
            case .ready(let recording, let drawing):
                object.field("type", "ready")
                object.field("recording", recording)
                object.field("drawing", drawing)
            case .drawing(let state):
                Self.write(state, to: &object)
            case .stroke(let update):
                Self.write(update, to: &object)
            case .strokeSplice(let update, let splice):
                Self.write(update, splice: splice, to: &object)
            case .edit(let edit):
                Self.write(edit, to: &object)
            case .selection(let strokes, let bounds):
                object.field("type", "selection")
                object.field("strokes", indices: strokes)
                object.field("bounds", region: bounds)
            case .lasso(let points):
                object.field("type", "lasso")
                object.field("points", points: points)
            case .history(let undo, let redo):
                object.field("type", "history")
                object.field("undo", undo)
                object.field("redo", redo)
            case .replayed(let drawing, let strokes):
                object.field("type", "replayed")
                object.field("drawing", drawing)
                object.field("strokes", strokes)
            case .saved(let recording, let events, let drawing, let strokes):
                object.field("type", "saved")
                object.field("recording", recording)
                object.field("events", events)
                object.field("drawing", drawing)
                object.field("strokes", strokes)
            case .pong:
                object.field("type", "pong")
            case .error(let message, let limit):
                object.field("type", "error")
                object.field("message", message)
                if let limit { object.field("limit", limit) }
            }
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private static func write(_ state: CanvasDrawingState, to object: inout JSONWriter) {
        object.field("type", "drawing")
        object.field("drawing", state.id)
        object.field("canvas", state.canvas)
        object.field("policy", state.policy.rawValue)
        if let smoothing = state.smoothing {
            object.field("smoothing", smoothing)
        } else {
            object.field("smoothing", raw: "null")
        }
        object.field("ink", ink: state.ink)
        if state.penSeen { object.field("penSeen", raw: "true") }
        object.field("strokes", lines: state.strokes, indent: 2) { stroke, writer in
            writer.object { entry in
                entry.field("ink", ink: stroke.ink)
                entry.field("polygons", polygons: stroke.outline)
            }
        }
    }

    private static func write(_ edit: CanvasEdit, to object: inout JSONWriter) {
        object.field("type", "edit")
        object.field("region", region: edit.region)
        object.field("removed", indices: edit.removed)
        object.field("inserted", lines: edit.inserted, indent: 2) { insertion, writer in
            writer.object { entry in
                entry.field("stroke", insertion.index)
                entry.field("ink", ink: insertion.ink)
                entry.field("polygons", polygons: insertion.outline)
            }
        }
    }

    private static func write(_ update: CanvasStrokeUpdate, splice: OutlineSplice? = nil, to object: inout JSONWriter) {
        object.field("type", "stroke")
        object.field("pointer", update.pointer)
        object.field("state", update.state.rawValue)
        if let index = update.index { object.field("stroke", index) }
        if let seq = update.seq { object.field("seq", seq) }
        object.field("region", region: update.region)
        object.field("ink", ink: update.ink)
        if let splice {
            object.field("keep", indices: [splice.keptAtStart, splice.keptAtEnd])
            object.field("vertices", points: splice.vertices)
        } else {
            object.field("polygons", polygons: update.outline)
        }
    }
}
