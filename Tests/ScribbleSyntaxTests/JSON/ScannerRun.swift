import ScribbleSyntax

/// Runs a JSON scanner over a test's document and gives back what a user would see.
enum ScannerRun {
    /// What `body` returns when it reads `json` from `t.json`, or the error it throws.
    static func result<Value>(
        _ json: String, maximumDepth: Int = 64, _ body: (inout JSONScanner) throws(FormatError) -> Value
    ) -> Result<Value, FormatError> {
        result(bytes: Array(json.utf8), maximumDepth: maximumDepth, body)
    }

    /// What `body` returns when it reads `bytes` from `t.json`, or the error it throws.
    static func result<Value>(
        bytes: [UInt8], maximumDepth: Int = 64, _ body: (inout JSONScanner) throws(FormatError) -> Value
    ) -> Result<Value, FormatError> {
        Result { () throws(FormatError) -> Value in
            try JSONScanner.withScanner(over: bytes, file: "t.json", maximumDepth: maximumDepth, body)
        }
    }

    /// The whole text of the error `body` throws over `json`, or `nil` when it reads.
    static func message<Value>(
        _ json: String, maximumDepth: Int = 64, _ body: (inout JSONScanner) throws(FormatError) -> Value
    ) -> String? {
        message(bytes: Array(json.utf8), maximumDepth: maximumDepth, body)
    }

    /// The whole text of the error `body` throws over `bytes`, or `nil` when it reads.
    static func message<Value>(
        bytes: [UInt8], maximumDepth: Int = 64, _ body: (inout JSONScanner) throws(FormatError) -> Value
    ) -> String? {
        guard case .failure(let error) = result(bytes: bytes, maximumDepth: maximumDepth, body) else { return nil }
        return error.description
    }

    /// The error of reading `bytes` as one value, checked and thrown away, and then its end.
    static func skipping(bytes: [UInt8], maximumDepth: Int = 64) -> String? {
        message(bytes: bytes, maximumDepth: maximumDepth) { scanner throws(FormatError) in
            try scanner.skipValue()
            try scanner.finish()
        }
    }

    /// The error of reading `json` as one value, checked and thrown away, and then its end.
    static func skipping(_ json: String, maximumDepth: Int = 64) -> String? {
        skipping(bytes: Array(json.utf8), maximumDepth: maximumDepth)
    }

    /// The error of reading `json` as one number and then its end.
    static func number(_ json: String) -> String? {
        message(json) { scanner throws(FormatError) in
            _ = try scanner.readNumber()
            try scanner.finish()
        }
    }

    /// The error of reading `bytes` as one string and then its end.
    static func string(bytes: [UInt8]) -> String? {
        message(bytes: bytes) { scanner throws(FormatError) in
            _ = try scanner.readString()
            try scanner.finish()
        }
    }

    /// The error of reading `json` as one string and then its end.
    static func string(_ json: String) -> String? { string(bytes: Array(json.utf8)) }
}

extension Result where Failure == FormatError {
    /// The error's whole text, or `nil` when there is none.
    var errorText: String? {
        guard case .failure(let error) = self else { return nil }
        return error.description
    }
}
