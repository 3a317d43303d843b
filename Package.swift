// swift-tools-version:6.3
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Muster",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "Muster", targets: ["Muster"]),
        // Muster and Nimble's operator forms (`expect(x) == y`, `&&` between matchers), for
        // suites moving from Nimble: a file pays their type-checking cost only if it imports it.
        .library(name: "MusterNimble", targets: ["MusterNimble"]),
        // Muster and SwiftHamcrest's forms (`assertThat(a == b)`, `MatchResult` as an enum,
        // `HamcrestReportFunction`), for suites moving from SwiftHamcrest: a file pays the
        // operators' type-checking cost only if it imports it.
        .library(name: "MusterHamcrest", targets: ["MusterHamcrest"]),
        // Mocks checked with matchers, for test targets: verification, in order, eventually.
        .library(name: "MusterMocks", targets: ["MusterMocks"]),
        // `@Mockable`, for the module that declares the protocols (an app's own module): the
        // macro and the mocks' runtime, with no test framework; the only product that builds
        // swift-syntax.
        .library(name: "MusterMockable", targets: ["MusterMockable"]),
        // The mocks' runtime alone, for a target of generated mocks that several test targets
        // share: a release build, which compiles every target, then compiles no assertion.
        .library(name: "MusterMockRuntime", targets: ["MusterMockRuntime"]),
        .executable(name: "muster-tour", targets: ["MusterTour"]),
        // Mocks as generated source, for an app module that should depend on nothing of
        // Muster: `swift package generate-mocks --target NotesKit --output …` writes them once;
        // the `GenerateMocks` build plugin on a test target writes them at each build.
        .plugin(name: "GenerateMocksCommand", targets: ["GenerateMocksCommand"]),
        .plugin(name: "GenerateMocks", targets: ["GenerateMocks"]),
    ],
    dependencies: [
        // A range rather than one version, so that packages using another macro library can
        // resolve one swift-syntax for both.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // Tests only: property-based tests of the diff engine.
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
    ],
    targets: [
        .target(name: "MusterTrapCatcher"),
        // Matchers and the diff engine: pure, no test framework, so that an app module's mocks
        // can link them.
        .target(name: "MusterMatchers"),
        // Assertions and their routing to XCTest and Swift Testing; the trap catcher, which only
        // the assertions that run code in a child process use.
        .target(
            name: "Muster",
            dependencies: ["MusterMatchers", "MusterRecordingPrimitives", "MusterTrapCatcher"]),
        // `&&` and `||` between matchers, shared by the two modules below.
        .target(name: "MusterMatcherOperators", dependencies: ["Muster"]),
        // Nimble's custom-matcher API (`Matcher { expression in … }`, `MatcherResult`,
        // `AsyncMatcher`), which only suites moving from Nimble use: MusterNimble re-exports it.
        .target(name: "MusterNimbleMatchers", dependencies: ["MusterMatchers"]),
        .target(
            name: "MusterNimble",
            dependencies: ["Muster", "MusterMatcherOperators", "MusterNimbleMatchers"]),
        .target(name: "MusterHamcrest", dependencies: ["Muster", "MusterMatcherOperators"]),
        // What a mock needs at run time (recording, stubbing): no test framework, no assertions.
        .target(
            name: "MusterMockRuntime",
            dependencies: ["MusterMatchers", "MusterRecordingPrimitives"]),
        // What recording a call needs below Swift: one atomic counter that orders calls across
        // mocks (Swift's atomics need macOS 15) and a plain mutex, which an unoptimized build
        // takes without the reference counting and dynamic dispatch of NSLock; and the flag
        // that tells an assertion whether any scope counts assertions.
        .target(name: "MusterRecordingPrimitives"),
        .target(name: "MusterMocks", dependencies: ["Muster", "MusterMockRuntime"]),
        // What a mock is written from, and the writing: one writer for `@Mockable` and for the
        // mock generator, so that the two write the same mock.
        .target(
            name: "MusterMockWriter",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftBasicFormat", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]),
        // Writes the mocks of a module's `/// @mockable` protocols as source: the tool of the
        // `generate-mocks` command and of the `GenerateMocks` build plugin.
        .executableTarget(name: "MusterMockGenerator", dependencies: ["MusterMockWriter"]),
        .plugin(
            name: "GenerateMocksCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-mocks",
                    description: "Writes the mocks of a target's /// @mockable protocols to a file"),
                permissions: [
                    .writeToPackageDirectory(reason: "to write the generated mocks' file")
                ]),
            dependencies: ["MusterMockGenerator"]),
        .plugin(
            name: "GenerateMocks", capability: .buildTool(),
            dependencies: ["MusterMockGenerator"]),
        .macro(
            name: "MusterMacros",
            dependencies: [
                "MusterMockWriter",
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "MusterMockable", dependencies: ["MusterMockRuntime", "MusterMacros"]),
        .target(name: "MusterExamples", dependencies: ["Muster"]),
        .executableTarget(
            name: "MusterTour",
            dependencies: ["Muster", "MusterExamples", "MusterMocks", "MusterNimble"]),
        // What the test targets share: a clock that moves only when a test moves it, the texts
        // of captured failures, an XCTest case that keeps them, a patient polling trait.
        .target(
            name: "MusterTestSupport", dependencies: ["Muster", "MusterNimbleMatchers"],
            path: "Tests/MusterTestSupport"),
        .testTarget(
            name: "MusterTests",
            dependencies: [
                "Muster", "MusterMatchers", "MusterExamples", "MusterTestSupport", "MusterNimble",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(
            name: "MusterNimbleTests", dependencies: ["MusterNimble", "MusterTestSupport"]),
        .testTarget(
            name: "MusterNimbleMatchersTests",
            dependencies: ["MusterNimble", "MusterNimbleMatchers", "MusterTestSupport"]),
        .testTarget(name: "MusterHamcrestTests", dependencies: ["MusterHamcrest"]),
        // A Nimble 14 suite moved over by its import alone: only `import MusterNimble`, no test
        // support.
        .testTarget(name: "NimbleSuiteTests", dependencies: ["MusterNimble"]),
        .testTarget(
            name: "MusterMocksTests",
            dependencies: ["Muster", "MusterMocks", "MusterMockRuntime", "MusterTestSupport"]),
        // An app team's tests: its own Equatable types as plain values, with no declaration.
        .testTarget(
            name: "OwnTypesTests",
            dependencies: ["Muster", "MusterMocks", "MusterMockable", "MusterNimble"]),
        .testTarget(
            name: "MusterMacrosTests",
            dependencies: [
                "MusterMacros",
                "MusterMockWriter",
                "MusterMockable",
                "MusterMocks",
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `Scripts/check-tsan` builds the package without what needs swift-syntax (the macro, the mock
// writer and generator, and the tests that use them): none of the tests it runs does, and
// swift-syntax is most of a build under ThreadSanitizer.
if Context.environment["MUSTER_WITHOUT_SWIFT_SYNTAX"] != nil {
    let needingSwiftSyntax: Set<String> = [
        "MusterMockWriter", "MusterMockGenerator", "GenerateMocksCommand", "GenerateMocks",
        "MusterMacros", "MusterMockable", "MusterMacrosTests", "OwnTypesTests",
    ]
    package.targets.removeAll { needingSwiftSyntax.contains($0.name) }
    let productsNeedingSwiftSyntax = ["MusterMockable", "GenerateMocksCommand", "GenerateMocks"]
    package.products.removeAll { productsNeedingSwiftSyntax.contains($0.name) }
}
