import ScribbleKit

extension Context {
    /// Adds a path's subpaths to the current path, as they are (`move_to`, `line_to`, `curve_to`,
    /// `close_path`); a path that does not start with a move starts at the current point.
    func append(_ path: CurvePath) {
        for element in path.elements {
            switch element {
            case .move(let point): move(to: point)
            case .line(let point): line(to: point)
            case .cubic(let control1, let control2, let point): curve(to: point, control1: control1, control2: control2)
            case .close: closePath()
            }
        }
    }
}
