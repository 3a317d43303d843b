import Muster
import Testing
import MusterTestSupport

private struct User {
    var name: String
    var isAdmin: Bool
}

/// Nimble's spellings for collections and strings.
@Suite struct NimbleCollectionTests {
    // MARK: contain

    @Test func containIsMembership() {
        #expect(failureMessages { expect(["Atlantic", "Pacific"]).to(contain("Pacific")) } == [])
        #expect(
            failureMessages {
                expect(["whale", "dolphin", "starfish"]).to(contain("dolphin", "starfish"))
            } == [])
        #expect(
            failureMessages { expect(["Atlantic", "Pacific"]).toNot(contain("Mississippi")) } == [])
        #expect(
            failureMessage { expect(["Atlantic", "Pacific"]).to(contain("Mississippi")) }
                == #"Expected a sequence containing "Mississippi", but had no such item in ["Atlantic", "Pacific"]"#
        )
        #expect(
            failureMessage { expect([1, 2, 3]).to(contain(3, 4, 5)) }
                == "Expected a sequence containing all of [3, 4, 5], but had no items matching [4, 5] in [1, 2, 3]"
        )
        #expect(
            failureMessage { expect([1, 2]).toNot(contain(2)) }
                == "Expected not a sequence containing 2, but was [1, 2]")
    }

    @Test func containWithAnArrayOfItemsAndEmptyInput() {
        #expect(failureMessages { expect([1, 2, 3]).to(contain([3, 1])) } == [])
        #expect(
            failureMessage { expect([1, 2]).to(contain([4])) }
                == "Expected a sequence containing 4, but had no such item in [1, 2]")
        #expect(
            failureMessage { expect([Int]()).to(contain(1)) }
                == "Expected a sequence containing 1, but had no such item in []")
        #expect(failureMessages { expect([1]).to(contain([Int]())) } == [])
        #expect(
            (contain([Int]()) as Matcher<[Int]>).description == "a sequence containing all of []")
    }

    @Test func containOnSetsAndDictionaryValues() {
        #expect(failureMessages { expect(Set([1, 2, 3])).to(contain(1, 3)) } == [])
        #expect(
            failureMessage { expect(Set([9, 5, 1, 7])).to(contain(3)) }
                == "Expected a sequence containing 3, but had no such item in Set([1, 5, 7, 9])"
        )
        #expect(failureMessages { expect(Array(["a": 1, "b": 2].values)).to(contain(2)) } == [])
    }

    @Test func containReadsAOnePassSequenceOnce() {
        #expect(failureMessages { expect(OnePassSequence([1, 2, 3])).to(contain(2, 3)) } == [])
        #expect(
            failureMessage { expect(OnePassSequence([1, 2])).to(contain(5)) }
                == "Expected a sequence containing 5, but had no such item in [1, 2]")
    }

    @Test func containOnOptionalsAndInsideOtherMatchers() {
        let absent: [Int]? = nil
        #expect(
            failureMessage { expect(absent).to(contain(1)) }
                == "Expected a sequence containing 1, but was nil (use beNil() to match nil)")
        let nested = [[1, 2], [3]]
        #expect(mismatch(everyItem(contain(1)), nested) == "item 1: had no such item in [3]")
        #expect((not(contain(1)) as Matcher<[Int]>).description == "not a sequence containing 1")
    }

    // MARK: containElementSatisfying

    @Test func containElementSatisfyingFindsOneItem() {
        let users = [User(name: "Ann", isAdmin: false), User(name: "Bo", isAdmin: true)]
        #expect(
            failureMessages { expect(users).to(containElementSatisfying({ $0.isAdmin })) } == [])
        #expect(
            failureMessage {
                expect([1, 2]).to(containElementSatisfying({ $0 > 5 }, "a number above 5"))
            }
                == "Expected a sequence containing a number above 5, but had no such item in [1, 2]"
        )
        #expect(
            failureMessage { expect([Int]()).to(containElementSatisfying({ $0 > 5 })) }
                == "Expected a sequence containing an element satisfying the predicate, "
                + "but had no such item in []")
        #expect(
            failureMessages { expect([1, 2]).toNot(containElementSatisfying({ $0 > 5 })) } == [])
        #expect(
            failureMessages {
                expect(OnePassSequence([1, 9])).to(containElementSatisfying({ $0 > 5 }))
            }
                == [])
    }

    @Test func containElementSatisfyingStopsAtTheFirstMatch() {
        let calls = CallCounter()
        _ = failureMessages {
            expect([1, 5, 7]).to(
                containElementSatisfying({
                    calls.increment()
                    return $0 == 5
                }))
        }
        #expect(calls.count == 2)
    }

    // MARK: beginWith and endWith for strings

    @Test func beginWithOnStrings() {
        #expect(failureMessages { expect("seahorse").to(beginWith("sea")) } == [])
        #expect(failureMessages { expect("seahorse").to(beginWith("s")) } == [])
        #expect(
            failureMessage { expect("seahorse").to(beginWith("horse")) }
                == #"Expected a string starting with "horse", but was "seahorse""#)
        #expect(failureMessages { expect("seahorse").to(beginWith("")) } == [])
        let absent: String? = nil
        #expect(
            failureMessage { expect(absent).to(beginWith("a")) }
                == #"Expected a string starting with "a", but was nil (use beNil() to match nil)"#)
    }

    @Test func endWithOnStrings() {
        #expect(failureMessages { expect("seahorse").to(endWith("horse")) } == [])
        #expect(failureMessages { expect("seahorse").to(endWith("e")) } == [])
        #expect(
            failureMessage { expect("seahorse").to(endWith("sea")) }
                == #"Expected a string ending with "sea", but was "seahorse""#)
    }

    // MARK: beEmpty

    @Test func beEmptyOnSequences() {
        #expect(failureMessages { expect([Int]()).to(beEmpty()) } == [])
        #expect(
            failureMessage { expect([1]).to(beEmpty()) }
                == "Expected an empty collection, but had 1 item: [1]")
        #expect(
            failureMessage { expect([1, 2]).to(beEmpty()) }
                == "Expected an empty collection, but had 2 items: [1, 2]")
        #expect(failureMessages { expect([1]).toNot(beEmpty()) } == [])
        #expect(
            failureMessage { expect([Int]()).toNot(beEmpty()) }
                == "Expected not an empty collection, but was []")
        #expect(failureMessages { expect(OnePassSequence([Int]())).to(beEmpty()) } == [])
        #expect(
            failureMessage { expect(OnePassSequence([7])).to(beEmpty()) }
                == "Expected an empty collection, but had 1 item: [7]")
    }

    @Test func beEmptyOnStringsDictionariesAndSets() {
        #expect(failureMessages { expect("").to(beEmpty()) } == [])
        #expect(
            failureMessage { expect("Ann").to(beEmpty()) }
                == #"Expected an empty string, but was "Ann""#)
        #expect(failureMessages { expect([String: Int]()).to(beEmpty()) } == [])
        #expect(
            failureMessage { expect(["b": 2, "a": 1]).to(beEmpty()) }
                == #"Expected an empty collection, but had 2 items: ["a": 1, "b": 2]"#)
        #expect(failureMessages { expect(Set<Int>()).to(beEmpty()) } == [])
        #expect(
            failureMessage { expect(Set([3, 1, 2])).to(beEmpty()) }
                == "Expected an empty collection, but had 3 items: Set([1, 2, 3])")
    }

    @Test func beEmptyOnOptionalsAndInsideOtherMatchers() {
        let absent: [Int]? = nil
        #expect(
            failureMessage { expect(absent).to(beEmpty()) }
                == "Expected an empty collection, but was nil (use beNil() to match nil)")
        #expect(mismatch(everyItem(beEmpty()), [[], [1]]) == "item 1: had 1 item: [1]")
        #expect((not(beEmpty()) as Matcher<[Int]>).description == "not an empty collection")
    }

    // MARK: haveCount

    @Test func haveCountCountsTheItems() {
        #expect(failureMessages { expect([1, 2]).to(haveCount(2)) } == [])
        #expect(
            failureMessage { expect([1]).to(haveCount(2)) }
                == "Expected a collection with count 2, but count was 1")
        #expect(failureMessages { expect(["a": 1]).to(haveCount(1)) } == [])
        #expect(failureMessages { expect([Int]()).to(haveCount(0)) } == [])
        #expect(failureMessages { expect(OnePassSequence([1, 2, 3])).to(haveCount(3)) } == [])
        #expect(
            failureMessage { expect([1]).toNot(haveCount(1)) }
                == "Expected not a collection with count 1, but was [1]")
        let absent: [Int]? = nil
        #expect(
            failureMessage { expect(absent).to(haveCount(0)) }
                == "Expected a collection with count 0, but was nil (use beNil() to match nil)")
    }

    // MARK: allPass

    @Test func allPassWithAMatcher() {
        #expect(failureMessages { expect([1, 2, 3, 4]).to(allPass(beLessThan(5))) } == [])
        #expect(
            failureMessage { expect([1, 2, 6]).to(allPass(beLessThan(5))) }
                == "Expected a sequence where every item is a value less than 5, but item 2: was 6")
        let maybes: [Int?] = [nil, nil]
        #expect(failureMessages { expect(maybes).to(allPass(beNil())) } == [])
        #expect(
            failureMessages { expect(OnePassSequence([2, 4])).to(allPass(beGreaterThan(1))) } == [])
        #expect(
            failureMessage { expect([1, 2]).toNot(allPass(beLessThan(5))) }
                == "Expected not a sequence where every item is a value less than 5, but was [1, 2]"
        )
        let absent: [Int]? = nil
        #expect(
            failureMessage { expect(absent).to(allPass(beLessThan(5))) }
                == "Expected a sequence where every item is a value less than 5, but was nil (use beNil() to match nil)"
        )
    }

    // MARK: match

    @Test func matchFindsTheRegularExpressionAnywhere() {
        #expect(failureMessages { expect("order-42").to(match("[0-9]+")) } == [])
        #expect(failureMessages { expect("abc").to(match("^a.c$")) } == [])
        #expect(
            failureMessage { expect("abc").to(match("[0-9]")) }
                == #"Expected a string containing a match for /[0-9]/, but was "abc""#)
        #expect(
            failureMessage { expect("").to(match("a")) }
                == #"Expected a string containing a match for /a/, but was """#)
        #expect(failureMessages { expect("abc").toNot(match("[0-9]")) } == [])
        let absent: String? = nil
        #expect(
            failureMessage { expect(absent).to(match("a")) }
                == "Expected a string containing a match for /a/, but was nil (use beNil() to match nil)"
        )
    }

    @Test func matchWithAnInvalidPatternFailsEitherWay() {
        let unusable = #"could not use the pattern "(" as a regular expression: expected ')'"#
        #expect(
            failureMessage { expect("abc").to(match("(")) }
                == "Expected a string containing a match for /(/, but \(unusable)")
        #expect(
            failureMessage { expect("abc").toNot(match("(")) }
                == "Expected not a string containing a match for /(/, but \(unusable)")
    }
}
