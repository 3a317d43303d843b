import MusterNimble
import Testing
import MusterTestSupport

@MainActor private final class Model {
    var count = 0
    func current() async -> Int { count }
}

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
        #expect(
            failureMessages {
                expect(3).notTo(equal(3), description: "the count")
                expect(absent).notTo(equal(4))
                expect(absent).notTo(beNil())
            } == [
                "the count\nExpected not a value equal to 3, but was 3",
                "Expected not a value equal to 4, but was nil (use beNil() to match nil)",
                "Expected not nil, but was nil",
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
        #expect(await store.reads == 2)
        let messages = await asyncFailureMessages {
            await expect { await store.value() }.notTo(equal(3), description: "the store")
            await expect { await absent.value() }.notTo(beNil())
        }
        #expect(
            messages == [
                "the store\nExpected not a value equal to 3, but was 3",
                "Expected not nil, but was nil",
            ])
    }

    @Test func aRequirementsNotToReturnsTheValue() throws {
        let present: Int? = 3
        #expect(try require(3).notTo(equalTo(0)) == 3)
        #expect(try require(present).notTo(beNil()) == 3)
        var threw = 0
        let messages = failureMessages {
            do { _ = try require(3).notTo(equal(3)) } catch { threw += 1 }
            do { _ = try require(Int?.none).notTo(beNil()) } catch { threw += 1 }
        }
        #expect(
            messages == [
                "Expected not a value equal to 3, but was 3", "Expected not nil, but was nil",
            ])
        #expect(threw == 2)
    }

    @Test func anAsyncRequirementsNotToAwaitsTheValueOnceAndReturnsIt() async throws {
        let store = Store(3)
        let absent = Store(nil)
        #expect(try await require { await store.value() }.notTo(equalTo(0)) == 3)
        #expect(try await require { await store.value() }.notTo(beNil()) == 3)
        #expect(await store.reads == 2)
        let tooMany = await requirementFailures {
            _ = try await require { await store.value() }.notTo(equal(3))
        }
        #expect(tooMany.messages == ["Expected not a value equal to 3, but was 3"])
        #expect(tooMany.threw)
        let none = await requirementFailures {
            _ = try await require { await absent.value() }.notTo(beNil())
        }
        #expect(none.messages == ["Expected not nil, but was nil"])
        #expect(none.threw)
    }

    @MainActor @Test func anAsyncNotToRunsOnTheCallersActor() async throws {
        let model = Model()
        #expect(await expect { await model.current() }.notTo(equal(1)).status == .passed)
        #expect(try await require { await model.current() }.notTo(beNil()) == 0)
        let messages = await asyncFailureMessages {
            await expect { await model.current() }.notTo(equal(0))
        }
        #expect(messages == ["Expected not a value equal to 0, but was 0"])
    }
}
