/// Asserts that running `operation` changes `value` in exactly the way `change` describes, and
/// in no other way: `change` edits a copy of the value as it was before, and the value after
/// must equal that copy, compared field by field, so a failure names each field that differs.
/// Fails too when the operation changed nothing. Works for values of any type, `Equatable` or
/// not (a type's own `==` decides where it has one). Fields a test cannot know, such as a
/// timestamp, are left out with `ignoring:`; `comparing:` takes the options of
/// ``equalTo(_:comparing:)`` (a tolerance, collections in any order, fields left out by name).
///
/// ```swift
/// assertChange(of: cart, by: { cart.add(mug) }) { $0.count = 2; $0.total = Money(cents: 800) }
/// // Expected the change to give Cart(count: 2, total: 8.00 €, …) compared field by field,
/// // but differed at .total: expected 8.00 €, was 4.00 €
/// assertChange(of: cart, by: { cart.add(mug) }, ignoring: [\.updatedAt]) { $0.count = 2 }
/// ```
public func assertChange<Value>(
    of value: @autoclosure () throws -> Value, by operation: () throws -> Void,
    ignoring ignoredKeyPaths: [PartialKeyPath<Value>] = [],
    comparing comparison: RecursiveComparison<Value> = .fieldByField,
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ change: (inout Value) throws -> Void
) {
    countAssertion()
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let before = try value()
        var expected = before
        try change(&expected)
        try operation()
        judgeChange(
            before: before, expected: expected, after: try value(), ignoring: ignoredKeyPaths,
            comparison, userMessage: message(), site: site)
    } catch {
        reportChangeError(error, userMessage: message(), site: site)
    }
}

/// Asserts that running the asynchronous `operation` changes the value `value` reads in exactly
/// the way `change` describes, and in no other way, as
/// ``assertChange(of:by:ignoring:comparing:message:fileID:file:line:column:_:)`` does; for an actor's state.
///
/// ```swift
/// await assertChange(of: { await engine.state }, by: { await engine.sync() }) {
///     $0 = .synced(count: 3)
/// }
/// ```
public func assertChange<Value>(
    of value: () async throws -> Value, by operation: () async throws -> Void,
    ignoring ignoredKeyPaths: [PartialKeyPath<Value>] = [],
    comparing comparison: RecursiveComparison<Value> = .fieldByField,
    message: @autoclosure () -> String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ change: (inout Value) throws -> Void
) async {
    countAssertion()
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let before = try await value()
        var expected = before
        try change(&expected)
        try await operation()
        judgeChange(
            before: before, expected: expected, after: try await value(),
            ignoring: ignoredKeyPaths, comparison, userMessage: message(), site: site)
    } catch {
        reportChangeError(error, userMessage: message(), site: site)
    }
}

/// The judgement of both forms: the value after must equal the expected one, field by field,
/// and must differ from the value before.
private func judgeChange<Value>(
    before: Value, expected: Value, after: Value, ignoring ignoredKeyPaths: [PartialKeyPath<Value>],
    _ comparison: RecursiveComparison<Value>, userMessage: String?, site: CallSite
) {
    let wanted = fieldByFieldMatcher(expected, ignoring: ignoredKeyPaths, comparison)
    let result = wanted.match(after)
    if !result.isMatch {
        reportFailure(
            Failure.compose(
                userMessage: userMessage,
                expectation: { text in
                    text.append("the change to give ")
                    wanted.describe(into: &text, judging: result)
                }, finding: result.describeMismatch(into:), site: site))
        return
    }
    if fieldByFieldMatcher(before, ignoring: ignoredKeyPaths, comparison).matches(after) {
        reportFailure(
            Failure.compose(
                userMessage: userMessage, expectation: { $0.append("a change") },
                finding: { $0.append("nothing changed") }, site: site))
    }
}

private func reportChangeError(_ error: any Error, userMessage: String?, site: CallSite) {
    reportFailure(
        Failure.compose(
            userMessage: userMessage, expectation: { $0.append("a change") },
            finding: { $0.appendThrew(error) }, site: site))
}
