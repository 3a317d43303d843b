import Foundation
import Muster
import Testing
import MusterTestSupport

private class ViewController {}
private final class FileContentsViewController: ViewController {}
private final class SettingsViewController: ViewController {}
private protocol Presentable {}
extension FileContentsViewController: Presentable {}

@Suite struct InstanceOfTests {
    @Test func matchesClassesSubclassesProtocolsAndValues() {
        let controller: ViewController = FileContentsViewController()
        #expect(instanceOf(FileContentsViewController.self).matches(controller))
        #expect(instanceOf(ViewController.self).matches(controller))
        #expect(instanceOf(Presentable.self).matches(controller))
        #expect(instanceOf(Int.self).matches(3 as Any))
        #expect(!instanceOf(SettingsViewController.self).matches(controller))
    }

    @Test func descriptionAndMismatch() {
        let matcher: Matcher<ViewController> = instanceOf(FileContentsViewController.self)
        #expect(matcher.description == "an instance of FileContentsViewController")
        #expect(mismatch(matcher, SettingsViewController()) == "was <SettingsViewController>")
        let anyMatcher: Matcher<Any> = instanceOf(URL.self)
        #expect(mismatch(anyMatcher, "abc") == #"was "abc" (String)"#)
        #expect(
            failureMessage {
                assertThat(
                    SettingsViewController() as ViewController,
                    instanceOf(FileContentsViewController.self))
            }
                == "Expected an instance of FileContentsViewController, but was <SettingsViewController>"
        )
    }

    @Test func typeChangingWithAMatcher() {
        let json: Any = ["name": "Joe"]
        let matcher: Matcher<Any> = instanceOf([String: String].self, equalTo(["name": "Joe"]))
        #expect(matcher.matches(json))
        #expect(
            matcher.description
                == #"an instance of Dictionary<String, String> that is ["name": "Joe"]"#)
        #expect(
            mismatch(matcher, ["name": "Bob"] as [String: String])
                == #"was ["name": "Bob"], which differed at ["name"]: expected "Joe", was "Bob""#)
        #expect(mismatch(matcher, 42) == "was 42 (Int)")
        let number: Matcher<Any> = instanceOf(Int.self, 42)
        #expect(number.matches(42))
    }

    @Test func optionalAndNil() {
        let absent: Any? = nil
        #expect(
            failureMessage { assertThat(absent, instanceOf(Int.self)) }
                == "Expected an instance of Int, but was nil")
        let wrapped: Any = Optional(3) as Any
        #expect(instanceOf(Int.self).matches(wrapped))
    }

    @Test func emptyValues() {
        #expect(instanceOf([Int].self).matches([Int]() as Any))
        #expect(mismatch(instanceOf(String.self), [Int]() as Any) == "was [] (Array<Int>)")
    }

    @Test func insideAnotherMatcher() {
        let matcher: Matcher<Any> = not(instanceOf(String.self))
        #expect(matcher.description == "not an instance of String")
        #expect(mismatch(matcher, "a") == #"was "a""#)
    }

    @Test func exactType() {
        let controller: ViewController = FileContentsViewController()
        #expect(isA(FileContentsViewController.self).matches(controller))
        #expect(!isA(ViewController.self).matches(controller))
        let matcher: Matcher<ViewController> = isA(ViewController.self)
        #expect(matcher.description == "a value of exact type ViewController")
        #expect(mismatch(matcher, controller) == "was <FileContentsViewController>")
        #expect(mismatch(isA(Int.self), Optional<Int>.none as Any) == "was nil")
        #expect(isA(Int.self).matches(Optional(3) as Any))
        #expect(
            failureMessage { assertThat(3.0 as Any, isA(Int.self)) }
                == "Expected a value of exact type Int, but was 3.0 (Double)")
    }
}

@Suite struct InstanceOfAndTests {
    private struct Money: Equatable { var cents: Int }

    @Test func theLabelledFormIsInstanceOfWithAMatcher() {
        let matcher: Matcher<Any> = instanceOf(Int.self, and: greaterThan(0))
        #expect(matcher.matches(3))
        #expect(!matcher.matches(-3))
        #expect(!matcher.matches("3"))
        #expect(matcher.description == "an instance of Int that is a value greater than 0")
        #expect(mismatch(matcher, "3") == #"was "3" (String)"#)
        #expect(mismatch(matcher, -3) == "was -3")
    }

    @Test func plainValuesOfOwnTypes() {
        let matcher: Matcher<Any> = instanceOf(Money.self, and: Money(cents: 400))
        #expect(matcher.matches(Money(cents: 400)))
        #expect(
            mismatch(matcher, Money(cents: 5))
                == "was Money(cents: 5), which differed at .cents: expected 400, was 5")
    }

    @Test func instanceOfAndTakesTheTypeFromTheMatcher() {
        let matcher: Matcher<Any> = instanceOfAnd(greaterThan(5))
        #expect(matcher.matches(7))
        #expect(!matcher.matches(7.5))
        #expect(matcher.description == "an instance of Int that is a value greater than 5")
        #expect(
            failureMessage { assertThat("7" as Any, instanceOfAnd(greaterThan(5))) }
                == #"Expected an instance of Int that is a value greater than 5, but was "7" (String)"#
        )
    }

    @Test func insideDictionariesFromJSON() {
        let json: [String: Any] = ["count": 3, "title": "Mug"]
        assertThat(json, hasEntry("count", instanceOfAnd(greaterThan(2))))
        #expect(
            failureMessage { assertThat(json, hasEntry("count", instanceOfAnd(greaterThan(5)))) }
                == #"Expected a dictionary containing ["count": an instance of Int that is a value "#
                + #"greater than 5], but ["count"]: was 3"#)
    }

    @Test func optionalAndEmptyInput() {
        let absent: Int? = nil
        #expect(!instanceOf(Int.self, and: greaterThan(0)).matches(absent as Any))
        #expect(instanceOf([Int].self, and: isEmpty()).matches([Int]() as Any))
        #expect(instanceOfAnd(equalTo("")).matches("" as Any))
    }
}
