/// The clues of the scopes a task runs in, outermost first: what ``withClue(_:_:)`` sets.
enum Clue {
    @TaskLocal static var current: [String] = []
}

/// Runs `body` with `clue` on every failure reported inside it, on a line before the failure's
/// own text: assertions, `require`, polling, mock verification, and failures relayed from
/// other threads into the scope. Nested clues are listed outermost first.
///
/// ```swift
/// for user in users {
///     withClue("user \(user.id)") { assertThat(user.email, containsString("@")) }
/// }
/// // user 7
/// // Expected a string containing "@", but was "joe.example.com"
/// ```
@discardableResult
public func withClue<Result>(_ clue: String, _ body: () throws -> Result) rethrows -> Result {
    try Clue.$current.withValue(Clue.current + [clue], operation: body)
}

/// Runs the asynchronous `body` with `clue` on every failure reported inside it, in this task
/// and the child tasks it creates.
///
/// ```swift
/// await withClue("after sync") { await assertThat({ await engine.state }, .idle) }
/// ```
@discardableResult
public func withClue<Result>(
    _ clue: String, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    try await Clue.$current.withValue(Clue.current + [clue], operation: body)
}
