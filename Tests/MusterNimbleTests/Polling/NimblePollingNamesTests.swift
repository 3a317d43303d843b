import MusterNimble
import MusterTestSupport
import Testing

@MainActor private final class Model {
    var count = 0
    func current() async -> Int { count }
}

/// Nimble's names for the polling verbs, run on the main actor: each polls on the caller's actor
/// and fails as the verb it names.
@Suite struct NimblePollingNamesTests {
    @MainActor @Test func anExpectationsNamesPollOnTheCallersActor() async {
        let model = Model()
        let failures = await captureFailures {
            await withTestClock { clock in
                await expect { await model.current() }.toNotEventually(equal(1), clock: clock)
                await expect { await model.current() }.neverTo(
                    equal(1), until: .seconds(1), clock: clock)
                await expect { await model.current() }.alwaysTo(
                    equal(0), until: .seconds(1), clock: clock)
                await expect { await model.current() }.neverTo(
                    equal(0), until: .seconds(1), clock: clock)
            }
        }
        #expect(
            failures.map { $0.message.prefix { $0 != "\n" } } == [
                "Expected never a value equal to 0, but after 0.0 s (1 check) was 0"
            ])
    }

    @MainActor @Test func aRequirementsNamesReturnTheValue() async {
        let model = Model()
        var returned: [Int] = []
        await withTestClock { clock in
            do {
                returned.append(
                    try await require { await model.current() }.toNotEventually(
                        equal(1), clock: clock))
                returned.append(
                    try await require { await model.current() }.neverTo(
                        equal(1), until: .seconds(1), clock: clock))
                returned.append(
                    try await require { await model.current() }.alwaysTo(
                        equal(0), until: .seconds(1), clock: clock))
            } catch {
                Issue.record(error)
            }
        }
        #expect(returned == [0, 0, 0])
    }
}
