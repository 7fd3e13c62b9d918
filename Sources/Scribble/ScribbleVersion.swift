/// Scribble's version, in one place: `scribble --version` prints it, `CHANGELOG.md` lists what
/// each version changed, and a release is tagged with it. Scribble follows semantic versioning: a
/// minor version adds to the public API of the library products and to the tool's commands and
/// options, a patch version only fixes, and while the major version is 0 a minor version may also
/// change what exists (said under "Changed" in the changelog).
public enum ScribbleVersion {
    /// The version as `MAJOR.MINOR.PATCH`.
    public static let current = "0.2.0"
}
