import MusterMatchers

/// One `verify(mock, count)`: what it checks and where to report. Verifiers (generated or your
/// own) check each member with ``verify(_:_:)``.
///
/// ```swift
/// verification.verify(Member<Int, User>("fetch(id:)"), equalTo(3))
/// ```
///
/// The checking and the reporting belong to `MusterMocks`, on the test side: an app module
/// whose mocks hold verifications links neither.
public struct Verification: Sendable {
    let checker: any CallChecking

    package init(checker: some CallChecking) { self.checker = checker }

    /// Checks that the mock received the wanted number of calls of `member` whose arguments
    /// satisfy `matchers`, and reports a failure that explains what it received if not.
    ///
    /// ```swift
    /// verification.verify(push, instanceOf(FileContentsViewController.self), equalTo(true))
    /// ```
    public func verify<each Argument, Output>(
        _ member: Member<repeat each Argument, Output>, _ matchers: repeat Matcher<each Argument>
    ) {
        checker.check(ArgumentMatchers(member, repeat each matchers))
    }
}

/// The test side's check of the calls one ``Verification`` wants.
package protocol CallChecking: Sendable {
    func check(_ wanted: ArgumentMatchers)
}
