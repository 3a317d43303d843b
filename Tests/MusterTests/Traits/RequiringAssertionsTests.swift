import Muster
import Testing

@Suite(.requiresAssertions) struct RequiringAssertionsTests {
    @Test func aTestThatAssertsPasses() {
        assertThat(1, equalTo(1))
    }

    @Test(.requiresAssertions(exactly: 2)) func aCountOnATestOverridesTheSuites() async {
        assertThat(1, equalTo(1))
        await assertThat({ 2 }, equalTo(2))
    }

    @MainActor @Test func aMainActorTestCountsItsAwaitedAssertions() async {
        await assertThat({ await Task.detached { 3 }.value }, equalTo(3))
    }
}

/// The trait's failures, from its scope run by hand: a test that ran under the trait itself
/// would take the scope's place (a test's trait replaces its suite's).
@Suite struct RequiringAssertionsFailureTests {
    @Test func aTestWithoutAssertionsFailsNamingIt() async throws {
        let test = try #require(Test.current)
        let failures = await captureFailures {
            try? await MusterTrait.requiresAssertions.provideScope(
                for: test, testCase: nil
            ) {}
        }
        #expect(
            failures.map(\.message) == [
                "Expected aTestWithoutAssertionsFailsNamingIt() to make at least one assertion, but it made none"
            ])
        // Reported at the test's declaration, which the runner knows.
        #expect(
            failures.map(\.description) == [
                "\(test.sourceLocation.fileID):\(test.sourceLocation.line):\(test.sourceLocation.column): \(failures[0].message)"
            ])
        #expect(failures.count == 1)
    }

    @Test func aCountNamesWhatRan() async throws {
        let test = try #require(Test.current)
        let failures = await captureFailures {
            try? await MusterTrait.requiresAssertions(exactly: 2).provideScope(
                for: test, testCase: nil
            ) { assertThat(1, equalTo(1)) }
        }
        #expect(
            failures.map(\.message) == [
                "Expected aCountNamesWhatRan() to make exactly 2 assertions, but it made 1"
            ])
        #expect(failures.count == 1)
    }

    @Test func aTestsOwnTraitTakesTheSuitesPlace() async throws {
        let test = try #require(Test.current)
        let failures = await captureFailures {
            try? await MusterTrait.requiresAssertions.provideScope(
                for: test, testCase: nil
            ) {
                try await MusterTrait.requiresAssertions(exactly: 0).provideScope(
                    for: test, testCase: nil
                ) {}
            }
        }
        #expect(failures == [])
    }
}
