// swift-tools-version:6.2
import PackageDescription

// A client as a new Xcode project of 2026 sets itself up: the app module in Swift 6.2's
// approachable-concurrency mode (main-actor isolation by default, nonisolated async functions
// on the caller's actor, conformances isolated where inferred), so that its protocols, and the
// mocks of them, are main-actor isolated without saying so. `Scripts/check-approachable-client`
// builds it with zero warnings and runs its tests:
//   ShowroomTests           a test target as Swift 6 sets it up, using every product
//   ShowroomMainActorTests  a test target in the same mode as the app
//   GuideExamples           the examples of the coding-assistant guide, skills/muster/SKILL.md,
//                           as Scripts/extract-guide-examples writes them out
let approachable: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
    name: "ApproachableApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "Muster", path: "../..")],
    targets: [
        .target(
            name: "Showroom",
            dependencies: [.product(name: "MusterMockable", package: "Muster")],
            swiftSettings: approachable),
        .testTarget(
            name: "ShowroomTests",
            dependencies: [
                "Showroom",
                .product(name: "Muster", package: "Muster"),
                .product(name: "MusterMocks", package: "Muster"),
            ],
            plugins: [.plugin(name: "GenerateMocks", package: "Muster")]),
        .testTarget(
            name: "ShowroomMainActorTests",
            dependencies: [
                "Showroom",
                .product(name: "Muster", package: "Muster"),
                .product(name: "MusterMocks", package: "Muster"),
            ],
            swiftSettings: approachable,
            plugins: [.plugin(name: "GenerateMocks", package: "Muster")]),
        .testTarget(
            name: "GuideExamples",
            dependencies: [
                .product(name: "Muster", package: "Muster"),
                .product(name: "MusterMocks", package: "Muster"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
