// The requirements of NimbleRequireXCTests.swift that need no main thread, shared by both
// runners: Swift Testing runs them here.

import Foundation
import MusterNimble
import Testing

enum NimbleRequire {
    final class Box: @unchecked Sendable { var value: Int? }
    struct CustomError: Error {}

    actor Counter {
        private(set) var count = 0
        func next() -> Int {
            count += 1
            return count
        }
    }

    static func requireReturnsTheValueOrThrowsAfterOneFailure() {
        expect { try require(1).to(equal(1)) }.to(equal(1))
        expect { try require(3).toNot(beNil()) }.to(equal(3))
        expect { try unwrap(Optional.some(1)) }.to(equal(1))
        let messages = failureMessages {
            do { try require(1).to(equal(2)) } catch {
                expect(error).to(matchError(RequirementFailure.self))
            }
            do { try require(customError: CustomError(), 1).to(equal(2)) } catch {
                expect(error).to(matchError(CustomError.self))
            }
            do { try unwrap(description: "Custom User Message", nil as Int?) } catch {}
            do { try unwraps(nil as Int?) } catch {}
        }
        expect(messages)
            == [
                "Expected a value equal to 2, but was 1",
                "Expected a value equal to 2, but was 1",
                "Custom User Message\nExpected a value, but was nil",
                "Expected a value, but was nil",
            ]
    }

    static func failingRequirements() {
        let messages = failureMessages {
            do { try requireFail() } catch {
                expect(error).to(matchError(RequirementFailure.self))
            }
            do { try requireFail("Custom message", customError: CustomError()) } catch {
                expect(error).to(matchError(CustomError.self))
            }
        }
        expect(messages) == ["requireFail() always fails", "Custom message"]
    }

    static func asynchronousRequirements() async throws {
        let counter = Counter()
        // Three checks, however busy the machine: a poll passes as soon as it matches.
        try await require { await counter.next() }.toEventually(equal(3), timeout: .seconds(30))
        let required = try await requirea(await counter.next()).to(beGreaterThan(3))
        expect(required) == 4
        let unwrapped = try await unwrap { await counter.next() }
        let polled = try await pollUnwrap { await counter.next() }
        let unwrappeda = try await unwrapa(await counter.next())
        let polleda = try await pollUnwrapa(await counter.next())
        expect([unwrapped, polled, unwrappeda, polleda]) == [5, 6, 7, 8]
        await expecta(await counter.next()).to(equal(9))
        try await require { await counter.next() }.toNever(
            beLessThan(10), until: .milliseconds(30))

        let messages = await gatherFailingExpectations(silently: true) {
            do { try await requirea(customError: CustomError(), 1).to(equal(2)) } catch {
                expect(error).to(matchError(CustomError.self))
            }
            do { try await unwrapa(description: "Other Message", nil as Int?) } catch {}
            do { try await pollUnwrap(timeout: .milliseconds(30)) { nil as Int? } } catch {}
        }.map(\.message.stringValue).map(withoutCheckCount)
        expect(messages)
            == [
                "Expected a value equal to 2, but was 1",
                "Other Message\nExpected a value, but was nil",
                "Expected eventually a value, but after 0.03 s (… checks) was nil",
            ]
    }
}

@Suite struct NimbleRequireSuiteTests {
    @Test func requireReturnsTheValueOrThrowsAfterOneFailure() {
        NimbleRequire.requireReturnsTheValueOrThrowsAfterOneFailure()
    }

    @Test func failingRequirements() { NimbleRequire.failingRequirements() }

    @Test func asynchronousRequirements() async throws {
        try await NimbleRequire.asynchronousRequirements()
    }
}
