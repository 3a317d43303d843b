/// Matches a value whose property at `keyPath` satisfies `matcher`, described with `name`
/// (by default the key path's last component).
///
/// ```swift
/// assertThat(user, hasProperty(\.name, "Joe"))
/// // Expected a value with name "Joe", but name was "Bob"
/// ```
@inlinable
public func hasProperty<Subject, Value>(
    _ keyPath: KeyPath<Subject, Value>, named name: String? = nil,
    _ matcher: some MatcherConvertible<Value>
) -> Matcher<Subject> {
    hasFeature(name ?? propertyName(of: keyPath), matcher) { $0[keyPath: keyPath] }
}

/// Matches a value that has a stored property called `name` (found through `Mirror`, so it
/// works on any type, including `Any`) whose value is a `Value` satisfying `matcher`.
///
/// ```swift
/// assertThat(response as Any, hasProperty("status", 200))
/// // Expected a value with status 200, but status was 404
/// ```
public func hasProperty<Subject, Value>(_ name: String, _ matcher: some MatcherConvertible<Value>)
    -> Matcher<Subject>
{
    let matcher = matcher.asMatcher()
    return Matcher(describe: { $0.append("a value with \(name) \(condition: matcher)") }) {
        actual in
        guard let actual = unwrapOptionals(actual) else { return .mismatch(was: nil) }
        guard let child = mirrorChild(named: name, of: actual) else {
            return .mismatch("had no property \(value: name) in \(value: actual)")
        }
        guard let value = child as? Value else {
            return .mismatch {
                $0.append("\(name) ")
                $0.appendWasWithType(child)
            }
        }
        let result = matcher.match(value)
        return result.isMatch ? .match : .mismatch("\(name) \(mismatchOf: result)")
    }
}

/// Finds a stored property by name, looking through superclasses.
func mirrorChild(named name: String, of value: Any) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
        if let child = current.children.first(where: { $0.label == name }) { return child.value }
        mirror = current.superclassMirror
    }
    return nil
}

/// The path of a key path after its root type (`\User.address.city` gives `address.city`), or
/// `property` where the runtime cannot name it (computed properties on Linux print as
/// `<computed 0x…>`; pass `named:` for those).
@usableFromInline
func propertyName(of keyPath: AnyKeyPath) -> String {
    let text = String(describing: keyPath)
    guard text.hasPrefix("\\"), !text.contains("<computed"), let dot = text.firstIndex(of: ".")
    else { return "property" }
    // An optional chain's key path ends in `?` (`address?.city?`); the name reads without it.
    var name = text[text.index(after: dot)...]
    if name.hasSuffix("?") { name = name.dropLast() }
    return String(name)
}

/// Matches a value whose property at `keyPath` equals `value`, of any `Equatable` type, the
/// caller's own included; through an optional key path or on an optional property, `value`
/// is compared with what is there.
///
/// ```swift
/// assertThat(product, hasProperty(\.category, .kitchen))
/// assertThat(user, hasProperty(\.address?.city, "Oslo"))
/// // Expected a value with address?.city "Oslo", but address?.city was nil
/// ```
// Disfavored, as every plain-value overload: the compiler tries it only after the matcher
// overloads fail, so calls written with matchers or standard values pay nothing for it.
@_disfavoredOverload
@inlinable
public func hasProperty<Subject, Value: Equatable>(
    _ keyPath: KeyPath<Subject, Value>, named name: String? = nil, _ value: Value
) -> Matcher<Subject> {
    hasFeature(name ?? propertyName(of: keyPath), equalTo(value)) { $0[keyPath: keyPath] }
}

/// Matches a value that has a stored property called `name` equal to `value`, of any
/// `Equatable` type, the caller's own included.
///
/// ```swift
/// assertThat(event as Any, hasProperty("category", Category.kitchen))
/// ```
@_disfavoredOverload
public func hasProperty<Subject, Value: Equatable>(_ name: String, _ value: Value)
    -> Matcher<Subject>
{
    hasProperty(name, EquatableValue(value))
}
