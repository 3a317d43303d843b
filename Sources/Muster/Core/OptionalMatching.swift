extension Matcher {
    /// Applies a matcher of `Wrapped` to an optional: `nil` is a mismatch (`was nil`).
    ///
    /// Assertions do this for you; use it when composing, for example over `[Int?]`.
    ///
    /// ```swift
    /// let present = Matcher<Int?>(unwrapping: greaterThan(3))
    /// ```
    @inlinable
    public init<Wrapped>(unwrapping matcher: Matcher<Wrapped>) where Subject == Wrapped? {
        self.init(
            describe: matcher.describe(into:), examinesErrors: matcher.examinesErrors,
            examinesTraps: matcher.examinesTraps
        ) {
            outcome in
            switch outcome {
            case .success(.some(let value)): matcher.match(value)
            case .success(.none): .mismatch(was: nil)
            case .failure(let error): matcher.match(outcome: .failure(error))
            }
        }
    }
}
