/// Matches a value that is a `T`: an instance of the class or a subclass, a value conforming to
/// the protocol, or a value of the type, seen through `Any` and optionals.
///
/// ```swift
/// assertThat(controller, instanceOf(FileContentsViewController.self))
/// // Expected an instance of FileContentsViewController, but was <SettingsViewController>
/// ```
@inlinable
public func instanceOf<Subject, T>(_ type: T.Type) -> Matcher<Subject> {
    Matcher(describe: { $0.append("an instance of \(describing: type)") }) { actual in
        actual is T ? .match : .mismatch { $0.appendWasWithType(actual) }
    }
}

/// Matches a value that is a `T` and satisfies `matcher` as a `T`: the type-changing bridge
/// that lets a matcher of one type check a value of another, including `Any`.
///
/// ```swift
/// let json: Any = ["name": "Joe"]
/// assertThat(json, instanceOf([String: String].self, hasEntry("name", "Joe")))
/// ```
@inlinable
public func instanceOf<Subject, T>(_ type: T.Type, _ matcher: some MatcherConvertible<T>)
    -> Matcher<Subject>
{
    let matcher = matcher.asMatcher()
    return Matcher(describe: {
        $0.append("an instance of \(describing: type) that is ")
        $0.appendDescription(of: matcher)
    }) { actual in
        guard let value = actual as? T else { return .mismatch { $0.appendWasWithType(actual) } }
        return matcher.match(value)
    }
}

/// Matches a value whose dynamic type is exactly `T` (a subclass does not match).
///
/// ```swift
/// assertThat(shape, isA(Circle.self))
/// // Expected a value of exact type Circle, but was <Ellipse>
/// ```
@inlinable
public func isA<Subject, T>(_ type: T.Type) -> Matcher<Subject> {
    Matcher(describe: { $0.append("a value of exact type \(describing: type)") }) { actual in
        let unwrapped = unwrapOptionals(actual)
        if let unwrapped, Swift.type(of: unwrapped) == T.self { return .match }
        return .mismatch { $0.appendWasWithType(actual) }
    }
}

extension Description {
    /// Appends `was <value>`, adding the value's type where the rendering does not already show
    /// it: `was "abc" (String)`, `was <SettingsViewController>`.
    ///
    /// ```swift
    /// description.appendWasWithType(3)  // was 3 (Int)
    /// ```
    public mutating func appendWasWithType(_ actual: Any?) {
        appendWas(actual)
        guard let value = unwrapOptionals(actual) else { return }
        let typeName = String(describing: Swift.type(of: value))
        let rendered = ValueRenderer.render(value, limit: 200)
        if !rendered.hasPrefix("<\(typeName)") && !rendered.hasPrefix("\(typeName)(") {
            append(" (\(typeName))")
        }
    }
}

/// Matches a value that is a `T` equal to `value`, for a `T` of any `Equatable` type.
///
/// ```swift
/// assertThat(payload as Any, instanceOf(Money.self, Money(cents: 400)))
/// ```
@_disfavoredOverload
@inlinable
public func instanceOf<Subject, T: Equatable>(_ type: T.Type, _ value: T) -> Matcher<Subject> {
    instanceOf(type, equalTo(value))
}

/// Matches a value that is a `T` and satisfies `matcher` as a `T`: ``instanceOf(_:_:)-(_,MatcherConvertible)``
/// with the label Hamcrest ports write.
///
/// ```swift
/// assertThat(payload as Any, instanceOf(Int.self, and: greaterThan(0)))
/// // Expected an instance of Int that is a value greater than 0, but was "3" (String)
/// ```
@inlinable
public func instanceOf<Subject, T>(_ type: T.Type, and matcher: some MatcherConvertible<T>)
    -> Matcher<Subject>
{
    instanceOf(type, matcher)
}

/// Matches a value that is a `T` equal to `value`, for a `T` of any `Equatable` type.
///
/// ```swift
/// assertThat(payload as Any, instanceOf(Money.self, and: Money(cents: 400)))
/// ```
@_disfavoredOverload
@inlinable
public func instanceOf<Subject, T: Equatable>(_ type: T.Type, and value: T) -> Matcher<Subject> {
    instanceOf(type, value)
}

/// Matches a value that is of the type `matcher` checks and satisfies it: ``instanceOf(_:and:)-(_,MatcherConvertible)``
/// with the type taken from the matcher.
///
/// ```swift
/// let json: [String: Any] = ["count": 3]
/// assertThat(json, hasEntry("count", instanceOfAnd(greaterThan(5))))
/// // Expected a dictionary containing ["count": an instance of Int that is a value greater
/// // than 5], but ["count"]: was 3
/// ```
@inlinable
public func instanceOfAnd<Subject, T>(_ matcher: Matcher<T>) -> Matcher<Subject> {
    instanceOf(T.self, matcher)
}
