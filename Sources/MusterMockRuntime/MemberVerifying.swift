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
