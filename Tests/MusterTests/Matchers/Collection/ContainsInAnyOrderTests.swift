import Muster
import Testing
import MusterTestSupport

@Suite struct ContainsInAnyOrderTests {
    private struct User: Hashable, MatcherConvertible {
        var name: String
        var age: Int
        var email: String

        static let ann = User(name: "Ann", age: 41, email: "ann@example.com")
        static let bob = User(name: "Bob", age: 7, email: "bob@example.com")
    }

    @Test func eachUnmatchedValueIsComparedWithTheNearestLeftoverItem() {
        var olderAnn = User.ann
        olderAnn.age = 42
        var robert = User.bob
        robert.name = "Robert"
        robert.email = "robert@example.com"
        #expect(
            failureMessage {
                assertThat([robert, olderAnn], containsInAnyOrder(User.ann, User.bob))
            }
                == #"""
                Expected a sequence containing [User(name: "Ann", age: 41, email: "ann@example.com"), User(name: "Bob", age: 7, email: "bob@example.com")] in any order, but had no items matching [User(name: "Ann", age: 41, email: "ann@example.com"), User(name: "Bob", age: 7, email: "bob@example.com")] and unexpected items [User(name: "Robert", age: 7, email: "robert@example.com"), User(name: "Ann", age: 42, email: "ann@example.com")]
                  item 1, nearest to User(name: "Ann", age: 41, email: "ann@example.com"), differed at .age: expected 41, was 42
                  item 0, nearest to User(name: "Bob", age: 7, email: "bob@example.com"), differed at .name, .email:
                    .name: expected "Bob", was "Robert"
                    .email: expected "bob@example.com", was "robert@example.com"
                """#)
    }

    @Test func oneShortValueAgainstOneShortItemNeedsNoComparison() {
        var olderAnn = User.ann
        olderAnn.age = 42
        #expect(
            mismatch(containsInAnyOrder(User.ann, User.bob), [User.bob, olderAnn])
                == #"had no item matching User(name: "Ann", age: 41, email: "ann@example.com") and an unexpected item User(name: "Ann", age: 42, email: "ann@example.com")"#
        )
    }

    @Test func aLongUnmatchedValueIsComparedEvenAlone() {
        let expected = String(repeating: "lorem ipsum ", count: 10)
        #expect(
            mismatch(containsInAnyOrder("a", expected), ["a", expected + "!"])
                == #"""
                had no item matching "lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ip"… (40 more bytes) and an unexpected item "lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum !"
                  item 1, the nearest, differed at column 121:
                    expected: …ipsum lorem ipsum lorem ipsum·
                    actual:   …ipsum lorem ipsum lorem ipsum !
                                                             ^
                """#)
    }
    @Test func matchesTheSameItemsInAnyOrder() {
        #expect(containsInAnyOrder(1, 2, 3).matches([3, 1, 2]))
        #expect(containsInAnyOrder("a", "b", "a").matches(["a", "a", "b"]))
        #expect(containsInAnyOrder(1, greaterThan(1)).matches([5, 1]))
        #expect(!containsInAnyOrder(1, 1).matches([1]))
        #expect(!containsInAnyOrder(1).matches([1, 1]))
    }

    @Test func pairsOverlappingMatchersAsWellAsPossible() {
        // 5 satisfies both expectations; only giving it to `5` leaves one for 1.
        #expect(containsInAnyOrder(greaterThan(0), equalTo(5)).matches([5, 1]))
        #expect(containsInAnyOrder(greaterThan(0), 5).matches([5, 1]))
        #expect(
            containsInAnyOrder(greaterThan(0), greaterThan(1), greaterThan(2)).matches([3, 2, 1]))
        #expect(
            containsInAnyOrder(greaterThan(2), greaterThan(1), greaterThan(0)).matches([1, 2, 3]))
        #expect(containsInAnyOrder(greaterThan(0), equalTo(5), equalTo(5)).matches([5, 7, 5]))
        #expect(!containsInAnyOrder(greaterThan(3), greaterThan(3)).matches([5, 1]))
        #expect(
            mismatch(containsInAnyOrder(greaterThan(3), 5), [5, 1])
                == "had no item matching a value greater than 3 and an unexpected item 1")
    }

    @Test func pairsItemsThroughLongChainsOfReassignment() {
        // Each item first takes the expectation at its own position. The last item fits only
        // the first expectation, so every earlier item has to move along by one: an augmenting
        // path through all of them, which must neither recurse that deep nor rescan.
        let count = 2_000
        let counter = EvaluationCounter()
        let expectations: [any MatcherConvertible<Int>] = (0..<count).map { slot in
            counter.counting(
                Matcher<Int>("slot \(value: slot)") { item in
                    switch slot {
                    case 0: item == 0 || item == count - 1
                    case count - 1: item == slot - 1
                    default: item == slot || item == slot - 1
                    }
                })
        }
        #expect(containsInAnyOrder(expectations).matches(Array(0..<count)))
        // One try each for the greedy pass, a full scan for the last item, one step per link.
        #expect(counter.count == (count - 1) + count + (count - 1))
    }

    @Test func agreesWithAnExhaustiveSearchOnRandomOverlappingMatchers() {
        var generator = SplitMix(seed: 11)
        for _ in 0..<400 {
            let itemCount = Int.random(in: 0...7, using: &generator)
            let items = (0..<itemCount).map { _ in Int.random(in: 0..<8, using: &generator) }
            let ranges = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
                let low = Int.random(in: 0..<8, using: &generator)
                return low...Int.random(in: low..<8, using: &generator)
            }
            let counter = EvaluationCounter()
            let expectations: [any MatcherConvertible<Int>] = ranges.map { range in
                counter.counting(Matcher<Int>("a value in the range") { range.contains($0) })
            }
            let expected = ranges.count == items.count && canPair(items, with: ranges[...])
            #expect(
                containsInAnyOrder(expectations).matches(items) == expected,
                "\(items) against \(ranges)")
            #expect(counter.count <= items.count * ranges.count)
        }
    }

    @Test func manyOverlappingMatchersPairAsAnExhaustiveSearchDoes() {
        // Large enough that the lazy search gives up and every pair is swept through once.
        var generator = SplitMix(seed: 23)
        for round in 0..<12 {
            let itemCount = Int.random(in: 120...180, using: &generator)
            let matcherCount = round.isMultiple(of: 3) ? itemCount : itemCount + round % 3 - 1
            let items = (0..<itemCount).map { _ in Int.random(in: 0..<200, using: &generator) }
            let ranges = (0..<matcherCount).map { _ in
                let low = Int.random(in: 0..<200, using: &generator)
                return low...min(199, low + Int.random(in: 0..<120, using: &generator))
            }
            var seen = Set<[Int]>()
            var repeated = false
            let expectations: [any MatcherConvertible<Int>] = ranges.enumerated().map {
                slot, range in
                Matcher<Int>("a value in \(value: range)") { item in
                    // Items repeat, so a pair is the expectation and the item's value.
                    if !seen.insert([slot, item]).inserted { repeated = true }
                    return range.contains(item)
                }
            }
            let largest = largestPairing(items, ranges)
            let expected = largest == itemCount && largest == matcherCount
            #expect(
                containsInAnyOrder(expectations).matches(items) == expected,
                "round \(round): \(largest) of \(itemCount) items and \(matcherCount) matchers")
            // Equal items are interchangeable, so a repeated value may be tried again.
            if Set(items).count == items.count { #expect(!repeated) }
        }
    }

    @Test func overlappingMatchersThatOnlyOnePairingSatisfies() {
        // Item k satisfies the first k + 1 matchers: only pairing each with its own works.
        var generator = SplitMix(seed: 5)
        let count = 1_000
        let matchers = (0..<count).map { greaterThanOrEqualTo($0) }
        let items = Array(0..<count).shuffled(using: &generator)
        #expect(containsInAnyOrder(matchers).matches(items))
        #expect(
            mismatch(containsInAnyOrder(matchers), items.filter { $0 != 999 } + [-1])
                == "had no item matching a value greater than or equal to 999 and an unexpected item -1"
        )
        // With 0 replaced by a second 5, one of the fives has to take the first matcher.
        #expect(containsInAnyOrder(matchers).matches(items.map { $0 == 0 ? 5 : $0 }))
    }

    @Test func sweptMatchersThatCannotAllBePaired() {
        // After the sweep, items and matchers are left over on both sides.
        var generator = SplitMix(seed: 17)
        let matchers = (0..<300).map { greaterThanOrEqualTo($0) }
        let items = (Array(10..<300) + Array(repeating: -1, count: 10)).shuffled(using: &generator)
        let text = mismatch(containsInAnyOrder(matchers), items)
        #expect(text?.hasPrefix("had no items matching [a value greater than or equal to ") == true)
        #expect(
            text?.hasSuffix(" and unexpected items [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1]")
                == true)
    }

    @Test func eachPairIsEvaluatedOnceWhenEveryPairIsSwept() {
        var generator = SplitMix(seed: 3)
        let count = 300
        var seen = Set<[Int]>()
        var repeated = false
        let expectations: [any MatcherConvertible<Int>] = (0..<count).map { slot in
            Matcher<Int>("at least \(value: slot)") { item in
                if !seen.insert([slot, item]).inserted { repeated = true }
                return item >= slot
            }
        }
        let items = Array(0..<count).shuffled(using: &generator)
        #expect(containsInAnyOrder(expectations).matches(items))
        #expect(!repeated)
        #expect(seen.count <= count * count)
    }

    @Test func manyValuesMixedWithMatchers() {
        var generator = SplitMix(seed: 9)
        let expectations: [any MatcherConvertible<Int>] = (0..<400).map {
            value -> any MatcherConvertible<Int> in
            if value.isMultiple(of: 3) { return greaterThanOrEqualTo(value) }
            return value
        }
        let items = Array(0..<400).shuffled(using: &generator)
        #expect(containsInAnyOrder(expectations).matches(items))
        #expect(
            mismatch(
                containsInAnyOrder(expectations), items.filter { $0 != 1 && $0 != 399 } + [-5, -6])
                == "had no items matching [1, a value greater than or equal to 399] and unexpected items [-5, -6]"
        )
    }

    @Test func anArrayOfValuesPairsDuplicatesAndValuesThatAreNotHashable() {
        let values = [3, 1, 3, 2, 1]
        #expect(containsInAnyOrder(values).matches([1, 1, 2, 3, 3]))
        #expect(
            mismatch(containsInAnyOrder(values), [1, 2, 3, 3, 3])
                == "had no item matching 1 and an unexpected item 3")
        struct Point: Equatable {
            let x: Int
        }
        let points = (0..<200).map { Point(x: $0 % 150) }
        #expect(containsInAnyOrder(points).matches(points.reversed()))
        #expect(
            mismatch(containsInAnyOrder(points), Array(points.dropFirst()) + [Point(x: -1)])
                == "had no item matching Point(x: 0) and an unexpected item Point(x: -1)")
    }

    @Test func longListsOfExpectationsAreShortened() {
        let values = Array(0..<60)
        #expect(
            mismatch(containsInAnyOrder(values), [Int]())
                == "had no items matching [\((0..<50).map(String.init).joined(separator: ", ")), … 10 more]"
        )
        let matcher: Matcher<[Int]> = containsInAnyOrder(values)
        #expect(matcher.description.hasSuffix(", 48, 49, … 10 more] in any order"))
    }

    @Test func description() {
        let values: Matcher<[Int]> = containsInAnyOrder(1, 2, 3)
        #expect(values.description == "a sequence containing [1, 2, 3] in any order")
        let mixed: Matcher<[Int]> = containsInAnyOrder(greaterThan(0), 5)
        #expect(
            mixed.description == "a sequence containing [a value greater than 0, 5] in any order")
    }

    @Test func mismatchNamesWhatWasNotPaired() {
        #expect(
            mismatch(containsInAnyOrder(2, 1, 7), [1, 2, 3])
                == "had no item matching 7 and an unexpected item 3")
        #expect(mismatch(containsInAnyOrder(1, 2, 3), [2]) == "had no items matching [1, 3]")
        #expect(mismatch(containsInAnyOrder(1, 1), [1]) == "had no item matching 1")
        #expect(mismatch(containsInAnyOrder(1), [1, 4, 1]) == "had unexpected items [4, 1]")
        #expect(mismatch(containsInAnyOrder("a"), ["a", "b"]) == #"had an unexpected item "b""#)
        #expect(
            mismatch(containsInAnyOrder(7, 8, greaterThan(9)), [1, 2])
                == "had no items matching [7, 8, a value greater than 9] and unexpected items [1, 2]"
        )
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat([1, 2, 3], containsInAnyOrder(2, 1, 7)) }
                == "Expected a sequence containing [2, 1, 7] in any order, but had no item matching 7 and an unexpected item 3"
        )
    }

    @Test func plainValuesAndMatchersTypeCheckTogether() {
        let expected = [3, 1, 2]
        #expect(failureMessages { assertThat([1, 2, 3], containsInAnyOrder(expected)) } == [])
        #expect(
            failureMessages { assertThat([1, 2, 3], containsInAnyOrder(1, greaterThan(2), 2)) }
                == [])
        #expect(failureMessages { assertThat([1.5, 3.0], containsInAnyOrder(3, 1.5)) } == [])
        let matchers: [any MatcherConvertible<Int>] = [greaterThan(2), 1]
        #expect(failureMessages { assertThat([3, 1], containsInAnyOrder(matchers)) } == [])
        // An array item is one item, not a list of them.
        let nested: Matcher<[[Int]]> = containsInAnyOrder([1, 2], [3])
        #expect(nested.matches([[3], [1, 2]]))
    }

    @Test func valuesThatAreNotHashable() {
        struct Point: Equatable, MatcherConvertible {
            let x: Int
        }
        #expect(containsInAnyOrder(Point(x: 1), Point(x: 2)).matches([Point(x: 2), Point(x: 1)]))
        #expect(
            mismatch(containsInAnyOrder(Point(x: 1)), [Point(x: 2)])
                == "had no item matching Point(x: 1) and an unexpected item Point(x: 2)")
    }

    @Test func valuesCompareAsEqualToDoes() {
        #expect(
            mismatch(containsInAnyOrder(Double.nan), [Double.nan])
                == "had no item matching nan and an unexpected item nan")
        #expect(containsInAnyOrder(0.0).matches([-0.0]))
    }

    @Test func optionalSubject() {
        let absent: [Int]? = nil
        #expect(
            failureMessage { assertThat(absent, containsInAnyOrder(1, 2)) }
                == "Expected a sequence containing [1, 2] in any order, but was nil")
        #expect(failureMessages { assertThat(Optional([2, 1]), containsInAnyOrder(1, 2)) } == [])
    }

    @Test func optionalItems() {
        let values: [Int?] = [nil, 1]
        let absent: Int? = nil
        #expect(containsInAnyOrder(Optional(1), absent).matches(values))
        #expect(
            mismatch(containsInAnyOrder(Optional(1), Optional(2)), values)
                == "had no item matching 2 and an unexpected item nil")
    }

    @Test func emptyInput() {
        let nothing: Matcher<[Int]> = containsInAnyOrder()
        #expect(nothing.description == "a sequence containing [] in any order")
        #expect(nothing.matches([]))
        #expect(mismatch(nothing, [1]) == "had an unexpected item 1")
        #expect(
            mismatch(containsInAnyOrder(1, greaterThan(1)), [Int]())
                == "had no items matching [1, a value greater than 1]")
    }

    @Test func readsASinglePassSequenceOnce() {
        let sequence = OnePassSequence([2, 1, 4])
        #expect(
            failureMessage { assertThat(sequence, containsInAnyOrder(1, 2, greaterThan(4))) }
                == "Expected a sequence containing [1, 2, a value greater than 4] in any order, but had no item matching a value greater than 4 and an unexpected item 4"
        )
        #expect(sequence.readings == 1)
    }

    @Test func triesEachItemAgainstEachMatcherAtMostOnce() {
        let counter = EvaluationCounter()
        let expectations: [any MatcherConvertible<Int>] = (0..<30).map {
            counter.counting(greaterThan($0 - 1))
        }
        #expect(containsInAnyOrder(expectations).matches(Array((0..<30).reversed())))
        #expect(counter.count <= 30 * 30)
    }

    @Test func itemsInTheExpectedOrderPairInOneStepEach() {
        let counter = EvaluationCounter()
        let expectations: [any MatcherConvertible<Int>] = (0..<10_000).map {
            counter.counting(equalTo($0))
        }
        #expect(containsInAnyOrder(expectations).matches(Array(0..<10_000)))
        #expect(counter.count == 10_000)
    }

    @Test func tenThousandPlainValuesPairByHashing() {
        var generator = SplitMix(seed: 7)
        let values = Array(0..<10_000)
        let shuffled = values.shuffled(using: &generator)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(containsInAnyOrder(values).matches(shuffled))
            #expect(
                mismatch(containsInAnyOrder(values), shuffled.dropLast() + [-1])
                    == "had no item matching \(shuffled.last!) and an unexpected item -1")
        }
        #expect(elapsed < .seconds(5))
    }

    @Test func longListsAreShortened() {
        let text = mismatch(containsInAnyOrder([Int]()), Array(1...60))
        #expect(text?.hasPrefix("had unexpected items [1, 2, 3,") == true)
        #expect(text?.hasSuffix(", 49, 50, … 10 more]") == true)
    }

    @Test func insideAnotherMatcher() {
        let entry: Matcher<[String: [Int]]> = hasEntry("a", containsInAnyOrder(1, 2))
        #expect(
            entry.description
                == #"a dictionary containing ["a": a sequence containing [1, 2] in any order]"#)
        #expect(entry.matches(["a": [2, 1]]))
        #expect(
            failureMessage { assertThat(["a": [1, 3]], entry) }
                == #"Expected a dictionary containing ["a": a sequence containing [1, 2] in any order], but ["a"]: had no item matching 2 and an unexpected item 3"#
        )

        let negated: Matcher<[Int]> = not(containsInAnyOrder(1, 2))
        #expect(negated.description == "not a sequence containing [1, 2] in any order")
        #expect(mismatch(negated, [2, 1]) == "was [2, 1]")

        let nested: Matcher<[[Int]]> = everyItem(containsInAnyOrder(1, 2))
        #expect(mismatch(nested, [[2, 1], [1]]) == "item 1: had no item matching 2")
    }
}

/// A small seeded generator, so that shuffled test data is the same on every run.
/// Whether every range can take its own item, by trying every assignment.
private func canPair(_ items: [Int], with ranges: ArraySlice<ClosedRange<Int>>) -> Bool {
    guard let range = ranges.first else { return true }
    return items.indices.contains { index in
        guard range.contains(items[index]) else { return false }
        var rest = items
        rest.remove(at: index)
        return canPair(rest, with: ranges.dropFirst())
    }
}

/// The size of the largest pairing of items with the ranges that contain them, by augmenting
/// paths from each item in turn (Kuhn's algorithm).
private func largestPairing(_ items: [Int], _ ranges: [ClosedRange<Int>]) -> Int {
    var owner = [Int?](repeating: nil, count: ranges.count)
    func augment(_ item: Int, _ visited: inout [Bool]) -> Bool {
        for slot in ranges.indices where !visited[slot] && ranges[slot].contains(items[item]) {
            visited[slot] = true
            if let holder = owner[slot], !augment(holder, &visited) { continue }
            owner[slot] = item
            return true
        }
        return false
    }
    var size = 0
    for item in items.indices {
        var visited = [Bool](repeating: false, count: ranges.count)
        if augment(item, &visited) { size += 1 }
    }
    return size
}

private struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
