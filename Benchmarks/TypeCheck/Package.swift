// swift-tools-version:6.0
import PackageDescription

// Builds Muster's modules and Nimble 14.0.0 side by side so that measure.sh and operator-cost.sh
// can type-check the same source file against each. The one target only pulls them into the
// build.

// A path dependency is known by its folder's name, which depends on where Muster is checked out.
let musterPackage = String(#filePath.split(separator: "/").dropLast(3).last ?? "muster")

let package = Package(
    name: "TypeCheckBenchmark",
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/Quick/Nimble", exact: "14.0.0"),
    ],
    targets: [
        .target(
            name: "BothModules",
            dependencies: [
                .product(name: "Muster", package: musterPackage),
                .product(name: "MusterNimble", package: musterPackage),
                .product(name: "MusterHamcrest", package: musterPackage),
                .product(name: "MusterMocks", package: musterPackage),
                .product(name: "Nimble", package: "Nimble"),
            ])
    ]
)
