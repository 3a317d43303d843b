import MusterNimble
import Testing

private actor Store {
    private let stored: Int?
    private(set) var reads = 0
    init(_ value: Int?) { stored = value }
    func value() -> Int? {
        reads += 1
        return stored
    }
}

private enum Status: Equatable { case open, cancelled }

/// The messages of the failures `body` reports, and whether it threw a requirement's failure.
private func requirementFailures(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async -> (messages: [String], threw: Bool) {
    var threw = false
    let messages = await captureFailures {
        do { try await body() } catch { threw = error is RequirementFailure }
    }.map(\.message)
    return (messages, threw)
}

@Suite struct NotToTests {
    @Test func anExpectationsNotToIsItsToNot() {
        let absent: Int? = nil
        #expect(expect(3).notTo(equal(4)).status == .passed)
        #expect(expect(Optional(3)).notTo(beNil()).status == .passed)
        #expect(expect(Status.open).notTo(.cancelled).status == .passed)
        #expect(
            failureMessages {
                expect(3).notTo(equal(3))
                expect(absent).notTo(equal(4))
                expect(absent).notTo(beNil())
                expect(Status.cancelled).notTo(.cancelled, description: "the order")
            } == [
                "Expected not a value equal to 3, but was 3",
                "Expected not a value equal to 4, but was nil (use beNil() to match nil)",
                "Expected not nil, but was nil",
                "the order\nExpected not .cancelled, but was .cancelled",
            ])
    }

    @Test func itChainsAsToNotDoes() {
        let failures = failureMessages {
            #expect(expect(5).to(equal(4)).notTo(equal(4)).status == .mixed)
        }
        #expect(failures == ["Expected a value equal to 4, but was 5"])
        #expect(expect(5).notTo(equal(4)).to(beGreaterThan(1)).status == .passed)
    }

    @Test func anAsyncExpectationsNotToAwaitsTheValueOnce() async {
        let store = Store(3)
        let absent = Store(nil)
        #expect(await expect { await store.value() }.notTo(equal(0)).status == .passed)
        #expect(await expect { await store.value() }.notTo(beNil()).status == .passed)
        #expect(await expect { await store.value() }.notTo(5).status == .passed)
        #expect(await store.reads == 3)
        let messages = await asyncFailureMessages {
            await expect { await store.value() }.notTo(equal(3))
            await expect { await absent.value() }.notTo(beNil())
            await expect { await store.value() }.notTo(3, description: "the store")
        }
        #expect(
            messages == [
                "Expected not a value equal to 3, but was 3", "Expected not nil, but was nil",
                "the store\nExpected not 3, but was 3",
            ])
    }

    @Test func aRequirementsNotToReturnsTheValue() throws {
        let present: Int? = 3
        #expect(try require(3).notTo(equalTo(0)) == 3)
        #expect(try require(present).notTo(beNil()) == 3)
        #expect(try require(Status.open).notTo(.cancelled) == .open)
        var threw = 0
        let messages = failureMessages {
            do { _ = try require(3).notTo(equal(3)) } catch { threw += 1 }
            do { _ = try require(Optional<Int>.none).notTo(beNil()) } catch { threw += 1 }
            do { _ = try require(Status.cancelled).notTo(.cancelled) } catch { threw += 1 }
        }
        #expect(
            messages == [
                "Expected not a value equal to 3, but was 3", "Expected not nil, but was nil",
                "Expected not .cancelled, but was .cancelled",
            ])
        #expect(threw == 3)
    }

    @Test func anAsyncRequirementsNotToAwaitsTheValueOnceAndReturnsIt() async throws {
        let store = Store(3)
        let absent = Store(nil)
        #expect(try await require { await store.value() }.notTo(equalTo(0)) == 3)
        #expect(try await require { await store.value() }.notTo(beNil()) == 3)
        #expect(try await require { await store.value() }.notTo(4) == 3)
        #expect(await store.reads == 3)
        for (requirement, message) in [
            (
                { _ = try await require { await store.value() }.notTo(equal(3)) },
                "Expected not a value equal to 3, but was 3"
            ),
            (
                { _ = try await require { await absent.value() }.notTo(beNil()) },
                "Expected not nil, but was nil"
            ),
            (
                { _ = try await require { await store.value() }.notTo(3) },
                "Expected not 3, but was 3"
            ),
        ] as [(() async throws -> Void, String)] {
            let failures = await requirementFailures(requirement)
            #expect(failures.messages == [message])
            #expect(failures.threw)
        }
    }
}
