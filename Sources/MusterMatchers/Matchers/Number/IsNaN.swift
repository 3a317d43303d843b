/// Matches a floating-point value that is NaN (not a number).
///
/// ```swift
/// assertThat(0.0 / 1.0, isNaN())
/// // Expected NaN, but was 0.0
/// ```
@inlinable
public func isNaN<T: FloatingPoint>() -> Matcher<T> {
    Matcher("NaN") { $0.isNaN }
}
