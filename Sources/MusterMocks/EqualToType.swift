/// Matches the metatype `type` itself, such as the `User.self` a generic `decode(_:as:)` is
/// called with. Mocks made with `@Mockable` use it for metatype arguments.
///
/// ```swift
/// verify(decoder).decode(anything(), as: User.self)
/// // Expected DecoderMock.decode(anything, as: User.self) …, argument 2 (type): was Admin.self
/// ```
public func equalToType<T>(_ type: T.Type) -> Matcher<T.Type> {
    Matcher(describe: { $0.append("\(describing: type).self") }) { actual in
        ObjectIdentifier(actual) == ObjectIdentifier(type)
            ? .match : .mismatch("was \(describing: actual).self")
    }
}
