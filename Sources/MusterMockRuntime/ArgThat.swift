import MusterMatchers

/// A matcher for one argument, from a description and a predicate: the closure constraint of
/// other mocking libraries, but it explains itself when it fails.
///
/// ```swift
/// verify(navigator).push(argThat("a controller showing a file") { $0 is FileContentsViewController }, true)
/// // … argument 1 (vc): was <SettingsViewController>
/// ```
///
/// `Matcher("description") { … }` is the same thing; use whichever reads better.
public func argThat<Value>(
    _ description: @autoclosure @escaping () -> Description,
    _ predicate: @escaping (Value) -> Bool
) -> Matcher<Value> {
    Matcher(description(), predicate)
}
