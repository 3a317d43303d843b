import MusterMatchers

/// What `verify(mock)` returns: an object with one method per member of the mock.
///
/// `@Mockable` writes one with the protocol's argument labels; a hand-written mock gets
/// ``MemberVerifier``, which reaches its ``Member`` properties by name.
///
/// ```swift
/// struct Verifier: MockVerifier { let verification: Verification; init(target: NavigatorMock, verification: Verification) { self.verification = verification } }
/// ```
public protocol MockVerifier {
    /// The mock this verifies.
    associatedtype Target

    /// Creates the verifier for one `verify(mock, count)`.
    ///
    /// ```swift
    /// init(target: NavigatorMock, verification: Verification) { self.verification = verification }
    /// ```
    init(target: Target, verification: Verification)
}

/// What `given(mock)` returns: an object with one method per member of the mock.
///
/// `@Mockable` writes one with the protocol's argument labels; a hand-written mock gets
/// ``MemberStubber``, which reaches its ``Member`` properties by name.
///
/// ```swift
/// struct Stubber: MockStubber { let stubbing: Stubbing; init(target: NavigatorMock, stubbing: Stubbing) { self.stubbing = stubbing } }
/// ```
public protocol MockStubber {
    /// The mock this stubs.
    associatedtype Target

    /// Creates the stubber for one `given(mock)`.
    ///
    /// ```swift
    /// init(target: NavigatorMock, stubbing: Stubbing) { self.stubbing = stubbing }
    /// ```
    init(target: Target, stubbing: Stubbing)
}

/// The verifier of a hand-written mock: each ``Member`` property of the mock, called with a
/// matcher or plain value per argument, verifies that member.
///
/// ```swift
/// verify(navigator).push(instanceOf(FileContentsViewController.self), true)
/// ```
@dynamicMemberLookup
public struct MemberVerifier<Target: Mock>: MockVerifier {
    let target: Target
    let verification: Verification

    /// Creates the verifier for one `verify(mock, count)`.
    ///
    /// ```swift
    /// MemberVerifier(target: navigator, verification: verification)
    /// ```
    public init(target: Target, verification: Verification) {
        self.target = target
        self.verification = verification
    }

    /// The member of the mock called `name`, ready to verify.
    ///
    /// ```swift
    /// verify(navigator).push(anything(), true)
    /// ```
    public subscript<each Argument, Output>(
        dynamicMember name: KeyPath<Target, Member<repeat each Argument, Output>>
    ) -> MemberVerification<repeat each Argument, Output> {
        MemberVerification(member: target[keyPath: name], verification: verification)
    }

    /// The member of the mock called `name`, whose one argument is optional, ready to verify
    /// with a matcher of the optional or of the wrapped type.
    ///
    /// ```swift
    /// verify(api).fetchChanges(greaterThan(lastSync))
    /// ```
    public subscript<Wrapped, Output>(
        dynamicMember name: KeyPath<Target, Member<Wrapped?, Output>>
    ) -> OptionalArgumentVerification<Wrapped, Output> {
        OptionalArgumentVerification(member: target[keyPath: name], verification: verification)
    }

    /// The member of the mock called `name`, of two arguments, ready to verify; an optional
    /// argument takes a matcher of the optional or of the wrapped type.
    ///
    /// ```swift
    /// verify(api).search(startsWith("mi"), nilValue())
    /// ```
    public subscript<First, Second, Output>(
        dynamicMember name: KeyPath<Target, Member<First, Second, Output>>
    ) -> TwoArgumentVerification<First, Second, Output> {
        TwoArgumentVerification(member: target[keyPath: name], verification: verification)
    }
}

/// A member of a hand-written mock whose one argument is optional, ready to verify: call it
/// with a matcher of the optional (`nilValue()`), a matcher of the wrapped type, which `nil`
/// does not satisfy, or a plain value.
///
/// ```swift
/// verify(api).fetchChanges(greaterThan(lastSync))
/// ```
public struct OptionalArgumentVerification<Wrapped, Output>: Sendable {
    let member: Member<Wrapped?, Output>
    let verification: Verification

    /// Verifies calls whose argument satisfies `matcher`, a matcher of the optional.
    ///
    /// ```swift
    /// verify(api).fetchChanges(nilValue())
    /// ```
    public func callAsFunction(_ matcher: some MatcherConvertible<Wrapped?>) {
        verification.verify(member, matcher.asMatcher())
    }

