import Muster
import Testing

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
        let absent: String? = nil
        #expect(
            failureMessage { expect(absent).to(compactMap({ Int($0) }, equal(42))) }
                == "Expected a value mapped to a value equal to 42, but was nil (use beNil() to match nil)"
        )
    }
}
