import Muster
import Testing
import MusterTestSupport

@Suite struct SetDiffTests {
    static let fruit: Set = [
        "apple", "banana", "cherry", "date", "kiwi", "lemon", "mango", "orange", "pear", "plum",
    ]

    @Test func missingAndExtraElementsAreListedSorted() {
        var actual = Self.fruit
        actual.subtract(["cherry", "date"])
        actual.insert("fig")
        #expect(
            failureMessage { assertThat(actual, equalTo(Self.fruit)) }
                == #"""
                Expected Set(["apple", "banana", "cherry", "date", "kiwi", "lemon", "mango", "orange", "pear", … 1 more]), but was missing ["cherry", "date"] and had extra ["fig"]
                """#)
    }

    @Test func onlyMissingOrOnlyExtra() {
        #expect(
            ValueDifference.all(between: Self.fruit, and: Self.fruit.subtracting(["kiwi"]))
                .map(\.description) == [#"was missing ["kiwi"]"#])
        #expect(
            ValueDifference.all(between: Self.fruit, and: Self.fruit.union(["fig", "grape"]))
                .map(\.description) == [#"had extra ["fig", "grape"]"#])
    }

    @Test func aSetFieldIsNamedByItsPath() {
        struct Team: Equatable {
            var name: String
            var members: Set<String>
        }
        let expected = Team(
            name: "Platform and infrastructure", members: ["ann", "bob", "cid", "dag"])
        let actual = Team(
            name: "Platform and infrastructure", members: ["ann", "bob", "dag", "eve"])
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == #"""
                Expected Team(name: "Platform and infrastructure", members: Set(["ann", "bob", "cid", "dag"])), but differed at .members: was missing ["cid"] and had extra ["eve"]
                """#)
    }

    @Test func hugeSetsAreCountedAndBounded() {
        let expected = Set(0..<100_000)
        let actual = Set(1_000..<101_000)
        let message = failureMessage { assertThat(actual, equalTo(expected)) }
        #expect(message.contains("but was missing ["))
        #expect(message.contains(", … 950 more] and had extra ["))
        #expect(message.hasSuffix(", … 950 more]"))
        #expect(message.utf8.count <= Failure.defaultMessageLimit)
    }
}
