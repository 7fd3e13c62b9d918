// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Scribble",
    products: [
        .library(name: "ScribbleKit", targets: ["ScribbleKit"]),
        .library(name: "ScribbleFormats", targets: ["ScribbleFormats"]),
        .library(name: "ScribbleCairo", targets: ["ScribbleCairo"]),
        .library(name: "ScribbleCards", targets: ["ScribbleCards"]),
        .executable(name: "scribble", targets: ["scribble"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(name: "ScribbleKit"),
        .target(name: "ScribbleFormats", dependencies: ["ScribbleKit"]),
        .target(name: "ScribbleCairo", dependencies: ["ScribbleKit", "CCairo", "CZlib"]),
        .target(name: "ScribbleCards", dependencies: ["ScribbleKit", "ScribbleFormats", "ScribbleCairo"]),
        .executableTarget(
            name: "scribble",
            dependencies: ["ScribbleKit", "ScribbleFormats", "ScribbleCairo", "ScribbleCards"]
        ),
        .executableTarget(
            name: "scribble-bench",
            dependencies: ["ScribbleKit", "ScribbleFormats", "ScribbleCairo"]
        ),
        .testTarget(name: "ScribbleKitTests", dependencies: ["ScribbleKit"]),
        .testTarget(name: "ScribbleFormatsTests", dependencies: ["ScribbleFormats"], resources: [.copy("Resources")]),
        .testTarget(name: "ScribbleCairoTests", dependencies: ["ScribbleCairo", "ScribbleFormats", "CZlib"]),
        .testTarget(name: "ScribbleCardsTests", dependencies: ["ScribbleCards"]),
        .testTarget(name: "ScribbleToolTests", dependencies: ["scribble", "ScribbleCairo"], exclude: ["Hostile"]),
    ]
)
