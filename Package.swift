// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Muster",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "Muster", targets: ["Muster"]),
        .executable(name: "muster-tour", targets: ["MusterTour"]),
    ],
    targets: [
        .target(name: "MusterTrapCatcher"),
        .target(name: "Muster", dependencies: ["MusterTrapCatcher"]),
        .target(name: "MusterExamples", dependencies: ["Muster"]),
        .executableTarget(name: "MusterTour", dependencies: ["Muster", "MusterExamples"]),
        .testTarget(name: "MusterTests", dependencies: ["Muster", "MusterExamples"]),
    ],
    swiftLanguageModes: [.v6]
)
