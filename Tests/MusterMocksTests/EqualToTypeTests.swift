import MusterMocks
import Testing
import MusterTestSupport

@Suite struct EqualToTypeTests {
    class Animal {}
    final class Dog: Animal {}

    @Test func matchesTheSameType() {
        #expect(equalToType(Int.self).matches(Int.self))
        #expect(equalToType(Animal.self).matches(Animal.self))
    }

    @Test func aSubclassIsAnotherType() {
        let animal: Animal.Type = Dog.self
        #expect(mismatch(equalToType(Animal.self), animal) == "was Dog.self")
    }

    @Test func description() {
        #expect(equalToType(String.self).description == "String.self")
        #expect(equalToType((any Error).self).description == "Error.self")
    }

    @Test func failureText() {
        let type: Animal.Type = Dog.self
        #expect(
            failureMessage { assertThat(type, equalToType(Animal.self)) }
                == "Expected Animal.self, but was Dog.self")
    }

    @Test func optionalSubject() {
        let missing: Animal.Type? = nil
        #expect(
            failureMessage { assertThat(missing, equalToType(Animal.self)) }
                == "Expected Animal.self, but was nil")
    }

    @Test func insideAnotherMatcher() {
        #expect(not(equalToType(Int.self)).description == "not Int.self")
        #expect(mismatch(not(equalToType(Int.self)), Int.self) == "was Int")
        let dog: Animal.Type = Dog.self
        #expect(
            mismatch(anyOf(equalToType(Animal.self), equalToType(Animal.self)), dog)
                == "was Dog.self")
    }

    private func mismatch<T>(_ matcher: Matcher<T>, _ value: T) -> String? {
        matcher.match(value).mismatchDescription
    }
}
