import Muster
import Testing
import MusterTestSupport

private final class Session {}

@Suite struct SameInstanceTests {
    private let session = Session()

    @Test func matchesTheSameObjectOnly() {
        #expect(sameInstance(session).matches(session))
        #expect(!sameInstance(session).matches(Session()))
    }

    @Test func descriptionAndMismatch() {
        #expect(sameInstance(session).description == "the same instance as <Session>")
        let other = Session()
        let whereabouts = "at \(address(of: other)); the expected one is at \(address(of: session))"
        #expect(
            mismatch(sameInstance(session), other)
                == "was another instance <Session> \(whereabouts)")
        #expect(
            failureMessage { assertThat(other, sameInstance(session)) }
                == "Expected the same instance as <Session>, but was another instance <Session> "
                + whereabouts)
    }

    @Test func optionalSubject() {
        let absent: Session? = nil
        #expect(
            failureMessage { assertThat(absent, sameInstance(session)) }
                == "Expected the same instance as <Session>, but was nil")
        #expect(failureMessages { assertThat(Optional(session), sameInstance(session)) } == [])
    }

    @Test func insideAnotherMatcher() {
        let matcher = anyOf(sameInstance(session), sameInstance(Session()))
        #expect(matcher.matches(session))
        #expect(mismatch(not(sameInstance(session)), session) == "was <Session>")
        struct Holder { var session: Session }
        let held = Session()
        #expect(
            mismatch(hasProperty(\Holder.session, sameInstance(session)), Holder(session: held))
                == "session was another instance <Session> at \(address(of: held)); "
                + "the expected one is at \(address(of: session))")
    }
}

@Suite struct SameInstanceWhereaboutsTests {
    private final class Named: CustomStringConvertible {
        let name: String
        init(_ name: String) { self.name = name }
        var description: String { name }
    }

    @Test func objectsThatRenderDifferentlyNeedNoAddresses() {
        #expect(mismatch(sameInstance(Named("a")), Named("b")) == "was another instance b")
    }

    @Test func objectsThatRenderAlikeAreToldApartByAddress() {
        let expected = Named("a")
        let actual = Named("a")
        let text = mismatch(sameInstance(expected), actual)
        #expect(
            text
                == "was another instance a at \(address(of: actual)); the expected one is at "
                + address(of: expected))
        #expect(address(of: actual) != address(of: expected))
        #expect(address(of: actual).hasPrefix("0x"))
    }
}
