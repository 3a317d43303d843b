extension Matcher {
    /// Applies a matcher of `Wrapped` to an optional: `nil` is a mismatch (`was nil`), unless
    /// the matcher judges `nil` itself (see ``matchNil()``).
    ///
    /// Assertions do this for you; use it when composing, for example over `[Int?]`.
    ///
    /// ```swift
    /// let present = Matcher<Int?>(unwrapping: greaterThan(3))
    /// ```
    @inlinable
    public init<Wrapped>(unwrapping matcher: Matcher<Wrapped>) where Subject == Wrapped? {
        if case .expression(let describe, let closure) = matcher.body {
            // Still a matcher that sees nil and says what it expected: it reads the optional's
            // value, `nil` included.
            self.init(
                body: .expression(
                    describe: describe, closure: { try closure($0.cast { $0 ?? nil }) }),
                examinesErrors: matcher.examinesErrors)
            return
        }
        self.init(
            describe: matcher.describe(into:), examinesErrors: matcher.examinesErrors,
            examinesTraps: matcher.examinesTraps
        ) {
            outcome in
            switch outcome {
            case .success(.some(let value)): matcher.match(value)
            case .success(.none): matcher.matchNil()
            case .failure(let error): matcher.match(outcome: .failure(error))
            }
        }
    }
}
