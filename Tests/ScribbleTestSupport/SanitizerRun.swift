import Foundation

/// Whether the suite runs under a sanitizer, as `tools/test` says through `SCRIBBLE_SANITIZER`.
///
/// A sanitizer slows every instruction several times over. The suites that only measure how
/// closely pictures agree (pixels rendered ten and thirty times finer, compared one by one) check
/// arithmetic, which the plain run checks the same way; under a sanitizer they would take most of
/// its time and find no memory error that the fuzz regressions and the other suites do not.
public enum SanitizerRun {
    /// The sanitizer's name, or `nil` for a plain run.
    public static let name: String? = {
        guard let value = ProcessInfo.processInfo.environment["SCRIBBLE_SANITIZER"], !value.isEmpty else { return nil }
        return value
    }()

    /// Whether this is a sanitizer's run.
    public static var isActive: Bool { name != nil }
}
