// swift-tools-version:6.1
import PackageDescription

// Runtime benchmarks: Muster against Nimble and against a bare comparison, in one process.
//
// - `swift package benchmark` (release) measures wall time, instructions and mallocs with
//   ordo-one/benchmark.
// - `swift run -c release ratios` and `swift run -c debug ratios` run the same cases with a
//   plain clock loop and print medians and ratios; `../run` runs both and everything else.
//
// The cases live in three modules that never import each other, because Muster and Nimble
// share names (`expect`, `equal`, `contain`, `allPass`).

// The identity of a path dependency is its folder's name, which a clone may choose freely.
let musterPackage = String(
    Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "muster"
).lowercased()
let package = Package(
    name: "MusterRuntimeBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/Quick/Nimble", exact: "14.0.0"),
        .package(
            url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
            traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(name: "CaseData"),
        .target(
            name: "MusterCases",
            dependencies: [
                "CaseData", .product(name: "Muster", package: musterPackage),
                .product(name: "MusterMocks", package: musterPackage),
            ]),
        .target(
            name: "NimbleCases",
            dependencies: ["CaseData", "Nimble"]),
        .target(name: "BaselineCases", dependencies: ["CaseData"]),
        .target(
            name: "Cases",
            dependencies: ["CaseData", "MusterCases", "NimbleCases", "BaselineCases"]),
        .executableTarget(name: "ratios", dependencies: ["Cases"]),
        .executableTarget(
            name: "Matching",
            dependencies: ["Cases", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/Matching",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ],
    swiftLanguageModes: [.v6]
)
