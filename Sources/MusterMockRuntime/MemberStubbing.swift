import MusterMatchers

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
