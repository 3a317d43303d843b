import MusterHamcrest
import Testing

private final class Session {}

private struct Money: Equatable {
    var cents: Int
}

@Suite struct OperatorFormTests {
    @Test func eachOperatorAppliesItsMatcher() {
        #expect(
            failureMessages {
                assertThat(0 == 0)
                assertThat(1 != 0)
                assertThat(0 < 1)
                assertThat(1 <= 1)
                assertThat(1 > 0)
                assertThat(1 >= 1)
                assertThat(Money(cents: 400) == Money(cents: 400))
                assertThat("a" < "b")
            } == [])
        #expect(
            failureMessages {
                assertThat(0 == 42)
                assertThat(1 != 1)
                assertThat(1 < 0)
                assertThat(1 <= 0)
                assertThat(0 > 1)
                assertThat(0 >= 1)
            } == [
                "Expected 42, but was 0",
                "Expected not 1, but was 1",
                "Expected a value less than 0, but was 1",
                "Expected a value less than or equal to 0, but was 1",
                "Expected a value greater than 1, but was 0",
                "Expected a value greater than or equal to 1, but was 0",
            ])
    }

    @Test func anOwnEquatableTypeShowsWhereItDiffers() {
        #expect(
            failureMessages { assertThat(Money(cents: 350) == Money(cents: 400)) } == [
                "Expected Money(cents: 400), but was Money(cents: 350), which differed at .cents: expected 400, was 350"
            ])
    }

    @Test func identity() {
        let session = Session()
        #expect(failureMessages { assertThat(session === session) } == [])
        let messages = failureMessages { assertThat(session === Session()) }
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix(
                "Expected the same instance as <Session>, but was another instance <Session> at 0x")
                == true)
    }

    @Test func andReportsEachComparisonThatFailed() {
        #expect(failureMessages { assertThat(0 == 0 && 1 == 1) } == [])
        #expect(failureMessages { assertThat(0 == 0 && 0 == 1) } == ["Expected 1, but was 0"])
        #expect(failureMessages { assertThat(1 == 0 && 0 == 0) } == ["Expected 0, but was 1"])
        #expect(
            failureMessages { assertThat(0 == 1 && 1 == 0 && 2 > 3) } == [
                "Expected 1, but was 0", "Expected 0, but was 1",
                "Expected a value greater than 3, but was 2",
            ])
    }

    @Test func theArticlesExamples() {
        struct Cart { var total: Int }
        let cart = Cart(total: 350)
        let range = 2..<12
        #expect(failureMessages { assertThat(cart.total == 400) } == ["Expected 400, but was 350"])
        #expect(
            failureMessages { assertThat(range.lowerBound >= 0 && range.upperBound <= 10) } == [
                "Expected a value less than or equal to 10, but was 12"
            ])
    }

    @Test func aMessageComesFirstAndTheLocationIsTheCallers() {
        let failures = captureFailures { assertThat(2 + 2 == 5, message: "arithmetic") }
        let line: UInt = #line - 1
        #expect(failures.map(\.message) == ["arithmetic\nExpected 5, but was 4"])
        #expect(failures.map(\.site.line) == [line])
        #expect(
            failures.map { "\($0.site.fileID)" } == ["MusterHamcrestTests/OperatorFormTests.swift"])
    }

    @Test func optionalsCompareAsOptionals() {
        let nickname: String? = nil
        #expect(failureMessages { assertThat(nickname == nil) } == [])
        #expect(
            failureMessages { assertThat(nickname == "Ann") } == [#"Expected "Ann", but was nil"#])
    }

    @Test func ordinaryComparisonsStayBoolean() {
        let sameMoney = Money(cents: 1) == Money(cents: 1)
        let differentText = "a" != "b"
        let less = 1 < 2
        #expect(sameMoney && differentText && less)
        if Money(cents: 1) != Money(cents: 2) {} else { Issue.record("!= on an own type") }
        let same: Bool = 1 == 1
        let ordered = [3, 1, 2].sorted { $0 < $1 }
        #expect(same)
        #expect(ordered == [1, 2, 3])
    }
}
