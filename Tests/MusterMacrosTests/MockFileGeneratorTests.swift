import MusterMockWriter
import Testing

/// The file the mock generator writes: which protocols, in which order, with which imports,
/// and what it says of a protocol it cannot mock. The mocks themselves are checked against
/// `@Mockable`'s expansions in `assertMockableExpansion`, fixture by fixture.
@Suite struct MockFileGeneratorTests {
    let store = MockFileGenerator.SourceFile(
        path: "Sources/NotesKit/Store.swift",
        text: """
            import Foundation
            @preconcurrency import struct Dispatch.DispatchTime

            /// Where notes are kept.
            /// @mockable
            public protocol NoteStore {
                func save(_ title: String) throws
            }

            /// Not marked: no mock.
            protocol Logger {
                func log(_ text: String)
            }
            """)
    let clock = MockFileGenerator.SourceFile(
        path: "Sources/NotesKit/Clock.swift",
        text: """
            import Foundation

            /// @mockable
            protocol Clock {
                func now() -> Date
            }
            """)

    @Test func writesTheMarkedProtocolsMocksAfterAHeaderAndTheImports() {
        let (text, problems) = MockFileGenerator.generate(
            [.init(name: "NotesKit", files: [store, clock])], header: "Generated.\nDo not edit.")
        #expect(problems == [])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            Array(lines.prefix(7)) == [
                "// Generated.", "// Do not edit.", "", "import Foundation",
                "import struct Dispatch.DispatchTime", "import MusterMocks",
                "@testable import NotesKit",
            ])
        // Guarded as `@Mockable`'s mocks are; files in the order of their paths.
        #expect(lines[8] == "#if DEBUG || MUSTER_MOCKS")
        #expect(
            lines[10]
                == "class ClockMockBase: MusterMockRuntime.MockBase, Clock, "
                + "nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {")
        #expect(text.contains("open class NoteStoreMockBase"))
        #expect(!text.contains("LoggerMock"))
        let unavailable = [
            #"@available(*, unavailable, message: "the generated file compiles ClockMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\"MUSTER_MOCKS\")] to the target that holds the generated file")"#,
            "typealias ClockMock = MusterMockRuntime.MockNotCompiled",
            #"@available(*, unavailable, message: "the generated file compiles NoteStoreMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\"MUSTER_MOCKS\")] to the target that holds the generated file")"#,
            "public typealias NoteStoreMock = MusterMockRuntime.MockNotCompiled",
        ].joined(separator: "\n")
        #expect(text.hasSuffix("}\n\n#else\n\n" + unavailable + "\n\n#endif\n"))
    }

    /// For a target that several test targets share, which a release build compiles too: the
    /// mocks' runtime alone, so that the build compiles none of Muster's assertions.
    @Test func aPlainImportForATargetThatIsNotATestTarget() {
        let (text, problems) = MockFileGenerator.generate(
            [.init(name: "NotesKit", files: [store])], header: "Generated.",
            testableImports: false)
        #expect(problems == [])
        #expect(text.contains("\nimport MusterMockRuntime\nimport NotesKit\n"))
        #expect(!text.contains("@testable"))
    }

    @Test func theSameInputGivesTheSameBytes() {
        let first = MockFileGenerator.generate(
            [.init(name: "NotesKit", files: [store, clock])], header: "h")
        let second = MockFileGenerator.generate(
            [.init(name: "NotesKit", files: [clock, store])], header: "h")
        #expect(first.text == second.text)
    }

    @Test func aModuleWithoutMarkedProtocolsIsNotImported() {
        let other = MockFileGenerator.SourceFile(path: "Other.swift", text: "protocol P {}")
        let (text, _) = MockFileGenerator.generate(
            [.init(name: "Other", files: [other]), .init(name: "NotesKit", files: [clock])],
            header: "h")
        #expect(!text.contains("import Other"))
        #expect(text.contains("@testable import NotesKit"))
    }

    @Test func nothingMarkedGivesAFileThatCompilesToNothing() {
        let (text, problems) = MockFileGenerator.generate(
            [.init(name: "NotesKit", files: [])], header: "h")
        #expect(problems == [])
        #expect(text == "// h\n\nimport MusterMocks\n")
    }

    @Test func aProtocolItCannotMockIsReportedWithItsFileAndLine() {
        let file = MockFileGenerator.SourceFile(
            path: "Sources/NotesKit/Cache.swift",
            text: """
                /// @mockable
                protocol Cache {
                    static subscript(key: String) -> Int { get }
                }
                """)
        let (text, problems) = MockFileGenerator.generate(
            [.init(name: "NotesKit", files: [file])], header: "h")
        #expect(
            problems == [
                "Sources/NotesKit/Cache.swift:3:5: error: the mock generator cannot mock a "
                    + "static subscript requirement; write this mock by hand"
            ])
        #expect(!text.contains("CacheMock"))
    }

    @Test func aMarkAmongOtherDocLinesCounts() {
        let file = MockFileGenerator.SourceFile(
            path: "A.swift",
            text: """
                /// A clock.
                ///
                ///   @mockable
                /// - Note: one per app.
                protocol Ticker { func tick() }
                """)
        #expect(MockFileGenerator.mocks(in: file).mocks.count == 1)
        let notDoc = MockFileGenerator.SourceFile(
            path: "B.swift", text: "// @mockable\nprotocol Ticker { func tick() }")
        #expect(MockFileGenerator.mocks(in: notDoc).mocks.isEmpty)
    }
    /// A parent from another module whose mock is in the same file is named bare, since the
    /// file's mocks are all in the test target's module; only a second parent and its own
    /// parents get the protocols a mock with several parents takes requirements from.
    @Test func aParentFromAnotherGeneratedModuleIsNamedBare() {
        let radio = MockFileGenerator.SourceFile(
            path: "Radio.swift", text: "/// @mockable\npublic protocol Radio { func tune() }")
        let device = MockFileGenerator.SourceFile(
            path: "Device.swift",
            text: """
                import Tuning

                /// @mockable
                public protocol Device: Clock, Tuning.Radio {}

                /// @mockable
                public protocol Clock { func now() -> Int }
                """)
        let (text, problems) = MockFileGenerator.generate(
            [.init(name: "Tuning", files: [radio]), .init(name: "Home", files: [device])],
            header: "h")
        #expect(problems == [])
        #expect(
            text.contains(
                "open class DeviceMockBase: ClockMockBase, RadioMockRecording, Device, "
                    + "@unchecked Sendable {"))
        #expect(
            text.contains(
                "open class DeviceMockVerifierBase: ClockMockVerifierBase, RadioMockVerifying {"))
        #expect(text.contains("public protocol RadioMockRecording:"))
        #expect(!text.contains("ClockMockRecording"))
    }

    @Test func aGenericOrActorSecondParentIsReported() {
        let file = MockFileGenerator.SourceFile(
            path: "Store.swift",
            text: """
                /// @mockable
                protocol Named { var name: String { get } }

                /// @mockable
                protocol Box { associatedtype Item; func put(_ item: Item) }

                /// @mockable
                protocol NamedBox: Named, Box {}
                """)
        let (text, problems) = MockFileGenerator.generate(
            [.init(name: "Store", files: [file])], header: "h")
        #expect(
            problems == [
                "Store.swift:5:10: error: the mock generator cannot build a mock on Box after "
                    + "another parent, since its mock is generic; write that mock by hand"
            ])
        #expect(text.contains("class NamedBoxMockBase: NamedMockBase, BoxMockRecording"))
    }
    /// The generator reads the generic parent, so it gives the fixed types in the parent's
    /// order, whatever the order of the `where` clause.
    @Test func aRefinedGenericParentsTypesComeInTheParentsOrder() {
        let file = MockFileGenerator.SourceFile(
            path: "Tables.swift",
            text: """
                /// @mockable
                protocol Table<Key, Row> {
                    associatedtype Key: Hashable
                    associatedtype Row
                    func row(_ key: Key) -> Row?
                }

                /// @mockable
                protocol Users: Table where Row == User, Key == Int {}
                """)
        let (text, problems) = MockFileGenerator.generate(
            [.init(name: "Tables", files: [file])], header: "h")
        #expect(problems == [])
        #expect(
            text.contains(
                "class UsersMockBase: TableMockBase<Int, User>, Users, @unchecked Sendable {"))
        #expect(text.contains("class UsersMockVerifierBase: TableMockVerifierBase<Int, User> {"))
    }

    // Mockolo's marks, read: what the mocks do anyway is taken in silence, the rest named.

    private func generated(_ text: String) -> (text: String, problems: [String]) {
        MockFileGenerator.generate(
            [.init(name: "Kit", files: [.init(path: "Feed.swift", text: text)])], header: "h")
    }

    @Test func aMockoloMarkWithArgumentsIsTakenAndWhatItCannotHonourIsNamed() {
        let (text, problems) = generated(
            """
            /// A feed.
            /// @mockable(history: fetch = true; combine: updates = PassthroughSubject; rx: a = b)
            protocol Feed {
                func fetch() -> Int
            }
            """)
        #expect(text.contains("class FeedMockBase"))
        #expect(
            problems == [
                "Feed.swift:3:10: warning: the mock generator does not honour `@mockable`'s "
                    + "`combine:`, `rx:` (Mockolo's); Feed's mock is written without them"
            ])
    }

    @Test func aMarksTypeAliasesAreNamedWhereATestWritesThem() {
        let (text, problems) = generated(
            """
            /// @mockable(typealias: Key = String; Value = [Int: String]; Extra = Int)
            protocol Cache {
                associatedtype Value
                associatedtype Key: Hashable
                func value(for key: Key) -> Value?
            }
            """)
        #expect(text.contains("class CacheMock<Value, Key: Hashable>"))
        #expect(
            problems == [
                "Feed.swift:2:10: warning: Cache has no associated type `Extra` for `typealias:` to fix",
                "Feed.swift:2:10: warning: CacheMock is generic over its associated types; "
                    + "`typealias:` is written where a test makes it: CacheMock<[Int: String], String>()",
            ])
    }

    @Test func aMarkInADocBlockIsTakenAndOneInAPlainCommentIsSaidToBeNone() {
        let (text, problems) = generated(
            """
            /**
             * A feed.
             * @mockable
             */
            protocol Feed { func fetch() -> Int }
            // @mockable
            protocol Sink { func put(_ value: Int) }
            """)
        #expect(
            problems == [
                "Feed.swift:6:1: warning: the mock generator cannot read this `@mockable` mark: "
                    + "it is in a plain comment, not the doc comment; write `/// @mockable` or "
                    + "`/// @mockable(…)` on a line of its own"
            ])
        #expect(text.contains("class FeedMockBase") && !text.contains("SinkMock"))
    }

    @Test func aMarkThatCannotBeReadIsSaidToBeOne() {
        let (text, problems) = generated(
            """
            /// @mockable: the feed
            protocol Feed { func fetch() -> Int }
            /// @mockable(typealias T = Int)
            protocol Sink { func put(_ value: Int) }
            /// Mocked with `@mockable`, one day.
            protocol Store { func save() }
            """)
        #expect(!text.contains("MockBase"))
        #expect(
            problems == [
                "Feed.swift:1:1: warning: the mock generator cannot read this `@mockable` mark: "
                    + "`@mockable: the feed` is not `@mockable` or `@mockable(…)`; write "
                    + "`/// @mockable` or `/// @mockable(…)` on a line of its own",
                "Feed.swift:3:1: warning: the mock generator cannot read this `@mockable` mark: "
                    + "`typealias T = Int` has no label, such as `typealias:`; write "
                    + "`/// @mockable` or `/// @mockable(…)` on a line of its own",
                "Feed.swift:6:10: warning: Store's comment mentions `@mockable`, but no line "
                    + "of it is the mark, so it gets no mock; write `/// @mockable` on a line of "
                    + "its own",
            ])
    }

    @Test func aMarkOnSomethingElseThanATopLevelProtocolIsSaidToBeOne() {
        let (text, problems) = generated(
            """
            /// @mockable
            final class Feed {}
            enum Namespace {
                /// @mockable
                protocol Inner { func run() }
            }
            """)
        #expect(!text.contains("MockBase"))
        #expect(
            problems == [
                "Feed.swift:1:1: warning: `@mockable` marks a top-level protocol; this mark is on "
                    + "the class Feed, so no mock is written for it",
                "Feed.swift:4:5: warning: `@mockable` marks a top-level protocol; this mark is on "
                    + "the nested protocol Inner, so no mock is written for it",
            ])
    }

    @Test func aMentionOutsideADeclarationsCommentIsLeftAlone() {
        let (_, problems) = generated(
            """
            // Protocols marked `@mockable` get mocks in the tests.
            import Foundation
            """)
        #expect(problems == [])
    }
}
