import Muster
import Testing
import MusterTestSupport

// None of these types is Equatable: the comparison field by field needs no `==`.
private struct Customer {
    var id: Int
    var name: String
}

private struct Line {
    var id: Int
    var product: String
    var price: Double
}

private struct Order {
    var id: Int
    var customer: Customer
    var lines: [Line]
    var note: String?
    var updatedAt: Double
}

private func order(id: Int = 1, name: String = "Ann", prices: [Double] = [2.5, 4.0]) -> Order {
    Order(
        id: id, customer: Customer(id: 7, name: name),
        lines: prices.enumerated().map {
            Line(id: $0.offset + 10, product: "p\($0.offset)", price: $0.element)
        },
        note: nil, updatedAt: 100)
}

private final class Person {
    var name: String
    var friend: Person?
    init(_ name: String, friend: Person? = nil) {
        self.name = name
        self.friend = friend
    }
}

private final class Team {
    var name: String
    var lead: Lead?
    init(_ name: String) { self.name = name }
}

private final class Lead {
    var name: String
    var team: Team?
    init(_ name: String) { self.name = name }
}

/// Team → Lead → the same Team.
private func cyclicTeam(_ team: String, lead: String) -> Team {
    let root = Team(team)
    let head = Lead(lead)
    root.lead = head
    head.team = root
    return root
}

private enum Status {
    case pending
    case shipped(tracking: String, weight: Double)
    case cancelled(reason: String)
}

private struct Shipment {
    var id: Int
    var status: Status
}

@Suite struct EqualToFieldByFieldTests {
    @Test func matchesWhenOnlyIgnoredFieldsDiffer() {
        var actual = order(id: 2)
        actual.updatedAt = 200
        #expect(equalTo(order(), ignoring: \.id, \.updatedAt).matches(actual))
        #expect(!equalTo(order(), ignoring: \.id).matches(actual))
        #expect(equalTo(order(), comparing: .fieldByField).matches(order()))
    }

