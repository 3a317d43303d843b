/// Nimble's `beIdenticalTo`: the very same object (`===`), as ``sameInstance(_:)``, except that
/// the expected object may be `nil`, which matches no object.
///
/// ```swift
/// expect(session).to(beIdenticalTo(Session.shared))
/// // Expected the same instance as <Session>, but was another instance <Session>
/// // at 0x000055d0c1e2a4f0; the expected one is at 0x000055d0c1e2b5a0
/// ```
public func beIdenticalTo<T: AnyObject>(_ expected: T?) -> Matcher<T> {
    guard let expected else {
        return Matcher(describe: { $0.append("the same instance as nil") }) { .mismatch(was: $0) }
            .rejectingNil()
    }
    return sameInstance(expected).rejectingNil()
}

/// Nimble's `beIdenticalTo` for any objects, such as a value of a class-bound protocol type
/// (`any Delegate`) and a concrete object: the very same object, or, for `nil`, no object.
///
/// ```swift
/// expect(view.delegate).to(beIdenticalTo(controller))
/// ```
@_disfavoredOverload
public func beIdenticalTo(_ expected: AnyObject?) -> Matcher<AnyObject> {
    guard let expected else {
        return Matcher(describe: { $0.append("the same instance as nil") }) { .mismatch(was: $0) }
            .rejectingNil()
    }
    return sameInstance(expected).rejectingNil()
}
