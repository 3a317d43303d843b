/// Matches a value that does not satisfy `matcher` (a plain value means "not equal to it").
///
/// ```swift
/// assertThat(5, not(equalTo(5)))
/// // Expected not 5, but was 5
/// ```
@inlinable
public func not<T>(_ matcher: some MatcherConvertible<T>) -> Matcher<T> {
    let matcher = matcher.asMatcher()
    return Matcher(
        describe: {
            $0.append("not ")
            matcher.describe(into: &$0)
        },
        examinesErrors: matcher.examinesErrors, examinesTraps: matcher.examinesTraps
    ) { outcome in
        // A thrown error is not a "different value": unless the matcher is about errors,
        // it fails the negation too.
        if case .failure(let error) = outcome, !matcher.examinesErrors {
            return .mismatch { $0.appendThrew(error) }
        }
        let result = matcher.match(outcome: outcome)
        if result.isUnusable { return result }
        guard result.isMatch else { return .match }
        return .mismatch { description in
            switch outcome {
            case .success(let value): description.appendWas(value)
            case .failure(let error): description.appendThrew(error)
            }
        }
    }
}