    @Test func describesItselfAsTheValueComparedFieldByField() {
        #expect(
            equalTo(Customer(id: 1, name: "Ann"), ignoring: \.id).description
                == #"Customer(name: "Ann") compared field by field ignoring \.id"#)
        #expect(
            equalTo(
                Customer(id: 1, name: "Ann"), ignoring: \.id, \.name,
                comparing: .fieldByField(
                    ignoringFieldsNamed: ["id", "version"], tolerance: 0.001,
                    collectionOrder: .any)
            ).description
                == #"Customer() compared field by field ignoring \.id, \.name, "#
                + #"every field named "id" or "version", floating-point numbers within 0.001, "#
                + "collections in any order")
        #expect(
            equalTo(Customer(id: 1, name: "Ann"), comparing: .fieldByField).description
                == #"Customer(id: 1, name: "Ann") compared field by field"#)
    }

    @Test func mismatchNamesTheDifferingField() {
        #expect(
            mismatch(equalTo(order(), ignoring: \.id), order(name: "Bob"))
                == #"differed at .customer.name: expected "Ann", was "Bob""#)
        #expect(mismatch(equalTo(3, comparing: .fieldByField), 4) == "was 4")
    }

    @Test func failureListsEachDifferingPath() {
        var actual = order(id: 5, name: "Bob", prices: [2.5, 4.5])
        actual.updatedAt = 3
        #expect(
            failureMessage { assertThat(actual, equalTo(order(), ignoring: \.id)) }
                == #"""
                Expected Order(customer: Customer(id: 7, name: "Ann"), lines: [Line(id: 10, product: "p0", …), … 1 more], …) compared field by field ignoring \.id, but differed at .customer.name, .lines[1].price, .updatedAt:
                  .customer.name: expected "Ann", was "Bob"
                  .lines[1].price: expected 4.0, was 4.5
                  .updatedAt: expected 100.0, was 3.0
                """#)
    }

    /// The example in `equalTo(_:ignoring:_:comparing:)`'s documentation, the article and the
    /// README, with the message they show.
    @Test func documentedExample() {
        var actual = order(id: 2, name: "Bob")
        actual.updatedAt = 200
        #expect(
            failureMessage { assertThat(actual, equalTo(order(), ignoring: \.id, \.updatedAt)) }
                == #"Expected Order(customer: Customer(id: 7, name: "Ann"), lines: [Line(id: 10, product: "p0", …), … 1 more], …) compared field by field ignoring \.id, \.updatedAt, but differed at .customer.name: expected "Ann", was "Bob""#
        )
    }

    @Test func optionalsAndNil() {
        let absent: Order? = nil
        #expect(
            failureMessage { assertThat(absent, equalTo(order(), ignoring: \.id)) }
                .hasSuffix("ignoring \\.id, but was nil"))
        var noted = order()
        noted.note = "fragile"
        #expect(
            mismatch(equalTo(order(), ignoring: \.id), noted)
                == #"differed at .note: expected nil, was "fragile""#)
        #expect(equalTo(order(), ignoring: \.note).matches(noted))
        let present: Order? = order(id: 9)
        #expect(failureMessages { assertThat(present, equalTo(order(), ignoring: \.id)) } == [])
    }

    @Test func emptyCollections() {
        #expect(equalTo(order(prices: []), ignoring: \.id).matches(order(prices: [])))
        #expect(
            mismatch(equalTo(order(prices: []), ignoring: \.id), order(prices: [3]))
                == #"differed at .lines[0]: expected no element, was Line(id: 10, product: "p0", price: 3.0)"#
        )
        #expect(
            mismatch(equalTo(order(prices: [3]), ignoring: \.id), order(prices: []))
                == #"differed at .lines[0]: expected Line(id: 10, product: "p0", price: 3.0), was missing"#
        )
        #expect(equalTo([Line](), comparing: .fieldByField).matches([]))
    }

    @Test func composesWithOtherMatchers() {
        let line = Line(id: 1, product: "mug", price: 4)
        let lines = [Line(id: 8, product: "cup", price: 2), Line(id: 9, product: "mug", price: 4)]
        #expect(hasItem(equalTo(line, ignoring: \.id)).matches(lines))
        #expect(!hasItem(equalTo(line, ignoring: \.product)).matches(lines))
        #expect(
            failureMessage { assertThat(order(), not(equalTo(order(id: 3), ignoring: \.id))) }
                .hasPrefix(#"Expected not Order(customer: "#))
        #expect(
            failureMessages {
                assertThat(
                    order(),
                    allOf(
                        equalTo(order(id: 2), ignoring: \.id),
                        equalTo(order(name: "Zed"), ignoring: \.customer)))
            } == [])
        #expect(
            mismatch(
                allOf(
                    equalTo(order(id: 2), ignoring: \.id),
                    equalTo(order(name: "Zed"), ignoring: \.id)), order())
                == #"Order(customer: Customer(id: 7, name: "Zed"), lines: [Line(id: 10, product: "p0", …), … 1 more], …) compared field by field ignoring \.id: "#
                + #"differed at .customer.name: expected "Zed", was "Ann""#)
    }

    @Test func nestedFieldsAreIgnoredByPathOrByName() {
        var actual = order()
        actual.customer.id = 99
        actual.lines[0].id = 99
        #expect(equalTo(order(), ignoring: \.customer.id, \.lines).matches(actual))
        #expect(
            mismatch(equalTo(order(), ignoring: \.customer.id), actual)
                == "differed at .lines[0].id: expected 10, was 99")
        #expect(
            equalTo(order(), comparing: .fieldByField(ignoringFieldsNamed: ["id"])).matches(actual))
        let tuple = (count: 1, pair: (1, "a"))
        #expect(equalTo(tuple, ignoring: \.pair.0).matches((count: 1, pair: (2, "a"))))
        #expect(equalTo(tuple, ignoring: \.pair.0).description.hasSuffix(#"ignoring \.pair.0"#))
        var optionalCustomer: Order? = order()
        optionalCustomer?.customer.name = "Bob"
        #expect(equalTo(Optional(order()), ignoring: \.?.customer.name).matches(optionalCustomer))
        #expect(
            equalTo(Optional(order()), ignoring: \.?.customer.name).description
                .hasSuffix(#"ignoring \.customer.name"#))
    }

    @Test func aKeyPathThroughAComputedPropertyIsUnusable() {
        let matcher = equalTo(order(), ignoring: \.lines.count)
        #expect(matcher.match(order()).isUnusable)
        #expect(
            mismatch(matcher, order())
                == "could not ignore \\.lines.<computed (Int)>: a key path can name stored "
                + "properties only, not computed properties or subscripts")
        #expect(not(matcher).match(order()).isUnusable)
    }

    @Test func classesAreComparedByFieldsNotIdentity() {
        #expect(
            equalTo(Person("Ann", friend: Person("Bo")), comparing: .fieldByField).matches(
                Person("Ann", friend: Person("Bo"))))
        #expect(
            mismatch(
                equalTo(Person("Ann", friend: Person("Bo")), comparing: .fieldByField),
                Person("Ann", friend: Person("Cy")))
                == #"differed at .friend.name: expected "Bo", was "Cy""#)
        #expect(
            mismatch(
                equalTo(Person("Ann", friend: Person("Bo")), comparing: .fieldByField),
                Person("Ann"))
                == "differed at .friend: expected <Person>, was nil")
    }

    @Test func cyclicGraphsEnd() {
        #expect(
            equalTo(cyclicTeam("core", lead: "Ann"), comparing: .fieldByField).matches(
                cyclicTeam("core", lead: "Ann")))
        #expect(
            mismatch(
                equalTo(cyclicTeam("core", lead: "Ann"), comparing: .fieldByField),
                cyclicTeam("core", lead: "Bob"))
                == #"differed at .lead.name: expected "Ann", was "Bob""#)
        #expect(
            equalTo(cyclicTeam("core", lead: "Ann"), ignoring: \.lead).matches(
                cyclicTeam("core", lead: "Bob")))
        // A cycle on one side only, and an object that is its own friend on both.
        let selfish = Person("Ann")
        selfish.friend = selfish
        let other = Person("Ann")
        other.friend = other
        #expect(equalTo(selfish, comparing: .fieldByField).matches(other))
        #expect(equalTo(selfish, comparing: .fieldByField).matches(selfish))
        #expect(
            !equalTo(selfish, comparing: .fieldByField).matches(
                Person("Ann", friend: Person("Ann"))))
    }

    @Test func enumsByCaseAndPayload() {
        let shipped = Shipment(id: 1, status: .shipped(tracking: "T1", weight: 2))
        #expect(
            equalTo(shipped, ignoring: \.id).matches(
                Shipment(id: 2, status: .shipped(tracking: "T1", weight: 2))))
        #expect(
            mismatch(
                equalTo(shipped, ignoring: \.id),
                Shipment(id: 1, status: .shipped(tracking: "T2", weight: 2)))
                == #"differed at .status.shipped.tracking: expected "T1", was "T2""#)
        #expect(
            mismatch(equalTo(shipped, ignoring: \.id), Shipment(id: 1, status: .pending))
                == "differed at .status: expected .shipped(tracking: \"T1\", weight: 2.0), was .pending"
        )
        #expect(
            mismatch(
                equalTo(shipped, ignoring: \.id),
                Shipment(id: 1, status: .cancelled(reason: "late")))
                == "differed at .status: expected .shipped(tracking: \"T1\", weight: 2.0), was .cancelled(reason: \"late\")"
        )
        #expect(
            equalTo(Shipment(id: 1, status: .pending), ignoring: \.id).matches(
                Shipment(id: 3, status: .pending)))
        #expect(
            equalTo(shipped, comparing: .fieldByField(ignoringFieldsNamed: ["tracking"]))
                .matches(Shipment(id: 1, status: .shipped(tracking: "T9", weight: 2))))
    }

    @Test func floatingPointFieldsWithinATolerance() {
        let within = RecursiveComparison<Order>.fieldByField(tolerance: 0.001)
        #expect(
            equalTo(order(), ignoring: \.id, comparing: within).matches(
                order(prices: [2.5, 4.0005])))
        #expect(
            mismatch(
                equalTo(order(), ignoring: \.id, comparing: within), order(prices: [2.5, 4.1]))
                == "differed at .lines[1].price: expected 4.0, was 4.1")
        #expect(equalTo(Float(1), comparing: .fieldByField(tolerance: 0.001)).matches(1.0009))
        #expect(!equalTo(Double.nan, comparing: .fieldByField(tolerance: 0.001)).matches(.nan))
        #expect(
            equalTo(Double.infinity, comparing: .fieldByField(tolerance: 0.001)).matches(.infinity))
    }

    @Test func collectionsInAnyOrder() {
        let anyOrder = RecursiveComparison<Order>.fieldByField(collectionOrder: .any)
        let reversed = Order(
            id: 1, customer: Customer(id: 7, name: "Ann"), lines: order().lines.reversed(),
            note: nil, updatedAt: 100)
        #expect(equalTo(order(), comparing: anyOrder).matches(reversed))
        #expect(!equalTo(order(), comparing: .fieldByField).matches(reversed))
        #expect(
            equalTo([1, 1, 2], comparing: .fieldByField(collectionOrder: .any)).matches([2, 1, 1]))
        #expect(
            mismatch(
                equalTo([1, 1, 2], comparing: .fieldByField(collectionOrder: .any)), [1, 2, 2])
                == "was missing [1] and had extra [2]")
        let byPrice = RecursiveComparison<Order>.fieldByField(
            ignoringFieldsNamed: ["id", "product"], collectionOrder: .any)
        #expect(
            mismatch(equalTo(order(), comparing: byPrice), order(prices: [4.0, 3.0]))
                == #"differed at .lines: was missing [Line(id: 10, product: "p0", price: 2.5)] and had extra [Line(id: 11, product: "p1", price: 3.0)]"#
        )
        // Elements paired under the other rules too.
        let ids = RecursiveComparison<Order>.fieldByField(
            ignoringFieldsNamed: ["id"], collectionOrder: .any)
        var renumbered = reversed
        renumbered.lines[0].id = 50
        #expect(equalTo(order(), comparing: ids).matches(renumbered))
    }

    @Test func withinAToleranceEveryElementThatCanBePairedIs() {
        // 1.0 fits the first element it meets, 1.04, which leaves 1.05 only 0.99 (0.06 away);
        // paired the other way round, both fit.
        let comparison = RecursiveComparison<[Double]>.fieldByField(
            tolerance: 0.05, collectionOrder: .any)
        #expect(equalTo([1.0, 1.05], comparing: comparison).matches([1.04, 0.99]))
        #expect(
            mismatch(equalTo([1.0, 1.05], comparing: comparison), [1.04, 0.9])
                == "was missing [1.05] and had extra [0.9]")
    }
    /// Beyond the few hundred elements whose pairings were once searched one level of recursion
    /// per element moved.
    @Test func withinAToleranceLongListsArePairedAsWellAsTheyCanBe() {
        let comparison = RecursiveComparison<[Double]>.fieldByField(
            tolerance: 0.05, collectionOrder: .any)
        // 600 elements: past the 512 that a recursive search once stopped at.
        let bases: [Double] = (0..<300).map { Double($0) * 10 }
        let expected: [Double] = bases.flatMap { [$0 + 1.0, $0 + 1.05] }
        let actual: [Double] = bases.flatMap { [$0 + 1.04, $0 + 0.99] }
        #expect(equalTo(expected, comparing: comparison).matches(actual))
    }

    /// Once, a long list in another order was tried pair by pair and gave up before it found
    /// the pairs: "found no difference in the first 1,000,000 values, then stopped".
    @Test func inAnyOrderALongShuffledListIsPairedByItsFields() {
        let lines = (0..<3_000).map { Line(id: $0, product: "p\($0)", price: Double($0)) }
        var shuffled = lines.reversed() as [Line]
        shuffled.swapAt(0, 1_500)
        let anyOrder = RecursiveComparison<[Line]>.fieldByField(collectionOrder: .any)
        #expect(equalTo(lines, comparing: anyOrder).matches(shuffled))
        shuffled[700].product = "mug"
        #expect(
            mismatch(equalTo(lines, comparing: anyOrder), shuffled)
                == #"was missing [Line(id: 2299, product: "p2299", price: 2299.0)] and had extra "#
                + #"[Line(id: 2299, product: "mug", price: 2299.0)]"#)
        // The fields the rules leave out do not keep equal elements apart.
        let renumbered = shuffled.map { Line(id: -$0.id, product: $0.product, price: $0.price) }
        let withoutIDs = RecursiveComparison<[Line]>.fieldByField(
            ignoringFieldsNamed: ["id"], collectionOrder: .any)
        #expect(!equalTo(lines, comparing: withoutIDs).matches(renumbered))
        shuffled[700].product = "p2299"
        #expect(
            equalTo(lines, comparing: withoutIDs).matches(
                shuffled.map { Line(id: -$0.id, product: $0.product, price: $0.price) }))
    }

    @Test func inAnyOrderAnInsertedElementIsTheOnlyExtra() {
        let comparison = RecursiveComparison<[Int]>.fieldByField(collectionOrder: .any)
        var actual = Array(0..<5_000)
        actual.insert(-1, at: 10)
        #expect(
            mismatch(equalTo(Array(0..<5_000), comparing: comparison), actual)
                == "had extra [-1]")
    }

    @Test func setsAndDictionaries() {
        struct Tag: Hashable {
            var id: Int
            var name: String
        }
        #expect(
            equalTo(
                Set([Tag(id: 1, name: "a"), Tag(id: 2, name: "b")]),
                comparing: .fieldByField(ignoringFieldsNamed: ["id"])
            )
            .matches(Set([Tag(id: 3, name: "b"), Tag(id: 4, name: "a")])))
        let stock = [
            "mug": Line(id: 1, product: "mug", price: 4),
            "cup": Line(id: 2, product: "cup", price: 2),
        ]
        var changed = stock
        changed["mug"]?.id = 5
        #expect(
            equalTo(stock, comparing: .fieldByField(ignoringFieldsNamed: ["id"])).matches(changed))
        changed["cup"]?.price = 3
        changed["pan"] = Line(id: 3, product: "pan", price: 9)
        #expect(
            mismatch(equalTo(stock, comparing: .fieldByField(ignoringFieldsNamed: ["id"])), changed)
                == #"""
                differed at ["cup"].price, ["pan"]:
                  ["cup"].price: expected 2.0, was 3.0
                  ["pan"]: expected no entry, was Line(id: 3, product: "pan", price: 9.0)
                """#)
    }

    @Test func valuesOfDifferentTypesThatPrintAlikeSayTheirTypes() {
        struct Box {
            var value: Any
        }
        #expect(
            mismatch(equalTo(Box(value: 1.0), comparing: .fieldByField), Box(value: Float(1)))
                == "differed at .value: expected 1.0 (Double), was 1.0 (Float)")
    }

    @Test func manyDifferencesAreBounded() {
        let expected = order(prices: Array(repeating: 1, count: 1_000))
        let actual = order(prices: Array(repeating: 2, count: 1_000))
        let message = failureMessage { assertThat(actual, equalTo(expected, ignoring: \.id)) }
        let lines = message.split(separator: "\n")
        #expect(message.utf8.count <= 4_096)
        #expect(
            lines.first?.hasSuffix(
                "but differed at .lines[0].price, .lines[1].price, .lines[2].price and 997 more:")
                == true)
        #expect(lines.dropFirst().first == "  .lines[0].price: expected 1.0, was 2.0")
        #expect(lines.last == "  … and 980 more differences")
    }

    @Test func aChainTooLongToWalkIsUnusableRatherThanEqual() {
        func chain(_ count: Int, changingAt changed: Int? = nil) -> Person {
            var head = Person("last")
            for index in (0..<count).reversed() {
                head = Person(index == changed ? "changed" : "node \(index)", friend: head)
            }
            return head
        }
        let deep = String(repeating: ".friend", count: 32).prefix(100) + "…"
        let matcher = equalTo(chain(200), comparing: .fieldByField)
        // A difference below the depth the walk reaches must not pass unseen.
        let unseen = matcher.match(chain(200, changingAt: 150))
        #expect(unseen.isUnusable)
        #expect(
            mismatch(matcher, chain(200, changingAt: 150))
                == "could not compare the values nested more than 32 levels deep, from \(deep); "
                + "none above them differed")
        #expect(matcher.match(chain(200)).isUnusable)
        #expect(
            mismatch(matcher, chain(200, changingAt: 2))
                == #"differed at .friend.friend.name: expected "node 2", was "changed""#
                + "\n  … values nested more than 32 levels deep, from \(deep), were not compared")
        // The same object is the same value at any depth.
        let shared = chain(200)
        #expect(matcher.match(shared).isUnusable)
        #expect(equalTo(shared, comparing: .fieldByField).matches(shared))
    }

    @Test func aHugeEqualValueIsWalkedToTheEnd() {
        let expected = order(prices: Array(repeating: 1, count: 20_000))
        #expect(equalTo(expected, ignoring: \.id).matches(expected))
    }
}

private struct Note {
    var id: Int
    var title: String
    var tags: [String]
    var author: Author?
    var sync: SyncState
    var updatedAt: Double
}

private struct Author {
    var name: String
    var email: String?
}

private enum SyncState {
    case idle
    case synced(count: Int)
    case failed(reason: String, retryAt: Double?)
}

private func note(
    title: String = "Groceries", tags: [String] = ["home", "food"], name: String = "Ann",
    email: String? = "ann@example.com", sync: SyncState = .synced(count: 2),
    updatedAt: Double = 100
) -> Note {
    Note(
        id: 1, title: title, tags: tags, author: Author(name: name, email: email), sync: sync,
        updatedAt: updatedAt)
}

/// The options of `RecursiveComparison` beyond names, tolerance and order: each alone, passing
/// and failing, and together.
@Suite struct ComparisonOptionsTests {
    // MARK: Comparing only some fields

    @Test func comparingOnlyKeyPathsLeavesEverythingElseOut() {
        let only = equalTo(note(), comparing: .fieldByField.comparingOnly(\.title, \.author?.name))
        #expect(only.matches(note(tags: [], email: nil, updatedAt: 7)))
        #expect(
            mismatch(only, note(title: "Gifts", name: "Bob", updatedAt: 7))
                == #"""
                differed at .title, .author.name:
                  .title: expected "Groceries", was "Gifts"
                  .author.name: expected "Ann", was "Bob"
                """#)
        #expect(
            only.description
                == #"Note(id: 1, title: "Groceries", tags: ["home", "food"], author: Author(name: "Ann", …), …) compared field by field only at \.title, \.author.name"#
        )
    }

    @Test func comparingOnlyAFieldComparesAllItHolds() {
        let only = equalTo(note(), comparing: .fieldByField.comparingOnly(\.author))
        #expect(only.matches(note(title: "Gifts")))
        #expect(
            mismatch(only, note(email: nil))
                == #"differed at .author.email: expected "ann@example.com", was nil"#)
    }

    @Test func comparingOnlyFieldsNamedLooksAtEveryDepth() {
        let only = equalTo([note()], comparing: .fieldByField.comparingOnlyFields(named: "name"))
        #expect(only.matches([note(title: "Gifts", tags: [])]))
        #expect(
            mismatch(only, [note(title: "Gifts", name: "Bob")])
                == #"differed at [0].author.name: expected "Ann", was "Bob""#)
        #expect(
            only.description.hasSuffix(#"compared field by field only at every field named "name""#)
        )
    }

    // MARK: Ignoring what the expected value leaves nil

    @Test func ignoringExpectedNilsMatchesAPartialExpectedValue() {
        let partial = Author(name: "Ann", email: nil)
        let matcher = equalTo(partial, comparing: .fieldByField.ignoringExpectedNils())
        #expect(matcher.matches(Author(name: "Ann", email: "ann@example.com")))
        #expect(matcher.matches(Author(name: "Ann", email: nil)))
        #expect(
            mismatch(matcher, Author(name: "Bob", email: "bob@example.com"))
                == #"differed at .name: expected "Ann", was "Bob""#)
        // A value the expected one has is still wanted.
        #expect(
            mismatch(
                equalTo(
                    Author(name: "Ann", email: "a@b"),
                    comparing: .fieldByField.ignoringExpectedNils()),
                Author(name: "Ann", email: nil)) == #"differed at .email: expected "a@b", was nil"#)
        #expect(
            matcher.description
                == #"Author(name: "Ann", email: nil) compared field by field, ignoring what the expected value leaves nil"#
        )
    }

    @Test func aNilExpectedAtTheRootStillWantsNil() {
        let matcher = equalTo(nil as Author?, comparing: .fieldByField.ignoringExpectedNils())
        #expect(matcher.matches(nil))
        #expect(!matcher.matches(Author(name: "Ann", email: nil)))
    }

    // MARK: A matcher for a field

    @Test func aMatcherJudgesItsFieldInsteadOfTheExpectedValue() {
        let matcher = equalTo(
            note(), comparing: .fieldByField.checking(\.updatedAt, with: closeTo(100, 1)))
        #expect(matcher.matches(note(updatedAt: 100.5)))
        #expect(
            mismatch(matcher, note(updatedAt: 103.5))
                == "differed at .updatedAt: expected a numeric value within 1.0 of 100.0, was 103.5, which differs by 3.5"
        )
        #expect(
            matcher.description.hasSuffix(
                #"compared field by field, \.updatedAt judged by a matcher of its own"#))
    }

    @Test func aFieldMatcherCanBeACaseMatcherOrAStringMatcher() {
        let matcher = equalTo(
            note(),
            comparing: .fieldByField
                .checking(\.sync, with: isCase(SyncState.synced))
                .checking(\.title, with: equalToIgnoringCase("groceries")))
        #expect(matcher.matches(note(title: "GROCERIES", sync: .synced(count: 9))))
        #expect(
            mismatch(matcher, note(sync: .failed(reason: "offline", retryAt: nil)))
                == #"differed at .sync: expected the case .synced, was .failed(reason: "offline", retryAt: nil)"#
        )
    }

    @Test func aMatcherOfAnOptionalFieldSeesTheOptional() {
        let matcher = equalTo(
            note(), comparing: .fieldByField.checking(\.author?.email, with: nilValue()))
        #expect(matcher.matches(note(email: nil)))
        #expect(
            mismatch(matcher, note(email: "x@y"))
                == #"differed at .author.email: expected nil, was "x@y""#)
    }

    // MARK: A matcher for every value of a type

    @Test func everyValueOfATypeIsJudgedByTheMatcherMadeOfTheExpectedOne() {
        let matcher = equalTo(
            [note(updatedAt: 100), note(updatedAt: 200)],
            comparing: .fieldByField.comparingEvery(Double.self) { closeTo($0, 0.5) })
        #expect(matcher.matches([note(updatedAt: 100.2), note(updatedAt: 199.9)]))
        #expect(
            mismatch(matcher, [note(updatedAt: 100.2), note(updatedAt: 201)])
                == "differed at [1].updatedAt: expected a numeric value within 0.5 of 200.0, was 201.0, which differs by 1.0"
        )
        #expect(
            matcher.description.hasSuffix(
                "compared field by field, every Double judged by a matcher of its own"))
    }

    @Test func aTypeMatcherReachesInsideCollectionsAndPayloads() {
        let matcher = equalTo(
            note(tags: ["Home"], sync: .failed(reason: "Offline", retryAt: 1)),
            comparing: .fieldByField.comparingEvery(String.self) { equalToIgnoringCase($0) })
        #expect(matcher.matches(note(tags: ["HOME"], sync: .failed(reason: "offline", retryAt: 1))))
        #expect(
            mismatch(matcher, note(tags: ["HOME"], sync: .failed(reason: "online", retryAt: 1)))
                == #"differed at .sync.failed.reason: expected "Offline" ignoring case, was "online""#
        )
    }

    // MARK: Order ignored at some paths

    @Test func orderIsIgnoredOnlyWhereAsked() {
        struct Board {
            var tags: [String]
            var steps: [String]
        }
        let matcher = equalTo(
            Board(tags: ["a", "b"], steps: ["1", "2"]),
            comparing: .fieldByField.ignoringOrder(at: \.tags))
        #expect(matcher.matches(Board(tags: ["b", "a"], steps: ["1", "2"])))
        #expect(
            mismatch(matcher, Board(tags: ["b", "a"], steps: ["2", "1"]))
                == #"""
                differed at .steps[0], .steps[1]:
                  .steps[0]: expected "1", was "2"
                  .steps[1]: expected "2", was "1"
                """#)
        #expect(
            mismatch(matcher, Board(tags: ["b", "c"], steps: ["1", "2"]))
                == #"differed at .tags: was missing ["a"] and had extra ["c"]"#)
        #expect(matcher.description.hasSuffix(#"compared field by field, \.tags in any order"#))
    }

    // MARK: Together

    @Test func optionsCompose() {
        let matcher = equalTo(
            note(tags: ["home", "food"], email: nil),
            comparing: .fieldByField(ignoringFieldsNamed: ["id"])
                .comparingOnly(\.tags, \.author, \.updatedAt)
                .ignoringExpectedNils()
                .checking(\.updatedAt, with: greaterThan(50))
                .ignoringOrder(at: \.tags))
        #expect(matcher.matches(note(title: "x", tags: ["food", "home"], updatedAt: 60)))
        #expect(
            mismatch(matcher, note(tags: ["food"], name: "Bob", updatedAt: 10))
                == #"""
                differed at .tags, .author.name, .updatedAt:
                  .tags: was missing ["home"]
                  .author.name: expected "Ann", was "Bob"
                  .updatedAt: expected a value greater than 50.0, was 10.0
                """#)
        #expect(
            matcher.description.hasSuffix(
                #"compared field by field only at \.tags, \.author, \.updatedAt ignoring every field named "id", ignoring what the expected value leaves nil, \.updatedAt judged by a matcher of its own, \.tags in any order"#
            ))
    }

    @Test func aKeyPathThroughAComputedPropertyIsRefused() {
        let matcher = equalTo(
            note(), comparing: .fieldByField.comparingOnly(\.title.count))
        #expect(
            mismatch(matcher, note())
                == #"could not follow \.title.<computed (Int)>: a key path can name stored properties only, not computed properties or subscripts"#
        )
    }

    @Test func theOptionsWorkForVerifyAndNimbleSpellings() {
        #expect(
            equal(note(), comparing: .fieldByField.comparingOnly(\.title)).matches(note(tags: [])))
        let failures = captureFailures {
            expect(note(title: "Gifts")).to(
                equal(note(), comparing: .fieldByField.comparingOnly(\.title)))
        }
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.hasSuffix(
                #"differed at .title: expected "Groceries", was "Gifts""#) == true)
    }

    @Test func anOptionalActualIsUnwrapped() {
        let matcher: Matcher<Note?> = Matcher(
            unwrapping: equalTo(note(), comparing: .fieldByField.comparingOnly(\.title)))
        #expect(matcher.matches(note(tags: [])))
        #expect(mismatch(matcher, nil) == "was nil")
    }

    @Test func emptyCollectionsCompare() {
        let matcher = equalTo(
            note(tags: []), comparing: .fieldByField.comparingOnly(\.tags).ignoringOrder(at: \.tags)
        )
        #expect(matcher.matches(note(tags: [])))
        #expect(mismatch(matcher, note(tags: ["x"])) == #"differed at .tags: had extra ["x"]"#)
    }
}
