import MusterNimble
import Testing

private final class Session {}

@Suite struct IdentityTextTests {
    @Test func anObjectIsItsAddress() {
        let session = Session()
        let text = identityAsString(session)
        #expect(text.hasPrefix("<0x") && text.hasSuffix(">"))
        #expect(text == identityAsString(session))
        #expect(text != identityAsString(Session()))
        let address = UInt(bitPattern: ObjectIdentifier(session))
        #expect(text == "<0x\(String(address, radix: 16))>")
    }

    @Test func nilIsNil() {
        #expect(identityAsString(nil) == "nil")
        let absent: Session? = nil
        #expect(identityAsString(absent) == "nil")
    }
}
