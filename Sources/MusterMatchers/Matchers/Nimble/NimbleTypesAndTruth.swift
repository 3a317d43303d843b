// Nimble's names for Muster's type, truth and nil matchers, so that a Nimble suite moves over
// by changing its import. Each is a forward to the matcher it names; `beTruthy`, `beFalsy`
// and `beVoid` have code of their own and live with the object matchers.

/// Nimble's `beAKindOf`: ``instanceOf(_:)``, an instance of the type or a subtype.
///
/// ```swift
/// expect(controller).to(beAKindOf(UIViewController.self))
/// ```
public func beAKindOf<Subject, T>(_ type: T.Type) -> Matcher<Subject> {
    instanceOf(type).rejectingNil()
}

/// Nimble's `beAnInstanceOf`: ``isA(_:)``, exactly this type.
///
/// ```swift
/// expect(shape).to(beAnInstanceOf(Circle.self))
/// ```
public func beAnInstanceOf<Subject, T>(_ type: T.Type) -> Matcher<Subject> {
    isA(type).rejectingNil()
}

/// Nimble's `beTrue`: ``isTrue()``.
///
/// ```swift
/// expect(flag).to(beTrue())
/// ```
public func beTrue() -> Matcher<Bool> { isTrue().rejectingNil() }

/// Nimble's `beFalse`: ``isFalse()``.
///
/// ```swift
/// expect(flag).to(beFalse())
/// ```
public func beFalse() -> Matcher<Bool> { isFalse().rejectingNil() }

/// Nimble's `beNil`: ``nilValue()``.
///
/// ```swift
/// expect(cache["missing"]).to(beNil())
/// ```
public func beNil<T>() -> Matcher<T?> { nilValue() }

/// A Nimble-style name for ``isCase(_:)-(Enum)``: the case of `value`, whatever its payload;
/// `nil` fails under `to` and `toNot`, as Nimble's value matchers do.
///
/// ```swift
/// expect(engine.state).to(beCase(SyncState.idle))
/// ```
public func beCase<Enum>(_ value: Enum) -> Matcher<Enum> {
    isCase(value).rejectingNil()
}

/// A Nimble-style name for ``isCase(_:)-((Payload)->Enum)``: the case `constructor` makes, with
/// any payload.
///
/// ```swift
/// expect(engine.state).to(beCase(SyncState.synced))
/// ```
public func beCase<Enum, each Payload>(_ constructor: @escaping (repeat each Payload) -> Enum)
    -> Matcher<Enum>
{
    isCase(constructor).rejectingNil()
}

/// A Nimble-style name for ``isCase(_:with:)``: the case `constructor` makes, with associated
/// values that satisfy `payload`, one matcher or plain value each.
///
/// ```swift
/// expect(engine.state).to(beCase(SyncState.synced, with: beGreaterThan(1)))
/// ```
public func beCase<Enum, each Payload>(
    _ constructor: @escaping (repeat each Payload) -> Enum,
    with payload: repeat any MatcherConvertible<each Payload>
) -> Matcher<Enum> {
    isCase(constructor, with: repeat each payload).rejectingNil()
}
