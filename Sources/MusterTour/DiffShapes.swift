import Muster

/// The tour's stop for failure messages that point at the difference: one failing assertion
/// for each shape of value, and the message it prints.
func showDiffShapes() {
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

    print("\n== Failures that point at the difference ==")
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
    let examples: [(String, () -> Void)] = [
        ("A struct, by field path", { assertThat(changed, equalTo(ann)) }),
        (
            "Strings, by line and column, then a line diff",
            {
                assertThat(
                    "first line\nsecond lime\nthird line\n",
                    equalTo("first line\nsecond line\nthird line\n"))
            }
        ),
        ("Whitespace made visible", { assertThat("a\tb  \nc", equalTo("a    b\nc")) }),
        ("An array, by index", { assertThat(oneChanged, equalTo(hundredThousand)) }),
        ("An array with an insertion", { assertThat(oneInserted, equalTo(hundredThousand)) }),
        (
            "A set, by missing and extra elements",
            { assertThat(fruit.subtracting(["cherry", "date"]).union(["fig"]), equalTo(fruit)) }
        ),
        ("A dictionary, by key", { assertThat(changedScores, equalTo(scores)) }),
    ]
    for (title, assertion) in examples {
        print("\n-- \(title)")
        for failure in captureFailures(assertion) { print(failure.message) }
    }
}
