/// Gives `body` a reporter through which threads, dispatch queues and detached tasks can fail
/// the current test.
///
/// Those do not inherit the test the way child tasks do, so an assertion they make on their own
/// reaches no test: Muster records it in the runner that is running, outside any test (see
/// ``reportFailure(_:)``).
/// Inside `body`, wrap such code in `withFailureReporter(relay) { … }` and its failures reach
/// the test (or the reporter) that is current where `withFailureRelay` was called, in order,
/// before `withFailureRelay` returns. A failure sent through the relay after that can reach no
/// test, and is recorded the same way: never silently lost.
///
/// ```swift
/// await withFailureRelay { relay in
///     await waitUntil { done in
///         Thread.detachNewThread { withFailureReporter(relay) { assertThat(load(), equalTo(3)) }; done() }
///     }
/// }
/// ```
@discardableResult
public func withFailureRelay<Value, Thrown: Error>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: (FailureReporter) async throws(Thrown) -> Value
) async throws(Thrown) -> Value {
    let (failures, continuation) = AsyncStream<Failure>.makeStream()
    let relay = FailureRelay(continuation)
    // A child task inherits the current test, so it can record there what other threads send.
    async let delivered: Void = deliver(failures)
    let outcome: Result<Value, Thrown>
    do throws(Thrown) {
        outcome = .success(try await body(FailureReporter { relay.receive($0) }))
    } catch {
        outcome = .failure(error)
    }
    relay.close()
    await delivered
    return try outcome.get()
}

private func deliver(_ failures: AsyncStream<Failure>) async {
    for await failure in failures { reportFailure(failure) }
}

/// Passes failures to the delivering task while its scope is open; after, reports them loudly.
final class FailureRelay: Sendable {
    private let continuation: Locked<AsyncStream<Failure>.Continuation?>

    init(_ continuation: AsyncStream<Failure>.Continuation) {
        self.continuation = Locked(continuation)
    }

    func receive(_ failure: Failure) {
        let delivered = continuation.withLock { continuation in
            continuation.map { $0.yield(failure) } != nil
        }
        if delivered { return }
        TestRunners.recordOutsideTests(
            failure.restated(
                note: "\n(reported through withFailureRelay after it had returned, "
                    + "so no test could receive it)"))
    }

    func close() {
        continuation.withLock { continuation in
            continuation?.finish()
            continuation = nil
        }
    }
}