    /// Verifies calls whose argument holds a value that satisfies `matcher`.
    ///
    /// ```swift
    /// verify(api).fetchChanges(greaterThan(lastSync))
    /// ```
    @_disfavoredOverload
    public func callAsFunction(_ matcher: some MatcherConvertible<Wrapped>) {
        verification.verify(member, Matcher(unwrapping: matcher.asMatcher()))
    }

    /// Verifies calls whose argument equals `value`, of any type.
    ///
    /// ```swift
    /// verify(api).fetchChanges(lastSync)
    /// ```
    @_disfavoredOverload
    public func callAsFunction(_ value: Wrapped?) {
        verification.verify(member, equalToArgument(value))
    }
}

/// One member of a hand-written mock, ready to verify: call it with a matcher or a plain value
/// for each argument.
///
/// ```swift
/// verify(navigator).push(instanceOf(FileContentsViewController.self), true)
/// ```
public struct MemberVerification<each Argument, Output>: Sendable {
    package let member: Member<repeat each Argument, Output>
    let verification: Verification

    /// Verifies calls whose arguments satisfy `matchers`.
    ///
    /// ```swift
    /// verify(navigator).push(instanceOf(FileContentsViewController.self), true)
    /// ```
    public func callAsFunction(_ matchers: repeat any MatcherConvertible<each Argument>) {
        verification.verify(member, repeat (each matchers).asMatcher())
    }

    /// Verifies calls whose arguments equal `values`, of any types: values of the caller's own
    /// `Equatable` types need no declaration. To mix such values with matchers, write
    /// `equalTo(value)` around each value.
    ///
    /// ```swift
    /// verify(prices).record(Money(cents: 400), Category.kitchen)
    /// ```
    @_disfavoredOverload
    public func callAsFunction(_ values: repeat each Argument) {
        verification.verify(member, repeat equalToArgument(each values))
    }
}

/// The stubber of a hand-written mock: each ``Member`` property of the mock, called with a
/// matcher or plain value per argument, stubs that member.
///
/// ```swift
/// given(navigator).topViewController().willReturn(root)
/// ```
@dynamicMemberLookup
public struct MemberStubber<Target: Mock>: MockStubber {
    let target: Target
    let stubbing: Stubbing

    /// Creates the stubber for one `given(mock)`.
    ///
    /// ```swift
    /// MemberStubber(target: navigator, stubbing: stubbing)
    /// ```
    public init(target: Target, stubbing: Stubbing) {
        self.target = target
        self.stubbing = stubbing
    }

    /// The member of the mock called `name`, ready to stub.
    ///
    /// ```swift
    /// given(navigator).canPop().willReturn(true)
    /// ```
    public subscript<each Argument, Output>(
        dynamicMember name: KeyPath<Target, Member<repeat each Argument, Output>>
    ) -> MemberStubbing<repeat each Argument, Output> {
        MemberStubbing(member: target[keyPath: name], stubbing: stubbing)
    }

    /// The member of the mock called `name`, whose one argument is optional, ready to stub
    /// with a matcher of the optional or of the wrapped type.
    ///
    /// ```swift
    /// given(api).fetchChanges(nilValue()).willReturn(allNotes)
    /// ```
    public subscript<Wrapped, Output>(
        dynamicMember name: KeyPath<Target, Member<Wrapped?, Output>>
    ) -> OptionalArgumentStubbing<Wrapped, Output> {
        OptionalArgumentStubbing(member: target[keyPath: name], stubbing: stubbing)
    }

    /// The member of the mock called `name`, of two arguments, ready to stub; an optional
    /// argument takes a matcher of the optional or of the wrapped type.
    ///
    /// ```swift
    /// given(api).search(startsWith("mi"), nilValue()).willReturn([])
    /// ```
    public subscript<First, Second, Output>(
        dynamicMember name: KeyPath<Target, Member<First, Second, Output>>
    ) -> TwoArgumentStubbing<First, Second, Output> {
        TwoArgumentStubbing(member: target[keyPath: name], stubbing: stubbing)
    }
}

/// A member of a hand-written mock whose one argument is optional, ready to stub: call it with
/// a matcher of the optional (`nilValue()`), a matcher of the wrapped type, which `nil` does
/// not satisfy, or a plain value, then say what it does.
///
/// ```swift
/// given(api).fetchChanges(greaterThan(lastSync)).willReturn([])
/// ```
public struct OptionalArgumentStubbing<Wrapped, Output>: Sendable {
    let member: Member<Wrapped?, Output>
    let stubbing: Stubbing

