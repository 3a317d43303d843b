import Muster
import MusterNimble
import Testing
import MusterTestSupport

private final class Session {}

@Suite struct BeIdenticalToTests {
    @Test func beIdenticalToIsTheSameObject() {
        let session = Session()
        let other = Session()
        #expect(failureMessages { expect(session).to(beIdenticalTo(session)) } == [])
        #expect(failureMessages { expect(session).toNot(beIdenticalTo(other)) } == [])
        #expect(
            failureMessage { expect(session).to(beIdenticalTo(other)) }
                == "Expected the same instance as <Session>, but was another instance <Session> "
                + "at \(address(of: session)); the expected one is at \(address(of: other))")
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
                == "Expected the same instance as <Session>, but was nil (use beNil() to match nil)"
        )
        #expect(
            failureMessage { expect(session).to(beIdenticalTo(absent)) }
                == "Expected the same instance as nil, but was <Session>")
    }
}

private protocol Delegate: AnyObject {}
private final class Controller: Delegate {}

@Suite struct BeIdenticalToExistentialTests {
    @Test func classBoundProtocolValues() {
        let controller = Controller()
        let delegate: any Delegate = controller
        let other: any Delegate = Controller()
        #expect(failureMessages { expect(delegate).to(beIdenticalTo(delegate)) } == [])
        #expect(failureMessages { expect(delegate).to(beIdenticalTo(controller)) } == [])
        #expect(failureMessages { expect(controller).to(be(delegate)) } == [])
        #expect(failureMessages { expect(delegate).toNot(be(other)) } == [])
        #expect(failureMessages { expect(delegate) === controller } == [])
        #expect(failureMessages { expect(delegate) !== other } == [])
        #expect(beIdenticalTo(delegate).description == "the same instance as <Controller>")
        #expect(
            failureMessage { expect(delegate).to(beIdenticalTo(other)) }
                == "Expected the same instance as <Controller>, but was another instance <Controller> "
                + "at \(address(of: delegate)); the expected one is at \(address(of: other))")
        #expect(
            failureMessage { expect(delegate).toNot(be(controller)) }
                == "Expected not the same instance as <Controller>, but was <Controller>")
        #expect(
            failureMessage { expect(delegate) === other }
                == "Expected the same instance as <Controller>, but was another instance <Controller> "
                + "at \(address(of: delegate)); the expected one is at \(address(of: other))")
    }

    @Test func classBoundProtocolOptionals() {
        let controller = Controller()
        let absent: (any Delegate)? = nil
        let present: (any Delegate)? = controller
        #expect(failureMessages { expect(present).to(beIdenticalTo(controller)) } == [])
        #expect(
            failureMessage { expect(absent).to(beIdenticalTo(controller)) }
                == "Expected the same instance as <Controller>, but was nil (use beNil() to match nil)"
        )
        #expect(
            failureMessage { expect(present).to(beIdenticalTo(absent)) }
                == "Expected the same instance as nil, but was <Controller>")
        #expect(
            failureMessage { expect(absent).toNot(be(controller)) }
                == "Expected not the same instance as <Controller>, but was nil (use beNil() to match nil)"
        )
        let either: Matcher<AnyObject> = be(controller) || beIdenticalTo(absent)
        #expect(failureMessages { expect(present).to(either) } == [])
    }
}
