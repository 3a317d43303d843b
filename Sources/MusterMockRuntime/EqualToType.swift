/// Matches the metatype `type` itself, such as the `User.self` a generic `decode(_:as:)` is
/// called with. Mocks made with `@Mockable` use it for metatype arguments.
///
/// ```swift
/// assertThat(Admin.self as User.Type, equalToType(User.self))
/// // Expected User.self, but was Admin.self
/// ```
public func equalToType<T>(_ type: T.Type) -> Matcher<T.Type> {
    Matcher(
        describe: { $0.append("\(describing: type).self") },
        match: { actual in
            ObjectIdentifier(actual) == ObjectIdentifier(type)
                ? .match : .mismatch("was \(describing: actual).self")
        })
}
