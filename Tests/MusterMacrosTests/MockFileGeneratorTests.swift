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
        // Files in the order of their paths: Clock.swift before Store.swift.
        #expect(
            lines[8]
                == "class ClockMockBase: MusterMockRuntime.MockBase, Clock, "
                + "MusterMockRuntime.ForwardingMock, @unchecked Sendable {")
        #expect(text.contains("open class NoteStoreMockBase"))
        #expect(!text.contains("LoggerMock"))
        #expect(text.hasSuffix("}\n"))
    }

    /// For a target that several test targets share, which a release build compiles too.
    @Test func aPlainImportForATargetThatIsNotATestTarget() {
        let (text, problems) = MockFileGenerator.generate(
            [.init(name: "NotesKit", files: [store])], header: "Generated.",
            testableImports: false)
        #expect(problems == [])
        #expect(text.contains("\nimport MusterMocks\nimport NotesKit\n"))
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
}
