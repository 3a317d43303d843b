// swift-tools-version:6.0
import PackageDescription

// Measures Muster's polling against Nimble's in one run: `swift run -c release` in this folder.
// A package of its own, so that the library never depends on Nimble.
let package = Package(
    name: "PollingBenchmark",
    platforms: [.macOS(.v14)],
    dependencies: [
        // Named, so that the product is found whatever the checkout's folder is called.
        .package(name: "Muster", path: "../.."),
        .package(url: "https://github.com/Quick/Nimble", exact: "14.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "PollingBenchmark",
            dependencies: [
                .product(name: "Muster", package: "Muster"),
                .product(name: "MusterMocks", package: "Muster"),
                .product(name: "Nimble", package: "Nimble"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
