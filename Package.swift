// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Muster",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "Muster", targets: ["Muster"]),
        .executable(name: "muster-tour", targets: ["MusterTour"]),
    ],
    dependencies: [
        // Tests only: property-based tests of the diff engine.
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1")
    ],
    targets: [
        .target(name: "MusterTrapCatcher"),
        .target(name: "Muster", dependencies: ["MusterTrapCatcher"]),
        .executableTarget(name: "MusterTour", dependencies: ["Muster"]),
        .testTarget(
            name: "MusterTests",
            dependencies: [
                "Muster", .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