    /// A stub for calls whose argument satisfies `matcher`, a matcher of the optional.
    ///
    /// ```swift
    /// given(api).fetchChanges(nilValue()).willReturn(allNotes)
    /// ```
    public func callAsFunction(_ matcher: some MatcherConvertible<Wrapped?>) -> Stub<
        Wrapped?, Output, any Error
    > {
        stubbing.stub(member, matcher.asMatcher(), failure: (any Error).self)
    }

    /// A stub for calls whose argument holds a value that satisfies `matcher`.
    ///
    /// ```swift
    /// given(api).fetchChanges(greaterThan(lastSync)).willReturn([])
    /// ```
    @_disfavoredOverload
    public func callAsFunction(_ matcher: some MatcherConvertible<Wrapped>) -> Stub<
        Wrapped?, Output, any Error
    > {
        stubbing.stub(member, Matcher(unwrapping: matcher.asMatcher()), failure: (any Error).self)
    }

    /// A stub for calls whose argument equals `value`, of any type.
    ///
    /// ```swift
    /// given(api).fetchChanges(lastSync).willReturn([])
    /// ```
    @_disfavoredOverload
    public func callAsFunction(_ value: Wrapped?) -> Stub<Wrapped?, Output, any Error> {
        stubbing.stub(member, equalToArgument(value), failure: (any Error).self)
    }
}

/// One member of a hand-written mock, ready to stub: call it with a matcher or a plain value for
/// each argument, then say what it does.
///
/// ```swift
/// given(navigator).canPop().willReturn(true)
/// ```
public struct MemberStubbing<each Argument, Output>: Sendable {
    package let member: Member<repeat each Argument, Output>
    let stubbing: Stubbing

    /// A stub for calls whose arguments satisfy `matchers`. Its answers may throw any error;
    /// a member that cannot throw reports a stubbed error as a failure.
    ///
    /// ```swift
    /// given(navigator).pop(true).willReturn(root)
    /// ```
    public func callAsFunction(_ matchers: repeat any MatcherConvertible<each Argument>) -> Stub<
        repeat each Argument, Output, any Error
    > {
        stubbing.stub(member, repeat (each matchers).asMatcher(), failure: (any Error).self)
    }

    /// A stub for calls whose arguments equal `values`, of any types: values of the caller's
    /// own `Equatable` types need no declaration.
    ///
    /// ```swift
    /// given(prices).price(Category.kitchen).willReturn(Money(cents: 400))
    /// ```
    @_disfavoredOverload
    public func callAsFunction(_ values: repeat each Argument) -> Stub<
        repeat each Argument, Output, any Error
    > {
        stubbing.stub(member, repeat equalToArgument(each values), failure: (any Error).self)
    }
}

/// The root of the classes `@Mockable` writes for a protocol's own requirements
/// (`<Protocol>MockBase`): a recorder, made where the test creates the mock.
///
/// For a protocol inheriting from one that is not `@Mockable`, write that protocol's base
/// class by hand, and the generated mock builds on it:
///
/// ```swift
/// class NamedMockBase: MockBase, Named, @unchecked Sendable {
///     var name: String { call(Member("name")) }
/// }
/// ```
open class MockBase: CallRecording, @unchecked Sendable {
    /// Records the calls this mock receives and holds its stubs.
    public let musterRecorder: CallRecorder

    /// Creates the mock.
    ///
    /// ```swift
    /// let repository = RepositoryMock(name: "repository", unstubbedCalls: .fail)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The mock's name in failure messages; by default its type name.
    ///   - unstubbedCalls: Whether a call that no stub answers returns a default value where
    ///     one exists, or fails the test.
    ///   - fileID: Where the mock is created; leave the default, the caller's file.
    ///   - filePath: Where the mock is created; leave the default, the caller's file.
    ///   - line: Where the mock is created; leave the default, the caller's line.
    ///   - column: Where the mock is created; leave the default, the caller's column.
    public init(
        name: String? = nil, unstubbedCalls: UnstubbedCallPolicy = .returnDefault,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        musterRecorder = CallRecorder(
            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath,
            line: line, column: column)
    }
}

/// What verifies a mock's members: the root of the protocols the mock generator writes to verify
/// a protocol's requirements (`<Protocol>MockVerifying`), whose extensions hold the members, so
/// that the verifier of a protocol with several parents takes each parent's after the first.
///
/// ```swift
/// protocol NamedMockVerifying: MockVerifying {}
/// extension NamedMockVerifying {
///     var name: ReadOnlyPropertyVerification<String> {
///         ReadOnlyPropertyVerification(getter: Member("name"), verification: musterVerification)
///     }
/// }
/// ```
public protocol MockVerifying {
    /// The `verify(mock, count)` this verifier checks members for.
    var musterVerification: Verification { get }
}

