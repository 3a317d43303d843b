import Foundation
import Muster
import MusterNimble
import Testing
import MusterTestSupport

private struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let read = Permissions(rawValue: 1)
    static let write = Permissions(rawValue: 2)
    static let delete = Permissions(rawValue: 4)
    var description: String { "Permissions(\(rawValue))" }
}

@Suite struct ContainMembersTests {
    @Test func beEmptyOnAnOptionSet() {
        let empty: Matcher<Permissions> = beEmpty()
        #expect(empty.description == "an empty set")
        #expect(failureMessages { expect(Permissions()).to(beEmpty()) } == [])
        #expect(failureMessages { expect(Permissions.read).toNot(beEmpty()) } == [])
        #expect(
            failureMessage { expect([.read, .write] as Permissions).to(beEmpty()) }
                == "Expected an empty set, but was Permissions(3)")
        #expect(
            failureMessage { expect(Permissions()).toNot(beEmpty()) }
                == "Expected not an empty set, but was Permissions(0)")
        // nil fails either way, as Nimble's value matchers do.
        #expect(
            failureMessage { expect(nil as Permissions?).to(beEmpty()) }
                == "Expected an empty set, but was nil (use beNil() to match nil)")
        #expect(
            failureMessage { expect(nil as Permissions?).toNot(beEmpty()) }
                == "Expected not an empty set, but was nil (use beNil() to match nil)")
        // Composed, and a Set keeps the sequence form.
        #expect(
            failureMessages {
                expect(Permissions()).to(satisfyAllOf(beEmpty(), not(contain(.read))))
                expect(Set<Int>()).to(beEmpty())
            } == [])
        #expect(
            failureMessage { expect(Set([1])).to(beEmpty()) }
                == "Expected an empty collection, but had 1 item: Set([1])")
    }

    @Test func containOnAnOptionSet() {
        let permissions: Permissions = [.read, .write]
        #expect(failureMessages { expect(permissions).to(contain(.read)) } == [])
        #expect(failureMessages { expect(permissions).to(contain(.read, .write)) } == [])
        #expect(failureMessages { expect(permissions).to(contain([.read, .write])) } == [])
        #expect(failureMessages { expect(permissions).toNot(contain(.delete)) } == [])
        #expect(
            (contain(.read) as Matcher<Permissions>).description
                == "a set containing Permissions(1)")
        #expect(
            (contain(.read, .delete) as Matcher<Permissions>).description
                == "a set containing all of [Permissions(1), Permissions(4)]")
        #expect(
            failureMessage { expect(permissions).to(contain(.delete)) }
                == "Expected a set containing Permissions(4), but was Permissions(3)")
        #expect(
            failureMessage { expect(permissions).to(contain(.read, .delete)) }
                == "Expected a set containing all of [Permissions(1), Permissions(4)], but had no Permissions(4) in Permissions(3)"
        )
        #expect(
            failureMessage { expect(Permissions()).to(contain(.write, .delete)) }
                == "Expected a set containing all of [Permissions(2), Permissions(4)], but had no items [Permissions(2), Permissions(4)] in Permissions(0)"
        )
        #expect(
            failureMessage { expect(permissions).toNot(contain(.read)) }
                == "Expected not a set containing Permissions(1), but was Permissions(3)")
    }

    @Test func containOnOptionalAndEmptyOptionSets() {
        let absent: Permissions? = nil
        let present: Permissions? = [.read]
        #expect(failureMessages { expect(present).to(contain(.read)) } == [])
        #expect(
            failureMessage { expect(absent).to(contain(.read)) }
                == "Expected a set containing Permissions(1), but was nil (use beNil() to match nil)"
        )
        #expect(
            failureMessage { expect(absent).toNot(contain(.read)) }
                == "Expected not a set containing Permissions(1), but was nil (use beNil() to match nil)"
        )
        #expect(failureMessages { expect(Permissions()).to(contain([])) } == [])
        #expect(failureMessages { expect(Permissions()).toNot(contain(.read)) } == [])
    }

    @Test func containOnASetKeepsTheSequenceForm() {
        #expect(failureMessages { expect(Set([1, 2, 3])).to(contain(1, 2)) } == [])
        #expect(
            failureMessage { expect(Set([1])).to(contain(4)) }
                == "Expected a sequence containing 4, but had no such item in Set([1])")
    }

    @Test func beginWithAndEndWithOnAFoundationArray() {
        let letters = ["a", "b"] as NSArray
        #expect(
            failureMessages {
                expect(letters).to(beginWith("a"))
                expect(letters).toNot(beginWith("b"))
                expect(letters).to(endWith("b" as NSString))
                expect([1, 2] as NSArray).to(endWith(2))
                expect(letters).to(satisfyAllOf(beginWith("a"), endWith("b")))
            } == [])
        #expect(
            (beginWith("a") as Matcher<NSArray>).description == #"an array beginning with "a""#)
        #expect((endWith(2) as Matcher<NSArray>).description == "an array ending with 2")
        #expect(
            failureMessage { expect(letters).to(beginWith("b")) }
                == #"Expected an array beginning with "b", but was ["a", "b"]"#)
        #expect(
            failureMessage { expect(letters).toNot(endWith("b")) }
                == #"Expected not an array ending with "b", but was ["a", "b"]"#)
        #expect(
            failureMessage { expect(NSArray()).to(endWith("a")) }
                == #"Expected an array ending with "a", but was []"#)
        #expect(
            failureMessage { expect(nil as NSArray?).toNot(beginWith("a")) }
                == #"Expected not an array beginning with "a", but was nil (use beNil() to match nil)"#
        )
    }

    @Test func containOnAFoundationArray() {
        let array = ["a", "b"] as NSArray
        #expect(failureMessages { expect(array).to(contain("a")) } == [])
        #expect(failureMessages { expect(array).to(contain("a" as NSString)) } == [])
        #expect(failureMessages { expect(array).to(contain("a", "b")) } == [])
        #expect(failureMessages { expect(array).to(contain(["a", "b"])) } == [])
        #expect(failureMessages { expect([1, 2] as NSArray).to(contain(1)) } == [])
        #expect(failureMessages { expect(array).toNot(contain("c")) } == [])
        #expect(
            failureMessage { expect(array).to(contain("c")) }
                == #"Expected an array containing "c", but was ["a", "b"]"#)
        #expect(
            failureMessage { expect(array).to(contain("a", "c", "d")) }
                == #"Expected an array containing all of ["a", "c", "d"], but had no items ["c", "d"] in ["a", "b"]"#
        )
        #expect(
            failureMessage { expect(NSArray()).to(contain(1)) }
                == "Expected an array containing 1, but was []")
        let absent: NSArray? = nil
        #expect(
            failureMessage { expect(absent).to(contain(1)) }
                == "Expected an array containing 1, but was nil (use beNil() to match nil)")
    }

    @Test func containComposes() {
        let permissions: Permissions = [.read]
        #expect(
            failureMessages { expect(permissions).to(contain(.read) && not(contain(.write))) }
                == [])
        #expect(
            mismatch(everyItem(contain(.read)), [permissions, []]) == "item 1: was Permissions(0)")
    }
}
