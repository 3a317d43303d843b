/// Matches a value inside the half-open `range`: at least its lower bound and below its upper
/// bound.
///
/// ```swift
/// assertThat(7, inRange(1..<5))
/// // Expected a value in 1..<5, but was 7
/// ```
@inlinable
public func inRange<T: Comparable>(_ range: Range<T>) -> Matcher<T> {
    Matcher("a value in \(value: range.lowerBound)..<\(value: range.upperBound)") {
        range.contains($0)
    }
}

/// Matches a value inside the closed `range`, both bounds included.
///
/// ```swift
/// assertThat(7, inRange(1...5))
/// // Expected a value in 1...5, but was 7
/// ```
@inlinable
public func inRange<T: Comparable>(_ range: ClosedRange<T>) -> Matcher<T> {
    Matcher("a value in \(value: range.lowerBound)...\(value: range.upperBound)") {
        range.contains($0)
    }
}

/// Matches a value inside the half-open `interval`: ``inRange(_:)-(Range<T>)`` by the name
/// Hamcrest ports give it.
///
/// ```swift
/// assertThat(7, inInterval(1..<5))
/// // Expected a value in 1..<5, but was 7
/// ```
@inlinable
public func inInterval<T: Comparable>(_ interval: Range<T>) -> Matcher<T> {
    inRange(interval)
}

/// Matches a value inside the closed `interval`, both bounds included.
///
/// ```swift
/// assertThat(7, inInterval(1...5))
/// // Expected a value in 1...5, but was 7
/// ```
@inlinable
public func inInterval<T: Comparable>(_ interval: ClosedRange<T>) -> Matcher<T> {
    inRange(interval)
}
