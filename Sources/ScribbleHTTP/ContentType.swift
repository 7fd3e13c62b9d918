/// The media types of the files a pages folder holds, by file extension.
enum ContentType {
    static func of(fileName: String) -> String {
        let extensionName = fileName.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return types[extensionName] ?? "application/octet-stream"
    }

    private static let types: [String: String] = [
        "html": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "svg": "image/svg+xml",
        "png": "image/png",
        "ico": "image/x-icon",
        "txt": "text/plain; charset=utf-8",
        "woff2": "font/woff2",
    ]
}
