import Foundation
import Testing

@testable import Muster
@testable import MusterMatchers
import MusterTestSupport

@Suite struct MatcherConvertibleTests {
    enum Size: MatcherConvertible, Equatable {
        case small, large
    }

    func described<T>(_ convertible: some MatcherConvertible<T>) -> String {
        convertible.asMatcher().description
    }

    @Test func aMatcherIsItself() {
        #expect(described(greaterThan(3)) == "a value greater than 3")
        #expect(greaterThan(3).asMatcher().matches(4))
    }

    @Test func aPlainValueMeansEqualToIt() {
        #expect(described(3) == "3")
        #expect(described("a") == #""a""#)
        #expect(described(2.5) == "2.5")
        #expect(described(true) == "true")
        #expect(described([1, 2]) == "[1, 2]")
        #expect(described(["k": 1]) == #"["k": 1]"#)
        #expect(described(Optional(3)) == "3")
        #expect(described(Int?.none) == "nil")
        #expect(described(1..<3) == "1..<3")
        #expect(described(Data([1, 2])) == "2 bytes: 01 02")
        #expect(3.asMatcher().matches(3))
        #expect(!3.asMatcher().matches(4))
        #expect(mismatch("a".asMatcher(), "b") == #"was "b""#)
    }

    @Test func aTypeOfYourOwnNeedsOnlyTheConformance() {
        #expect(described(Size.small) == ".small")
        #expect(
            failureMessage { assertThat([Size.large], hasItem(Size.small)) }
                == "Expected a sequence containing .small, but had no such item in [.large]"
        )
    }

    @Test func plainValuesComposeWithMatchers() {
        #expect(failureMessages { assertThat(5, anyOf(3, greaterThan(4))) } == [])
        #expect(
            failureMessage { assertThat(2, anyOf(3, greaterThan(4))) }
                == "Expected (3 or a value greater than 4), but was 2")
        #expect(failureMessage { assertThat(3, not(3)) } == "Expected not 3, but was 3")
    }
}
