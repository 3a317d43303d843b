// The one way Muster asks whether a value, known only as `Any` or by a generic type, is an
// optional: the renderer sees through optionals nested in `Any`, and a matcher of an optional
// judges `nil` when the expression gave none.

/// `Optional`, seen from code that does not know its `Wrapped`.
@usableFromInline
protocol OptionalValue {
    /// The wrapped value, or `nil`.
    var wrappedAny: Any? { get }
    /// `nil` of this optional type, as `Any`.
    static var absent: Any { get }
}

extension Optional: OptionalValue {
    @usableFromInline
    var wrappedAny: Any? { self.map { $0 as Any } }

    @usableFromInline
    static var absent: Any { Self.none as Any }
}
