import Muster
import MusterNimble
import Testing
import MusterTestSupport

@Suite struct EqualTupleTests {
    @Test func equalMatchesTuplesOfTwoToSixElements() {
        #expect(failureMessages { expect((1, "a")).to(equal((1, "a"))) } == [])
        #expect(failureMessages { expect((1, "a", 2.5)).to(equal((1, "a", 2.5))) } == [])
        #expect(failureMessages { expect((1, 2, 3, 4)).to(equal((1, 2, 3, 4))) } == [])
        #expect(failureMessages { expect((1, 2, 3, 4, 5)).to(equal((1, 2, 3, 4, 5))) } == [])
        #expect(failureMessages { expect((1, 2, 3, 4, 5, 6)).to(equal((1, 2, 3, 4, 5, 6))) } == [])
        #expect(failureMessages { expect((1, "a")).toNot(equal((1, "b"))) } == [])
    }

    @Test func aTupleThatDiffersSaysWhere() {
        #expect(equal((1, "a")).description == #"a value equal to (1, "a")"#)
        #expect(
            mismatch(equal((1, "a")), (1, "b"))
                == #"was (1, "b"), which differed at .1: expected "a", was "b""#)
        #expect(
            failureMessage { expect((1, 2, 3, 4, 5, 6)).to(equal((1, 2, 3, 4, 5, 7))) }
                == "Expected a value equal to (1, 2, 3, 4, 5, 7), but was (1, 2, 3, 4, 5, 6), which differed at .5: expected 7, was 6"
        )
        #expect(
            failureMessage { expect((1, "a")).toNot(equal((1, "a"))) }
                == #"Expected not a value equal to (1, "a"), but was (1, "a")"#)
    }

    @Test func optionalTuples() {
        let present: (Int, String)? = (1, "a")
        let absent: (Int, String)? = nil
        #expect(failureMessages { expect(present).to(equal((1, "a"))) } == [])
        #expect(failureMessages { expect((1, "a")).to(equal(present)) } == [])
        #expect(
            failureMessage { expect(absent).to(equal((1, "a"))) }
                == #"Expected a value equal to (1, "a"), but was nil (use beNil() to match nil)"#)
        // Nimble's rule: nil fails under `toNot` too.
        #expect(
            failureMessage { expect(absent).toNot(equal((1, "a"))) }
                == #"Expected not a value equal to (1, "a"), but was nil (use beNil() to match nil)"#
        )
        #expect(
            failureMessage { expect((1, "a")).to(equal(absent)) }
                == "Expected a value equal to nil (equal(nil) never matches; use beNil()), but was (1, \"a\")"
        )
    }

    @Test func arraysOfTuples() {
        #expect(
            failureMessages { expect([(1, "a"), (2, "b")]).to(equal([(1, "a"), (2, "b")])) } == [])
        #expect(failureMessages { expect([(Int, String)]()).to(equal([])) } == [])
        #expect(
            failureMessage { expect([(1, "a"), (2, "b")]).to(equal([(1, "a"), (2, "c")])) }
                == #"Expected a value equal to [(1, "a"), (2, "c")], but was [(1, "a"), (2, "b")], which differed at [1].1: expected "c", was "b""#
        )
        #expect(
            failureMessage { expect([(1, "a")]).to(equal([(Int, String)]())) }
                == #"Expected a value equal to [], but was [(1, "a")]"#)
        #expect(failureMessages { expect([(1, "a", true)]).toNot(equal([(1, "a", false)])) } == [])
    }

    @Test func tuplesCompose() {
        #expect(failureMessages { expect((1, "a")).to(equal((1, "a")) || equal((2, "b"))) } == [])
        #expect(
            mismatch(allOf(equal((1, "a")), equal((1, "b"))), (1, "a"))
                == #"a value equal to (1, "b"): was (1, "a"), which differed at .1: expected "b", was "a""#
        )
        #expect(mismatch(not(equal((1, "a"))), (1, "a")) == #"was (1, "a")"#)
    }

    @Test func theOperatorsCompareTuples() {
        #expect(failureMessages { expect((200, "OK")) == (200, "OK") } == [])
        #expect(failureMessages { expect((404, "Not Found")) != (200, "OK") } == [])
        #expect(failureMessages { expect([(1, "one")]) == [(1, "one")] } == [])
        #expect(failureMessages { expect([(1, "one")]) != [(1, "uno")] } == [])
        #expect(
            failureMessage { expect((404, "Not Found")) == (200, "OK") }
                == #"""
                Expected a value equal to (200, "OK"), but was (404, "Not Found"), which differed at .0, .1:
                  .0: expected 200, was 404
                  .1: expected "OK", was "Not Found"
                """#)
        #expect(
            failureMessage { expect([(1, "one")]) != [(1, "one")] }
                == #"Expected not a value equal to [(1, "one")], but was [(1, "one")]"#)
    }
}
