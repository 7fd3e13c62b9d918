/// A run of the tool that did not end as a test needed, with what it said.
struct ToolFailure: Error, CustomStringConvertible {
    var description: String
}
