import Testing

/// The suites of the format registry: telling a file's format and reading any format, on files
/// written here and on real files from elsewhere (`SCRIBBLE_CORPUS`).
@Suite("Format registry")
enum RegistryTests {}
