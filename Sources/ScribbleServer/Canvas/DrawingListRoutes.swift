import Foundation
import ScribbleHTTP

/// The drawings list's routes (`/drawings.html`): titles given in place, drawings deleted and
/// brought back.
///
/// | Route | What it does |
/// |---|---|
/// | `GET /api/drawings/titles` | `{"titles": {ID: TITLE}}`, the titles given |
/// | `POST /api/drawings/rename?drawing=ID&title=TEXT` | gives the drawing a title (an empty one takes it away); `{"id", "title"}` |
/// | `POST /api/drawings/remove?drawing=ID` | puts the drawing away (see ``DrawingShelf``); `{"removed": ID}` |
/// | `POST /api/drawings/unremove?drawing=ID` | brings it back; `{"restored": ID}` |
///
/// Refusals answer with a status and `{"error": MESSAGE}`, and change nothing.
public enum DrawingListRoutes {
    /// Adds the routes for the drawings of `folder` to `router`.
    public static func add(to router: inout Router, folder: RecordingFolder) {
        let titles = DrawingTitles(folder: folder)
        let shelf = DrawingShelf(folder: folder)
        router.add("GET", "/api/drawings/titles") { _ in
            try json(["titles": titles.all()])
        }
        router.add("POST", "/api/drawings/rename") { request in
            let id = try drawing(request, in: folder)
            guard let text = request.query["title"] else {
                throw HTTPError(status: 400, "give the title: title=TEXT (empty for none)")
            }
            let title: String?
            do {
                title = try titles.set(text, for: id)
            } catch let error as DrawingTitles.TitleError {
                throw HTTPError(status: 400, error.description)
            } catch {
                throw HTTPError(status: 500, "the title could not be saved: \(error)")
            }
            return try json(["id": id.text, "title": title ?? NSNull()])
        }
        router.add("POST", "/api/drawings/remove") { request in
            let id = try drawing(request, in: folder)
            do {
                guard try shelf.remove(id) else { throw HTTPError(status: 404, "there is no drawing \(id) to delete") }
                let present = Set(folder.drawingIDs().map(\.text) + shelf.ids().map(\.text))
                try titles.forget(allBut: present)
            } catch let error as HTTPError {
                throw error
            } catch {
                throw HTTPError(status: 500, "the drawing \(id) could not be deleted: \(error)")
            }
            return try json(["removed": id.text])
        }
        router.add("POST", "/api/drawings/unremove") { request in
            let id = try drawing(request, in: folder)
            do {
                guard try shelf.restore(id) else {
                    throw HTTPError(
                        status: 404, "the drawing \(id) was not deleted lately; there is nothing to bring back")
                }
            } catch let error as HTTPError {
                throw error
            } catch {
                throw HTTPError(status: 500, "the drawing \(id) could not be brought back: \(error)")
            }
            return try json(["restored": id.text])
        }
    }

    /// The drawing a request names by `drawing=ID`.
    private static func drawing(_ request: HTTPRequest, in folder: RecordingFolder) throws(HTTPError) -> DrawingID {
        guard let text = request.query["drawing"] else { throw HTTPError(status: 400, "name the drawing: drawing=ID") }
        guard let id = DrawingID(text) else {
            throw HTTPError(status: 400, "\"\(text)\" is not a drawing id (such as 2026-03-01-102000-3fa2c1)")
        }
        return id
    }

    private static func json(_ object: [String: Any]) throws -> HTTPResponse {
        .json(Array(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) + [0x0A])
    }
}
