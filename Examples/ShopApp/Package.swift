// swift-tools-version:6.0
import PackageDescription

// An app shaped as app teams shape them: its own module declares the service protocols, an
// executable ships it, and the tests mock the services. `SHOP_MOCKS` chooses how the mocks are
// made, so that the three ways build the same app and pass the same checks:
//   macro        `@Mockable` in the app's module, which depends on MusterMockable (the default)
//   generated    `/// @mockable` protocols, mocks written by `swift package generate-mocks`
//                into the test target; the app depends on nothing of Muster
//   handwritten  plain protocols, mocks written by hand in the test target
// `Scripts/check-app-link` builds the executable and checks what it links.
let mode = Context.environment["SHOP_MOCKS"] ?? "macro"

let package = Package(
    name: "ShopApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "Muster", path: "../..")],
    targets: [
        .target(
            name: "ShopKit",
            dependencies: mode == "macro"
                ? [.product(name: "MusterMockable", package: "Muster")] : [],
            exclude: [mode == "macro" ? "Plain" : "Mockable"]),
        .executableTarget(name: "Shop", dependencies: ["ShopKit"]),
        .testTarget(
            name: "ShopKitTests",
            dependencies: ["ShopKit", .product(name: "MusterMocks", package: "Muster")],
            exclude: ["Labelled", "Generated", "HandWritten"].filter {
                switch mode {
                case "generated": $0 == "HandWritten"
                case "handwritten": $0 != "HandWritten"
                default: $0 != "Labelled"
                }
            }),
    ],
    swiftLanguageModes: [.v6]
)
