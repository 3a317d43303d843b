import Muster
import Testing
import XCTest
import MusterTestSupport

// The examples of the article "Migrating from SwiftHamcrest", as written there.

private func isEven() -> Matcher<Int> {
    Matcher("an even number") { value in
        value % 2 == 0 ? .match : .mismatch("odd")
    }
}

@Suite struct MigratingFromSwiftHamcrestTests {
    @Test func messages() {
        #expect(
            failureMessage { assertThat("foobar", hasPrefix("bar")) }
                == #"Expected a string starting with "bar", but was "foobar""#)
        #expect(
            failureMessage { assertThat([1, 2, 3], hasItem(5, atIndex: 1)) }
                == "Expected a sequence containing 5 at index 1, but item at index 1 was 2")
    }

    @Test func aMatcherWrittenTheSwiftHamcrestWay() {
        #expect(failureMessages { assertThat(4, isEven()) } == [])
        #expect(
            failureMessage { assertThat(3, isEven()) }
                == "Expected an even number, but odd (value: 3)")
    }

    @Test func capturingFailures() {
        let failures = captureFailures { assertThat(5, lessThan(3)) }
        #expect(failures.first?.message == "Expected a value less than 3, but was 5")
    }

    @Test func namesFromTheTable() {
        #expect(failureMessages { assertThat(Optional(5), presentAnd(greaterThan(3))) } == [])
        #expect(failureMessages { assertThat(7, anyOf(1, greaterThan(5))) } == [])
        #expect(failureMessages { assertThat(2, inInterval(1..<3)) } == [])
        #expect(
            failureMessages { assertThat("Foo and Bar", containsStringsInOrder("foo", "bar")) }
                == [])
        #expect(failureMessages { assertThat(3, 3) } == [])
    }
}

final class MigratingFromSwiftHamcrestXCTests: XCTestCase {
    nonisolated(unsafe) static var printed: [String] = []

    override func invokeTest() {
        withFailureReporter(FailureReporter { Self.printed.append("\($0.site): \($0.message)") }) {
            super.invokeTest()
        }
    }

    func testAReporterInstalledForTheClassReceivesItsFailures() {
        Self.printed = []
        assertThat(5, lessThan(3))
        XCTAssertEqual(
            Self.printed,
            [
                "MusterTests/MigratingFromSwiftHamcrestTests.swift:\(#line - 4):19: "
                    + "Expected a value less than 3, but was 5"
            ])
    }
}
