/// The fluent way to assert: `expect(actual).to(matcher)`.
///
/// The expression is not computed until a verb (`to`, `toNot`) runs, and each verb
/// computes it exactly once. Failures read like those of
/// ``assertThat(_:_:message:fileID:file:line:column:)-(()->T,Matcher<T>,_,_,_,_,_)``; a negated one reads
/// `Expected not <description>, but was <actual>`.
///
/// ```swift
/// expect(1 + 1).to(equal(2))
/// expect(name).toNot(beEmpty())
/// ```
public struct Expectation<Value> {
    @usableFromInline package let expression: () throws -> Value?
    // The call site's parts rather than a `CallSite`: its initializer builds it in a stack slot,
    // which optimized code then filled on every assertion, where `site` builds it on failure.
    @usableFromInline let fileID: StaticString
    @usableFromInline let filePath: StaticString
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt
    /// How the verbs applied so far went: each verb returns the expectation with its outcome
    /// added, so that `expect(x).to(m).onFailure(throw: error)` can stop a test.
    public let status: ExpectationStatus

    // Transparent, so that the optimizer sees the expression's closure go straight from
    // `expect` to the verb that applies it once, and can drop the closure's allocation. The
    // closure is taken `consuming` and moved on, here and in `expect`: an unoptimized build
    // otherwise retains and releases it at each step on its way to the stored property.
    @usableFromInline @_transparent
    package init(
        expression: consuming @escaping () throws -> Value?, fileID: StaticString,
        filePath: StaticString, line: UInt, column: UInt, status: ExpectationStatus = .pending
    ) {
        self.expression = consume expression
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.status = status
    }

    /// Where the expectation was written.
    @usableFromInline @_transparent
    package var site: CallSite {
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// This expectation after one more verb, which passed or not:
    /// `expect(3)._afterVerb(passed: true).status == .passed`.
    @_transparent
    public func _afterVerb(passed: Bool) -> Expectation {
        Expectation(
            expression: expression, fileID: fileID, filePath: filePath, line: line,
            column: column, status: status.adding(passed: passed))
    }

    /// Asserts that the value satisfies `matcher`; `nil` fails with `was nil`.
    ///
    /// ```swift
    /// expect(score).to(beGreaterThan(10))
    /// ```
    @_transparent
    @discardableResult
    public func to(_ matcher: Matcher<Value>, description: String? = nil) -> Expectation {
        _afterVerb(passed: check(unwrapping: matcher, negated: false, description))
    }

    /// Asserts that the optional value satisfies a matcher about optionals, such as `beNil()`.
    ///
    /// ```swift
    /// expect(cache["key"]).to(beNil())
    /// ```
    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func to(_ matcher: Matcher<Value?>, description: String? = nil) -> Expectation {
        _afterVerb(passed: check(matcher, negated: false, description))
    }

    /// Asserts that the value does not satisfy `matcher`.
    ///
    /// ```swift
    /// expect(name).toNot(equal("root"))
    /// ```
    @inlinable
    @discardableResult
    public func toNot(_ matcher: Matcher<Value>, description: String? = nil) -> Expectation {
        _afterVerb(passed: check(unwrapping: matcher, negated: true, description))
    }

    /// Asserts that the optional value does not satisfy a matcher about optionals.
    ///
    /// ```swift
    /// expect(user).toNot(beNil())
    /// ```
    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func toNot(_ matcher: Matcher<Value?>, description: String? = nil) -> Expectation {
        _afterVerb(passed: check(matcher, negated: true, description))
    }

    /// Applies the matcher once; `true` when the expectation held.
    @inlinable
    package func check(_ matcher: Matcher<Value?>, negated: Bool, _ description: String?) -> Bool {
        countAssertion()
        let outcome = computeOptionalOutcome(expression, catchingTraps: matcher.examinesTraps)
        let verdict = judge(matcher, outcome, negated: negated)
        if verdict.isMatch { return true }
        runFailurePath { [matcher, site] in
            reportFailure(
                expectationFailure(matcher, verdict, negated: negated, description, site: site))
        }
        return false
    }

    /// `check(Matcher<Value?>(unwrapping: matcher), …)` without making that matcher unless the
    /// expectation fails: `nil` goes to `nilResult`, a value to `matcher`.
    @usableFromInline @_transparent
    package func check(unwrapping matcher: Matcher<Value>, negated: Bool, _ description: String?)
        -> Bool
    {
        countAssertion()
        let failing: MatchResult?
        #if DEBUG
            if !negated && !matcher.examinesTraps {
                failing = failingResult(unwrapping: expression, for: matcher)
            } else {
                failing = judgedFailure(of: matcher, negated: negated)
            }
        #else
            failing = judgedFailure(of: matcher, negated: negated)
        #endif
        guard let verdict = failing else { return true }
        runFailurePath { [matcher, site] in
            reportFailure(
                expectationFailure(
                    Matcher<Value?>(unwrapping: matcher), verdict, negated: negated, description,
                    site: site))
        }
        return false
    }

    /// The failing result of `matcher` (or, negated, of its negation) for the outcome of the
    /// expression, `nil` going to `nilResult`; `nil` when the expectation holds.
    @usableFromInline @_transparent
    func judgedFailure(of matcher: Matcher<Value>, negated: Bool) -> MatchResult? {
        let outcome = computeOptionalOutcome(expression, catchingTraps: matcher.examinesTraps)
        if !negated, case .success(.some(let value)) = outcome {
            // A passing comparison makes no result at all (see `failingResult(of:)`).
            return matcher.failingResult(of: .success(value))
        }
        var verdict: MatchResult
        switch outcome {
        case .success(.some(let value)): verdict = matcher.match(value)
        case .success(.none): verdict = matcher.nilResult
        case .failure(let error): verdict = matcher.match(outcome: .failure(error))
        }
        if negated {
            verdict = verdict.negated(for: outcome, examinesErrors: matcher.examinesErrors)
        }
        return verdict.isMatch ? nil : verdict
    }
}

/// Starts an expectation on a value, computed lazily when a verb runs.
///
/// ```swift
/// expect(1 + 1).to(equal(2))
/// ```
// Disfavored so that a closure with an explicit signature, `expect { () -> Int in … }`, is run
// by the closure form rather than taken as the value.
@_disfavoredOverload
@_transparent
public func expect<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ expression: consuming @autoclosure @escaping () throws -> T?
) -> Expectation<T> {
    Expectation<T>(
        expression: consume expression,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Starts an expectation on the value a closure returns, computed once per verb.
///
/// ```swift
/// expect { try parser.parse("{}") }.to(equal([:]))
/// ```
@inlinable
public func expect<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ expression: consuming @escaping () throws -> T?
) -> Expectation<T> {
    Expectation<T>(
        expression: consume expression,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Starts an expectation on a closure that returns nothing, for matchers about what it throws
/// or whether it traps.
///
/// ```swift
/// expect { try store.save() }.to(throwError(StoreError.full))
/// ```
@inlinable
public func expect(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () throws -> Void
) -> Expectation<Void> {
    Expectation<Void>(
        expression: { try expression() },
        fileID: fileID, filePath: filePath, line: line, column: column)
}
