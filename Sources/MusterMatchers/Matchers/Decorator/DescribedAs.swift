/// Gives `matcher` a description of your own; matching and mismatches stay the matcher's.
///
/// In `template`, `%0`, `%1`, … stand for `values[0]`, `values[1]`, …, rendered the Muster way
/// (strings quoted). A placeholder without a value is left as written.
///
/// ```swift
/// assertThat(port, describedAs("a free port above %0", greaterThan(1024), 1024))
/// // Expected a free port above 1024, but was 80
/// ```
public func describedAs<T>(
    _ template: String, _ matcher: some MatcherConvertible<T>, _ values: Any...
) -> Matcher<T> {
    matcher.asMatcher().described(expand(template, with: values))
}

/// `template` with each `%N` replaced by the rendering of `values[N]`.
private func expand(_ template: String, with values: [Any]) -> Description {
    var description = Description()
    var rest = template[...]
    while let percent = rest.firstIndex(of: "%") {
        description.append(String(rest[..<percent]))
        let digits = rest[rest.index(after: percent)...].prefix { $0.isASCII && $0.isNumber }
        if let index = Int(digits), index < values.count {
            description.appendValue(values[index])
            rest = rest[digits.endIndex...]
        } else {
            description.append("%")
            rest = rest[rest.index(after: percent)...]
        }
    }
    description.append(String(rest))
    return description
}

/// Gives `equalTo(value)`, for a value of any `Equatable` type, a description of your own.
///
/// ```swift
/// assertThat(cart.total, describedAs("the price of one mug", Money(cents: 400)))
/// ```
@_disfavoredOverload
public func describedAs<T: Equatable>(_ template: String, _ value: T, _ values: Any...)
    -> Matcher<T>
{
    equalTo(value).described(expand(template, with: values))
}
