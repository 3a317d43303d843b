import MusterNimble
import Testing
import MusterTestSupport

private final class Cache {}

@Suite struct OperatorsTests {
    @Test func equalAndNotEqual() {
        #expect(failureMessages { expect(1 + 1) == 2 } == [])
        #expect(failureMessage { expect(1 + 1) == 3 } == "Expected a value equal to 3, but was 2")
        #expect(failureMessages { expect("Squee!") != "Hi!" } == [])
        #expect(
            failureMessage { expect("Hi!") != "Hi!" }
                == #"Expected not a value equal to "Hi!", but was "Hi!""#)
        #expect(failureMessages { expect([1, 2]) == [1, 2] } == [])
        #expect(
            failureMessage { expect(["a": 1]) == ["a": 2] }
                == #"Expected a value equal to ["a": 2], but was ["a": 1], which differed at ["a"]: expected 2, was 1"#
        )
        #expect(failureMessages { expect(Set([2, 1])) == Set([1, 2]) } == [])
    }

    @Test func equalityWithOptionals() {
        let present: Int? = 3
        let absent: Int? = nil
        #expect(failureMessages { expect(present) == 3 } == [])
        #expect(failureMessages { expect(3) == present } == [])
        #expect(
            failureMessage { expect(absent) == 3 }
                == "Expected a value equal to 3, but was nil (use beNil() to match nil)")
        #expect(
            failureMessage { expect(absent) != 3 }
                == "Expected not a value equal to 3, but was nil (use beNil() to match nil)")
        #expect(
            failureMessage { expect(present) != 3 } == "Expected not a value equal to 3, but was 3")
        // `equal(nil)` never matches, as in Nimble; `== nil` is `beNil()`.
        let never = "a value equal to nil (equal(nil) never matches; use beNil())"
        #expect(
            failureMessage { expect(absent).to(equal(nil)) } == "Expected \(never), but was nil")
        #expect(failureMessages { expect(absent) == nil } == [])
        #expect(failureMessages { expect(present) != nil } == [])
    }

    @Test func orderingOperators() {
        #expect(failureMessages { expect(1) < 2 } == [])
        #expect(failureMessage { expect(2) < 2 } == "Expected a value less than 2, but was 2")
        #expect(failureMessages { expect(2) <= 2 } == [])
        #expect(
            failureMessage { expect(3) <= 2 }
                == "Expected a value less than or equal to 2, but was 3")
        #expect(failureMessages { expect(10) > 2 } == [])
        #expect(failureMessage { expect(2) > 2 } == "Expected a value greater than 2, but was 2")
        #expect(failureMessages { expect(2) >= 2 } == [])
        #expect(
            failureMessage { expect(1) >= 2 }
                == "Expected a value greater than or equal to 2, but was 1")
        #expect(failureMessages { expect("a") < "b" } == [])
        #expect(
            failureMessage { expect(2.5) > 3.0 } == "Expected a value greater than 3.0, but was 2.5"
        )
        let absent: Int? = nil
        #expect(
            failureMessage { expect(absent) > 0 } == "Expected a value greater than 0, but was nil")
    }

    @Test func identityOperators() {
        let cache = Cache()
        let other = Cache()
        #expect(failureMessages { expect(cache) === cache } == [])
        #expect(
            failureMessage { expect(cache) === other }
                == "Expected the same instance as <Cache>, but was another instance <Cache> "
                + "at \(address(of: cache)); the expected one is at \(address(of: other))")
        #expect(failureMessages { expect(cache) !== other } == [])
        #expect(
            failureMessage { expect(cache) !== cache }
                == "Expected not the same instance as <Cache>, but was <Cache>")
    }

    @Test func identityOperatorsWithOptionals() {
        let cache = Cache()
        let maybe: Cache? = cache
        let absent: Cache? = nil
        #expect(failureMessages { expect(maybe) === cache } == [])
        #expect(failureMessages { expect(cache) === maybe } == [])
        #expect(
            failureMessage { expect(absent) === cache }
                == "Expected the same instance as <Cache>, but was nil (use beNil() to match nil)")
        #expect(
            failureMessage { expect(cache) === absent }
                == "Expected the same instance as nil, but was <Cache>")
        #expect(failureMessages { expect(cache) !== absent } == [])
    }

    @Test func approximatelyEqualUsesTheDefaultTolerance() {
        #expect(failureMessages { expect(0.1 + 0.2) ≈ 0.3 } == [])
        #expect(failureMessages { expect(1.00005) ≈ 1.0 } == [])
        #expect(
            failureMessage { expect(1.1) ≈ 1.0 }
                == "Expected a numeric value within 0.0001 of 1.0, but was 1.1, which differs by 0.10000000000000009"
        )
        #expect(failureMessages { expect(Float(0.5)) ≈ 0.5 } == [])
    }

    @Test func approximatelyEqualWithATolerance() {
        #expect(failureMessages { expect(1.2) ≈ 1.1 ± 0.15 } == [])
        #expect(failureMessages { expect(1.2) == 1.1 ± 0.15 } == [])
        #expect(
            failureMessage { expect(1.5) ≈ 1.0 ± 0.25 }
                == "Expected a numeric value within 0.25 of 1.0, but was 1.5, which differs by 0.5")
        #expect(
            failureMessage { expect(1.5) == 1.0 ± 0.25 }
                == "Expected a numeric value within 0.25 of 1.0, but was 1.5, which differs by 0.5")
        #expect(failureMessages { expect(1.2) ≈ (1.1, 0.15) } == [])
        #expect(
            failureMessage { expect(1.5) ≈ (1.0, 0.25) }
                == "Expected a numeric value within 0.25 of 1.0, but was 1.5, which differs by 0.5")
        // ± binds tighter than ≈ and == but looser than arithmetic.
        #expect(failureMessages { expect(3.0) ≈ 1.0 + 2.0 ± 0.5 * 0.1 } == [])
        let approximate = 20.0 ± 0.5
        #expect(approximate.value == 20.0)
        #expect(approximate.tolerance == 0.5)
    }

    @Test func approximatelyEqualOnArrays() {
        #expect(failureMessages { expect([0.0, 2.0]) ≈ [0.00001, 2.00001] } == [])
        #expect(
            failureMessage { expect([0.0, 2.5]) ≈ [0.0, 2.0] }
                == "Expected an array with each value within 0.0001 of [0.0, 2.0], but item 1: was 2.5, which differs by 0.5"
        )
        #expect(
            failureMessage { expect([0.0]) ≈ [0.0, 2.0] }
                == "Expected an array with each value within 0.0001 of [0.0, 2.0], but had 1 value instead of 2: [0.0]"
        )
    }

    @Test func approximatelyEqualWithOptionalsAndErrors() {
        struct Offline: Error {}
        func reading() throws -> Double { throw Offline() }
        let absent: Double? = nil
        #expect(
            failureMessage { expect(absent) ≈ 1.0 }
                == "Expected a numeric value within 0.0001 of 1.0, but was nil")
        #expect(
            failureMessage { expect { try reading() } ≈ 1.0 }
                == "Expected a numeric value within 0.0001 of 1.0, but threw error Offline()")
    }

    @Test func operatorsReportAtTheirLine() {
        let failures = captureFailures { expect(1) == 2 }
        let line: UInt = #line - 1
        #expect(failures.map(\.site.line) == [line])
        #expect(failures.map { "\($0.site.fileID)" } == ["\(#fileID)"])
    }

    @Test func comparingWithNilChecksNil() {
        struct Opaque {}
        let absent: Int? = nil
        let present: Int? = 3
        let opaque: Opaque? = Opaque()
        let noOpaque: Opaque? = nil
        #expect(failureMessages { expect(absent) == nil } == [])
        #expect(failureMessages { expect(present) != nil } == [])
        #expect(failureMessages { expect(noOpaque) == nil } == [])
        #expect(failureMessages { expect(opaque) != nil } == [])
        #expect(failureMessage { expect(present) == nil } == "Expected nil, but was 3")
        #expect(failureMessage { expect(absent) != nil } == "Expected not nil, but was nil")
        #expect(
            failureMessage { expect(opaque) == nil }
                == "Expected nil, but was Opaque()")
        #expect(failureMessage { expect(noOpaque) != nil } == "Expected not nil, but was nil")
    }

    @Test func aDictionaryAgainstOptionalValues() {
        let headers = ["Accept": "json"]
        let accept: String? = "json"
        #expect(failureMessages { expect(headers) == ["Accept": accept] } == [])
        #expect(failureMessages { expect(headers) != ["Accept": nil] } == [])
        #expect(
            failureMessage { expect(headers) == ["Accept": nil] }
                == #"Expected a value equal to ["Accept": nil], but was ["Accept": "json"], which differed at ["Accept"]: expected nil, was "json""#
        )
        #expect(
            failureMessage { expect(headers) != ["Accept": accept] }
                == #"Expected not a value equal to ["Accept": "json"], but was ["Accept": "json"]"#)
    }

    @Test func anArrayAgainstOptionalElements() {
        let names = ["Ann"]
        let nickname: String? = "Ann"
        #expect(failureMessages { expect(names) == [nickname] } == [])
        #expect(failureMessages { expect(names) != [nil] } == [])
        #expect(
            failureMessage { expect(names) == [nil] }
                == #"Expected a value equal to [nil], but was ["Ann"], which differed at [0]: expected nil, was "Ann""#
        )
    }

    @Test func voidComparesWithItsOneValue() {
        #expect(failureMessages { expect(()) == () } == [])
        #expect(failureMessages { expect(() as ()?) == () } == [])
        #expect(failureMessages { expect(nil as ()?) != () } == [])
        #expect(failureMessage { expect(nil as ()?) == () } == "Expected void, but was nil")
        #expect(failureMessage { expect(()) != () } == "Expected not void, but was ()")
    }

    @Test func floatingPointWithAToleranceTuple() {
        #expect(failureMessages { expect(1.2) == (1.25, 0.1) } == [])
        #expect(
            failureMessage { expect(1.3) == (1.1, 0.1) }
                == "Expected a numeric value within 0.1 of 1.1, but was 1.3, which differs by 0.19999999999999996"
        )
    }
}
