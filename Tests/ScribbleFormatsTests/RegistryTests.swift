import Testing

/// The suites of the format registry: telling a file's format and reading any format, on files
/// written here and on the shared corpus of real files.
@Suite("Format registry")
enum RegistryTests {}
