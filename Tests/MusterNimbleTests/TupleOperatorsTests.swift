import MusterNimble
import Testing
import MusterTestSupport

@Suite struct TupleOperatorsTests {
    @Test func tuplesCompareElementByElementWhateverTheirLabels() {
        let reply: (status: Int, text: String) = (200, "OK")
        #expect(failureMessages { expect(reply) == (200, "OK") } == [])
        #expect(failureMessages { expect((1, two: "2")) == (1, two: "2") } == [])
        #expect(
            failureMessages { expect((1, "2", 3, four: "4", 5, "6")) == (1, "2", 3, "4", 5, "6") }
                == [])
        #expect(
            failureMessage { expect(reply) == (404, "OK") }
                == #"Expected a value equal to (404, "OK"), but was (200, "OK"), which differed at .0: expected 404, was 200"#
        )
        #expect(failureMessages { expect(reply) != (404, "Not Found") } == [])
        #expect(
            failureMessage { expect(reply) != (200, "OK") }
                == #"Expected not a value equal to (200, "OK"), but was (200, "OK")"#)
    }

    @Test func anOptionalTupleIsFoundOrFails() {
        let missing: (Int, String)? = nil
        #expect(
            failureMessage { expect(missing) == (1, "a") }
                == #"Expected a value equal to (1, "a"), but was nil (use beNil() to match nil)"#)
        #expect(failureMessages { expect((1, "a")) == missing }.count == 1)
    }

    @Test func arraysOfTuplesCompareTupleByTuple() {
        let rows: [(Int, String)] = [(1, "one"), (2, "two")]
        let labelled: [(Int, name: String)] = [(1, name: "one"), (2, name: "two")]
        #expect(failureMessages { expect(rows) == labelled } == [])
        #expect(failureMessages { expect([(Int, String)]()) == [] } == [])
        #expect(failureMessages { expect(rows) != labelled.reversed() } == [])
        #expect(
            failureMessage { expect(rows) == [(1, "one")] }
                == #"Expected a value equal to [(1, "one")], but was [(1, "one"), (2, "two")], which differed at [1]: (2, "two") was inserted"#
        )
        #expect(
            failureMessage { expect(rows) != labelled }
                == #"Expected not a value equal to [(1, "one"), (2, "two")], but was [(1, "one"), (2, "two")]"#
        )
    }
}