/// What stubs a mock's members: the root of the protocols the mock generator writes to stub a
/// protocol's requirements (`<Protocol>MockStubbing`), whose extensions hold the members, so
/// that the stubber of a protocol with several parents takes each parent's after the first.
///
/// ```swift
/// protocol NamedMockStubbing: MockStubbing {}
/// extension NamedMockStubbing {
///     var name: ReadOnlyPropertyStub<String, Never> {
///         ReadOnlyPropertyStub(stubbing: musterStubbing, getter: Member("name"), failure: Never.self)
///     }
/// }
/// ```
public protocol MockStubbing {
    /// The `given(mock)` this stubber stubs members for.
    var musterStubbing: Stubbing { get }
}

/// The root of the classes `@Mockable` writes to verify a protocol's own requirements
/// (`<Protocol>MockVerifierBase`).
///
/// ```swift
/// class NamedMockVerifierBase: MockVerifierBase {
///     var name: ReadOnlyPropertyVerification<String> {
///         ReadOnlyPropertyVerification(getter: Member("name"), verification: musterVerification)
///     }
/// }
/// ```
open class MockVerifierBase: MockVerifying {
    /// The `verify(mock, count)` this verifier checks members for.
    public let musterVerification: Verification

    /// Creates the verifier for one `verify(mock, count)`.
    ///
    /// ```swift
    /// super.init(verification: verification)
    /// ```
    public init(verification: Verification) { musterVerification = verification }
}

/// The root of the classes `@Mockable` writes to stub a protocol's own requirements
/// (`<Protocol>MockStubberBase`).
///
/// ```swift
/// class NamedMockStubberBase: MockStubberBase {
///     var name: ReadOnlyPropertyStub<String, Never> {
///         ReadOnlyPropertyStub(stubbing: musterStubbing, getter: Member("name"), failure: Never.self)
///     }
/// }
/// ```
open class MockStubberBase: MockStubbing {
    /// The `given(mock)` this stubber stubs members for.
    public let musterStubbing: Stubbing

    /// Creates the stubber for one `given(mock)`.
    ///
    /// ```swift
    /// super.init(stubbing: stubbing)
    /// ```
    public init(stubbing: Stubbing) { musterStubbing = stubbing }
}

/// A member of a hand-written mock of two arguments, ready to verify: call it with a matcher or a
/// plain value for each argument; an optional argument takes a matcher of the optional
/// (`nilValue()`) or of the wrapped type, which `nil` does not satisfy.
///
/// ```swift
/// verify(api).search(startsWith("mi"), nilValue())
/// ```
public struct TwoArgumentVerification<First, Second, Output>: Sendable {
    let member: Member<First, Second, Output>
    let verification: Verification

    /// Verifies calls whose arguments satisfy `first` and `second`.
    ///
    /// ```swift
    /// verify(api).search(startsWith("mi"), 10)
    /// ```
    public func callAsFunction(
        _ first: any MatcherConvertible<First>, _ second: any MatcherConvertible<Second>
    ) {
        verification.verify(member, first.asMatcher(), second.asMatcher())
    }

    /// Verifies calls whose arguments equal `first` and `second`, of any types.
    ///
    /// ```swift
    /// verify(api).search("milk", 10)
    /// ```
    @_disfavoredOverload
    public func callAsFunction(_ first: First, _ second: Second) {
        verification.verify(member, equalToArgument(first), equalToArgument(second))
    }

    /// Verifies calls whose arguments satisfy `first`, a matcher of the first argument's wrapped
    /// type, and `second`.
    ///
    /// ```swift
    /// verify(api).search(startsWith("mi"), 10)  // search(_: String?, _: Int)
    /// ```
    @_disfavoredOverload
    public func callAsFunction<Wrapped>(
        _ first: some MatcherConvertible<Wrapped>, _ second: some MatcherConvertible<Second>
    ) where First == Wrapped? {
        verification.verify(member, Matcher(unwrapping: first.asMatcher()), second.asMatcher())
    }

