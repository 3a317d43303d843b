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

                final class NavigatorMock: Navigator, MusterMocks.Mock, Sendable {
                    let recorder: MusterMocks.CallRecorder
                    init(name: String? = nil, unstubbedCalls: MusterMocks.UnstubbedCallPolicy = .returnDefault) {
                        recorder = MusterMocks.CallRecorder(name: name, unstubbedCalls: unstubbedCalls)
                    }
                    func push(_ vc: ViewController, animated: Bool) {
                        call(MusterMocks.Member<ViewController, Bool, Void>("push(_ vc:animated:)"), vc, animated)
                    }
                    func pop(animated: Bool) -> ViewController? {
                        call(MusterMocks.Member<Bool, ViewController?>("pop(animated:)"), animated)
                    }
                    struct Verifier: MusterMocks.MockVerifier {
                        let musterVerification: MusterMocks.Verification
                        init(target: NavigatorMock, verification: MusterMocks.Verification) {
                            musterVerification = verification
                        }
                        func push(_ vc: some Muster.MatcherConvertible<ViewController>, animated: some Muster.MatcherConvertible<Bool>) {
                            musterVerification.verify(MusterMocks.Member<ViewController, Bool, Void>("push(_ vc:animated:)"), vc.asMatcher(), animated.asMatcher())
                        }
                        @_disfavoredOverload
                        func push(_ vc: ViewController, animated: Bool) {
                            musterVerification.verify(MusterMocks.Member<ViewController, Bool, Void>("push(_ vc:animated:)"), MusterMocks.equalToArgument(vc), MusterMocks.equalToArgument(animated))
                        }
                        func pop(animated: some Muster.MatcherConvertible<Bool>) {
                            musterVerification.verify(MusterMocks.Member<Bool, ViewController?>("pop(animated:)"), animated.asMatcher())
                        }
                        @_disfavoredOverload
                        func pop(animated: Bool) {
                            musterVerification.verify(MusterMocks.Member<Bool, ViewController?>("pop(animated:)"), MusterMocks.equalToArgument(animated))
                        }
                    }
                    struct Stubber: MusterMocks.MockStubber {
                        let musterStubbing: MusterMocks.Stubbing
                        init(target: NavigatorMock, stubbing: MusterMocks.Stubbing) {
                            musterStubbing = stubbing
                        }
                        func push(_ vc: some Muster.MatcherConvertible<ViewController>, animated: some Muster.MatcherConvertible<Bool>) -> MusterMocks.Stub<ViewController, Bool, Void, Never> {
                            musterStubbing.stub(MusterMocks.Member<ViewController, Bool, Void>("push(_ vc:animated:)"), vc.asMatcher(), animated.asMatcher(), failure: (Never).self)
                        }
                        @_disfavoredOverload
                        func push(_ vc: ViewController, animated: Bool) -> MusterMocks.Stub<ViewController, Bool, Void, Never> {
                            musterStubbing.stub(MusterMocks.Member<ViewController, Bool, Void>("push(_ vc:animated:)"), MusterMocks.equalToArgument(vc), MusterMocks.equalToArgument(animated), failure: (Never).self)
                        }
                        func pop(animated: some Muster.MatcherConvertible<Bool>) -> MusterMocks.Stub<Bool, ViewController?, Never> {
                            musterStubbing.stub(MusterMocks.Member<Bool, ViewController?>("pop(animated:)"), animated.asMatcher(), failure: (Never).self)
                        }
                        @_disfavoredOverload
                        func pop(animated: Bool) -> MusterMocks.Stub<Bool, ViewController?, Never> {
                            musterStubbing.stub(MusterMocks.Member<Bool, ViewController?>("pop(animated:)"), MusterMocks.equalToArgument(animated), failure: (Never).self)
                        }
                    }
                }
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

                final class LoggerMock: Logger, MusterMocks.Mock, Sendable {
                    let recorder: MusterMocks.CallRecorder
                    init(name: String? = nil, unstubbedCalls: MusterMocks.UnstubbedCallPolicy = .returnDefault) {
                        recorder = MusterMocks.CallRecorder(name: name, unstubbedCalls: unstubbedCalls)
                    }
                    func log(_ message: String) {
                        call(MusterMocks.Member<String, Void>("log(_ message:)", overload: "(String) -> Void"), message)
                    }
                    func log(_ message: Int) {
                        call(MusterMocks.Member<Int, Void>("log(_ message:)", overload: "(Int) -> Void"), message)
                    }
                    func log(level: Int, _ parts: String...) {
                        call(MusterMocks.Member<Int, [String], Void>("log(level:_ parts:)"), level, parts)
                    }
                    struct Verifier: MusterMocks.MockVerifier {
                        let musterVerification: MusterMocks.Verification
                        init(target: LoggerMock, verification: MusterMocks.Verification) {
                            musterVerification = verification
                        }
                        func log(_ message: some Muster.MatcherConvertible<String>) {
                            musterVerification.verify(MusterMocks.Member<String, Void>("log(_ message:)", overload: "(String) -> Void"), message.asMatcher())
                        }
                        @_disfavoredOverload
                        func log(_ message: String) {
                            musterVerification.verify(MusterMocks.Member<String, Void>("log(_ message:)", overload: "(String) -> Void"), MusterMocks.equalToArgument(message))
                        }
                        func log(_ message: some Muster.MatcherConvertible<Int>) {
                            musterVerification.verify(MusterMocks.Member<Int, Void>("log(_ message:)", overload: "(Int) -> Void"), message.asMatcher())
                        }
                        @_disfavoredOverload
                        func log(_ message: Int) {
                            musterVerification.verify(MusterMocks.Member<Int, Void>("log(_ message:)", overload: "(Int) -> Void"), MusterMocks.equalToArgument(message))
                        }
                        func log(level: some Muster.MatcherConvertible<Int>, _ parts: some Muster.MatcherConvertible<[String]>) {
                            musterVerification.verify(MusterMocks.Member<Int, [String], Void>("log(level:_ parts:)"), level.asMatcher(), parts.asMatcher())
                        }
                        @_disfavoredOverload
                        func log(level: Int, _ parts: [String]) {
                            musterVerification.verify(MusterMocks.Member<Int, [String], Void>("log(level:_ parts:)"), MusterMocks.equalToArgument(level), MusterMocks.equalToArgument(parts))
                        }
                    }
                    struct Stubber: MusterMocks.MockStubber {
                        let musterStubbing: MusterMocks.Stubbing
                        init(target: LoggerMock, stubbing: MusterMocks.Stubbing) {
                            musterStubbing = stubbing
                        }
                        func log(_ message: some Muster.MatcherConvertible<String>) -> MusterMocks.Stub<String, Void, Never> {
                            musterStubbing.stub(MusterMocks.Member<String, Void>("log(_ message:)", overload: "(String) -> Void"), message.asMatcher(), failure: (Never).self)
                        }
                        @_disfavoredOverload
                        func log(_ message: String) -> MusterMocks.Stub<String, Void, Never> {
                            musterStubbing.stub(MusterMocks.Member<String, Void>("log(_ message:)", overload: "(String) -> Void"), MusterMocks.equalToArgument(message), failure: (Never).self)
                        }
                        func log(_ message: some Muster.MatcherConvertible<Int>) -> MusterMocks.Stub<Int, Void, Never> {
                            musterStubbing.stub(MusterMocks.Member<Int, Void>("log(_ message:)", overload: "(Int) -> Void"), message.asMatcher(), failure: (Never).self)
                        }
                        @_disfavoredOverload
                        func log(_ message: Int) -> MusterMocks.Stub<Int, Void, Never> {
                            musterStubbing.stub(MusterMocks.Member<Int, Void>("log(_ message:)", overload: "(Int) -> Void"), MusterMocks.equalToArgument(message), failure: (Never).self)
                        }
                        func log(level: some Muster.MatcherConvertible<Int>, _ parts: some Muster.MatcherConvertible<[String]>) -> MusterMocks.Stub<Int, [String], Void, Never> {
                            musterStubbing.stub(MusterMocks.Member<Int, [String], Void>("log(level:_ parts:)"), level.asMatcher(), parts.asMatcher(), failure: (Never).self)
                        }
                        @_disfavoredOverload
                        func log(level: Int, _ parts: [String]) -> MusterMocks.Stub<Int, [String], Void, Never> {
                            musterStubbing.stub(MusterMocks.Member<Int, [String], Void>("log(level:_ parts:)"), MusterMocks.equalToArgument(level), MusterMocks.equalToArgument(parts), failure: (Never).self)
                        }
                    }
                }
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

                final class LoaderMock: Loader, MusterMocks.Mock, Sendable {
                    let recorder: MusterMocks.CallRecorder
                    init(name: String? = nil, unstubbedCalls: MusterMocks.UnstubbedCallPolicy = .returnDefault) {
                        recorder = MusterMocks.CallRecorder(name: name, unstubbedCalls: unstubbedCalls)
                    }
                    func load(id: Int) async throws -> Data {
                        try await callThrowing(MusterMocks.Member<Int, Data>("load(id:)"), id)
                    }
                    func parse(_ text: String) throws(ParseError) -> Int {
                        try callThrowing(MusterMocks.Member<String, Int>("parse(_ text:)"), text, throwing: (ParseError).self)
                    }
                    func refresh() async {
                        await call(MusterMocks.Member<Void>("refresh()"))
                    }
                    struct Verifier: MusterMocks.MockVerifier {
                        let musterVerification: MusterMocks.Verification
                        init(target: LoaderMock, verification: MusterMocks.Verification) {
                            musterVerification = verification
                        }
                        func load(id: some Muster.MatcherConvertible<Int>) {
                            musterVerification.verify(MusterMocks.Member<Int, Data>("load(id:)"), id.asMatcher())
                        }
                        @_disfavoredOverload
                        func load(id: Int) {
                            musterVerification.verify(MusterMocks.Member<Int, Data>("load(id:)"), MusterMocks.equalToArgument(id))
                        }
                        func parse(_ text: some Muster.MatcherConvertible<String>) {
                            musterVerification.verify(MusterMocks.Member<String, Int>("parse(_ text:)"), text.asMatcher())
                        }
                        @_disfavoredOverload
                        func parse(_ text: String) {
                            musterVerification.verify(MusterMocks.Member<String, Int>("parse(_ text:)"), MusterMocks.equalToArgument(text))
                        }
                        func refresh() {
                            musterVerification.verify(MusterMocks.Member<Void>("refresh()"))
                        }
                    }
                    struct Stubber: MusterMocks.MockStubber {
                        let musterStubbing: MusterMocks.Stubbing
                        init(target: LoaderMock, stubbing: MusterMocks.Stubbing) {
                            musterStubbing = stubbing
                        }
                        func load(id: some Muster.MatcherConvertible<Int>) -> MusterMocks.Stub<Int, Data, any Error> {
                            musterStubbing.stub(MusterMocks.Member<Int, Data>("load(id:)"), id.asMatcher(), failure: (any Error).self)
                        }
                        @_disfavoredOverload
                        func load(id: Int) -> MusterMocks.Stub<Int, Data, any Error> {
                            musterStubbing.stub(MusterMocks.Member<Int, Data>("load(id:)"), MusterMocks.equalToArgument(id), failure: (any Error).self)
                        }
                        func parse(_ text: some Muster.MatcherConvertible<String>) -> MusterMocks.Stub<String, Int, ParseError> {
                            musterStubbing.stub(MusterMocks.Member<String, Int>("parse(_ text:)"), text.asMatcher(), failure: (ParseError).self)
                        }
                        @_disfavoredOverload
                        func parse(_ text: String) -> MusterMocks.Stub<String, Int, ParseError> {
                            musterStubbing.stub(MusterMocks.Member<String, Int>("parse(_ text:)"), MusterMocks.equalToArgument(text), failure: (ParseError).self)
                        }
                        func refresh() -> MusterMocks.Stub<Void, Never> {
                            musterStubbing.stub(MusterMocks.Member<Void>("refresh()"), failure: (Never).self)
                        }
                    }
                }
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

                final class SettingsMock: Settings, MusterMocks.Mock, Sendable {
                    let recorder: MusterMocks.CallRecorder
                    init(name: String? = nil, unstubbedCalls: MusterMocks.UnstubbedCallPolicy = .returnDefault) {
                        recorder = MusterMocks.CallRecorder(name: name, unstubbedCalls: unstubbedCalls)
                    }
                    var title: String {
                        get {
                            call(MusterMocks.Member<String>("title"))
                        }
                    }
                    var volume: Int {
                        get {
                            call(MusterMocks.Member<Int>("volume"))
                        }
                        set {
                            call(MusterMocks.Member<Int, Void>(setterOf: "volume"), newValue)
                        }
                    }
                    var token: String {
                        get async throws {
                            try await callThrowing(MusterMocks.Member<String>("token"))
                        }
                    }
                    struct Verifier: MusterMocks.MockVerifier {
                        let musterVerification: MusterMocks.Verification
                        init(target: SettingsMock, verification: MusterMocks.Verification) {
                            musterVerification = verification
                        }
                        var title: MusterMocks.ReadOnlyPropertyVerification<String> {
                            MusterMocks.ReadOnlyPropertyVerification(getter: MusterMocks.Member<String>("title"), verification: musterVerification)
                        }
                        var volume: MusterMocks.PropertyVerification<Int> {
                            MusterMocks.PropertyVerification(getter: MusterMocks.Member<Int>("volume"), setter: MusterMocks.Member<Int, Void>(setterOf: "volume"), verification: musterVerification)
                        }
                        var token: MusterMocks.ReadOnlyPropertyVerification<String> {
                            MusterMocks.ReadOnlyPropertyVerification(getter: MusterMocks.Member<String>("token"), verification: musterVerification)
                        }
                    }
                    struct Stubber: MusterMocks.MockStubber {
                        let musterStubbing: MusterMocks.Stubbing
                        init(target: SettingsMock, stubbing: MusterMocks.Stubbing) {
                            musterStubbing = stubbing
                        }
                        var title: MusterMocks.ReadOnlyPropertyStub<String, Never> {
                            MusterMocks.ReadOnlyPropertyStub(stubbing: musterStubbing, getter: MusterMocks.Member<String>("title"), failure: (Never).self)
                        }
                        var volume: MusterMocks.PropertyStub<Int, Never> {
                            MusterMocks.PropertyStub(stubbing: musterStubbing, getter: MusterMocks.Member<Int>("volume"), setter: MusterMocks.Member<Int, Void>(setterOf: "volume"), failure: (Never).self)
                        }
                        var token: MusterMocks.ReadOnlyPropertyStub<String, any Error> {
                            MusterMocks.ReadOnlyPropertyStub(stubbing: musterStubbing, getter: MusterMocks.Member<String>("token"), failure: (any Error).self)
                        }
                    }
                }
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

                final class FactoryMock: Factory, MusterMocks.Mock, Sendable {
                    let recorder: MusterMocks.CallRecorder
                    init(name: String? = nil, unstubbedCalls: MusterMocks.UnstubbedCallPolicy = .returnDefault) {
                        recorder = MusterMocks.CallRecorder(name: name, unstubbedCalls: unstubbedCalls)
                    }
                    static let statics = Statics()
                    static func make(named name: String) -> Int {
                        statics.call(MusterMocks.Member<String, Int>("make(named name:)"), name)
                    }
                    static var count: Int {
                        get {
                            statics.call(MusterMocks.Member<Int>("count"))
                        }
                    }
                    final class Statics: MusterMocks.Mock, Sendable {
                        let recorder = MusterMocks.CallRecorder(name: "FactoryMock")
                        struct Verifier: MusterMocks.MockVerifier {
                            let musterVerification: MusterMocks.Verification
                            init(target: Statics, verification: MusterMocks.Verification) {
                                musterVerification = verification
                            }
                            func make(named name: some Muster.MatcherConvertible<String>) {
                                musterVerification.verify(MusterMocks.Member<String, Int>("make(named name:)"), name.asMatcher())
                            }
                            @_disfavoredOverload
                            func make(named name: String) {
                                musterVerification.verify(MusterMocks.Member<String, Int>("make(named name:)"), MusterMocks.equalToArgument(name))
                            }
                            var count: MusterMocks.ReadOnlyPropertyVerification<Int> {
                                MusterMocks.ReadOnlyPropertyVerification(getter: MusterMocks.Member<Int>("count"), verification: musterVerification)
                            }
                        }
                        struct Stubber: MusterMocks.MockStubber {
                            let musterStubbing: MusterMocks.Stubbing
                            init(target: Statics, stubbing: MusterMocks.Stubbing) {
                                musterStubbing = stubbing
                            }
                            func make(named name: some Muster.MatcherConvertible<String>) -> MusterMocks.Stub<String, Int, Never> {
                                musterStubbing.stub(MusterMocks.Member<String, Int>("make(named name:)"), name.asMatcher(), failure: (Never).self)
                            }
                            @_disfavoredOverload
                            func make(named name: String) -> MusterMocks.Stub<String, Int, Never> {
                                musterStubbing.stub(MusterMocks.Member<String, Int>("make(named name:)"), MusterMocks.equalToArgument(name), failure: (Never).self)
                            }
                            var count: MusterMocks.ReadOnlyPropertyStub<Int, Never> {
                                MusterMocks.ReadOnlyPropertyStub(stubbing: musterStubbing, getter: MusterMocks.Member<Int>("count"), failure: (Never).self)
                            }
                        }
                    }
                    struct Verifier: MusterMocks.MockVerifier {
                        let musterVerification: MusterMocks.Verification
                        init(target: FactoryMock, verification: MusterMocks.Verification) {
                            musterVerification = verification
                        }
                    }
                    struct Stubber: MusterMocks.MockStubber {
                        let musterStubbing: MusterMocks.Stubbing
                        init(target: FactoryMock, stubbing: MusterMocks.Stubbing) {
                            musterStubbing = stubbing
                        }
                    }
                }
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

                final class DecoderMock: Decoder, MusterMocks.Mock, Sendable {
                    let recorder: MusterMocks.CallRecorder
                    init(name: String? = nil, unstubbedCalls: MusterMocks.UnstubbedCallPolicy = .returnDefault) {
                        recorder = MusterMocks.CallRecorder(name: name, unstubbedCalls: unstubbedCalls)
                    }
                    func decode<T: Decodable>(_ data: Data, as type: T.Type) -> T {
                        call(MusterMocks.Member<Data, T.Type, T>("decode(_ data:as type:)"), data, type)
                    }
                    func keep<Value>(_ value: Value) where Value: Equatable {
                        call(MusterMocks.Member<Value, Void>("keep(_ value:)"), value)
                    }
                    struct Verifier: MusterMocks.MockVerifier {
                        let musterVerification: MusterMocks.Verification
                        init(target: DecoderMock, verification: MusterMocks.Verification) {
                            musterVerification = verification
                        }
                        func decode<T: Decodable>(_ data: some Muster.MatcherConvertible<Data>, as type: T.Type) {
                            musterVerification.verify(MusterMocks.Member<Data, T.Type, T>("decode(_ data:as type:)"), data.asMatcher(), MusterMocks.equalToType(type))
                        }
                        @_disfavoredOverload
                        func decode<T: Decodable>(_ data: Data, as type: T.Type) {
                            musterVerification.verify(MusterMocks.Member<Data, T.Type, T>("decode(_ data:as type:)"), MusterMocks.equalToArgument(data), MusterMocks.equalToType(type))
                        }
                        func keep<Value>(_ value: some Muster.MatcherConvertible<Value>) where Value: Equatable {
                            musterVerification.verify(MusterMocks.Member<Value, Void>("keep(_ value:)"), value.asMatcher())
                        }
                        @_disfavoredOverload
                        func keep<Value>(_ value: Value) where Value: Equatable {
                            musterVerification.verify(MusterMocks.Member<Value, Void>("keep(_ value:)"), MusterMocks.equalToArgument(value))
                        }
                    }
                    struct Stubber: MusterMocks.MockStubber {
                        let musterStubbing: MusterMocks.Stubbing
                        init(target: DecoderMock, stubbing: MusterMocks.Stubbing) {
                            musterStubbing = stubbing
                        }
                        func decode<T: Decodable>(_ data: some Muster.MatcherConvertible<Data>, as type: T.Type) -> MusterMocks.Stub<Data, T.Type, T, Never> {
                            musterStubbing.stub(MusterMocks.Member<Data, T.Type, T>("decode(_ data:as type:)"), data.asMatcher(), MusterMocks.equalToType(type), failure: (Never).self)
                        }
                        @_disfavoredOverload
                        func decode<T: Decodable>(_ data: Data, as type: T.Type) -> MusterMocks.Stub<Data, T.Type, T, Never> {
                            musterStubbing.stub(MusterMocks.Member<Data, T.Type, T>("decode(_ data:as type:)"), MusterMocks.equalToArgument(data), MusterMocks.equalToType(type), failure: (Never).self)
                        }
                        func keep<Value>(_ value: some Muster.MatcherConvertible<Value>) -> MusterMocks.Stub<Value, Void, Never> where Value: Equatable {
                            musterStubbing.stub(MusterMocks.Member<Value, Void>("keep(_ value:)"), value.asMatcher(), failure: (Never).self)
                        }
                        @_disfavoredOverload
                        func keep<Value>(_ value: Value) -> MusterMocks.Stub<Value, Void, Never> where Value: Equatable {
                            musterStubbing.stub(MusterMocks.Member<Value, Void>("keep(_ value:)"), MusterMocks.equalToArgument(value), failure: (Never).self)
                        }
                    }
                }
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

                final class StoreMock<Item: Equatable, Key>: Store, MusterMocks.Mock, Sendable {
                    let recorder: MusterMocks.CallRecorder
                    init(name: String? = nil, unstubbedCalls: MusterMocks.UnstubbedCallPolicy = .returnDefault) {
                        recorder = MusterMocks.CallRecorder(name: name, unstubbedCalls: unstubbedCalls)
                    }
                    func save(_ item: Item, for key: Key) {
                        call(MusterMocks.Member<Item, Key, Void>("save(_ item:for key:)"), item, key)
                    }
                    struct Verifier: MusterMocks.MockVerifier {
                        let musterVerification: MusterMocks.Verification
                        init(target: StoreMock, verification: MusterMocks.Verification) {
                            musterVerification = verification
                        }
                        func save(_ item: some Muster.MatcherConvertible<Item>, for key: some Muster.MatcherConvertible<Key>) {
                            musterVerification.verify(MusterMocks.Member<Item, Key, Void>("save(_ item:for key:)"), item.asMatcher(), key.asMatcher())
                        }
                        @_disfavoredOverload
                        func save(_ item: Item, for key: Key) {
                            musterVerification.verify(MusterMocks.Member<Item, Key, Void>("save(_ item:for key:)"), MusterMocks.equalToArgument(item), MusterMocks.equalToArgument(key))
                        }
                    }
                    struct Stubber: MusterMocks.MockStubber {
                        let musterStubbing: MusterMocks.Stubbing
                        init(target: StoreMock, stubbing: MusterMocks.Stubbing) {
                            musterStubbing = stubbing
                        }
                        func save(_ item: some Muster.MatcherConvertible<Item>, for key: some Muster.MatcherConvertible<Key>) -> MusterMocks.Stub<Item, Key, Void, Never> {
                            musterStubbing.stub(MusterMocks.Member<Item, Key, Void>("save(_ item:for key:)"), item.asMatcher(), key.asMatcher(), failure: (Never).self)
                        }
                        @_disfavoredOverload
                        func save(_ item: Item, for key: Key) -> MusterMocks.Stub<Item, Key, Void, Never> {
                            musterStubbing.stub(MusterMocks.Member<Item, Key, Void>("save(_ item:for key:)"), MusterMocks.equalToArgument(item), MusterMocks.equalToArgument(key), failure: (Never).self)
                        }
                    }
                }
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

                public final class ClockMock: Clock, MusterMocks.Mock, Sendable {
                    public let recorder: MusterMocks.CallRecorder
                    public init(name: String? = nil, unstubbedCalls: MusterMocks.UnstubbedCallPolicy = .returnDefault) {
                        recorder = MusterMocks.CallRecorder(name: name, unstubbedCalls: unstubbedCalls)
                    }
                    public func now() -> Double {
                        call(MusterMocks.Member<Double>("now()"))
                    }
                    public struct Verifier: MusterMocks.MockVerifier {
                        public let musterVerification: MusterMocks.Verification
                        public init(target: ClockMock, verification: MusterMocks.Verification) {
                            musterVerification = verification
                        }
                        public func now() {
                            musterVerification.verify(MusterMocks.Member<Double>("now()"))
                        }
                    }
                    public struct Stubber: MusterMocks.MockStubber {
                        public let musterStubbing: MusterMocks.Stubbing
                        public init(target: ClockMock, stubbing: MusterMocks.Stubbing) {
                            musterStubbing = stubbing
                        }
                        public func now() -> MusterMocks.Stub<Double, Never> {
                            musterStubbing.stub(MusterMocks.Member<Double>("now()"), failure: (Never).self)
                        }
                    }
                }
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

                final class RunnerMock: Runner, MusterMocks.Mock, Sendable {
                    let recorder: MusterMocks.CallRecorder
                    init(name: String? = nil, unstubbedCalls: MusterMocks.UnstubbedCallPolicy = .returnDefault) {
                        recorder = MusterMocks.CallRecorder(name: name, unstubbedCalls: unstubbedCalls)
                    }
                    @discardableResult func run(_ work: @escaping @Sendable () -> Void, on scheduler: some Scheduler) -> Bool {
                        call(MusterMocks.Member<@Sendable () -> Void, any Scheduler, Bool>("run(_ work:on scheduler:)"), work, scheduler)
                    }
                    struct Verifier: MusterMocks.MockVerifier {
                        let musterVerification: MusterMocks.Verification
                        init(target: RunnerMock, verification: MusterMocks.Verification) {
                            musterVerification = verification
                        }
                        func run(_ work: some Muster.MatcherConvertible<@Sendable () -> Void>, on scheduler: some Muster.MatcherConvertible<any Scheduler>) {
                            musterVerification.verify(MusterMocks.Member<@Sendable () -> Void, any Scheduler, Bool>("run(_ work:on scheduler:)"), work.asMatcher(), scheduler.asMatcher())
                        }
                    }
                    struct Stubber: MusterMocks.MockStubber {
                        let musterStubbing: MusterMocks.Stubbing
                        init(target: RunnerMock, stubbing: MusterMocks.Stubbing) {
                            musterStubbing = stubbing
                        }
                        func run(_ work: some Muster.MatcherConvertible<@Sendable () -> Void>, on scheduler: some Muster.MatcherConvertible<any Scheduler>) -> MusterMocks.Stub<@Sendable () -> Void, any Scheduler, Bool, Never> {
                            musterStubbing.stub(MusterMocks.Member<@Sendable () -> Void, any Scheduler, Bool>("run(_ work:on scheduler:)"), work.asMatcher(), scheduler.asMatcher(), failure: (Never).self)
                        }
                    }
                }
                """)
    }
}
