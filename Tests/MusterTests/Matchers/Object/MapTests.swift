import Muster
import Testing
@testable import MusterNimbleMatchers
import MusterTestSupport

private actor Shelf {
    private(set) var items: [Int] = []
    func put(_ item: Int) { items.append(item) }
    func count() -> Int { items.count }
}

private struct Person {
    var name: String
    var age: Int
}

@Suite struct MapTests {
    @Test func mapChecksTheTransformedValue() {
        let person = Person(name: "Joe", age: 30)
        #expect(failureMessages { expect(person).to(map(\.name, equal("Joe"))) } == [])
        #expect(failureMessages { expect(person).to(map({ $0.age }, beGreaterThan(18))) } == [])
        #expect(
            failureMessage { expect(person).to(map(\.name, equal("Ann"))) }
                == #"Expected a value mapped to a value equal to "Ann", but mapped value was "Joe""#
        )
        #expect(
            failureMessage { expect(person).toNot(map(\.age, equal(30))) }
                == "Expected not a value mapped to a value equal to 30, but was Person(name: \"Joe\", age: 30)"
        )
    }

    @Test func mapWithAThrowingTransform() {
        struct Unreadable: Error {}
        func read(_ value: Int) throws -> Int {
            if value < 0 { throw Unreadable() }
            return value
        }
        #expect(failureMessages { expect(3).to(map(read, equal(3))) } == [])
        #expect(
            failureMessage { expect(-1).to(map(read, equal(3))) }
                == "Expected a value mapped to a value equal to 3, but mapping threw error Unreadable()"
        )
    }

    @Test func compactMapNeedsAValue() {
        #expect(failureMessages { expect("42").to(compactMap({ Int($0) }, equal(42))) } == [])
        #expect(
            failureMessage { expect("41").to(compactMap({ Int($0) }, equal(42))) }
                == "Expected a value mapped to a value equal to 42, but mapped value was 41")
        #expect(
            failureMessage { expect("x").to(compactMap({ Int($0) }, equal(42))) }
                == "Expected a value mapped to a value equal to 42, but mapped value was nil (use beNil() to match nil)"
        )
        // Nimble's matchers cannot judge a missing value: `toNot` fails too.
        #expect(
            failureMessage { expect("x").toNot(compactMap({ Int($0) }, equal(42))) }
                == "Expected not a value mapped to a value equal to 42, but mapped value was nil (use beNil() to match nil)"
        )
        let absent: String? = nil
        #expect(
            failureMessage { expect(absent).to(compactMap({ Int($0) }, equal(42))) }
                == "Expected a value mapped to a value equal to 42, but was nil (use beNil() to match nil)"
        )
    }

    @Test func mapAwaitsATransformOrAMatcher() async {
        struct Unreadable: Error {}
        let store = Shelf()
        await store.put(4)
        func calls(_ shelf: Shelf) async -> Int { await shelf.count() }
        func read(_ value: Int) async throws -> Int {
            if value < 0 { throw Unreadable() }
            return value
        }
        #expect(
            await captureFailures { await expect(store).to(map(calls, equal(1))) }.map(\.message)
                == [])
        #expect(
            await captureFailures { await expect(5).to(map({ $0 + 1 }, asyncBeLessThan(7))) }.map(
                \.message) == [])
        #expect(
            await captureFailures { await expect(store).to(map(calls, equal(2))) }.map(\.message)
                == ["Expected a value mapped to a value equal to 2, but mapped value was 1"])
        #expect(
            await captureFailures { await expect(9).to(map({ $0 + 1 }, asyncBeLessThan(7))) }.map(
                \.message)
                == ["Expected a value mapped to to be less than <7>, but mapped value was 10"])
        #expect(
            await captureFailures { await expect(store).toNot(map(calls, equal(1))) }.map(\.message)
                == ["Expected not a value mapped to a value equal to 1, but was <Shelf>"])
        #expect(
            await captureFailures { await expect(-1).to(map(read, equal(3))) }.map(\.message)
                == [
                    "Expected a value mapped to a value equal to 3, but mapping threw error Unreadable()"
                ])
        let absent: Shelf? = nil
        #expect(
            await captureFailures { await expect(absent).to(map(calls, equal(1))) }.map(\.message)
                == ["Expected a value mapped to a value equal to 1, but was nil"])
    }

    @Test func compactMapAwaitingNeedsAValue() async {
        func number(_ text: String) async -> Int? { Int(text) }
        #expect(
            await captureFailures { await expect("42").to(compactMap(number, equal(42))) }.map(
                \.message) == [])
        #expect(
            await captureFailures { await expect("41").to(compactMap(number, equal(42))) }.map(
                \.message)
                == ["Expected a value mapped to a value equal to 42, but mapped value was 41"])
        #expect(
            await captureFailures { await expect("x").to(compactMap(number, equal(42))) }.map(
                \.message)
                == [
                    "Expected a value mapped to a value equal to 42, but mapped value was nil (use beNil() to match nil)"
                ])
        #expect(
            await captureFailures { await expect("x").toNot(compactMap(number, equal(42))) }.map(
                \.message)
                == [
                    "Expected not a value mapped to a value equal to 42, but mapped value was nil (use beNil() to match nil)"
                ])
        struct Settings { var nickname: String? }
        #expect(
            await captureFailures {
                await expect(Settings(nickname: "Ann")).to(map(\.nickname, asyncEqual("Ann")))
            }.isEmpty)
    }
}

private func asyncEqual<T: Equatable & Sendable>(_ expected: T) -> AsyncMatcher<T> {
    AsyncMatcher.simple("equal <\(expected)>") { actual in
        MatcherStatus(bool: try await actual.evaluate() == expected)
    }
}
