import Muster

// What a mock is stubbed with, read back: each stub's call, its answers in turn and how many
// calls it answered, for a test that checks its own set-up, and for a check that no stub went
// unused (a stub no call reached usually means the code under test took another path).

/// One stub of a mock, as a test reads it back: the call its matchers accept, its answers in
/// turn, and how many calls it answered.
///
/// ```swift
/// stubs(of: repository).map(\.description)
/// // ["RepositoryMock.fetch(id: 3) returns User(id: 3, name: \"Ann\"); answered 1 call"]
/// ```
public struct StubbedCall: Sendable, Hashable, CustomStringConvertible {
    /// The call the stub answers, with its matchers: `RepositoryMock.fetch(id: 3)`.
    public let call: String
    /// What it does, in turn; the last repeats: `returns 1`, `throws NetworkError.offline`,
    /// `answers with a closure`.
    public let answers: [String]
    /// How many calls it answered so far.
    public let callsAnswered: Int

    /// `RepositoryMock.fetch(id: 3) returns 1, then throws NetworkError.offline; answered 2 calls`.
    public var description: String { stubText + "; " + answeredText }

    /// The call and its answers, without the count.
    var stubText: String {
        answers.isEmpty
            ? call + " has no answer yet" : call + " " + answers.joined(separator: ", then ")
    }

    var answeredText: String {
        switch callsAnswered {
        case 0: "answered no call"
        case 1: "answered 1 call"
        default: "answered \(callsAnswered) calls"
        }
    }
}

/// The stubs of `mock`, in the order they were made.
///
/// ```swift
/// given(repository).fetch(id: 3).willReturn(user).thenThrow(NetworkError.offline)
/// stubs(of: repository)[0].answers  // ["returns User(id: 3, name: \"Ann\")", "throws NetworkError.offline"]
/// ```
public func stubs(of mock: some Mock) -> [StubbedCall] {
    stubbedCalls(of: mock)
}

private func stubbedCalls(of mock: any Mock) -> [StubbedCall] {
    mock.musterRecorder.stubEntries().map { entry in
        var call = Description(entry.matchers.member.callPrefix(mockName: mock.mockName))
        entry.matchers.writeWantedCall(into: &call)
        let (answers, uses) = entry.summary()
        return StubbedCall(call: call.text, answers: answers.map(text), callsAnswered: uses)
    }
}

private func text(of answer: StubAnswer.Summary) -> String {
    switch answer {
    case .returns(let value) where value is Void: "does nothing"
    case .returns(let value): "returns " + ValueRenderer.render(value)
    case .throwsError(let error): "throws " + ValueRenderer.renderError(error)
    case .answers: "answers with a closure"
    case .returnsAfter(let value, let delay):
        "returns \(ValueRenderer.render(value)) after \(delay)"
    case .throwsAfter(let error, let delay):
        "throws \(ValueRenderer.renderError(error)) after \(delay)"
    case .held(let site): "holds the call in the gate made at line \(site.line)"
    }
}

/// Verifies that every stub of `mocks` answered at least one call; reports, per mock, the
/// stubs that answered none, which usually means the code under test took another path than
/// the test meant, or called with other arguments.
///
/// ```swift
/// given(repository).fetch(id: 3).willReturn(user)
/// model.open(id: 3)
/// verifyNoUnusedStubs(repository)
/// ```
public func verifyNoUnusedStubs(
    _ mocks: any Mock..., fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    countAssertionOfAnotherModule()
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    for mock in mocks {
        let stubs = stubbedCalls(of: mock)
        let unused = stubs.filter { $0.callsAnswered == 0 }
        guard !unused.isEmpty else { continue }
        let name = mock.mockName
        reportFailure(
            VerificationFailure(
                site: site, expectation: { $0.append("every stub of \(name) to answer a call") },
                finding: { text in
                    text.append(
                        unused.count == stubs.count
                            ? (stubs.count == 1
                                ? "its stub answered none:"
                                : "none of its \(stubs.count) stubs answered one:")
                            : "\(unused.count) of its \(stubs.count) stubs answered none:")
                    for (index, stub) in unused.enumerated() {
                        text.append("\n  \(index + 1). " + stub.stubText)
                    }
                }
            ).failure())
    }
}
