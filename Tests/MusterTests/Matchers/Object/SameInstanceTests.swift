import Muster
import Testing

private final class Session {}

@Suite struct SameInstanceTests {
    private let session = Session()

    @Test func matchesTheSameObjectOnly() {
        #expect(sameInstance(session).matches(session))
        #expect(!sameInstance(session).matches(Session()))
    }

    @Test func descriptionAndMismatch() {
        #expect(sameInstance(session).description == "the same instance as <Session>")
        #expect(mismatch(sameInstance(session), Session()) == "was another instance <Session>")
        #expect(
            failureMessage { assertThat(Session(), sameInstance(session)) }
                == "Expected the same instance as <Session>, but was another instance <Session>")
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
        #expect(
            mismatch(
                hasProperty(\Holder.session, sameInstance(session)), Holder(session: Session()))
                == "session was another instance <Session>")
    }
}
