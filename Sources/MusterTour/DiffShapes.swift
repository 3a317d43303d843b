import Foundation
import Muster

/// The tour's stop for failure messages that point at the difference: one failing assertion
/// for each shape of value, and the message it prints.
@MainActor func showDiffShapes() {
    struct Address: Equatable {
        var street: String
        var city: String
    }
    struct Member: Equatable {
        var name: String
        var age: Int
        var address: Address
        var tags: [String]
    }

    section("Failures that point at the difference")
    let ann = Member(
        name: "Ann", age: 41, address: Address(street: "Storgata 1", city: "Oslo"),
        tags: ["admin", "ops"])
    var changed = ann
    changed.age = 42
    changed.address.city = "Bergen"
    let hundredThousand = Array(0..<100_000)
    var oneChanged = hundredThousand
    oneChanged[50_000] = -1
    var oneInserted = hundredThousand
    oneInserted.insert(7, at: 50_000)
    let fruit: Set = [
        "apple", "banana", "cherry", "date", "kiwi", "lemon", "mango", "orange", "pear", "plum",
    ]
    let scores = ["alpha": 1, "beta": 2, "gamma": 3, "epsilon": 5, "zeta": 6, "eta": 7, "theta": 8]
    var changedScores = scores
    changedScores["beta"] = 20
    changedScores["gamma"] = nil
    changedScores["delta"] = 4
    show("assertThat(changed, equalTo(ann))  // a struct, by field path") {
        assertThat(changed, equalTo(ann))
    }
    show(
        #"assertThat("first line\nsecond lime\nthird line\n", equalTo(…))  // lines, then a line diff"#
    ) {
        assertThat(
            "first line\nsecond lime\nthird line\n",
            equalTo("first line\nsecond line\nthird line\n"))
    }
    show(#"assertThat("a\tb  \nc", equalTo("a    b\nc"))  // whitespace made visible"#) {
        assertThat("a\tb  \nc", equalTo("a    b\nc"))
    }
    show("assertThat(oneChanged, equalTo(hundredThousand))  // an array, by index") {
        assertThat(oneChanged, equalTo(hundredThousand))
    }
    show("assertThat(oneInserted, equalTo(hundredThousand))  // an insertion") {
        assertThat(oneInserted, equalTo(hundredThousand))
    }
    show("assertThat(fewerFruit, equalTo(fruit))  // a set, by missing and extra elements") {
        assertThat(fruit.subtracting(["cherry", "date"]).union(["fig"]), equalTo(fruit))
    }
    show("assertThat(changedScores, equalTo(scores))  // a dictionary, by key") {
        assertThat(changedScores, equalTo(scores))
    }
    show("assertThat([1, 9, 3], equalTo([1, 2, 3, 4]))  // short values are located too") {
        assertThat([1, 9, 3], equalTo([1, 2, 3, 4]))
    }
    show("assertThat(Data([1, 2, 3, 4]), equalTo(Data([1, 2, 9, 4])))  // bytes") {
        assertThat(Data([1, 2, 3, 4]), equalTo(Data([1, 2, 9, 4])))
    }
    show(#"assertThat("a\u{200B}b", equalTo("ab"))  // what prints as nothing is escaped"#) {
        assertThat("a\u{200B}b", equalTo("ab"))
    }
    var renumbered = changed
    renumbered.name = "Anne"
    show(
        #"assertThat(renumbered, equalTo(ann, ignoring: \.age, comparing: .fieldByField(collectionOrder: .any)))  // field by field"#
    ) {
        assertThat(
            renumbered,
            equalTo(ann, ignoring: \.age, comparing: .fieldByField(collectionOrder: .any)))
    }
}
