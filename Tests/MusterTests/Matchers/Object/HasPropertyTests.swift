import Muster
import Testing
import MusterTestSupport

private struct Address { var city: String }
private struct Person {
    var name: String
    var age: Int
    var score: Double
    var address: Address
}
private class Animal { var legs = 4 }
private final class Bird: Animal {
    var wings = 2
    override init() {
        super.init()
        legs = 2
    }
}

@Suite struct HasPropertyTests {
    private let joe = Person(name: "Joe", age: 30, score: 1.5, address: Address(city: "Oslo"))

    @Test func byKeyPath() {
        #expect(hasProperty(\Person.name, "Joe").matches(joe))
        #expect(hasProperty(\Person.score, 1.5).matches(joe))
        #expect(hasProperty(\Person.address.city, "Oslo").matches(joe))
        let matcher = hasProperty(\Person.name, "Bob")
        #expect(matcher.description == #"a value with name "Bob""#)
        #expect(mismatch(matcher, joe) == #"name was "Joe""#)
        #expect(
            hasProperty(\Person.address.city, "Bergen").description
                == #"a value with address.city "Bergen""#)
        #expect(
            failureMessage { assertThat(joe, hasProperty(\.age, named: "the age", 31)) }
                == "Expected a value with the age 31, but the age was 30")
    }

    @Test func computedPropertiesAreNamedAsWritten() {
        // Linux prints a computed property's key path as `<computed 0x…>`; the name comes from
        // the call's source text instead, on every platform alike.
        #expect(hasProperty(\[Int].count, 3).description == "a value with count 3")
        #expect(mismatch(hasProperty(\[Int].count, 3), [1]) == "count was 1")
        #expect(
            failureMessage { assertThat(["a"], hasProperty(\.count, greaterThan(2))) }
                == "Expected a value with count greater than 2, but count was 1")
        #expect(
            failureMessage {
                assertThat(
                    ["a"],
                    hasProperty(
                        \.first?.utf8.count,
                        2))
            } == "Expected a value with first?.utf8.count 2, but first?.utf8.count was 1")
        #expect(hasProperty(\[Int].count, named: "count", 3).description == "a value with count 3")
        #expect(mismatch(hasProperty(\[Int].count, named: "size", 3), [1]) == "size was 1")
    }

    @Test func severalComputedPropertiesInOneMacroAreNotGuessed() {
        #if os(Linux)
            // Inside `#expect` every call reports the macro's location, which holds two.
            #expect(
                [hasProperty(\[Int].count, 3), hasProperty(\[Int].capacity, 3)].map(\.description)
                    == ["a value with property 3", "a value with property 3"])
        #endif
    }

    @Test func aComputedPropertyWhoseSourceCannotBeReadIsCalledProperty() {
        let matcher = hasProperty(
            \[Int].count, 3, file: "/nonexistent/Tests.swift", line: 1, column: 1)
        #if os(Linux)
            #expect(matcher.description == "a value with property 3")
        #endif
        #expect(matcher.matches([1, 2, 3]))
    }

    @Test func byNameThroughMirror() {
        let matcher: Matcher<Any> = hasProperty("name", "Joe")
        #expect(matcher.matches(joe))
        #expect(matcher.description == #"a value whose property "name" is "Joe""#)
        #expect(
            mismatch(matcher, Person(name: "Bob", age: 1, score: 0, address: Address(city: "")))
                == #"property "name" was "Bob""#)
        #expect(
            mismatch(matcher, Address(city: "Oslo"))
                == #"had no property "name" in Address(city: "Oslo")"#)
        #expect(
            mismatch(hasProperty("age", "30") as Matcher<Any>, joe)
                == #"property "age" was 30 (Int)"#)
        #expect((hasProperty("legs", 2) as Matcher<Animal>).matches(Bird()))
        #expect(
            failureMessage { assertThat(joe as Any, hasProperty("age", 31)) }
                == #"Expected a value whose property "age" is 31, but property "age" was 30"#)
    }

    @Test func optionalAndNil() {
        let nobody: Person? = nil
        #expect(
            failureMessage { assertThat(nobody, hasProperty(\.name, "Joe")) }
                == #"Expected a value with name "Joe", but was nil"#)
        let absent: Any? = nil
        #expect(mismatch(hasProperty("name", "Joe") as Matcher<Any?>, absent) == "was nil")
    }

    @Test func emptyValues() {
        let blank = Person(name: "", age: 0, score: 0, address: Address(city: ""))
        #expect(hasProperty(\Person.name, "").matches(blank))
        #expect(mismatch(hasProperty(\Person.name, "Joe"), blank) == #"name was """#)
    }

    @Test func insideAnotherMatcher() {
        let matcher = allOf(hasProperty(\Person.name, "Joe"), hasProperty(\Person.age, not(30)))
        #expect(mismatch(matcher, joe) == "a value with age not 30: age was 30")
        let nested = hasProperty(\Person.address, hasProperty(\Address.city, "Bergen"))
        #expect(nested.description == #"a value with address with city "Bergen""#)
        #expect(mismatch(nested, joe) == #"address city was "Oslo""#)
    }
}

