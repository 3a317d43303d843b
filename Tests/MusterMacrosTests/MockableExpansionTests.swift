import MusterMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@Mockable` writes for each shape of protocol it supports.
@Suite struct MockableExpansionTests {
    @Test func methodsWithLabels() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Navigator {
                func push(_ vc: ViewController, animated: Bool)
                func pop(animated: Bool) -> ViewController?
            }
            """,
            expandsTo: """

                protocol Navigator {
                    func push(_ vc: ViewController, animated: Bool)
                    func pop(animated: Bool) -> ViewController?
                }

                #if DEBUG || MUSTER_MOCKS
                class NavigatorMockBase: MusterMockRuntime.MockBase, Navigator, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _NavigatorMember0 = MusterMockRuntime.Member<ViewController, Bool, Void>("push(_ vc:animated:)")
                    func push(_ vc: ViewController, animated: Bool) {
                        call(_NavigatorMember0, vc, animated, forwardingTo: musterReal) { real in
                            real.push(vc, animated: animated)
                        }
                    }
                    private let _NavigatorMember1 = MusterMockRuntime.Member<Bool, ViewController?>("pop(animated:)")
                    func pop(animated: Bool) -> ViewController? {
                        call(_NavigatorMember1, animated, forwardingTo: musterReal) { real in
                            real.pop(animated: animated)
                        }
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Navigator>()
                    private nonisolated var musterReal: (any Navigator)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Navigator,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class NavigatorMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    func push(_ vc: some MusterMatchers.MatcherConvertible<ViewController>, animated: some MusterMatchers.MatcherConvertible<Bool>) {
                        musterVerification.verify(MusterMockRuntime.Member<ViewController, Bool, Void>("push(_ vc:animated:)"), vc.asMatcher(), animated.asMatcher())
                    }
                    @_disfavoredOverload
                    func push(_ vc: ViewController, animated: Bool) {
                        musterVerification.verify(MusterMockRuntime.Member<ViewController, Bool, Void>("push(_ vc:animated:)"), MusterMockRuntime.equalToArgument(vc), MusterMockRuntime.equalToArgument(animated))
                    }
                    func pop(animated: some MusterMatchers.MatcherConvertible<Bool>) {
                        musterVerification.verify(MusterMockRuntime.Member<Bool, ViewController?>("pop(animated:)"), animated.asMatcher())
                    }
                    @_disfavoredOverload
                    func pop(animated: Bool) {
                        musterVerification.verify(MusterMockRuntime.Member<Bool, ViewController?>("pop(animated:)"), MusterMockRuntime.equalToArgument(animated))
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func push(_ vc: ViewController, animated: some MusterMatchers.MatcherConvertible<Bool>) -> Never {
                        fatalError("unavailable")
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func push(_ vc: some MusterMatchers.MatcherConvertible<ViewController>, animated: Bool) -> Never {
                        fatalError("unavailable")
                    }
                }
                nonisolated class NavigatorMockStubberBase: MusterMockRuntime.MockStubberBase {
                    func push(_ vc: some MusterMatchers.MatcherConvertible<ViewController>, animated: some MusterMatchers.MatcherConvertible<Bool>) -> MusterMockRuntime.Stub<ViewController, Bool, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<ViewController, Bool, Void>("push(_ vc:animated:)"), vc.asMatcher(), animated.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func push(_ vc: ViewController, animated: Bool) -> MusterMockRuntime.Stub<ViewController, Bool, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<ViewController, Bool, Void>("push(_ vc:animated:)"), MusterMockRuntime.equalToArgument(vc), MusterMockRuntime.equalToArgument(animated), failure: (Never).self)
                    }
                    func pop(animated: some MusterMatchers.MatcherConvertible<Bool>) -> MusterMockRuntime.Stub<Bool, ViewController?, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Bool, ViewController?>("pop(animated:)"), animated.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func pop(animated: Bool) -> MusterMockRuntime.Stub<Bool, ViewController?, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Bool, ViewController?>("pop(animated:)"), MusterMockRuntime.equalToArgument(animated), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func push(_ vc: ViewController, animated: some MusterMatchers.MatcherConvertible<Bool>) -> Never {
                        fatalError("unavailable")
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func push(_ vc: some MusterMatchers.MatcherConvertible<ViewController>, animated: Bool) -> Never {
                        fatalError("unavailable")
                    }
                }
                final class NavigatorMock: NavigatorMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: NavigatorMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: NavigatorMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: NavigatorMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: NavigatorMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles NavigatorMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Navigator")
                typealias NavigatorMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func optionalParametersTakeMatchersOfTheWrappedType() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Feed {
                func changes(since date: Date?, limit: Int?)
            }
            """,
            expandsTo: """

                protocol Feed {
                    func changes(since date: Date?, limit: Int?)
                }

                #if DEBUG || MUSTER_MOCKS
                class FeedMockBase: MusterMockRuntime.MockBase, Feed, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _FeedMember0 = MusterMockRuntime.Member<Date?, Int?, Void>("changes(since date:limit:)")
                    func changes(since date: Date?, limit: Int?) {
                        call(_FeedMember0, date, limit, forwardingTo: musterReal) { real in
                            real.changes(since: date, limit: limit)
                        }
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Feed>()
                    private nonisolated var musterReal: (any Feed)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Feed,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class FeedMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    func changes(since date: some MusterMatchers.MatcherConvertible<Date?>, limit: some MusterMatchers.MatcherConvertible<Int?>) {
                        musterVerification.verify(MusterMockRuntime.Member<Date?, Int?, Void>("changes(since date:limit:)"), date.asMatcher(), limit.asMatcher())
                    }
                    @_disfavoredOverload
                    func changes(since date: some MusterMatchers.MatcherConvertible<Date>, limit: some MusterMatchers.MatcherConvertible<Int?>) {
                        musterVerification.verify(MusterMockRuntime.Member<Date?, Int?, Void>("changes(since date:limit:)"), MusterMatchers.Matcher(unwrapping: date.asMatcher()), limit.asMatcher())
                    }
                    @_disfavoredOverload
                    func changes(since date: some MusterMatchers.MatcherConvertible<Date?>, limit: some MusterMatchers.MatcherConvertible<Int>) {
                        musterVerification.verify(MusterMockRuntime.Member<Date?, Int?, Void>("changes(since date:limit:)"), date.asMatcher(), MusterMatchers.Matcher(unwrapping: limit.asMatcher()))
                    }
                    @_disfavoredOverload
                    func changes(since date: some MusterMatchers.MatcherConvertible<Date>, limit: some MusterMatchers.MatcherConvertible<Int>) {
                        musterVerification.verify(MusterMockRuntime.Member<Date?, Int?, Void>("changes(since date:limit:)"), MusterMatchers.Matcher(unwrapping: date.asMatcher()), MusterMatchers.Matcher(unwrapping: limit.asMatcher()))
                    }
                    @_disfavoredOverload
                    func changes(since date: Date?, limit: Int?) {
                        musterVerification.verify(MusterMockRuntime.Member<Date?, Int?, Void>("changes(since date:limit:)"), MusterMockRuntime.equalToArgument(date), MusterMockRuntime.equalToArgument(limit))
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func changes(since date: Date?, limit: some MusterMatchers.MatcherConvertible<Int?>) -> Never {
                        fatalError("unavailable")
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func changes(since date: some MusterMatchers.MatcherConvertible<Date?>, limit: Int?) -> Never {
                        fatalError("unavailable")
                    }
                }
                nonisolated class FeedMockStubberBase: MusterMockRuntime.MockStubberBase {
                    func changes(since date: some MusterMatchers.MatcherConvertible<Date?>, limit: some MusterMatchers.MatcherConvertible<Int?>) -> MusterMockRuntime.Stub<Date?, Int?, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Date?, Int?, Void>("changes(since date:limit:)"), date.asMatcher(), limit.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func changes(since date: some MusterMatchers.MatcherConvertible<Date>, limit: some MusterMatchers.MatcherConvertible<Int?>) -> MusterMockRuntime.Stub<Date?, Int?, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Date?, Int?, Void>("changes(since date:limit:)"), MusterMatchers.Matcher(unwrapping: date.asMatcher()), limit.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func changes(since date: some MusterMatchers.MatcherConvertible<Date?>, limit: some MusterMatchers.MatcherConvertible<Int>) -> MusterMockRuntime.Stub<Date?, Int?, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Date?, Int?, Void>("changes(since date:limit:)"), date.asMatcher(), MusterMatchers.Matcher(unwrapping: limit.asMatcher()), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func changes(since date: some MusterMatchers.MatcherConvertible<Date>, limit: some MusterMatchers.MatcherConvertible<Int>) -> MusterMockRuntime.Stub<Date?, Int?, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Date?, Int?, Void>("changes(since date:limit:)"), MusterMatchers.Matcher(unwrapping: date.asMatcher()), MusterMatchers.Matcher(unwrapping: limit.asMatcher()), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func changes(since date: Date?, limit: Int?) -> MusterMockRuntime.Stub<Date?, Int?, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Date?, Int?, Void>("changes(since date:limit:)"), MusterMockRuntime.equalToArgument(date), MusterMockRuntime.equalToArgument(limit), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func changes(since date: Date?, limit: some MusterMatchers.MatcherConvertible<Int?>) -> Never {
                        fatalError("unavailable")
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func changes(since date: some MusterMatchers.MatcherConvertible<Date?>, limit: Int?) -> Never {
                        fatalError("unavailable")
                    }
                }
                final class FeedMock: FeedMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: FeedMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: FeedMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: FeedMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: FeedMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles FeedMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Feed")
                typealias FeedMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func overloadsAndVariadics() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Logger {
                func log(_ message: String)
                func log(_ message: Int)
                func log(level: Int, _ parts: String...)
            }
            """,
            expandsTo: """

                protocol Logger {
                    func log(_ message: String)
                    func log(_ message: Int)
                    func log(level: Int, _ parts: String...)
                }

                #if DEBUG || MUSTER_MOCKS
                class LoggerMockBase: MusterMockRuntime.MockBase, Logger, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _LoggerMember0 = MusterMockRuntime.Member<String, Void>("log(_ message:)", overload: "(String) -> Void")
                    func log(_ message: String) {
                        call(_LoggerMember0, message, forwardingTo: musterReal) { real in
                            real.log(message)
                        }
                    }
                    private let _LoggerMember1 = MusterMockRuntime.Member<Int, Void>("log(_ message:)", overload: "(Int) -> Void")
                    func log(_ message: Int) {
                        call(_LoggerMember1, message, forwardingTo: musterReal) { real in
                            real.log(message)
                        }
                    }
                    private let _LoggerMember2 = MusterMockRuntime.Member<Int, [String], Void>("log(level:_ parts:)")
                    func log(level: Int, _ parts: String...) {
                        call(_LoggerMember2, level, parts)
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Logger>()
                    private nonisolated var musterReal: (any Logger)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Logger,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class LoggerMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    func log(_ message: some MusterMatchers.MatcherConvertible<String>) {
                        musterVerification.verify(MusterMockRuntime.Member<String, Void>("log(_ message:)", overload: "(String) -> Void"), message.asMatcher())
                    }
                    @_disfavoredOverload
                    func log(_ message: String) {
                        musterVerification.verify(MusterMockRuntime.Member<String, Void>("log(_ message:)", overload: "(String) -> Void"), MusterMockRuntime.equalToArgument(message))
                    }
                    func log(_ message: some MusterMatchers.MatcherConvertible<Int>) {
                        musterVerification.verify(MusterMockRuntime.Member<Int, Void>("log(_ message:)", overload: "(Int) -> Void"), message.asMatcher())
                    }
                    @_disfavoredOverload
                    func log(_ message: Int) {
                        musterVerification.verify(MusterMockRuntime.Member<Int, Void>("log(_ message:)", overload: "(Int) -> Void"), MusterMockRuntime.equalToArgument(message))
                    }
                    func log(level: some MusterMatchers.MatcherConvertible<Int>, _ parts: some MusterMatchers.MatcherConvertible<[String]>) {
                        musterVerification.verify(MusterMockRuntime.Member<Int, [String], Void>("log(level:_ parts:)"), level.asMatcher(), parts.asMatcher())
                    }
                    @_disfavoredOverload
                    func log(level: Int, _ parts: [String]) {
                        musterVerification.verify(MusterMockRuntime.Member<Int, [String], Void>("log(level:_ parts:)"), MusterMockRuntime.equalToArgument(level), MusterMockRuntime.equalToArgument(parts))
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func log(level: Int, _ parts: some MusterMatchers.MatcherConvertible<[String]>) -> Never {
                        fatalError("unavailable")
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func log(level: some MusterMatchers.MatcherConvertible<Int>, _ parts: [String]) -> Never {
                        fatalError("unavailable")
                    }
                }
                nonisolated class LoggerMockStubberBase: MusterMockRuntime.MockStubberBase {
                    func log(_ message: some MusterMatchers.MatcherConvertible<String>) -> MusterMockRuntime.Stub<String, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<String, Void>("log(_ message:)", overload: "(String) -> Void"), message.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func log(_ message: String) -> MusterMockRuntime.Stub<String, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<String, Void>("log(_ message:)", overload: "(String) -> Void"), MusterMockRuntime.equalToArgument(message), failure: (Never).self)
                    }
                    func log(_ message: some MusterMatchers.MatcherConvertible<Int>) -> MusterMockRuntime.Stub<Int, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Int, Void>("log(_ message:)", overload: "(Int) -> Void"), message.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func log(_ message: Int) -> MusterMockRuntime.Stub<Int, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Int, Void>("log(_ message:)", overload: "(Int) -> Void"), MusterMockRuntime.equalToArgument(message), failure: (Never).self)
                    }
                    func log(level: some MusterMatchers.MatcherConvertible<Int>, _ parts: some MusterMatchers.MatcherConvertible<[String]>) -> MusterMockRuntime.Stub<Int, [String], Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Int, [String], Void>("log(level:_ parts:)"), level.asMatcher(), parts.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func log(level: Int, _ parts: [String]) -> MusterMockRuntime.Stub<Int, [String], Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Int, [String], Void>("log(level:_ parts:)"), MusterMockRuntime.equalToArgument(level), MusterMockRuntime.equalToArgument(parts), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func log(level: Int, _ parts: some MusterMatchers.MatcherConvertible<[String]>) -> Never {
                        fatalError("unavailable")
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func log(level: some MusterMatchers.MatcherConvertible<Int>, _ parts: [String]) -> Never {
                        fatalError("unavailable")
                    }
                }
                final class LoggerMock: LoggerMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: LoggerMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: LoggerMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: LoggerMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: LoggerMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles LoggerMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Logger")
                typealias LoggerMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func asyncThrowsAndTypedThrows() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Loader {
                func load(id: Int) async throws -> Data
                func parse(_ text: String) throws(ParseError) -> Int
                func refresh() async
            }
            """,
            expandsTo: """

                protocol Loader {
                    func load(id: Int) async throws -> Data
                    func parse(_ text: String) throws(ParseError) -> Int
                    func refresh() async
                }

                #if DEBUG || MUSTER_MOCKS
                class LoaderMockBase: MusterMockRuntime.MockBase, Loader, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _LoaderMember0 = MusterMockRuntime.Member<Int, Data>("load(id:)")
                    func load(id: Int) async throws -> Data {
                        try await callThrowing(_LoaderMember0, id, forwardingTo: musterReal) { real in
                            try await real.load(id: id)
                        }
                    }
                    private let _LoaderMember1 = MusterMockRuntime.Member<String, Int>("parse(_ text:)")
                    func parse(_ text: String) throws(ParseError) -> Int {
                        try callThrowing(_LoaderMember1, text, throwing: (ParseError).self, forwardingTo: musterReal) { (real) throws(ParseError) in
                            try real.parse(text)
                        }
                    }
                    private let _LoaderMember2 = MusterMockRuntime.Member<Void>("refresh()")
                    func refresh() async {
                        await call(_LoaderMember2, forwardingTo: musterReal) { real in
                            await real.refresh()
                        }
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Loader>()
                    private nonisolated var musterReal: (any Loader)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Loader,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class LoaderMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    func load(id: some MusterMatchers.MatcherConvertible<Int>) {
                        musterVerification.verify(MusterMockRuntime.Member<Int, Data>("load(id:)"), id.asMatcher())
                    }
                    @_disfavoredOverload
                    func load(id: Int) {
                        musterVerification.verify(MusterMockRuntime.Member<Int, Data>("load(id:)"), MusterMockRuntime.equalToArgument(id))
                    }
                    func parse(_ text: some MusterMatchers.MatcherConvertible<String>) {
                        musterVerification.verify(MusterMockRuntime.Member<String, Int>("parse(_ text:)"), text.asMatcher())
                    }
                    @_disfavoredOverload
                    func parse(_ text: String) {
                        musterVerification.verify(MusterMockRuntime.Member<String, Int>("parse(_ text:)"), MusterMockRuntime.equalToArgument(text))
                    }
                    func refresh() {
                        musterVerification.verify(MusterMockRuntime.Member<Void>("refresh()"))
                    }
                }
                nonisolated class LoaderMockStubberBase: MusterMockRuntime.MockStubberBase {
                    func load(id: some MusterMatchers.MatcherConvertible<Int>) -> MusterMockRuntime.Stub<Int, Data, any Error> {
                        musterStubbing.stub(MusterMockRuntime.Member<Int, Data>("load(id:)"), id.asMatcher(), failure: (any Error).self)
                    }
                    @_disfavoredOverload
                    func load(id: Int) -> MusterMockRuntime.Stub<Int, Data, any Error> {
                        musterStubbing.stub(MusterMockRuntime.Member<Int, Data>("load(id:)"), MusterMockRuntime.equalToArgument(id), failure: (any Error).self)
                    }
                    func parse(_ text: some MusterMatchers.MatcherConvertible<String>) -> MusterMockRuntime.Stub<String, Int, ParseError> {
                        musterStubbing.stub(MusterMockRuntime.Member<String, Int>("parse(_ text:)"), text.asMatcher(), failure: (ParseError).self)
                    }
                    @_disfavoredOverload
                    func parse(_ text: String) -> MusterMockRuntime.Stub<String, Int, ParseError> {
                        musterStubbing.stub(MusterMockRuntime.Member<String, Int>("parse(_ text:)"), MusterMockRuntime.equalToArgument(text), failure: (ParseError).self)
                    }
                    func refresh() -> MusterMockRuntime.Stub<Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Void>("refresh()"), failure: (Never).self)
                    }
                }
                final class LoaderMock: LoaderMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: LoaderMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: LoaderMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: LoaderMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: LoaderMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles LoaderMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Loader")
                typealias LoaderMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func properties() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Settings {
                var title: String { get }
                var volume: Int { get set }
                var token: String { get async throws }
            }
            """,
            expandsTo: """

                protocol Settings {
                    var title: String { get }
                    var volume: Int { get set }
                    var token: String { get async throws }
                }

                #if DEBUG || MUSTER_MOCKS
                class SettingsMockBase: MusterMockRuntime.MockBase, Settings, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _SettingsMember0 = MusterMockRuntime.Member<String>("title")
                    var title: String {
                        get {
                            call(_SettingsMember0, forwardingTo: musterReal) { real in
                                real.title
                            }
                        }
                    }
                    private let _SettingsMember1 = MusterMockRuntime.Member<Int>("volume")
                    private let _SettingsMember2 = MusterMockRuntime.Member<Int, Void>(setterOf: "volume")
                    var volume: Int {
                        get {
                            call(_SettingsMember1, forwardingTo: musterReal) { real in
                                real.volume
                            }
                        }
                        set {
                            call(_SettingsMember2, newValue)
                            if var real = musterReal {
                                real.volume = newValue
                                musterForwarding.real = real
                            }
                        }
                    }
                    private let _SettingsMember3 = MusterMockRuntime.Member<String>("token")
                    var token: String {
                        get async throws {
                            try await callThrowing(_SettingsMember3, forwardingTo: musterReal) { real in
                                try await real.token
                            }
                        }
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Settings>()
                    private nonisolated var musterReal: (any Settings)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Settings,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class SettingsMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    var title: MusterMockRuntime.ReadOnlyPropertyVerification<String> {
                        MusterMockRuntime.ReadOnlyPropertyVerification(getter: MusterMockRuntime.Member<String>("title"), verification: musterVerification)
                    }
                    var volume: MusterMockRuntime.PropertyVerification<Int> {
                        MusterMockRuntime.PropertyVerification(getter: MusterMockRuntime.Member<Int>("volume"), setter: MusterMockRuntime.Member<Int, Void>(setterOf: "volume"), verification: musterVerification)
                    }
                    var token: MusterMockRuntime.ReadOnlyPropertyVerification<String> {
                        MusterMockRuntime.ReadOnlyPropertyVerification(getter: MusterMockRuntime.Member<String>("token"), verification: musterVerification)
                    }
                }
                nonisolated class SettingsMockStubberBase: MusterMockRuntime.MockStubberBase {
                    var title: MusterMockRuntime.ReadOnlyPropertyStub<String, Never> {
                        MusterMockRuntime.ReadOnlyPropertyStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<String>("title"), failure: (Never).self)
                    }
                    var volume: MusterMockRuntime.PropertyStub<Int, Never> {
                        MusterMockRuntime.PropertyStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<Int>("volume"), setter: MusterMockRuntime.Member<Int, Void>(setterOf: "volume"), failure: (Never).self)
                    }
                    var token: MusterMockRuntime.ReadOnlyPropertyStub<String, any Error> {
                        MusterMockRuntime.ReadOnlyPropertyStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<String>("token"), failure: (any Error).self)
                    }
                }
                final class SettingsMock: SettingsMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: SettingsMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: SettingsMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: SettingsMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: SettingsMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles SettingsMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Settings")
                typealias SettingsMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func staticMembers() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Factory {
                static func make(named name: String) -> Int
                static var count: Int { get }
            }
            """,
            expandsTo: """

                protocol Factory {
                    static func make(named name: String) -> Int
                    static var count: Int { get }
                }

                #if DEBUG || MUSTER_MOCKS
                class FactoryMockBase: MusterMockRuntime.MockBase, Factory, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Factory>()
                    private nonisolated var musterReal: (any Factory)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Factory,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    static let statics = Statics()
                    static func make(named name: String) -> Int {
                        statics.call(MusterMockRuntime.Member<String, Int>("make(named name:)"), name)
                    }
                    static var count: Int {
                        get {
                            statics.call(MusterMockRuntime.Member<Int>("count"))
                        }
                    }
                    nonisolated final class Statics: MusterMockRuntime.Mock, Sendable {
                        private let shared = MusterMockRuntime.CallRecorder(name: "FactoryMock")
                        var musterRecorder: MusterMockRuntime.CallRecorder {
                            MusterMockRuntime.StaticMockRecorders.recorder(for: self, shared: shared)
                        }
                        nonisolated final class Verifier: MusterMockRuntime.MockVerifierBase, MusterMockRuntime.MockVerifier {
                            init(target: Statics, verification: MusterMockRuntime.Verification) {
                                super.init(verification: verification)
                            }
                            func make(named name: some MusterMatchers.MatcherConvertible<String>) {
                                musterVerification.verify(MusterMockRuntime.Member<String, Int>("make(named name:)"), name.asMatcher())
                            }
                            @_disfavoredOverload
                            func make(named name: String) {
                                musterVerification.verify(MusterMockRuntime.Member<String, Int>("make(named name:)"), MusterMockRuntime.equalToArgument(name))
                            }
                            var count: MusterMockRuntime.ReadOnlyPropertyVerification<Int> {
                                MusterMockRuntime.ReadOnlyPropertyVerification(getter: MusterMockRuntime.Member<Int>("count"), verification: musterVerification)
                            }
                        }
                        nonisolated final class Stubber: MusterMockRuntime.MockStubberBase, MusterMockRuntime.MockStubber {
                            init(target: Statics, stubbing: MusterMockRuntime.Stubbing) {
                                super.init(stubbing: stubbing)
                            }
                            func make(named name: some MusterMatchers.MatcherConvertible<String>) -> MusterMockRuntime.Stub<String, Int, Never> {
                                musterStubbing.stub(MusterMockRuntime.Member<String, Int>("make(named name:)"), name.asMatcher(), failure: (Never).self)
                            }
                            @_disfavoredOverload
                            func make(named name: String) -> MusterMockRuntime.Stub<String, Int, Never> {
                                musterStubbing.stub(MusterMockRuntime.Member<String, Int>("make(named name:)"), MusterMockRuntime.equalToArgument(name), failure: (Never).self)
                            }
                            var count: MusterMockRuntime.ReadOnlyPropertyStub<Int, Never> {
                                MusterMockRuntime.ReadOnlyPropertyStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<Int>("count"), failure: (Never).self)
                            }
                        }
                    }
                }
                nonisolated class FactoryMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                }
                nonisolated class FactoryMockStubberBase: MusterMockRuntime.MockStubberBase {
                }
                final class FactoryMock: FactoryMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: FactoryMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: FactoryMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: FactoryMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: FactoryMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles FactoryMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Factory")
                typealias FactoryMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    /// A generic parameter that only the result names (a closure that may not escape is
    /// recorded as `NonEscapingClosure`) is left out of the verifier's method, which verifies
    /// the member with `Any` as the result; the stubber keeps it, decided by `willReturn`.
    @Test func genericParametersOnlyInTheResult() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Store {
                func make<T>() -> T
                func transaction<T: Sendable>(_ body: (Int) throws -> T) rethrows -> T where T: Equatable
            }
            """,
            expandsTo: """

                protocol Store {
                    func make<T>() -> T
                    func transaction<T: Sendable>(_ body: (Int) throws -> T) rethrows -> T where T: Equatable
                }

                #if DEBUG || MUSTER_MOCKS
                class StoreMockBase: MusterMockRuntime.MockBase, Store, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    func make<T>() -> T {
                        call(MusterMockRuntime.Member<T>("make()"))
                    }
                    func transaction<T: Sendable>(_ body: (Int) throws -> T) rethrows -> T where T: Equatable {
                        call(MusterMockRuntime.Member<MusterMockRuntime.NonEscapingClosure, T>("transaction(_ body:)"), MusterMockRuntime.NonEscapingClosure())
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Store>()
                    private nonisolated var musterReal: (any Store)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Store,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class StoreMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    func make() {
                        musterVerification.verify(MusterMockRuntime.Member<Any>("make()"))
                    }
                    func transaction(_ body: some MusterMatchers.MatcherConvertible<MusterMockRuntime.NonEscapingClosure>) {
                        musterVerification.verify(MusterMockRuntime.Member<MusterMockRuntime.NonEscapingClosure, Any>("transaction(_ body:)"), body.asMatcher())
                    }
                }
                nonisolated class StoreMockStubberBase: MusterMockRuntime.MockStubberBase {
                    func make<T>() -> MusterMockRuntime.Stub<T, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<T>("make()"), failure: (Never).self)
                    }
                    func transaction<T: Sendable>(_ body: some MusterMatchers.MatcherConvertible<MusterMockRuntime.NonEscapingClosure>) -> MusterMockRuntime.Stub<MusterMockRuntime.NonEscapingClosure, T, Never> where T: Equatable {
                        musterStubbing.stub(MusterMockRuntime.Member<MusterMockRuntime.NonEscapingClosure, T>("transaction(_ body:)"), body.asMatcher(), failure: (Never).self)
                    }
                }
                final class StoreMock: StoreMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: StoreMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: StoreMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: StoreMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: StoreMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles StoreMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Store")
                typealias StoreMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    /// How a parameter is passed (`consuming`, `borrowing`, `sending`) and a `sending` result
    /// stay in the mock's declarations and out of the types a call is recorded as; a borrowed
    /// argument is recorded as a copy.
    @Test func parameterOwnershipAndSending() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Ledger {
                func log(_ message: @autoclosure () -> String)
                func take(_ entries: consuming [Int])
                func peek(_ entries: borrowing [Int]) -> Int
                func make() -> sending Page
                func put(_ page: sending Page)
            }
            """,
            expandsTo: """

                protocol Ledger {
                    func log(_ message: @autoclosure () -> String)
                    func take(_ entries: consuming [Int])
                    func peek(_ entries: borrowing [Int]) -> Int
                    func make() -> sending Page
                    func put(_ page: sending Page)
                }

                #if DEBUG || MUSTER_MOCKS
                class LedgerMockBase: MusterMockRuntime.MockBase, Ledger, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _LedgerMember0 = MusterMockRuntime.Member<MusterMockRuntime.NonEscapingClosure, Void>("log(_ message:)")
                    func log(_ message: @autoclosure () -> String) {
                        call(_LedgerMember0, MusterMockRuntime.NonEscapingClosure())
                    }
                    private let _LedgerMember1 = MusterMockRuntime.Member<[Int], Void>("take(_ entries:)")
                    func take(_ entries: consuming [Int]) {
                        call(_LedgerMember1, entries)
                    }
                    private let _LedgerMember2 = MusterMockRuntime.Member<[Int], Int>("peek(_ entries:)")
                    func peek(_ entries: borrowing [Int]) -> Int {
                        call(_LedgerMember2, copy entries)
                    }
                    private let _LedgerMember3 = MusterMockRuntime.Member<Page>("make()")
                    func make() -> sending Page {
                        call(_LedgerMember3, forwardingTo: musterReal) { real in
                            real.make()
                        }
                    }
                    private let _LedgerMember4 = MusterMockRuntime.Member<Page, Void>("put(_ page:)")
                    func put(_ page: sending Page) {
                        call(_LedgerMember4, page)
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Ledger>()
                    private nonisolated var musterReal: (any Ledger)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Ledger,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class LedgerMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    func log(_ message: some MusterMatchers.MatcherConvertible<MusterMockRuntime.NonEscapingClosure>) {
                        musterVerification.verify(MusterMockRuntime.Member<MusterMockRuntime.NonEscapingClosure, Void>("log(_ message:)"), message.asMatcher())
                    }
                    func take(_ entries: some MusterMatchers.MatcherConvertible<[Int]>) {
                        musterVerification.verify(MusterMockRuntime.Member<[Int], Void>("take(_ entries:)"), entries.asMatcher())
                    }
                    @_disfavoredOverload
                    func take(_ entries: [Int]) {
                        musterVerification.verify(MusterMockRuntime.Member<[Int], Void>("take(_ entries:)"), MusterMockRuntime.equalToArgument(entries))
                    }
                    func peek(_ entries: some MusterMatchers.MatcherConvertible<[Int]>) {
                        musterVerification.verify(MusterMockRuntime.Member<[Int], Int>("peek(_ entries:)"), entries.asMatcher())
                    }
                    @_disfavoredOverload
                    func peek(_ entries: [Int]) {
                        musterVerification.verify(MusterMockRuntime.Member<[Int], Int>("peek(_ entries:)"), MusterMockRuntime.equalToArgument(entries))
                    }
                    func make() {
                        musterVerification.verify(MusterMockRuntime.Member<Page>("make()"))
                    }
                    func put(_ page: some MusterMatchers.MatcherConvertible<Page>) {
                        musterVerification.verify(MusterMockRuntime.Member<Page, Void>("put(_ page:)"), page.asMatcher())
                    }
                    @_disfavoredOverload
                    func put(_ page: Page) {
                        musterVerification.verify(MusterMockRuntime.Member<Page, Void>("put(_ page:)"), MusterMockRuntime.equalToArgument(page))
                    }
                }
                nonisolated class LedgerMockStubberBase: MusterMockRuntime.MockStubberBase {
                    func log(_ message: some MusterMatchers.MatcherConvertible<MusterMockRuntime.NonEscapingClosure>) -> MusterMockRuntime.Stub<MusterMockRuntime.NonEscapingClosure, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<MusterMockRuntime.NonEscapingClosure, Void>("log(_ message:)"), message.asMatcher(), failure: (Never).self)
                    }
                    func take(_ entries: some MusterMatchers.MatcherConvertible<[Int]>) -> MusterMockRuntime.Stub<[Int], Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<[Int], Void>("take(_ entries:)"), entries.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func take(_ entries: [Int]) -> MusterMockRuntime.Stub<[Int], Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<[Int], Void>("take(_ entries:)"), MusterMockRuntime.equalToArgument(entries), failure: (Never).self)
                    }
                    func peek(_ entries: some MusterMatchers.MatcherConvertible<[Int]>) -> MusterMockRuntime.Stub<[Int], Int, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<[Int], Int>("peek(_ entries:)"), entries.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func peek(_ entries: [Int]) -> MusterMockRuntime.Stub<[Int], Int, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<[Int], Int>("peek(_ entries:)"), MusterMockRuntime.equalToArgument(entries), failure: (Never).self)
                    }
                    func make() -> MusterMockRuntime.Stub<Page, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Page>("make()"), failure: (Never).self)
                    }
                    func put(_ page: some MusterMatchers.MatcherConvertible<Page>) -> MusterMockRuntime.Stub<Page, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Page, Void>("put(_ page:)"), page.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func put(_ page: Page) -> MusterMockRuntime.Stub<Page, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Page, Void>("put(_ page:)"), MusterMockRuntime.equalToArgument(page), failure: (Never).self)
                    }
                }
                final class LedgerMock: LedgerMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: LedgerMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: LedgerMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: LedgerMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: LedgerMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles LedgerMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Ledger")
                typealias LedgerMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    /// Standard protocols a mock answers itself: equal and hashed as the same object, described
    /// by its name; `Identifiable` with its `ID` fixed gets a recorded `id`.
    @Test func standardParentsAreAnsweredByTheMock() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Product: Hashable, Identifiable, CustomStringConvertible where ID == Int {
                var title: String { get }
            }
            """,
            expandsTo: """

                protocol Product: Hashable, Identifiable, CustomStringConvertible where ID == Int {
                    var title: String { get }
                }

                #if DEBUG || MUSTER_MOCKS
                class ProductMockBase: MusterMockRuntime.MockBase, Product, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _ProductMember0 = MusterMockRuntime.Member<Int>("id")
                    var id: Int {
                        get {
                            call(_ProductMember0, forwardingTo: musterReal) { real in
                                real.id
                            }
                        }
                    }
                    private let _ProductMember1 = MusterMockRuntime.Member<String>("title")
                    var title: String {
                        get {
                            call(_ProductMember1, forwardingTo: musterReal) { real in
                                real.title
                            }
                        }
                    }
                    static func == (lhs: ProductMockBase, rhs: ProductMockBase) -> Bool {
                        lhs === rhs
                    }
                    func hash(into hasher: inout Hasher) {
                        hasher.combine(ObjectIdentifier(self))
                    }
                    var description: String {
                        mockName
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Product>()
                    private nonisolated var musterReal: (any Product)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Product,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class ProductMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    var id: MusterMockRuntime.ReadOnlyPropertyVerification<Int> {
                        MusterMockRuntime.ReadOnlyPropertyVerification(getter: MusterMockRuntime.Member<Int>("id"), verification: musterVerification)
                    }
                    var title: MusterMockRuntime.ReadOnlyPropertyVerification<String> {
                        MusterMockRuntime.ReadOnlyPropertyVerification(getter: MusterMockRuntime.Member<String>("title"), verification: musterVerification)
                    }
                }
                nonisolated class ProductMockStubberBase: MusterMockRuntime.MockStubberBase {
                    var id: MusterMockRuntime.ReadOnlyPropertyStub<Int, Never> {
                        MusterMockRuntime.ReadOnlyPropertyStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<Int>("id"), failure: (Never).self)
                    }
                    var title: MusterMockRuntime.ReadOnlyPropertyStub<String, Never> {
                        MusterMockRuntime.ReadOnlyPropertyStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<String>("title"), failure: (Never).self)
                    }
                }
                final class ProductMock: ProductMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: ProductMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: ProductMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: ProductMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: ProductMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles ProductMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Product")
                typealias ProductMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    /// A property whose type names `Self` is recorded as the protocol's existential and cast
    /// back, as a method's result is.
    @Test func propertiesOfTypeSelf() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Node: AnyObject {
                var parent: Self? { get }
                static var root: Self { get }
            }
            """,
            expandsTo: """

                protocol Node: AnyObject {
                    var parent: Self? { get }
                    static var root: Self { get }
                }

                #if DEBUG || MUSTER_MOCKS
                class NodeMockBase: MusterMockRuntime.MockBase, Node, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    var parent: Self? {
                        get {
                            call(MusterMockRuntime.Member<(any Node)?>("parent")) as! Self?
                        }
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Node>()
                    private nonisolated var musterReal: (any Node)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Node,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    static let statics = Statics()
                    static var root: Self {
                        get {
                            statics.call(MusterMockRuntime.Member<(any Node)>("root")) as! Self
                        }
                    }
                    nonisolated final class Statics: MusterMockRuntime.Mock, Sendable {
                        private let shared = MusterMockRuntime.CallRecorder(name: "NodeMock")
                        var musterRecorder: MusterMockRuntime.CallRecorder {
                            MusterMockRuntime.StaticMockRecorders.recorder(for: self, shared: shared)
                        }
                        nonisolated final class Verifier: MusterMockRuntime.MockVerifierBase, MusterMockRuntime.MockVerifier {
                            init(target: Statics, verification: MusterMockRuntime.Verification) {
                                super.init(verification: verification)
                            }
                            var root: MusterMockRuntime.ReadOnlyPropertyVerification<(any Node)> {
                                MusterMockRuntime.ReadOnlyPropertyVerification(getter: MusterMockRuntime.Member<(any Node)>("root"), verification: musterVerification)
                            }
                        }
                        nonisolated final class Stubber: MusterMockRuntime.MockStubberBase, MusterMockRuntime.MockStubber {
                            init(target: Statics, stubbing: MusterMockRuntime.Stubbing) {
                                super.init(stubbing: stubbing)
                            }
                            var root: MusterMockRuntime.ReadOnlyPropertyStub<(any Node), Never> {
                                MusterMockRuntime.ReadOnlyPropertyStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<(any Node)>("root"), failure: (Never).self)
                            }
                        }
                    }
                }
                nonisolated class NodeMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    var parent: MusterMockRuntime.ReadOnlyPropertyVerification<(any Node)?> {
                        MusterMockRuntime.ReadOnlyPropertyVerification(getter: MusterMockRuntime.Member<(any Node)?>("parent"), verification: musterVerification)
                    }
                }
                nonisolated class NodeMockStubberBase: MusterMockRuntime.MockStubberBase {
                    var parent: MusterMockRuntime.ReadOnlyPropertyStub<(any Node)?, Never> {
                        MusterMockRuntime.ReadOnlyPropertyStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<(any Node)?>("parent"), failure: (Never).self)
                    }
                }
                final class NodeMock: NodeMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: NodeMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: NodeMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: NodeMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: NodeMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles NodeMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Node")
                typealias NodeMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    /// A parameter named by a keyword is escaped where it is read; overloads that differ in
    /// their result alone are verified with it (`value(returning: Int.self)`); a generic
    /// subscript's members are made in each call, where its generic parameters are known.
    @Test func keywordNamesResultOverloadsAndGenericSubscripts() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Canvas {
                func draw(in: Int)
                func value() -> Int
                func value() -> String
                subscript<T>(key: String, as type: T.Type) -> T? { get }
            }
            """,
            expandsTo: """

                protocol Canvas {
                    func draw(in: Int)
                    func value() -> Int
                    func value() -> String
                    subscript<T>(key: String, as type: T.Type) -> T? { get }
                }

                #if DEBUG || MUSTER_MOCKS
                class CanvasMockBase: MusterMockRuntime.MockBase, Canvas, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _CanvasMember0 = MusterMockRuntime.Member<Int, Void>("draw(in:)")
                    func draw(in: Int) {
                        call(_CanvasMember0, `in`, forwardingTo: musterReal) { real in
                            real.draw(in: `in`)
                        }
                    }
                    private let _CanvasMember1 = MusterMockRuntime.Member<Int>("value()", overload: "() -> Int")
                    func value() -> Int {
                        call(_CanvasMember1, forwardingTo: musterReal) { real in
                            real.value()
                        }
                    }
                    private let _CanvasMember2 = MusterMockRuntime.Member<String>("value()", overload: "() -> String")
                    func value() -> String {
                        call(_CanvasMember2, forwardingTo: musterReal) { real in
                            real.value()
                        }
                    }
                    subscript <T>(key: String, as type: T.Type) -> T? {
                        get {
                            call(MusterMockRuntime.Member<String, T.Type, T?>("subscript(_ key:as type:)"), key, type)
                        }
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Canvas>()
                    private nonisolated var musterReal: (any Canvas)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Canvas,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class CanvasMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    func draw(in: some MusterMatchers.MatcherConvertible<Int>) {
                        musterVerification.verify(MusterMockRuntime.Member<Int, Void>("draw(in:)"), `in`.asMatcher())
                    }
                    @_disfavoredOverload
                    func draw(in: Int) {
                        musterVerification.verify(MusterMockRuntime.Member<Int, Void>("draw(in:)"), MusterMockRuntime.equalToArgument(`in`))
                    }
                    func value(returning _: (Int).Type) {
                        musterVerification.verify(MusterMockRuntime.Member<Int>("value()", overload: "() -> Int"))
                    }
                    func value(returning _: (String).Type) {
                        musterVerification.verify(MusterMockRuntime.Member<String>("value()", overload: "() -> String"))
                    }
                    subscript <T>(_ key: some MusterMatchers.MatcherConvertible<String>, as type: T.Type) -> MusterMockRuntime.SubscriptVerification<String, T.Type, T?> {
                        MusterMockRuntime.SubscriptVerification(getter: MusterMockRuntime.Member<String, T.Type, T?>("subscript(_ key:as type:)"), setter: nil, keys: key.asMatcher(), MusterMockRuntime.equalToType(type), verification: musterVerification)
                    }
                    @_disfavoredOverload
                    subscript <T>(_ key: String, as type: T.Type) -> MusterMockRuntime.SubscriptVerification<String, T.Type, T?> {
                        MusterMockRuntime.SubscriptVerification(getter: MusterMockRuntime.Member<String, T.Type, T?>("subscript(_ key:as type:)"), setter: nil, keys: MusterMockRuntime.equalToArgument(key), MusterMockRuntime.equalToType(type), verification: musterVerification)
                    }
                }
                nonisolated class CanvasMockStubberBase: MusterMockRuntime.MockStubberBase {
                    func draw(in: some MusterMatchers.MatcherConvertible<Int>) -> MusterMockRuntime.Stub<Int, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Int, Void>("draw(in:)"), `in`.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func draw(in: Int) -> MusterMockRuntime.Stub<Int, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Int, Void>("draw(in:)"), MusterMockRuntime.equalToArgument(`in`), failure: (Never).self)
                    }
                    func value() -> MusterMockRuntime.Stub<Int, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Int>("value()", overload: "() -> Int"), failure: (Never).self)
                    }
                    func value() -> MusterMockRuntime.Stub<String, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<String>("value()", overload: "() -> String"), failure: (Never).self)
                    }
                    subscript <T>(_ key: some MusterMatchers.MatcherConvertible<String>, as type: T.Type) -> MusterMockRuntime.SubscriptStub<String, T.Type, T?, Never> {
                        MusterMockRuntime.SubscriptStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<String, T.Type, T?>("subscript(_ key:as type:)"), setter: nil, keys: key.asMatcher(), MusterMockRuntime.equalToType(type), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    subscript <T>(_ key: String, as type: T.Type) -> MusterMockRuntime.SubscriptStub<String, T.Type, T?, Never> {
                        MusterMockRuntime.SubscriptStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<String, T.Type, T?>("subscript(_ key:as type:)"), setter: nil, keys: MusterMockRuntime.equalToArgument(key), MusterMockRuntime.equalToType(type), failure: (Never).self)
                    }
                }
                final class CanvasMock: CanvasMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: CanvasMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: CanvasMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: CanvasMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: CanvasMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles CanvasMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Canvas")
                typealias CanvasMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func genericMethods() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Decoder {
                func decode<T: Decodable>(_ data: Data, as type: T.Type) -> T
                func keep<Value>(_ value: Value) where Value: Equatable
            }
            """,
            expandsTo: """

                protocol Decoder {
                    func decode<T: Decodable>(_ data: Data, as type: T.Type) -> T
                    func keep<Value>(_ value: Value) where Value: Equatable
                }

                #if DEBUG || MUSTER_MOCKS
                class DecoderMockBase: MusterMockRuntime.MockBase, Decoder, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    func decode<T: Decodable>(_ data: Data, as type: T.Type) -> T {
                        call(MusterMockRuntime.Member<Data, T.Type, T>("decode(_ data:as type:)"), data, type)
                    }
                    func keep<Value>(_ value: Value) where Value: Equatable {
                        call(MusterMockRuntime.Member<Value, Void>("keep(_ value:)"), value)
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Decoder>()
                    private nonisolated var musterReal: (any Decoder)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Decoder,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class DecoderMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    func decode<T: Decodable>(_ data: some MusterMatchers.MatcherConvertible<Data>, as type: T.Type) {
                        musterVerification.verify(MusterMockRuntime.Member<Data, T.Type, T>("decode(_ data:as type:)"), data.asMatcher(), MusterMockRuntime.equalToType(type))
                    }
                    @_disfavoredOverload
                    func decode<T: Decodable>(_ data: Data, as type: T.Type) {
                        musterVerification.verify(MusterMockRuntime.Member<Data, T.Type, T>("decode(_ data:as type:)"), MusterMockRuntime.equalToArgument(data), MusterMockRuntime.equalToType(type))
                    }
                    func keep<Value>(_ value: some MusterMatchers.MatcherConvertible<Value>) where Value: Equatable {
                        musterVerification.verify(MusterMockRuntime.Member<Value, Void>("keep(_ value:)"), value.asMatcher())
                    }
                    @_disfavoredOverload
                    func keep<Value>(_ value: Value) where Value: Equatable {
                        musterVerification.verify(MusterMockRuntime.Member<Value, Void>("keep(_ value:)"), MusterMockRuntime.equalToArgument(value))
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "'as:' takes the type itself, such as Profile.self, not a matcher")
                    func decode(_ data: some MusterMatchers.MatcherConvertible<Data>, as type: some MusterMatchers.MatcherConvertible<Any.Type>) -> Never {
                        fatalError("unavailable")
                    }
                }
                nonisolated class DecoderMockStubberBase: MusterMockRuntime.MockStubberBase {
                    func decode<T: Decodable>(_ data: some MusterMatchers.MatcherConvertible<Data>, as type: T.Type) -> MusterMockRuntime.Stub<Data, T.Type, T, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Data, T.Type, T>("decode(_ data:as type:)"), data.asMatcher(), MusterMockRuntime.equalToType(type), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func decode<T: Decodable>(_ data: Data, as type: T.Type) -> MusterMockRuntime.Stub<Data, T.Type, T, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Data, T.Type, T>("decode(_ data:as type:)"), MusterMockRuntime.equalToArgument(data), MusterMockRuntime.equalToType(type), failure: (Never).self)
                    }
                    func keep<Value>(_ value: some MusterMatchers.MatcherConvertible<Value>) -> MusterMockRuntime.Stub<Value, Void, Never> where Value: Equatable {
                        musterStubbing.stub(MusterMockRuntime.Member<Value, Void>("keep(_ value:)"), value.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func keep<Value>(_ value: Value) -> MusterMockRuntime.Stub<Value, Void, Never> where Value: Equatable {
                        musterStubbing.stub(MusterMockRuntime.Member<Value, Void>("keep(_ value:)"), MusterMockRuntime.equalToArgument(value), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "'as:' takes the type itself, such as Profile.self, not a matcher")
                    func decode(_ data: some MusterMatchers.MatcherConvertible<Data>, as type: some MusterMatchers.MatcherConvertible<Any.Type>) -> Never {
                        fatalError("unavailable")
                    }
                }
                final class DecoderMock: DecoderMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: DecoderMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: DecoderMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: DecoderMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: DecoderMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles DecoderMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Decoder")
                typealias DecoderMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    /// A protocol that fixes its generic parent's associated types builds on that parent's
    /// generic mock with them, in the order of its `where` clause.
    @Test func refinedGenericParentIsBuiltOnWithItsFixedTypes() {
        assertMockableExpansion(
            """
            @Mockable
            protocol NoteStore: Store where Item == Note, Key == Int {
                func latest() -> Note?
            }
            """,
            expandsTo: """

                protocol NoteStore: Store where Item == Note, Key == Int {
                    func latest() -> Note?
                }

                #if DEBUG || MUSTER_MOCKS
                class NoteStoreMockBase: StoreMockBase<Note, Int>, NoteStore, @unchecked Sendable {
                    private let _NoteStoreMember0 = MusterMockRuntime.Member<Note?>("latest()")
                    func latest() -> Note? {
                        call(_NoteStoreMember0)
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class NoteStoreMockVerifierBase: StoreMockVerifierBase<Note, Int> {
                    func latest() {
                        musterVerification.verify(MusterMockRuntime.Member<Note?>("latest()"))
                    }
                }
                nonisolated class NoteStoreMockStubberBase: StoreMockStubberBase<Note, Int> {
                    func latest() -> MusterMockRuntime.Stub<Note?, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Note?>("latest()"), failure: (Never).self)
                    }
                }
                final class NoteStoreMock: NoteStoreMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: NoteStoreMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: NoteStoreMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: NoteStoreMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: NoteStoreMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles NoteStoreMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares NoteStore")
                typealias NoteStoreMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func associatedTypes() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Store {
                associatedtype Item: Equatable
                associatedtype Key
                func save(_ item: Item, for key: Key)
            }
            """,
            expandsTo: """

                protocol Store {
                    associatedtype Item: Equatable
                    associatedtype Key
                    func save(_ item: Item, for key: Key)
                }

                #if DEBUG || MUSTER_MOCKS
                class StoreMockBase<Item: Equatable, Key>: MusterMockRuntime.MockBase, Store, @unchecked Sendable {
                    private let _StoreMember0 = MusterMockRuntime.Member<Item, Key, Void>("save(_ item:for key:)")
                    func save(_ item: Item, for key: Key) {
                        call(_StoreMember0, item, key)
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class StoreMockVerifierBase<Item: Equatable, Key>: MusterMockRuntime.MockVerifierBase {
                    func save(_ item: some MusterMatchers.MatcherConvertible<Item>, for key: some MusterMatchers.MatcherConvertible<Key>) {
                        musterVerification.verify(MusterMockRuntime.Member<Item, Key, Void>("save(_ item:for key:)"), item.asMatcher(), key.asMatcher())
                    }
                    @_disfavoredOverload
                    func save(_ item: Item, for key: Key) {
                        musterVerification.verify(MusterMockRuntime.Member<Item, Key, Void>("save(_ item:for key:)"), MusterMockRuntime.equalToArgument(item), MusterMockRuntime.equalToArgument(key))
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func save(_ item: Item, for key: some MusterMatchers.MatcherConvertible<Key>) -> Never {
                        fatalError("unavailable")
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func save(_ item: some MusterMatchers.MatcherConvertible<Item>, for key: Key) -> Never {
                        fatalError("unavailable")
                    }
                }
                nonisolated class StoreMockStubberBase<Item: Equatable, Key>: MusterMockRuntime.MockStubberBase {
                    func save(_ item: some MusterMatchers.MatcherConvertible<Item>, for key: some MusterMatchers.MatcherConvertible<Key>) -> MusterMockRuntime.Stub<Item, Key, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Item, Key, Void>("save(_ item:for key:)"), item.asMatcher(), key.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func save(_ item: Item, for key: Key) -> MusterMockRuntime.Stub<Item, Key, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Item, Key, Void>("save(_ item:for key:)"), MusterMockRuntime.equalToArgument(item), MusterMockRuntime.equalToArgument(key), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func save(_ item: Item, for key: some MusterMatchers.MatcherConvertible<Key>) -> Never {
                        fatalError("unavailable")
                    }
                    @_disfavoredOverload
                    @available(*, unavailable, message: "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")
                    func save(_ item: some MusterMatchers.MatcherConvertible<Item>, for key: Key) -> Never {
                        fatalError("unavailable")
                    }
                }
                final class StoreMock<Item: Equatable, Key>: StoreMockBase<Item, Key>, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: StoreMockVerifierBase<Item, Key>, MusterMockRuntime.MockVerifier {
                        init(target: StoreMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: StoreMockStubberBase<Item, Key>, MusterMockRuntime.MockStubber {
                        init(target: StoreMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles StoreMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Store")
                typealias StoreMock<Item: Equatable, Key> = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func publicSendableProtocol() {
        assertMockableExpansion(
            """
            @Mockable
            public protocol Clock: Sendable {
                func now() -> Double
            }
            """,
            expandsTo: """

                public protocol Clock: Sendable {
                    func now() -> Double
                }

                #if DEBUG || MUSTER_MOCKS
                open class ClockMockBase: MusterMockRuntime.MockBase, Clock, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _ClockMember0 = MusterMockRuntime.Member<Double>("now()")
                    public func now() -> Double {
                        call(_ClockMember0, forwardingTo: musterReal) { real in
                            real.now()
                        }
                    }
                    public nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Clock>()
                    private nonisolated var musterReal: (any Clock)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    public convenience init(
                        forwardingTo real: some Clock,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    public nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated open class ClockMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    public func now() {
                        musterVerification.verify(MusterMockRuntime.Member<Double>("now()"))
                    }
                }
                nonisolated open class ClockMockStubberBase: MusterMockRuntime.MockStubberBase {
                    public func now() -> MusterMockRuntime.Stub<Double, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Double>("now()"), failure: (Never).self)
                    }
                }
                public final class ClockMock: ClockMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    public nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated public final class Verifier: ClockMockVerifierBase, MusterMockRuntime.MockVerifier {
                        public init(target: ClockMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated public final class Stubber: ClockMockStubberBase, MusterMockRuntime.MockStubber {
                        public init(target: ClockMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles ClockMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Clock")
                public typealias ClockMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func rethrowingMethodsAndNonEscapingClosures() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Runner {
                func run(_ body: () throws -> Void) rethrows
            }
            """,
            expandsTo: """

                protocol Runner {
                    func run(_ body: () throws -> Void) rethrows
                }

                #if DEBUG || MUSTER_MOCKS
                class RunnerMockBase: MusterMockRuntime.MockBase, Runner, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _RunnerMember0 = MusterMockRuntime.Member<MusterMockRuntime.NonEscapingClosure, Void>("run(_ body:)")
                    func run(_ body: () throws -> Void) rethrows {
                        call(_RunnerMember0, MusterMockRuntime.NonEscapingClosure())
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Runner>()
                    private nonisolated var musterReal: (any Runner)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Runner,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class RunnerMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    func run(_ body: some MusterMatchers.MatcherConvertible<MusterMockRuntime.NonEscapingClosure>) {
                        musterVerification.verify(MusterMockRuntime.Member<MusterMockRuntime.NonEscapingClosure, Void>("run(_ body:)"), body.asMatcher())
                    }
                }
                nonisolated class RunnerMockStubberBase: MusterMockRuntime.MockStubberBase {
                    func run(_ body: some MusterMatchers.MatcherConvertible<MusterMockRuntime.NonEscapingClosure>) -> MusterMockRuntime.Stub<MusterMockRuntime.NonEscapingClosure, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<MusterMockRuntime.NonEscapingClosure, Void>("run(_ body:)"), body.asMatcher(), failure: (Never).self)
                    }
                }
                final class RunnerMock: RunnerMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: RunnerMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: RunnerMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: RunnerMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: RunnerMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles RunnerMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Runner")
                typealias RunnerMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func actorProtocolsGetAnActorMock() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Counter: Actor {
                func add(_ amount: Int)
                var name: String { get }
            }
            """,
            expandsTo: """

                protocol Counter: Actor {
                    func add(_ amount: Int)
                    var name: String { get }
                }

                #if DEBUG || MUSTER_MOCKS
                actor CounterMock: Counter, MusterMockRuntime.Mock {
                    nonisolated let musterRecorder: MusterMockRuntime.CallRecorder
                    init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        musterRecorder = MusterMockRuntime.CallRecorder(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    private let _CounterMember0 = MusterMockRuntime.Member<Int, Void>("add(_ amount:)")
                    func add(_ amount: Int) {
                        call(_CounterMember0, amount)
                    }
                    private let _CounterMember1 = MusterMockRuntime.Member<String>("name")
                    var name: String {
                        get {
                            call(_CounterMember1)
                        }
                    }
                    nonisolated final class Verifier: CounterMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: CounterMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: CounterMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: CounterMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                nonisolated class CounterMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    func add(_ amount: some MusterMatchers.MatcherConvertible<Int>) {
                        musterVerification.verify(MusterMockRuntime.Member<Int, Void>("add(_ amount:)"), amount.asMatcher())
                    }
                    @_disfavoredOverload
                    func add(_ amount: Int) {
                        musterVerification.verify(MusterMockRuntime.Member<Int, Void>("add(_ amount:)"), MusterMockRuntime.equalToArgument(amount))
                    }
                    var name: MusterMockRuntime.ReadOnlyPropertyVerification<String> {
                        MusterMockRuntime.ReadOnlyPropertyVerification(getter: MusterMockRuntime.Member<String>("name"), verification: musterVerification)
                    }
                }
                nonisolated class CounterMockStubberBase: MusterMockRuntime.MockStubberBase {
                    func add(_ amount: some MusterMatchers.MatcherConvertible<Int>) -> MusterMockRuntime.Stub<Int, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Int, Void>("add(_ amount:)"), amount.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func add(_ amount: Int) -> MusterMockRuntime.Stub<Int, Void, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Int, Void>("add(_ amount:)"), MusterMockRuntime.equalToArgument(amount), failure: (Never).self)
                    }
                    var name: MusterMockRuntime.ReadOnlyPropertyStub<String, Never> {
                        MusterMockRuntime.ReadOnlyPropertyStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<String>("name"), failure: (Never).self)
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles CounterMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Counter")
                typealias CounterMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func resultsOfTypeSelf() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Duplicating {
                func duplicate() -> Self
            }
            """,
            expandsTo: """

                protocol Duplicating {
                    func duplicate() -> Self
                }

                #if DEBUG || MUSTER_MOCKS
                class DuplicatingMockBase: MusterMockRuntime.MockBase, Duplicating, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _DuplicatingMember0 = MusterMockRuntime.Member<(any Duplicating)>("duplicate()")
                    func duplicate() -> Self {
                        call(_DuplicatingMember0) as! Self
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Duplicating>()
                    private nonisolated var musterReal: (any Duplicating)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Duplicating,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class DuplicatingMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    func duplicate() {
                        musterVerification.verify(MusterMockRuntime.Member<(any Duplicating)>("duplicate()"))
                    }
                }
                nonisolated class DuplicatingMockStubberBase: MusterMockRuntime.MockStubberBase {
                    func duplicate() -> MusterMockRuntime.Stub<(any Duplicating), Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<(any Duplicating)>("duplicate()"), failure: (Never).self)
                    }
                }
                final class DuplicatingMock: DuplicatingMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: DuplicatingMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: DuplicatingMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: DuplicatingMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: DuplicatingMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles DuplicatingMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Duplicating")
                typealias DuplicatingMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func subscriptsWithGettersAndSetters() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Grid {
                subscript(key: String) -> Int? { get set }
                subscript(row: Int, column: Int) -> Double { get }
            }
            """,
            expandsTo: """

                protocol Grid {
                    subscript(key: String) -> Int? { get set }
                    subscript(row: Int, column: Int) -> Double { get }
                }

                #if DEBUG || MUSTER_MOCKS
                class GridMockBase: MusterMockRuntime.MockBase, Grid, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _GridMember0 = MusterMockRuntime.Member<String, Int?>("subscript(_ key:)")
                    private let _GridMember1 = MusterMockRuntime.Member<String, Int?, Void>("subscript(_ key:newValue:)")
                    subscript(key: String) -> Int? {
                        get {
                            call(_GridMember0, key)
                        }
                        set {
                            call(_GridMember1, key, newValue)
                        }
                    }
                    private let _GridMember2 = MusterMockRuntime.Member<Int, Int, Double>("subscript(_ row:_ column:)")
                    subscript(row: Int, column: Int) -> Double {
                        get {
                            call(_GridMember2, row, column)
                        }
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Grid>()
                    private nonisolated var musterReal: (any Grid)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Grid,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class GridMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    subscript(_ key: some MusterMatchers.MatcherConvertible<String>) -> MusterMockRuntime.SubscriptVerification<String, Int?> {
                        MusterMockRuntime.SubscriptVerification(getter: MusterMockRuntime.Member<String, Int?>("subscript(_ key:)"), setter: MusterMockRuntime.Member<String, Int?, Void>("subscript(_ key:newValue:)"), keys: key.asMatcher(), verification: musterVerification)
                    }
                    @_disfavoredOverload
                    subscript(_ key: String) -> MusterMockRuntime.SubscriptVerification<String, Int?> {
                        MusterMockRuntime.SubscriptVerification(getter: MusterMockRuntime.Member<String, Int?>("subscript(_ key:)"), setter: MusterMockRuntime.Member<String, Int?, Void>("subscript(_ key:newValue:)"), keys: MusterMockRuntime.equalToArgument(key), verification: musterVerification)
                    }
                    subscript(_ row: some MusterMatchers.MatcherConvertible<Int>, _ column: some MusterMatchers.MatcherConvertible<Int>) -> MusterMockRuntime.SubscriptVerification<Int, Int, Double> {
                        MusterMockRuntime.SubscriptVerification(getter: MusterMockRuntime.Member<Int, Int, Double>("subscript(_ row:_ column:)"), setter: nil, keys: row.asMatcher(), column.asMatcher(), verification: musterVerification)
                    }
                    @_disfavoredOverload
                    subscript(_ row: Int, _ column: Int) -> MusterMockRuntime.SubscriptVerification<Int, Int, Double> {
                        MusterMockRuntime.SubscriptVerification(getter: MusterMockRuntime.Member<Int, Int, Double>("subscript(_ row:_ column:)"), setter: nil, keys: MusterMockRuntime.equalToArgument(row), MusterMockRuntime.equalToArgument(column), verification: musterVerification)
                    }
                }
                nonisolated class GridMockStubberBase: MusterMockRuntime.MockStubberBase {
                    subscript(_ key: some MusterMatchers.MatcherConvertible<String>) -> MusterMockRuntime.SubscriptStub<String, Int?, Never> {
                        MusterMockRuntime.SubscriptStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<String, Int?>("subscript(_ key:)"), setter: MusterMockRuntime.Member<String, Int?, Void>("subscript(_ key:newValue:)"), keys: key.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    subscript(_ key: String) -> MusterMockRuntime.SubscriptStub<String, Int?, Never> {
                        MusterMockRuntime.SubscriptStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<String, Int?>("subscript(_ key:)"), setter: MusterMockRuntime.Member<String, Int?, Void>("subscript(_ key:newValue:)"), keys: MusterMockRuntime.equalToArgument(key), failure: (Never).self)
                    }
                    subscript(_ row: some MusterMatchers.MatcherConvertible<Int>, _ column: some MusterMatchers.MatcherConvertible<Int>) -> MusterMockRuntime.SubscriptStub<Int, Int, Double, Never> {
                        MusterMockRuntime.SubscriptStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<Int, Int, Double>("subscript(_ row:_ column:)"), setter: nil, keys: row.asMatcher(), column.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    subscript(_ row: Int, _ column: Int) -> MusterMockRuntime.SubscriptStub<Int, Int, Double, Never> {
                        MusterMockRuntime.SubscriptStub(stubbing: musterStubbing, getter: MusterMockRuntime.Member<Int, Int, Double>("subscript(_ row:_ column:)"), setter: nil, keys: MusterMockRuntime.equalToArgument(row), MusterMockRuntime.equalToArgument(column), failure: (Never).self)
                    }
                }
                final class GridMock: GridMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: GridMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: GridMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: GridMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: GridMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles GridMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Grid")
                typealias GridMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func inoutArguments() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Tally {
                func clamp(_ value: inout Int, to limit: Int) -> Bool
            }
            """,
            expandsTo: """

                protocol Tally {
                    func clamp(_ value: inout Int, to limit: Int) -> Bool
                }

                #if DEBUG || MUSTER_MOCKS
                class TallyMockBase: MusterMockRuntime.MockBase, Tally, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _TallyMember0 = MusterMockRuntime.Member<MusterMockRuntime.InoutArgument<Int>, Int, Bool>("clamp(_ value:to limit:)")
                    func clamp(_ value: inout Int, to limit: Int) -> Bool {
                        let _value = MusterMockRuntime.InoutArgument(value)
                        defer {
                            value = _value.value
                        }
                        return call(_TallyMember0, _value, limit)
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Tally>()
                    private nonisolated var musterReal: (any Tally)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Tally,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class TallyMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    func clamp(_ value: some MusterMatchers.MatcherConvertible<Int>, to limit: some MusterMatchers.MatcherConvertible<Int>) {
                        musterVerification.verify(MusterMockRuntime.Member<MusterMockRuntime.InoutArgument<Int>, Int, Bool>("clamp(_ value:to limit:)"), MusterMockRuntime.passedIn(value.asMatcher()), limit.asMatcher())
                    }
                    @_disfavoredOverload
                    func clamp(_ value: Int, to limit: Int) {
                        musterVerification.verify(MusterMockRuntime.Member<MusterMockRuntime.InoutArgument<Int>, Int, Bool>("clamp(_ value:to limit:)"), MusterMockRuntime.passedIn(MusterMockRuntime.equalToArgument(value)), MusterMockRuntime.equalToArgument(limit))
                    }
                }
                nonisolated class TallyMockStubberBase: MusterMockRuntime.MockStubberBase {
                    func clamp(_ value: some MusterMatchers.MatcherConvertible<Int>, to limit: some MusterMatchers.MatcherConvertible<Int>) -> MusterMockRuntime.Stub<MusterMockRuntime.InoutArgument<Int>, Int, Bool, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<MusterMockRuntime.InoutArgument<Int>, Int, Bool>("clamp(_ value:to limit:)"), MusterMockRuntime.passedIn(value.asMatcher()), limit.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    func clamp(_ value: Int, to limit: Int) -> MusterMockRuntime.Stub<MusterMockRuntime.InoutArgument<Int>, Int, Bool, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<MusterMockRuntime.InoutArgument<Int>, Int, Bool>("clamp(_ value:to limit:)"), MusterMockRuntime.passedIn(MusterMockRuntime.equalToArgument(value)), MusterMockRuntime.equalToArgument(limit), failure: (Never).self)
                    }
                }
                final class TallyMock: TallyMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: TallyMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: TallyMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: TallyMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: TallyMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles TallyMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Tally")
                typealias TallyMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func initializersAreRecordedOnTheType() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Shape {
                init?(named name: String) throws
            }
            """,
            expandsTo: """

                protocol Shape {
                    init?(named name: String) throws
                }

                #if DEBUG || MUSTER_MOCKS
                class ShapeMockBase: MusterMockRuntime.MockBase, Shape, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    required init?(named name: String) throws {
                        try ShapeMockBase.statics.callThrowing(MusterMockRuntime.Member<String, Void>("init(named name:)"), name)
                        super.init()
                    }
                    static let statics = Statics()
                    nonisolated final class Statics: MusterMockRuntime.Mock, Sendable {
                        private let shared = MusterMockRuntime.CallRecorder(name: "ShapeMock")
                        var musterRecorder: MusterMockRuntime.CallRecorder {
                            MusterMockRuntime.StaticMockRecorders.recorder(for: self, shared: shared)
                        }
                        nonisolated final class Verifier: MusterMockRuntime.MockVerifierBase, MusterMockRuntime.MockVerifier {
                            init(target: Statics, verification: MusterMockRuntime.Verification) {
                                super.init(verification: verification)
                            }
                            func initializer(named name: some MusterMatchers.MatcherConvertible<String>) {
                                musterVerification.verify(MusterMockRuntime.Member<String, Void>("init(named name:)"), name.asMatcher())
                            }
                            @_disfavoredOverload
                            func initializer(named name: String) {
                                musterVerification.verify(MusterMockRuntime.Member<String, Void>("init(named name:)"), MusterMockRuntime.equalToArgument(name))
                            }
                        }
                        nonisolated final class Stubber: MusterMockRuntime.MockStubberBase, MusterMockRuntime.MockStubber {
                            init(target: Statics, stubbing: MusterMockRuntime.Stubbing) {
                                super.init(stubbing: stubbing)
                            }
                            func initializer(named name: some MusterMatchers.MatcherConvertible<String>) -> MusterMockRuntime.Stub<String, Void, any Error> {
                                musterStubbing.stub(MusterMockRuntime.Member<String, Void>("init(named name:)"), name.asMatcher(), failure: (any Error).self)
                            }
                            @_disfavoredOverload
                            func initializer(named name: String) -> MusterMockRuntime.Stub<String, Void, any Error> {
                                musterStubbing.stub(MusterMockRuntime.Member<String, Void>("init(named name:)"), MusterMockRuntime.equalToArgument(name), failure: (any Error).self)
                            }
                        }
                    }
                }
                nonisolated class ShapeMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                }
                nonisolated class ShapeMockStubberBase: MusterMockRuntime.MockStubberBase {
                }
                final class ShapeMock: ShapeMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated final class Verifier: ShapeMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: ShapeMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: ShapeMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: ShapeMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles ShapeMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Shape")
                typealias ShapeMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func closuresAndOpaqueParameters() {
        assertMockableExpansion(
            """
            @Mockable
            protocol Runner {
                @discardableResult func run(_ work: @escaping @Sendable () -> Void, on scheduler: some Scheduler) -> Bool
            }
            """,
            expandsTo: """

                protocol Runner {
                    @discardableResult func run(_ work: @escaping @Sendable () -> Void, on scheduler: some Scheduler) -> Bool
                }

                #if DEBUG || MUSTER_MOCKS
                class RunnerMockBase: MusterMockRuntime.MockBase, Runner, nonisolated MusterMockRuntime.ForwardingMock, @unchecked Sendable {
                    private let _RunnerMember0 = MusterMockRuntime.Member<@Sendable () -> Void, any Scheduler, Bool>("run(_ work:on scheduler:)")
                    @discardableResult func run(_ work: @escaping @Sendable () -> Void, on scheduler: some Scheduler) -> Bool {
                        call(_RunnerMember0, work, scheduler, forwardingTo: musterReal) { real in
                            real.run(work, on: scheduler)
                        }
                    }
                    nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any Runner>()
                    private nonisolated var musterReal: (any Runner)? {
                        musterForwarding.real
                    }
                    /// Creates a mock that records every call, as any mock does, and forwards each call
                    /// that no stub answers to `real`.
                    convenience init(
                        forwardingTo real: some Runner,
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        self.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                        musterForwarding.real = real
                    }
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated class RunnerMockVerifierBase: MusterMockRuntime.MockVerifierBase {
                    func run(_ work: some MusterMatchers.MatcherConvertible<@Sendable () -> Void>, on scheduler: some MusterMatchers.MatcherConvertible<any Scheduler>) {
                        musterVerification.verify(MusterMockRuntime.Member<@Sendable () -> Void, any Scheduler, Bool>("run(_ work:on scheduler:)"), work.asMatcher(), scheduler.asMatcher())
                    }
                }
                nonisolated class RunnerMockStubberBase: MusterMockRuntime.MockStubberBase {
                    func run(_ work: some MusterMatchers.MatcherConvertible<@Sendable () -> Void>, on scheduler: some MusterMatchers.MatcherConvertible<any Scheduler>) -> MusterMockRuntime.Stub<@Sendable () -> Void, any Scheduler, Bool, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<@Sendable () -> Void, any Scheduler, Bool>("run(_ work:on scheduler:)"), work.asMatcher(), scheduler.asMatcher(), failure: (Never).self)
                    }
                }
                final class RunnerMock: RunnerMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated final class Verifier: RunnerMockVerifierBase, MusterMockRuntime.MockVerifier {
                        init(target: RunnerMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated final class Stubber: RunnerMockStubberBase, MusterMockRuntime.MockStubber {
                        init(target: RunnerMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles RunnerMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Runner")
                typealias RunnerMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }

    @Test func inheritedProtocolBuildsOnItsParentsBases() {
        assertMockableExpansion(
            """
            @Mockable
            public protocol Alarm: Clock, Sendable {
                func ring(at time: Int) -> Bool
            }
            """,
            expandsTo: """

                public protocol Alarm: Clock, Sendable {
                    func ring(at time: Int) -> Bool
                }

                #if DEBUG || MUSTER_MOCKS
                open class AlarmMockBase: ClockMockBase, Alarm, @unchecked Sendable {
                    private let _AlarmMember0 = MusterMockRuntime.Member<Int, Bool>("ring(at time:)")
                    public func ring(at time: Int) -> Bool {
                        call(_AlarmMember0, time)
                    }
                    public nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                }
                nonisolated open class AlarmMockVerifierBase: ClockMockVerifierBase {
                    public func ring(at time: some MusterMatchers.MatcherConvertible<Int>) {
                        musterVerification.verify(MusterMockRuntime.Member<Int, Bool>("ring(at time:)"), time.asMatcher())
                    }
                    @_disfavoredOverload
                    public func ring(at time: Int) {
                        musterVerification.verify(MusterMockRuntime.Member<Int, Bool>("ring(at time:)"), MusterMockRuntime.equalToArgument(time))
                    }
                }
                nonisolated open class AlarmMockStubberBase: ClockMockStubberBase {
                    public func ring(at time: some MusterMatchers.MatcherConvertible<Int>) -> MusterMockRuntime.Stub<Int, Bool, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Int, Bool>("ring(at time:)"), time.asMatcher(), failure: (Never).self)
                    }
                    @_disfavoredOverload
                    public func ring(at time: Int) -> MusterMockRuntime.Stub<Int, Bool, Never> {
                        musterStubbing.stub(MusterMockRuntime.Member<Int, Bool>("ring(at time:)"), MusterMockRuntime.equalToArgument(time), failure: (Never).self)
                    }
                }
                public final class AlarmMock: AlarmMockBase, nonisolated MusterMockRuntime.Mock, @unchecked Sendable {
                    public nonisolated override init(
                        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
                        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column
                    ) {
                        super.init(
                            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
                            column: column)
                    }
                    nonisolated public final class Verifier: AlarmMockVerifierBase, MusterMockRuntime.MockVerifier {
                        public init(target: AlarmMock, verification: MusterMockRuntime.Verification) {
                            super.init(verification: verification)
                        }
                    }
                    nonisolated public final class Stubber: AlarmMockStubberBase, MusterMockRuntime.MockStubber {
                        public init(target: AlarmMock, stubbing: MusterMockRuntime.Stubbing) {
                            super.init(stubbing: stubbing)
                        }
                    }
                }
                #else
                @available(*, unavailable, message: "@Mockable compiles AlarmMock only where DEBUG || MUSTER_MOCKS holds; to use it in a release build, add swiftSettings: [.define(\\"MUSTER_MOCKS\\")] to the target that declares Alarm")
                public typealias AlarmMock = MusterMockRuntime.MockNotCompiled
                #endif
                """)
    }
}
