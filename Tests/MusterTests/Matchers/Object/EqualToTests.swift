import Muster
import Testing
import MusterTestSupport

@Suite struct EqualToTests {
    @Test func matchesAnEqualValue() {
        #expect(equalTo(5).matches(5))
        #expect(equalTo("abc").matches("abc"))
    }

    @Test func describesItselfAsTheValue() {
        #expect(equalTo(5).description == "5")
        #expect(equalTo("a\nb").description == #""a\nb""#)
        #expect(equalTo(0.1 + 0.2).description == "0.30000000000000004")
    }

    @Test func mismatchShowsTheActualValue() {
        #expect(mismatch(equalTo(5), 4) == "was 4")
        #expect(mismatch(equalTo("abc"), "abd") == #"was "abd""#)
    }

    @Test func failureText() {
        #expect(failureMessage { assertThat(1 + 2, equalTo(5)) } == "Expected 5, but was 3")
        #expect(
            failureMessage { assertThat(1.00001, equalTo(1.0)) } == "Expected 1.0, but was 1.00001")
    }

    /// The examples in `equalTo`'s documentation, with the messages it shows.
    @Test func documentedExamples() {
        struct Address: Equatable {
            let street: String
            let city: String
        }
        struct User: Equatable {
            let name: String
            let email: String
            let address: Address
        }
        let expectedUser = User(
            name: "Ann", email: "ann@example.com",
            address: Address(street: "Storgata 1", city: "Oslo"))
        let user = User(
            name: "Ann", email: "ann@example.com",
            address: Address(street: "Storgata 1", city: "Bergen"))
        #expect(failureMessage { assertThat(1 + 2, equalTo(2)) } == "Expected 2, but was 3")
        #expect(
            failureMessage { assertThat(user, equalTo(expectedUser)) }
                == #"Expected User(name: "Ann", email: "ann@example.com", address: Address(street: "Storgata 1", …)), but differed at .address.city: expected "Oslo", was "Bergen""#
        )
    }

    @Test func optionalSubject() {
        let present: Int? = 5
        let absent: Int? = nil
        #expect(failureMessages { assertThat(present, equalTo(5)) } == [])
        #expect(failureMessage { assertThat(absent, equalTo(5)) } == "Expected 5, but was nil")
        #expect(
            failureMessage { assertThat(absent, equalTo(Optional(5))) } == "Expected 5, but was nil"
        )
        #expect(failureMessages { assertThat(absent, equalTo(nil)) } == [])
    }

    @Test func emptyValues() {
        #expect(equalTo("").matches(""))
        #expect(mismatch(equalTo(""), " ") == #"was " ""#)
        #expect(equalTo([Int]()).description == "[]")
        #expect(mismatch(equalTo([Int]()), [1]) == "was [1]")
    }

    @Test func insideAnotherMatcher() {
        let matcher = not(equalTo(5))
        #expect(matcher.description == "not 5")
        #expect(mismatch(matcher, 5) == "was 5")
        #expect(failureMessage { assertThat(5, not(5)) } == "Expected not 5, but was 5")
    }

    @Test func longValuesDescribeThemselvesInShort() {
        #expect(
            equalTo(Array(0..<100)).description
                == "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, … 77 more]"
        )
        #expect(
            equalTo(String(repeating: "ab", count: 100)).description
                == "\"" + String(repeating: "ab", count: 40) + "\"… (120 more bytes)")
    }

    @Test func longAndStructuredMismatchesNameWhereTheValuesDiffer() {
        struct Point: Equatable { var x: Int, y: Int, label: String }
        let expected = Point(
            x: 1, y: 2, label: "a label long enough to make the point a long value to read")
        var actual = expected
        actual.y = 3
        #expect(mismatch(equalTo(expected), actual) == "differed at .y: expected 2, was 3")
        #expect(
            mismatch(equalTo("a\nb"), "a\nc") == """
                differed at line 2, column 1:
                  expected: b
                  actual:   c
                            ^
                  (- expected, + actual)
                    a
                  - b
                  + c
                """)
    }

    @Test func negationShowsTheValue() {
        let long = Array(0..<100)
        #expect(
            failureMessage { assertThat(long, not(equalTo(long))) }
                == "Expected not [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, … 77 more], but was [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, … 50 more]"
        )
    }
}
