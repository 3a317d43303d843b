import Muster
import Testing

private final class Session {}

@Suite struct BeIdenticalToTests {
    @Test func beIdenticalToIsTheSameObject() {
        let session = Session()
        let other = Session()
        #expect(failureMessages { expect(session).to(beIdenticalTo(session)) } == [])
        #expect(failureMessages { expect(session).toNot(beIdenticalTo(other)) } == [])
        #expect(
            failureMessage { expect(session).to(beIdenticalTo(other)) }
                == "Expected the same instance as <Session>, but was another instance <Session>")
        #expect(beIdenticalTo(session).description == "the same instance as <Session>")
    }

    @Test func beIdenticalToWithOptionals() {
        let session = Session()
        let maybe: Session? = session
        let absent: Session? = nil
        #expect(failureMessages { expect(maybe).to(beIdenticalTo(session)) } == [])
        #expect(failureMessages { expect(session).to(beIdenticalTo(maybe)) } == [])
        #expect(
            failureMessage { expect(absent).to(beIdenticalTo(session)) }
                == "Expected the same instance as <Session>, but was nil (use beNil() to match nil)")
        #expect(
            failureMessage { expect(session).to(beIdenticalTo(absent)) }
                == "Expected the same instance as nil, but was <Session>")
    }
}
