import MusterMatchers

/// What `verify(mock)[key]` returns for a subscript: verify its reads with ``get()`` and, for a
/// settable subscript, its writes with `set(_:)`.
///
/// ```swift
/// verify(cache)["avatar"].get()
/// verify(cache)[hasPrefix("avatar")].set(nilValue())
/// ```
public struct SubscriptVerification<each Key, Value>: Sendable {
    let getter: Member<repeat each Key, Value>
    let setter: Member<repeat each Key, Value, Void>?
    let keys: (repeat Matcher<each Key>)
    let verification: Verification

    /// What a generated mock's verifier makes for a subscript's keys.
    public init(
        getter: Member<repeat each Key, Value>, setter: Member<repeat each Key, Value, Void>?,
        keys: repeat Matcher<each Key>, verification: Verification
    ) {
        self.getter = getter
        self.setter = setter
        self.keys = (repeat each keys)
        self.verification = verification
    }

    /// Verifies that the subscript was read at the keys.
    ///
    /// ```swift
    /// verify(cache)["avatar"].get()
    /// ```
    public func get() { verification.verify(getter, repeat each keys) }

    /// Verifies that the subscript was set at the keys to a value `value` accepts; a subscript
    /// without a setter has no such call, and fails.
    ///
    /// ```swift
    /// verify(cache)["avatar"].set(nilValue())
    /// ```
    public func set(_ value: some MatcherConvertible<Value>) {
        verification.verify(
            setter ?? absentSetter(of: getter), repeat each keys, value.asMatcher())
    }

    /// The same, with a plain value for `equalTo(value)`.
    ///
    /// ```swift
    /// verify(cache)["count"].set(3)
    /// ```
    @_disfavoredOverload
    public func set(_ value: Value) {
        verification.verify(
            setter ?? absentSetter(of: getter), repeat each keys, equalToArgument(value))
    }
}

/// What `given(mock)[key]` returns for a subscript: stub its reads with ``get()`` (or the
/// shortcut ``willReturn(_:_:)``) and, for a settable subscript, its writes with ``set(_:)``.
///
/// ```swift
/// given(cache)["avatar"].willReturn(data)
/// given(cache)[anything()].set(anything()).willAnswer { key, value in … }
/// ```
public struct SubscriptStub<each Key, Value, Failure: Error>: Sendable {
    let stubbing: Stubbing
    let getter: Member<repeat each Key, Value>
    let setter: Member<repeat each Key, Value, Void>?
    let keys: (repeat Matcher<each Key>)

    /// What a generated mock's stubber makes for a subscript's keys.
    public init(
        stubbing: Stubbing, getter: Member<repeat each Key, Value>,
        setter: Member<repeat each Key, Value, Void>?, keys: repeat Matcher<each Key>,
        failure: Failure.Type
    ) {
        self.stubbing = stubbing
        self.getter = getter
        self.setter = setter
        self.keys = (repeat each keys)
    }

    /// Stubs the subscript's reads at the keys.
    ///
    /// ```swift
    /// given(cache)["avatar"].get().willReturn(data)
    /// ```
    public func get() -> Stub<repeat each Key, Value, Failure> {
        stubbing.stub(getter, repeat each keys, failure: Failure.self)
    }

    /// Stubs the subscript's reads at the keys to return `value`, then each of `more`.
    ///
    /// ```swift
    /// given(cache)["avatar"].willReturn(data)
    /// ```
    @discardableResult
    public func willReturn(_ value: Value, _ more: Value...) -> StubbedAnswers<
        repeat each Key, Value, Failure
    > {
        get().willReturn(value, more)
    }

    /// Stubs the subscript's writes at the keys of a value `value` accepts; a subscript without
    /// a setter is never set, and the stub never answers.
    ///
    /// ```swift
    /// given(cache)["avatar"].set(anything()).willAnswer { key, value in stored = value }
    /// ```
    public func set(_ value: some MatcherConvertible<Value>) -> Stub<
        repeat each Key, Value, Void, Never
    > {
        stubbing.stub(
            setter ?? absentSetter(of: getter), repeat each keys, value.asMatcher(),
            failure: Never.self)
    }
}

/// The setter a read-only subscript does not have, which no mock records: verifying it finds no
/// call, and a stub of it never answers.
private func absentSetter<each Key, Value>(of getter: Member<repeat each Key, Value>) -> Member<
    repeat each Key, Value, Void
> {
    Member(getter.signature + " (set)")
}
