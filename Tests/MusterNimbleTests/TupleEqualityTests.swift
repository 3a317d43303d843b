import MusterNimble
import Testing

@Suite struct TupleEqualityTests {
    @Test func labelledTuplesMatchUnlabelledOnes() {
        let reply: (status: Int, text: String) = (200, "OK")
        #expect(failureMessages { expect(reply).to(equal((200, "OK"))) } == [])
        #expect(
            failureMessages { expect((1, "2", 3, four: "4")).to(equal((1, "2", 3, "4"))) } == [])
        #expect(
            failureMessages {
                expect((1, "2", 3, four: "4", 5, "6")).to(equal((1, "2", 3, "4", five: 5, "6")))
            } == [])
        #expect(
            failureMessage { expect(reply).to(equal((200, "Fine"))) }
                == #"Expected a value equal to (200, "Fine"), but was (200, "OK"), which differed at .1: expected "Fine", was "OK""#
        )
        #expect(
            failureMessage { expect(reply).toNot(equal((200, "OK"))) }
                == #"Expected not a value equal to (200, "OK"), but was (200, "OK")"#)
    }

    @Test func arraysOfLabelledTuples() {
        let rows: [(Int, String)] = [(0, "0"), (1, "1")]
        let labelled: [(Int, named: String)] = [(0, named: "0"), (1, named: "1")]
        #expect(failureMessages { expect(rows).to(equal(labelled)) } == [])
        #expect(failureMessages { expect(rows).toNot(equal(labelled.reversed())) } == [])
        #expect(failureMessages { expect([(Int, String)]()).to(equal([])) } == [])
        #expect(
            failureMessage { expect(rows).to(equal([])) }
                == #"Expected a value equal to [], but was [(0, "0"), (1, "1")]"#)
    }

    @Test func nilNeverMatches() {
        let missing: (Int, String)? = nil
        let never = "a value equal to nil (equal(nil) never matches; use beNil())"
        #expect(
            failureMessage { expect((1, "a")).to(equal(missing)) }
                == "Expected \(never), but was (1, \"a\")")
        #expect(
            failureMessage { expect(missing).to(equal((1, "a"))) }
                == #"Expected a value equal to (1, "a"), but was nil (use beNil() to match nil)"#)
    }
}