private struct RetrySettings {
    var retryCount: Int
    var retryDelay: Int
    var label: String
}

@Suite struct HasPropertyNamedByAMatcherTests {
    private let settings = RetrySettings(retryCount: 0, retryDelay: 2, label: "fast")

    @Test func matchesWhenAPropertyWithAMatchingNameHoldsAMatchingValue() {
        #expect(hasProperty(equalTo("label"), equalTo("fast")).matches(settings))
        #expect(hasProperty(startsWith("retry"), greaterThan(1)).matches(settings))
        #expect(hasProperty(startsWith("retry"), 0).matches(settings))
        #expect(!hasProperty(startsWith("retry"), greaterThan(5)).matches(settings))
        #expect(hasProperty(equalTo("legs"), 2).matches(Bird() as Any))
    }

    @Test func description() {
        let matcher: Matcher<RetrySettings> = hasProperty(startsWith("retry"), greaterThan(5))
        #expect(
            matcher.description
                == #"a value with a property named a string starting with "retry" holding "#
                + "a value greater than 5")
        let plain: Matcher<RetrySettings> = hasProperty(equalTo("label"), "slow")
        #expect(plain.description == #"a value with a property named "label" holding "slow""#)
    }

    @Test func mismatchNamesEachPropertyTried() {
        #expect(
            mismatch(hasProperty(startsWith("retry"), greaterThan(5)), settings)
                == "retryCount was 0, retryDelay was 2")
        #expect(
            mismatch(hasProperty(equalTo("label"), 25), settings) == #"label was "fast" (String)"#)
        #expect(
            mismatch(hasProperty(equalTo("wrong"), "x"), settings)
                == #"had no property named "wrong": its properties are retryCount, retryDelay, label"#
        )
    }

    @Test func failureText() {
        #expect(
            failureMessage {
                assertThat(settings, hasProperty(startsWith("retry"), greaterThan(5)))
            }
                == #"Expected a value with a property named a string starting with "retry" holding "#
                + "a value greater than 5, but retryCount was 0, retryDelay was 2")
    }

    @Test func optionalAndNil() {
        let absent: RetrySettings? = nil
        #expect(
            failureMessage { assertThat(absent as Any, hasProperty(equalTo("label"), "fast")) }
                == #"Expected a value with a property named "label" holding "fast", but was nil"#)
        #expect(hasProperty(equalTo("label"), "fast").matches(Optional(settings) as Any))
    }

    @Test func emptyValues() {
        struct Empty {}
        #expect(
            mismatch(hasProperty(equalTo("x"), 1), Empty())
                == #"had no property named "x": it has no properties"#)
        #expect(
            mismatch(hasProperty(equalTo("x"), 1), 3)
                == #"had no property named "x": it has no properties"#)
    }

    @Test func insideAnotherMatcher() {
        #expect(
            failureMessage {
                assertThat([settings], hasItem(hasProperty(equalTo("label"), "slow")))
            }
                == #"Expected a sequence containing a value with a property named "label" holding "#
                + #""slow", but had no such item in [RetrySettings(retryCount: 0, retryDelay: 2, label: "fast")]"#
        )
    }
}