    /// Verifies calls whose arguments satisfy `first` and `second`, a matcher of the second
    /// argument's wrapped type.
    ///
    /// ```swift
    /// verify(api).search("milk", greaterThan(5))  // search(_: String, _: Int?)
    /// ```
    @_disfavoredOverload
    public func callAsFunction<Wrapped>(
        _ first: some MatcherConvertible<First>, _ second: some MatcherConvertible<Wrapped>
    ) where Second == Wrapped? {
        verification.verify(member, first.asMatcher(), Matcher(unwrapping: second.asMatcher()))
    }

    /// Verifies calls whose arguments satisfy `first` and `second`, matchers of the wrapped types of
    /// both optional arguments.
    ///
    /// ```swift
    /// verify(api).search(startsWith("mi"), greaterThan(5))  // search(_: String?, _: Int?)
    /// ```
    @_disfavoredOverload
    public func callAsFunction<FirstWrapped, SecondWrapped>(
        _ first: some MatcherConvertible<FirstWrapped>,
        _ second: some MatcherConvertible<SecondWrapped>
    ) where First == FirstWrapped?, Second == SecondWrapped? {
        verification.verify(
            member, Matcher(unwrapping: first.asMatcher()), Matcher(unwrapping: second.asMatcher()))
    }
}

/// A member of a hand-written mock of two arguments, ready to stub: call it with a matcher or a
/// plain value for each argument; an optional argument takes a matcher of the optional
/// (`nilValue()`) or of the wrapped type, which `nil` does not satisfy.
///
/// ```swift
/// given(api).search(startsWith("mi"), nilValue()).willReturn([])
/// ```
public struct TwoArgumentStubbing<First, Second, Output>: Sendable {
    let member: Member<First, Second, Output>
    let stubbing: Stubbing

    /// A stub for calls whose arguments satisfy `first` and `second`.
    ///
    /// ```swift
    /// given(api).search(startsWith("mi"), 10)
    /// ```
    public func callAsFunction(
        _ first: any MatcherConvertible<First>, _ second: any MatcherConvertible<Second>
    ) -> Stub<First, Second, Output, any Error> {
        stubbing.stub(member, first.asMatcher(), second.asMatcher(), failure: (any Error).self)
    }

    /// A stub for calls whose arguments equal `first` and `second`, of any types.
    ///
    /// ```swift
    /// given(api).search("milk", 10)
    /// ```
    @_disfavoredOverload
    public func callAsFunction(_ first: First, _ second: Second) -> Stub<
        First, Second, Output, any Error
    > {
        stubbing.stub(
            member, equalToArgument(first), equalToArgument(second), failure: (any Error).self)
    }

    /// A stub for calls whose arguments satisfy `first`, a matcher of the first argument's wrapped
    /// type, and `second`.
    ///
    /// ```swift
    /// given(api).search(startsWith("mi"), 10)  // search(_: String?, _: Int)
    /// ```
    @_disfavoredOverload
    public func callAsFunction<Wrapped>(
        _ first: some MatcherConvertible<Wrapped>, _ second: some MatcherConvertible<Second>
    ) -> Stub<First, Second, Output, any Error> where First == Wrapped? {
        stubbing.stub(
            member, Matcher(unwrapping: first.asMatcher()), second.asMatcher(),
            failure: (any Error).self)
    }

    /// A stub for calls whose arguments satisfy `first` and `second`, a matcher of the second
    /// argument's wrapped type.
    ///
    /// ```swift
    /// given(api).search("milk", greaterThan(5))  // search(_: String, _: Int?)
    /// ```
    @_disfavoredOverload
    public func callAsFunction<Wrapped>(
        _ first: some MatcherConvertible<First>, _ second: some MatcherConvertible<Wrapped>
    ) -> Stub<First, Second, Output, any Error> where Second == Wrapped? {
        stubbing.stub(
            member, first.asMatcher(), Matcher(unwrapping: second.asMatcher()),
            failure: (any Error).self)
    }

    /// A stub for calls whose arguments satisfy `first` and `second`, matchers of the wrapped types of
    /// both optional arguments.
    ///
    /// ```swift
    /// given(api).search(startsWith("mi"), greaterThan(5))  // search(_: String?, _: Int?)
    /// ```
    @_disfavoredOverload
    public func callAsFunction<FirstWrapped, SecondWrapped>(
        _ first: some MatcherConvertible<FirstWrapped>,
        _ second: some MatcherConvertible<SecondWrapped>
    ) -> Stub<First, Second, Output, any Error>
    where First == FirstWrapped?, Second == SecondWrapped? {
        stubbing.stub(
            member, Matcher(unwrapping: first.asMatcher()), Matcher(unwrapping: second.asMatcher()),
            failure: (any Error).self)
    }
}
