import MusterMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@Mockable` refuses, and how it says so.
@Suite struct MockableDiagnosticsTests {
    @Test func onlyProtocols() {
        assertMockableExpansion(
            """
            @Mockable
            struct Navigator {}
            """,
            expandsTo: """
                struct Navigator {}
                """,
            diagnostics: [
                DiagnosticSpec(message: "@Mockable applies to a protocol", line: 1, column: 1)
            ])
    }

    @Test func severalInheritedProtocols() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Alarm: Clock, Bell, Sendable {}
            """,
            expandsTo: """
                protocol Alarm: Clock, Bell, Sendable {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "@Mockable builds a mock on the mock of one inherited protocol, and this "
                        + "protocol inherits from several; mark it and its parents /// @mockable "
                        + "and generate their mocks with the mock generator, which builds on "
                        + "several, or inherit from one",
                    line: 2, column: 10)
            ], generatorWritesIt: true)
    }

    @Test func initializersOfAnActorProtocol() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Service: Actor {
                init(name: String)
            }
            """,
            expandsTo: """
                protocol Service: Actor {
                    init(name: String)
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "@Mockable cannot mock an initializer requirement of an actor protocol; "
                        + "write this mock by hand",
                    line: 2, column: 10)
            ])
    }

    @Test func staticSubscripts() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Table {
                static subscript(index: Int) -> String { get }
            }
            """,
            expandsTo: """
                protocol Table {
                    static subscript(index: Int) -> String { get }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "@Mockable cannot mock a static subscript requirement; write this mock by "
                        + "hand",
                    line: 3, column: 5)
            ])
    }

    @Test func anActorProtocolWithAMockedParent() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Counter: Named, Actor {
                func add(_ amount: Int)
            }
            """,
            expandsTo: """
                protocol Counter: Named, Actor {
                    func add(_ amount: Int)
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "@Mockable writes an actor's mock as one actor, which cannot build on the "
                        + "mock of an inherited protocol; write this mock by hand",
                    line: 2, column: 10)
            ])
    }

    @Test func staticMembersWithAssociatedTypes() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Store {
                associatedtype Item
                static func make() -> Item
            }
            """,
            expandsTo: """
                protocol Store {
                    associatedtype Item
                    static func make() -> Item
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "@Mockable cannot mock static requirements of a protocol with associated "
                        + "types, since a generic class has no static stored properties; write "
                        + "this mock by hand",
                    line: 2, column: 10)
            ])
    }
}
