import MusterMatchers

/// A read-only property of a generated mock, ready to verify that it was read.
///
/// ```swift
/// verify(settings).title.get()
/// ```
public struct ReadOnlyPropertyVerification<Value>: Sendable {
    let getter: Member<Value>
    let verification: Verification

    /// Creates the verification of a property's reads.
    ///
    /// ```swift
    /// ReadOnlyPropertyVerification(getter: Member<String>("title"), verification: verification)
    /// ```
    public init(getter: Member<Value>, verification: Verification) {
        self.getter = getter
        self.verification = verification
    }

    /// Verifies that the property was read.
    ///
    /// ```swift
    /// verify(settings, times(2)).title.get()
    /// ```
    public func get() { verification.verify(getter) }
}

/// A settable property of a generated mock, ready to verify that it was read or set.
///
/// ```swift
/// verify(settings).volume.set(greaterThan(5))
/// ```
public struct PropertyVerification<Value>: Sendable {
    let getter: Member<Value>
    let setter: Member<Value, Void>
    let verification: Verification

    /// Creates the verification of a property's reads and writes.
    ///
    /// ```swift
    /// PropertyVerification(getter: Member("volume"), setter: Member(setterOf: "volume"), verification: verification)
    /// ```
    public init(getter: Member<Value>, setter: Member<Value, Void>, verification: Verification) {
        self.getter = getter
        self.setter = setter
        self.verification = verification
    }

    /// Verifies that the property was read.
    ///
    /// ```swift
    /// verify(settings).volume.get()
    /// ```
    public func get() { verification.verify(getter) }

    /// Verifies that the property was set to a value satisfying `value`.
    ///
    /// ```swift
    /// verify(settings).volume.set(11)
    /// ```
    public func set(_ value: some MatcherConvertible<Value>) {
        verification.verify(setter, value.asMatcher())
    }

    /// Verifies that the property was set to `value`, of any type: a value of the caller's own
    /// `Equatable` type needs no declaration.
    ///
    /// ```swift
    /// verify(settings).theme.set(.dark)
    /// ```
    @_disfavoredOverload
    public func set(_ value: Value) {
        verification.verify(setter, equalToArgument(value))
    }
}
