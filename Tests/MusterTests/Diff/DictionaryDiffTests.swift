import Muster
import Testing
import MusterTestSupport

@Suite struct DictionaryDiffTests {
    static let expected = [
        "alpha": 1, "beta": 2, "gamma": 3, "epsilon": 5, "zeta": 6, "eta": 7, "theta": 8,
    ]

    @Test func missingExtraAndChangedKeysInKeyOrder() {
        var actual = Self.expected
        actual["beta"] = 20
        actual["gamma"] = nil
        actual["delta"] = 4
        #expect(
            failureMessage { assertThat(actual, equalTo(Self.expected)) }
                == #"""
                Expected ["alpha": 1, "beta": 2, "epsilon": 5, "eta": 7, "gamma": 3, "theta": 8, "zeta": 6], but differed at ["beta"], ["delta"], ["gamma"]:
                  ["beta"]: expected 2, was 20
                  ["delta"]: expected no entry, was 4
                  ["gamma"]: expected 3, was missing
                """#)
    }

    @Test func aChangedValueIsDiffedUnderItsKey() {
        var moved = Member.ann
        moved.home.city = "Bergen"
        #expect(
            failureMessage { assertThat(["ann": moved], equalTo(["ann": Member.ann])) }
                == #"""
                Expected ["ann": Member(name: "Ann", age: 41, home: Home(street: "Storgata 1", city: "Oslo"), …)], but differed at ["ann"].home.city: expected "Oslo", was "Bergen"
                """#)
    }

    @Test func shortDictionariesStayOnOneLine() {
        #expect(
            failureMessage { assertThat(["a": 2], equalTo(["a": 1])) }
                == #"Expected ["a": 1], but was ["a": 2], which differed at ["a"]: expected 1, was 2"#
        )
    }

    @Test func hugeDictionariesListTheFirstDifferencesAndCountTheRest() {
        let expected = Dictionary(uniqueKeysWithValues: (0..<100_000).map { ("key\($0)", $0) })
        var actual = expected
        for index in stride(from: 1_000, to: 100_000, by: 1_000) { actual["key\(index)"] = -index }
        let message = failureMessage { assertThat(actual, equalTo(expected)) }
        #expect(
            message.contains(
                #"but differed at ["key1000"], ["key10000"], ["key11000"] and 96 more:"#))
        #expect(message.contains(#"\#n  ["key1000"]: expected 1000, was -1000\#n"#))
        #expect(message.hasSuffix("\n  … and 79 more differences"))
        #expect(message.utf8.count <= Failure.defaultMessageLimit)
    }

    @Test func hasEntriesUsesTheDiffForEachValue() {
        var moved = Member.ann
        moved.home.city = "Bergen"
        #expect(
            failureMessage { assertThat(["ann": moved], hasEntries(["ann": Member.ann])) }
                == #"""
                Expected a dictionary containing ["ann": Member(name: "Ann", age: 41, home: Home(street: "Storgata 1", city: "Oslo"), tags: [… 2 more])], but ["ann"]: differed at .home.city: expected "Oslo", was "Bergen"
                """#)
    }
}
