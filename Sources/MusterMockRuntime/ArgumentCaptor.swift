import MusterMatchers

/// Keeps the arguments of the calls it is used to match, for checks that are easier to write
/// after the call than as a matcher.
///
/// ```swift
/// let pushed = ArgumentCaptor<ViewController>()
/// verify(navigator).push(pushed.capture(), true)
/// assertThat(pushed.value, instanceOf(FileContentsViewController.self))
/// ```
///
/// In `verify` and `given`, a captor keeps an argument only when the whole call matched, in
/// the order the calls were made. Used anywhere else, it keeps every value it matches.
public final class ArgumentCaptor<Value>: @unchecked Sendable {
    // Only `values` is mutable, and only under the lock.
    private let captured = Locked<[Value]>([])

    /// Creates an empty captor.
    ///
    /// ```swift
    /// let pushed = ArgumentCaptor<ViewController>()
    /// ```
    public init() {}

    /// A matcher that accepts any value and keeps it.
    ///
    /// ```swift
    /// verify(navigator).push(pushed.capture(), true)
    /// ```
    public func capture() -> Matcher<Value> {
        capture(Matcher(describe: { $0.append("anything") }) { _ in .match })
    }

    /// A matcher that accepts what `matcher` accepts and keeps it.
    ///
    /// ```swift
    /// verify(navigator).push(pushed.capture(instanceOf(FileContentsViewController.self)), true)
    /// ```
    public func capture(_ matcher: some MatcherConvertible<Value>) -> Matcher<Value> {
        let matcher = matcher.asMatcher()
        return Matcher(describe: matcher.describe(into:)) { [self] value in
            let result = matcher.match(value)
            guard result.isMatch else { return result }
            let kept = UncheckedSendable(value: value)
            if let pending = PendingCaptures.current {
                pending.add { self.captured.withLock { $0.append(kept.value) } }
            } else {
                captured.withLock { $0.append(kept.value) }
            }
            return .match
        }
    }

    /// A matcher that accepts values equal to `value`, of any type, and keeps them.
    ///
    /// ```swift
    /// verify(prices).record(recorded.capture(Money(cents: 400)), for: anything())
    /// ```
    @_disfavoredOverload
    public func capture(_ value: Value) -> Matcher<Value> {
        capture(equalToArgument(value))
    }

    /// Every value kept, oldest first.
    ///
    /// ```swift
    /// #expect(titles.values == ["Files", "Settings"])
    /// ```
    public var values: [Value] { captured.withLock { $0 } }

    /// The last value kept, or `nil` when there is none.
    ///
    /// ```swift
    /// assertThat(pushed.value, instanceOf(FileContentsViewController.self))
    /// ```
    public var value: Value? { captured.withLock { $0.last } }
}
