// swift-tools-version:6.0
import PackageDescription

// An app shaped as app teams shape them: its own module declares the service protocols with
// `@Mockable`, an executable ships it, and the tests mock the services. `Scripts/check-app-link`
// builds the executable and checks what it links.
let package = Package(
    name: "ShopApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "Muster", path: "../..")],
    targets: [
        .target(
            name: "ShopKit", dependencies: [.product(name: "MusterMockable", package: "Muster")]),
        .executableTarget(name: "Shop", dependencies: ["ShopKit"]),
        .testTarget(
            name: "ShopKitTests",
            dependencies: ["ShopKit", .product(name: "MusterMocks", package: "Muster")]),
    ],
    swiftLanguageModes: [.v6]
)
