// swift-tools-version:6.0
import Foundation
import PackageDescription

// Scribble's products and modules (docs/architecture.md draws how they depend on one another),
// then its tests. How the release tool is linked comes after them, under "How the tool is
// linked": plain shared linking unless tools/build-release sets SCRIBBLE_TUNED_LINK=1.
let package = Package(
    name: "Scribble",
    products: [
        .library(name: "Scribble", targets: ["Scribble"]),
        .library(name: "ScribbleKit", targets: ["ScribbleKit"]),
        .library(name: "ScribbleFiles", targets: ["ScribbleFiles"]),
        .library(name: "ScribbleSyntax", targets: ["ScribbleSyntax"]),
        .library(name: "ScribbleJSON", targets: ["ScribbleJSON"]),
        .library(name: "ScribbleSVG", targets: ["ScribbleSVG"]),
        .library(name: "ScribbleInterchange", targets: ["ScribbleInterchange"]),
        .library(name: "ScribbleFormats", targets: ["ScribbleFormats"]),
        .library(name: "ScribbleCairo", targets: ["ScribbleCairo"]),
        .library(name: "ScribblePNG", targets: ["ScribblePNG"]),
        .library(name: "ScribbleCompression", targets: ["ScribbleCompression"]),
        .library(name: "ScribbleCards", targets: ["ScribbleCards"]),
        .library(name: "ScribbleHTTP", targets: ["ScribbleHTTP"]),
        .library(name: "ScribbleServer", targets: ["ScribbleServer"]),
        .library(name: "ScribbleJPEG", targets: ["ScribbleJPEG"]),
        .executable(name: "scribble", targets: ["scribble"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CTurboJPEG",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .systemLibrary(
            name: "CSoup",
            pkgConfig: "libsoup-3.0",
            providers: [.apt(["libsoup-3.0-dev"])]
        ),
        .target(name: "ScribbleKit"),
        .target(name: "ScribbleFiles"),
        .target(name: "ScribbleSyntax"),
        .target(name: "ScribbleJSON", dependencies: ["ScribbleKit", "ScribbleSyntax"]),
        .target(name: "ScribbleSVG", dependencies: ["ScribbleKit", "ScribbleSyntax"]),
        .target(name: "ScribbleCompression", dependencies: ["CZlib"]),
        .target(
            name: "ScribbleInterchange",
            dependencies: ["ScribbleKit", "ScribbleFiles", "ScribbleSyntax", "ScribbleJSON", "ScribbleCompression"]),
        .target(
            name: "ScribbleFormats",
            dependencies: [
                "ScribbleKit", "ScribbleFiles", "ScribbleSyntax", "ScribbleJSON", "ScribbleSVG", "ScribbleInterchange",
                "ScribbleCompression",
            ]
        ),
        .target(
            name: "ScribbleCairo", dependencies: ["ScribbleKit", "CCairo", "ScribblePNG"],
            linkerSettings: linking("cairo", dependencies: cairoArchiveDependencies())),
        .target(name: "ScribblePNG", dependencies: ["ScribbleCompression"]),
        .target(name: "ScribbleJPEG", dependencies: ["CTurboJPEG"], linkerSettings: linking("turbojpeg")),
        .target(
            name: "ScribbleCards",
            dependencies: [
                "ScribbleKit", "ScribbleFiles", "ScribbleSyntax", "ScribbleJSON", "ScribbleCairo", "ScribbleJPEG",
            ]),
        .target(
            name: "Scribble",
            dependencies: [
                "ScribbleKit", "ScribbleFiles", "ScribbleSyntax", "ScribbleJSON", "ScribbleSVG", "ScribbleInterchange",
                "ScribbleFormats", "ScribbleCairo", "ScribbleCards", "ScribbleCompression",
            ]
        ),
        .target(
            name: "ScribbleTool",
            dependencies: ["Scribble"]
        ),
        .target(name: "ScribbleHTTP", dependencies: ["ScribbleFiles", "ScribbleSyntax", "CSoup"]),
        .target(
            name: "ScribbleServer",
            dependencies: [
                "ScribbleKit", "ScribbleFiles", "ScribbleSyntax", "ScribbleJSON", "Scribble", "ScribbleHTTP",
            ],
            resources: [.copy("Pages")]
        ),
        .target(
            name: "ScribbleCardsServer", dependencies: ["Scribble", "ScribbleTool", "ScribbleHTTP", "ScribbleServer"]),
        .executableTarget(
            name: "scribble",
            dependencies: ["ScribbleTool"],
            linkerSettings: packedRelocations()
        ),
        .executableTarget(
            name: "scribble-serve",
            dependencies: ["ScribbleTool", "Scribble", "ScribbleHTTP", "ScribbleServer", "ScribbleCardsServer"],
            linkerSettings: packedRelocations()
        ),
        .executableTarget(
            name: "scribble-bench",
            dependencies: [
                "Scribble", "ScribbleKit", "ScribbleFiles", "ScribbleSyntax", "ScribbleJSON", "ScribbleSVG",
                "ScribbleFormats", "ScribbleCairo",
            ]
        ),
        .testTarget(name: "ScribbleTests", dependencies: ["Scribble", "ScribbleTestSupport"]),
        .testTarget(name: "ScribbleKitTests", dependencies: ["ScribbleKit", "ScribbleTestSupport"]),
        .testTarget(name: "ScribbleFilesTests", dependencies: ["ScribbleFiles"]),
        .testTarget(name: "ScribbleCompressionTests", dependencies: ["ScribbleCompression", "ScribbleTestSupport"]),
        .testTarget(name: "ScribbleSyntaxTests", dependencies: ["ScribbleSyntax"]),
        .target(
            name: "ScribbleTestSupport", dependencies: ["ScribbleKit", "ScribbleCompression"],
            path: "Tests/ScribbleTestSupport"),
        .testTarget(name: "ScribbleJSONTests", dependencies: ["ScribbleJSON", "ScribbleTestSupport"]),
        .testTarget(
            name: "ScribbleSVGTests", dependencies: ["ScribbleSVG", "ScribbleTestSupport"],
            resources: [.copy("Resources")]),
        .testTarget(
            name: "ScribbleInterchangeTests",
            dependencies: ["ScribbleInterchange", "ScribbleFiles", "ScribbleTestSupport", "ScribbleCompression"]),
        .testTarget(
            name: "ScribbleFormatsTests",
            dependencies: [
                "ScribbleFormats", "ScribbleJSON", "ScribbleSVG", "ScribbleInterchange", "ScribbleFiles",
                "ScribbleCompression", "ScribbleTestSupport",
            ]),
        .testTarget(
            name: "ScribbleCairoTests",
            dependencies: [
                "ScribbleCairo", "ScribbleFiles", "ScribbleSyntax", "ScribbleJSON", "CZlib", "ScribbleTestSupport",
            ]),
        .testTarget(
            name: "ScribbleCardsTests",
            dependencies: ["ScribbleCards", "ScribbleJSON", "ScribbleFormats", "ScribbleSyntax"]),
        .testTarget(name: "ScribbleJPEGTests", dependencies: ["ScribbleJPEG"]),
        .testTarget(
            name: "ScribblePNGTests",
            dependencies: ["ScribblePNG", "ScribbleCairo", "ScribbleKit", "CZlib", "ScribbleTestSupport"]),
        .testTarget(name: "ScribbleHTTPTests", dependencies: ["ScribbleHTTP"]),
        .testTarget(
            name: "ScribbleServerTests",
            dependencies: ["ScribbleServer", "ScribbleHTTP", "Scribble", "ScribbleJSON", "ScribbleKit"]),
        .testTarget(
            name: "ScribbleCardsServerTests", dependencies: ["ScribbleCardsServer", "ScribbleHTTP", "Scribble"]),
        .testTarget(
            name: "ScribbleToolTests", dependencies: ["scribble", "scribble-serve", "Scribble", "ScribbleTestSupport"],
            exclude: ["Hostile", "Browser", "Photos"]),
    ]
)

// MARK: - How the tool is linked

/// Whether this build is the release tool as `tools/build-release` makes it (it sets
/// `SCRIBBLE_TUNED_LINK=1`). Only then do the helpers below add linker flags: SwiftPM refuses
/// `unsafeFlags` in a package used by version, so a package depending on Scribble links plainly.
func isTunedLink() -> Bool {
    ProcessInfo.processInfo.environment["SCRIBBLE_TUNED_LINK"] == "1"
}

/// The libraries Cairo's static archive needs after it (pixman, FreeType, Fontconfig, libpng and
/// theirs), as Debian's development packages install them.
func cairoArchiveDependencies() -> [String] {
    ["pixman-1", "fontconfig", "freetype", "png16", "expat", "brotlidec", "brotlicommon"]
}

/// A C library linked shared, or, in the tuned release build, from Debian's static archive with
/// `dependencies` after it: loading and relocating 19 more shared libraries cost about 1 ms of
/// every run's start (an icon's render takes 6 to 7). Only the objects the tool calls are linked
/// in, but every archive named must be installed (by `libcairo2-dev`, the packages it depends on,
/// `libturbojpeg0-dev`), or the link fails.
func linking(_ library: String, dependencies: [String] = []) -> [LinkerSetting] {
    guard isTunedLink() else { return [.linkedLibrary(library)] }
    let flags = ["--push-state", "-Bstatic"] + ([library] + dependencies).map { "-l\($0)" } + ["--pop-state"]
    return [
        .linkedLibrary(library, .when(configuration: .debug)),
        .unsafeFlags(flags.flatMap { ["-Xlinker", $0] }, .when(platforms: [.linux], configuration: .release)),
    ]
}

/// In the tuned release build, the executables are linked by lld with their relative relocations
/// packed (DT_RELR, glibc 2.36): with the Swift runtime and Foundation linked in, 1.8 MB of
/// relocation records were otherwise read at every start. Without `ld.lld` on PATH (Swift's Linux
/// toolchains bring it), the system's linker is used as before.
func packedRelocations() -> [LinkerSetting] {
    guard isTunedLink() else { return [] }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let hasLLD = path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/ld.lld") }
    guard hasLLD else { return [] }
    return [
        .unsafeFlags(
            ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
            .when(platforms: [.linux], configuration: .release))
    ]
}
