/// What a request without the access token (or with a wrong one) is answered with: a browser
/// (one that accepts `text/html`) gets a small page that says to open the address
/// `scribble serve` printed, token and all; any other client the JSON error an API client reads.
/// Both are 403.
enum TokenPage {
    /// The refusal of a request whose token is missing or wrong.
    /// - Parameters:
    ///   - reason: What is wrong, for the JSON error and the log.
    ///   - headers: The request's headers, by lowercase name (its `Accept`, and its `Host`,
    ///     which has passed the guard, for the address shown).
    static func response(reason: String, headers: [String: String]) -> HTTPResponse {
        guard let accept = headers["accept"], accept.lowercased().contains("text/html") else {
            return .error(status: 403, reason)
        }
        let host = headers["host"].map(escaped) ?? "127.0.0.1"
        let page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Scribble needs its address with the token</title>
            </head>
            <body>
            <h1>Open the address that <code>scribble serve</code> printed</h1>
            <p>\(escaped(sentence(reason))).</p>
            <p>When it starts, <code>scribble serve</code> prints its address in the terminal, with a secret token
            at the end: <code>http://\(host)/?token=</code>… followed by 32 letters and digits. Open that whole
            address (copy it, or start the server with <code>--open</code>); this browser then remembers the token
            until the server stops.</p>
            <p>The token keeps other pages and other people on this network from your drawings.</p>
            </body>
            </html>

            """
        var response = HTTPResponse(status: 403, contentType: "text/html; charset=utf-8", body: Array(page.utf8))
        response.reason = reason
        return response
    }

    /// `text` begun with a capital, as a sentence.
    static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// `text` with the characters HTML gives a meaning to written as references.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
