import MusterMatchers

/// The reads of a generated mock's property, ready to be stubbed: ``get()`` names them, as
/// `verify(mock).property.get()` does, and the `will…` forms are short for `get().will…`.
///
/// ```swift
/// given(repository).cachedCount.get().willReturn(3)
/// given(repository).cachedCount.willReturn(3)
/// ```
public protocol PropertyReadStubbing<Value, Failure>: Sendable {
    /// The property's type.
    associatedtype Value
    /// What its getter may throw: `Never` for one that does not throw.
    associatedtype Failure: Error

    /// The property's reads, to say what they return.
    ///
    /// ```swift
    /// given(repository).cachedCount.get().willReturn(3)
    /// ```
    func get() -> Stub<Value, Failure>
}

extension PropertyReadStubbing {
    /// Reads return `value`; given several, return them in turn, then repeat the last.
    ///
    /// ```swift
    /// given(repository).cachedCount.willReturn(1, 2)
    /// ```
    @discardableResult
    public func willReturn(_ value: Value, _ more: Value...) -> StubbedAnswers<Value, Failure> {
        get().willReturn(value, more)
    }

    /// Reads throw `error`.
    ///
    /// ```swift
    /// given(session).token.willThrow(AuthError.expired)
    /// ```
    @discardableResult
    public func willThrow(_ error: Failure) -> StubbedAnswers<Value, Failure> {
        get().willThrow(error)
    }

    /// Reads run `body` and return what it returns, or throw what it throws.
    ///
    /// ```swift
    /// given(clock).now.willAnswer { Date() }
    /// ```
    @discardableResult
    public func willAnswer(_ body: @escaping () throws(Failure) -> Value)
        -> StubbedAnswers<Value, Failure>
    {
        get().willAnswer(body)
    }

    /// Reads run `body`, awaiting it: for an `async` getter.
    ///
    /// ```swift
    /// given(store).inventory.willAnswer { await warehouse.count() }
    /// ```
    @discardableResult
    public func willAnswer(_ body: @escaping () async throws(Failure) -> Value)
        -> StubbedAnswers<Value, Failure>
    {
        get().willAnswer(body)
    }
}

/// A read-only property of a generated mock, ready to be stubbed.
///
/// ```swift
/// given(repository).cachedCount.get().willReturn(3)
/// given(repository).cachedCount.willReturn(3)
/// ```
public struct ReadOnlyPropertyStub<Value, Failure: Error>: PropertyReadStubbing {
    let stubbing: Stubbing
    let getter: Member<Value>

    /// Creates the stubbing of a property's reads.
    ///
    /// ```swift
    /// ReadOnlyPropertyStub(stubbing: stubbing, getter: Member<Int>("count"), failure: Never.self)
    /// ```
    public init(stubbing: Stubbing, getter: Member<Value>, failure: Failure.Type) {
        self.stubbing = stubbing
        self.getter = getter
    }

    /// The property's reads, to say what they return.
    ///
    /// ```swift
    /// given(repository).cachedCount.get().willReturn(3)
    /// ```
    public func get() -> Stub<Value, Failure> { stubbing.stub(getter, failure: Failure.self) }
}

/// A settable property of a generated mock, ready to be stubbed: `get()` for its reads and
/// `set(_:)` for its writes, as `verify(mock).property` has them.
///
/// ```swift
/// given(player).volume.get().willReturn(7)
/// given(player).volume.set(greaterThan(10)).willAnswer { _ in print("too loud") }
/// ```
public struct PropertyStub<Value, Failure: Error>: PropertyReadStubbing {
    let reads: ReadOnlyPropertyStub<Value, Failure>
    let setter: Member<Value, Void>

    /// Creates the stubbing of a property's reads and writes.
    ///
    /// ```swift
    /// PropertyStub(stubbing: stubbing, getter: Member("volume"), setter: Member(setterOf: "volume"), failure: Never.self)
    /// ```
    public init(
        stubbing: Stubbing, getter: Member<Value>, setter: Member<Value, Void>,
        failure: Failure.Type
    ) {
        reads = ReadOnlyPropertyStub(stubbing: stubbing, getter: getter, failure: failure)
        self.setter = setter
    }

    /// The property's reads, to say what they return.
    ///
    /// ```swift
    /// given(player).volume.get().willReturn(7)
    /// ```
    public func get() -> Stub<Value, Failure> { reads.get() }

    /// Writes of a value satisfying `value`, to say what they do.
    ///
    /// ```swift
    /// given(player).volume.set(anything()).willAnswer { volume in levels.append(volume) }
    /// ```
    public func set(_ value: some MatcherConvertible<Value>) -> Stub<Value, Void, Never> {
        reads.stubbing.stub(setter, value.asMatcher(), failure: Never.self)
    }

    /// Writes of `value`, of any type: a value of the caller's own `Equatable` type needs no
    /// declaration.
    ///
    /// ```swift
    /// given(settings).theme.set(.dark).willAnswer { _ in applied = true }
    /// ```
    @_disfavoredOverload
    public func set(_ value: Value) -> Stub<Value, Void, Never> {
        reads.stubbing.stub(setter, equalToArgument(value), failure: Never.self)
    }
}
