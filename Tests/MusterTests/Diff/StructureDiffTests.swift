import Foundation
import Muster
import Testing
import MusterTestSupport

@Suite struct StructureDiffTests {
    @Test func oneDifferingFieldIsNamedByItsPath() {
        var moved = Member.ann
        moved.home.city = "Bergen"
        #expect(
            failureMessage { assertThat(moved, equalTo(Member.ann)) }
                == #"""
                Expected Member(name: "Ann", age: 41, home: Home(street: "Storgata 1", city: "Oslo"), tags: [… 2 more]), but differed at .home.city: expected "Oslo", was "Bergen"
                """#)
    }

    @Test func severalDifferingFieldsAreListed() {
        var changed = Member.ann
        changed.age = 42
        changed.home.city = "Bergen"
        changed.tags = ["admin", "dev", "ops"]
        #expect(
            failureMessage { assertThat(changed, equalTo(Member.ann)) }
                == #"""
                Expected Member(name: "Ann", age: 41, home: Home(street: "Storgata 1", city: "Oslo"), tags: [… 2 more]), but differed at .age, .home.city, .tags[1]:
                  .age: expected 41, was 42
                  .home.city: expected "Oslo", was "Bergen"
                  .tags[1]: "dev" was inserted
                """#)
    }

    @Test func shortValuesStayOnOneLine() {
        let expected = Home(street: "Main", city: "Oslo")
        let actual = Home(street: "Main", city: "Bergen")
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == #"Expected Home(street: "Main", city: "Oslo"), but was Home(street: "Main", city: "Bergen"), which differed at .city: expected "Oslo", was "Bergen""#
        )
    }

    @Test func enumPayloadsAndTupleElementsHavePaths() {
        let expected = Job(
            title: "Import the quarterly ledger", state: .running(progress: 0.5), attempts: (1, 2))
        let actual = Job(
            title: "Import the quarterly ledger", state: .running(progress: 0.75), attempts: (1, 3))
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == #"""
                Expected Job(title: "Import the quarterly ledger", state: .running(progress: 0.5), attempts: (…)), but differed at .state.running.progress, .attempts.allowed:
                  .state.running.progress: expected 0.5, was 0.75
                  .attempts.allowed: expected 2, was 3
                """#)
    }

    @Test func aDifferentEnumCaseIsShownWhole() {
        let expected = Job(
            title: "Import the quarterly ledger into the warehouse", state: .idle, attempts: (1, 2))
        var actual = expected
        actual.state = .failed("disk full")
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == #"""
                Expected Job(title: "Import the quarterly ledger into the warehouse", state: .idle, attempts: (…)), but differed at .state: expected .idle, was .failed("disk full")
                """#)
    }

    @Test func aRenderableTypeIsComparedWhole() {
        let expected = Wallet(
            owner: "Ann Example, Storgata 1, 0150 Oslo, Norway, Europe", balance: Price(cents: 1250)
        )
        let actual = Wallet(
            owner: "Ann Example, Storgata 1, 0150 Oslo, Norway, Europe", balance: Price(cents: 1205)
        )
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == #"""
                Expected Wallet(owner: "Ann Example, Storgata 1, 0150 Oslo, Norway, Europe", balance: $12.50), but differed at .balance: expected $12.50, was $12.05
                """#)
    }

    @Test func aTypesOwnEqualityDecidesWhatDiffers() {
        // `Tagged` compares identifiers only, so the first element's label is no difference.
        let expected = [
            Tagged(id: 1, label: "uno"), Tagged(id: 2, label: "two"), Tagged(id: 3, label: "three"),
        ]
        let actual = [
            Tagged(id: 1, label: "one"), Tagged(id: 2, label: "two"), Tagged(id: 4, label: "four"),
        ]
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == #"""
                Expected [Tagged(id: 1, label: "uno"), Tagged(id: 2, label: "two"), Tagged(id: 3, label: "three")], but differed at [2].id, [2].label:
                  [2].id: expected 3, was 4
                  [2].label: expected "three", was "four"
                  (- expected, + actual)
                    Tagged(id: 1, label: "uno")
                    Tagged(id: 2, label: "two")
                  - Tagged(id: 3, label: "three")
                  + Tagged(id: 4, label: "four")
                """#)
    }

    @Test func objectsAreComparedFieldByFieldAndCyclesEnd() {
        let expected = GraphNode.ring([1, 2, 3])
        let actual = GraphNode.ring([1, 2, 4])
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == "Expected <GraphNode>, but differed at .next.next.value: expected 3, was 4")
    }

    @Test func aMissingOptionalIsNil() {
        let people: [Member?] = [nil, Member.ann]
        #expect(
            failureMessage { assertThat(people, equalTo([Member.ann, Member.ann])) }
                == #"""
                Expected [Member(name: "Ann", age: 41, home: Home(street: "Storgata 1", city: "Oslo"), tags: [… 2 more]), … 1 more], but differed at [0]: expected Member(name: "Ann", age: 41, home: Home(street: "Storgata 1", city: "Oslo"), tags: ["admin", "ops"]), was nil
                  (- expected, + actual)
                  - Member(name: "Ann", age: 41, home: Home(street: "Storgata 1", city: "Oslo"), tags: ["admin", "ops"])
                  + nil
                    Member(name: "Ann", age: 41, home: Home(street: "Storgata 1", city: "Oslo"), tags: ["admin", "ops"])
                """#)
    }

    @Test func valuesThatPrintAlikeNameTheirTypes() {
        let differences = ValueDifference.all(
            between: [1, "a"] as [Any], and: [UInt8(1), "a"] as [Any])
        #expect(differences.map(\.description) == ["[0]: expected 1 (Int), was 1 (UInt8)"])
    }

    @Test func valuesThatDescribeThemselvesAreComparedByDescription() {
        struct Link: Equatable {
            var title: String
            var url: URL
        }
        let differences = ValueDifference.all(
            between: Link(title: "Muster", url: URL(string: "https://example.com/a")!),
            and: Link(title: "Muster", url: URL(string: "https://example.com/b")!))
        #expect(
            differences.map(\.description) == [
                ".url: expected https://example.com/a, was https://example.com/b"
            ])
    }

    @Test func unequalValuesWithNoVisibleDifferenceFallBackToTheValue() {
        #expect(
            failureMessage { assertThat([Double.nan, 1.0], equalTo([Double.nan, 1.0])) }
                == "Expected [nan, 1.0], but was [nan, 1.0], which differed at [0]: expected nan, was nan (NaN never equals NaN)"
        )
        #expect(
            ValueDifference.all(between: Double.nan, and: Double.nan).map(\.description) == [
                "expected nan, was nan (NaN never equals NaN)"
            ])
        #expect(
            failureMessage { assertThat(Double.nan, equalTo(Double.nan)) }
                == "Expected nan, but was nan (NaN never equals NaN)")
    }

    @Test func listingDifferences() {
        var changed = Member.ann
        changed.name = "Anne"
        changed.tags.append("dev")
        #expect(ValueDifference.all(between: Member.ann, and: Member.ann).isEmpty)
        #expect(
            ValueDifference.all(between: Member.ann, and: changed).map(\.description) == [
                #".name: expected "Ann", was "Anne""#,
                #".tags[2]: "dev" was inserted"#,
            ])
        #expect(
            ValueDifference.all(between: Member.ann, and: changed).map(\.path) == [
                ".name", ".tags[2]",
            ])
    }

    @Test func deepValuesAreComparedWithoutOverflowingTheStack() {
        let expected = Chain.of(0..<5_000)
        let near = Chain.of((0..<5_000).map { $0 == 3 ? -1 : $0 })
        #expect(
            ValueDifference.all(between: expected, and: near).map(\.path) == [
                ".link.1.link.1.link.1.link.0"
            ])
        // Past the depth limit values are compared by how they print, which (cut as it is)
        // cannot tell these apart; the message says so rather than hiding it.
        let far = Chain.of((0..<5_000).map { $0 == 4_990 ? -1 : $0 })
        let message = failureMessage { assertThat(far, equalTo(expected)) }
        #expect(message.hasPrefix("Expected .link(0, .link(1, .link(2, "))
        #expect(
            message.hasSuffix(
                "\n  … values nested more than 32 levels deep were compared by how they print"))
        #expect(message.utf8.count <= Failure.defaultMessageLimit)
    }
}
