import Muster
import Testing
import MusterTestSupport

@Suite struct HasItemTests {
    @Test func matchesWhenSomeItemMatches() {
        #expect(hasItem(2).matches([1, 2, 3]))
        #expect(hasItem(greaterThan(2)).matches([1, 5]))
        #expect(hasItem("b").matches(["a", "b"]))
        #expect(!hasItem(4).matches([1, 2, 3]))
    }

    /// Past the items a message shows, items are only counted, and a match there still counts.
    @Test func matchesAnItemPastTheOnesAMessageShows() {
        #expect(hasItem(99).matches(Array(0..<100)))
        #expect(hasItem(greaterThan(98)).matches(Array(0..<100)))
        #expect(!hasItem(100).matches(Array(0..<100)))
    }

    @Test func description() {
        let value: Matcher<[Int]> = hasItem(3)
        #expect(value.description == "a sequence containing 3")
        let matcher: Matcher<[Int]> = hasItem(greaterThan(2))
        #expect(matcher.description == "a sequence containing a value greater than 2")
    }

    @Test func mismatchShowsTheItems() {
        #expect(mismatch(hasItem(3), [1, 2]) == "had no such item in [1, 2]")
        #expect(mismatch(hasItem("c"), ["a"]) == #"had no such item in ["a"]"#)
        #expect(
            mismatch(hasItem(-1), Array(0..<100))
                == "had no such item in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, "
                + "15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, "
                + "35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, … 50 more]")
    }

    private struct User: Hashable {
        var name: String
        var age: Int
    }

    @Test func aMissingValueIsComparedWithTheNearestItem() {
        let ann = User(name: "Ann", age: 41)
        let bob = User(name: "Bob", age: 7)
        #expect(
            failureMessage { assertThat([bob, User(name: "Ann", age: 42)], hasItem(ann)) }
                == #"""
                Expected a sequence containing User(name: "Ann", age: 41), but had no such item in [User(name: "Bob", age: 7), User(name: "Ann", age: 42)]
                  item 1, the nearest, differed at .age: expected 41, was 42
                """#)
        #expect(
            failureMessage { expect([bob]).to(containElementSatisfying { $0 == ann }) }
                == #"Expected a sequence containing an element satisfying the predicate, but had no such item in [User(name: "Bob", age: 7)]"#,
            "a matcher that is not an equality has no value to compare")
    }

    @Test func theItemsOfASetHaveNoPositionToName() {
        let ann = User(name: "Ann", age: 41)
        #expect(
            mismatch(hasItem(ann), Set([User(name: "Ann", age: 42)]))
                == #"had no such item in Set([User(name: "Ann", age: 42)])"#
        )
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat([1, 2], hasItem(3)) }
                == "Expected a sequence containing 3, but had no such item in [1, 2]")
    }

    @Test func literalsTakeTheElementType() {
        #expect(failureMessages { assertThat([1.5, 3.0], hasItem(3)) } == [])
        #expect(
            failureMessage { assertThat([1.5], hasItem(3)) }
                == "Expected a sequence containing 3.0, but had no such item in [1.5]")
    }

    @Test func optionalSubject() {
        #expect(
            failureMessage { assertThat(Optional<[Int]>.none, hasItem(1)) }
                == "Expected a sequence containing 1, but was nil")
        #expect(failureMessages { assertThat(Optional([1]), hasItem(1)) } == [])
    }

    @Test func optionalItems() {
        let values: [Int?] = [1, nil]
        let absent: Int? = nil
        #expect(hasItem(absent).matches(values))
        #expect(hasItem(nilValue()).matches(values))
        #expect(mismatch(hasItem(Optional(3)), values) == "had no such item in [1, nil]")
    }

    @Test func emptyInput() {
        #expect(mismatch(hasItem(1), [Int]()) == "had no such item in []")
    }

    @Test func readsASinglePassSequenceOnce() {
        let sequence = OnePassSequence([1, 2])
        #expect(
            failureMessage { assertThat(sequence, hasItem(3)) }
                == "Expected a sequence containing 3, but had no such item in [1, 2]")
        #expect(sequence.readings == 1)
    }

    @Test func stopsReadingAtTheFirstMatch() {
        #expect(hasItem(1_000).matches(Naturals()))
    }

    @Test func worksOnAnySequence() {
        #expect(hasItem(Character("b")).matches("abc"))
        #expect(hasItem(3).matches(Set([1, 3])))
        #expect(mismatch(hasItem(5), 1...3) == "had no such item in [1, 2, 3]")
    }

    @Test func insideAnotherMatcher() {
        let negated: Matcher<[Int]> = not(hasItem(2))
        #expect(negated.description == "not a sequence containing 2")
        #expect(mismatch(negated, [1, 2]) == "was [1, 2]")
        #expect(failureMessages { assertThat([1, 3], negated) } == [])

        struct User { let name: String }
        let users = [User(name: "Bob")]
        #expect(
            failureMessage { assertThat(users, hasItem(hasProperty(\.name, "Joe"))) }
                == #"Expected a sequence containing a value with name "Joe", but had no such item in [User(name: "Bob")]"#
        )
    }

    @Test func showsASetOrADictionarySorted() {
        #expect(
            mismatch(hasItem(3), Set([9, 5, 1, 7])) == "had no such item in Set([1, 5, 7, 9])"
        )
        let ages = ["Bo": 30, "Ann": 41]
        let aged5 = Matcher<(key: String, value: Int)>("an entry aged 5") { $0.value == 5 }
        #expect(
            mismatch(hasItem(aged5), ages)
                == #"had no such item in ["Ann": 41, "Bo": 30]"#)
    }
}

/// `hasItem` of a value compared field by field: the value and the items are shown without the
/// fields it ignores, and the nearest item is named with the field that differed.
@Suite struct HasItemFieldByFieldTests {
    private struct Message { var id: Int; var text: String; var room: String }

    @Test func theNearestItemIsNamedWithTheFieldThatDiffered() {
        let expected = Message(id: 7_291, text: "hello", room: "general")
        let received = [
            Message(id: 1, text: "bye", room: "random"),
            Message(id: 2, text: "hullo", room: "general"),
        ]
        #expect(
            failureMessage { assertThat(received, hasItem(equalTo(expected, ignoring: \.id))) }
                == #"""
                Expected a sequence containing Message(text: "hello", room: "general") compared field by field ignoring \.id, but had no such item in [Message(text: "bye", room: "random"), Message(text: "hullo", room: "general")]
                  item 1, the nearest, differed at .text: expected "hello", was "hullo"
                """#)
        #expect(
            hasItem(equalTo(expected, ignoring: \.id)).matches(
                received + [Message(id: 3, text: "hello", room: "general")]))
    }

    /// The app's case: items with a random id, which the comparison ignores, and a message that
    /// stays within 400 bytes with the runner's prefix.
    @Test func itemsLeaveOutWhatTheComparisonIgnores() {
        struct Event { var id: String; var name: String; var screen: String }
        let expected = Event(
            id: "F3A1C9D2-6B7E-4F0A-9C1D-2E3F4A5B6C7D", name: "profile_opened", screen: "profile")
        let logged = [
            Event(id: "0B9F2E51-3C4D-4E6F-8A7B-9C0D1E2F3A4B", name: "app_started", screen: "home"),
            Event(
                id: "7C8D9E0F-1A2B-4C3D-9E4F-5A6B7C8D9E0F", name: "profile_open", screen: "profile"),
        ]
        let message = failureMessage {
            assertThat(logged, hasItem(equalTo(expected, ignoring: \.id)))
        }
        #expect(
            message == #"""
                Expected a sequence containing Event(name: "profile_opened", screen: "profile") compared field by field ignoring \.id, but had no such item in [Event(name: "app_started", screen: "home"), Event(name: "profile_open", screen: "profile")]
                  item 1, the nearest, differed at .name: expected "profile_opened", was "profile_open"
                """#)
        let runnerPrefix = "Expectation failed: "
        #expect((runnerPrefix + message).utf8.count <= 400)
    }

    @Test func aPollSaysItOnceToo() async {
        let expected = Message(id: 7_291, text: "hello", room: "general")
        let received = [Message(id: 2, text: "hullo", room: "general")]
        let failures = await captureFailures {
            await expect { received }.toEventually(
                hasItem(equalTo(expected, ignoring: \.id)), timeout: .zero)
        }
        #expect(
            failures.map(\.message) == [
                #"""
                Expected eventually a sequence containing Message(text: "hello", room: "general") compared field by field ignoring \.id, but after 0.0 s (1 check) had no such item in [Message(text: "hullo", room: "general")]
                  item 0, the nearest, differed at .text: expected "hello", was "hullo"
                """#
            ])
    }

    @Test func noNearestItemInEmptyInput() {
        let expected = Message(id: 7_291, text: "hello", room: "general")
        #expect(
            mismatch(hasItem(equalTo(expected, ignoring: \.id)), [Message]())
                == "had no such item in []")
    }
}
