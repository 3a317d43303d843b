import Foundation

// Nimble's string matchers on Foundation strings (`NSString`), which are not `String`s to the
// type checker: each checks the string's `String` value with the `String` matcher of the same
// name, and describes itself as that matcher does.

/// Nimble's `contain` for Foundation strings: every one of `substrings` occurs in the string.
///
/// ```swift
/// expect("seahorse" as NSString).to(contain("sea"))
/// ```
@_disfavoredOverload
public func contain(_ substrings: NSString...) -> Matcher<NSString> { contain(substrings) }

/// Nimble's `contain` for Foundation strings, with an array of substrings.
///
/// ```swift
/// expect("seahorse" as NSString).to(contain(["sea", "horse"]))
/// ```
@_disfavoredOverload
public func contain(_ substrings: [NSString]) -> Matcher<NSString> {
    checkingString(contain(substrings.map { $0 as String }))
}

/// Nimble's `beEmpty` for Foundation strings: a string with no characters.
///
/// ```swift
/// expect(NSString()).to(beEmpty())
/// ```
@_disfavoredOverload
public func beEmpty() -> Matcher<NSString> { checkingString(isEmptyString()) }

/// `matcher`, applied to a Foundation string's `String` value.
private func checkingString(_ matcher: Matcher<String>) -> Matcher<NSString> {
    Matcher(describe: matcher.describe(into:)) { matcher.match($0 as String) }.rejectingNil()
}
