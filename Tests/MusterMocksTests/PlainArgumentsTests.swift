import Muster
import MusterMocks
import Testing
import MusterTestSupport

/// Plain values as a hand-written mock's arguments: equal for `Equatable` types (the caller's
/// own included, with no declaration), the same instance for objects, and a clear failure for
/// anything else.
@Suite struct PlainArgumentsTests {
    struct Money: Equatable { var cents: Int }
    struct Opaque { var id: Int }
    final class Screen: Sendable {}

    final class CheckoutMock: Mock, Sendable {
        let musterRecorder = CallRecorder()
        let charge = Member<Money, String, Void>("charge(_:note:)")
        let show = Member<Screen, Void>("show(_:)")
        let keep = Member<Opaque, Void>("keep(_:)")
        let total = Member<Money, Money>("total(adding:)")
        func charge(_ money: Money, note: String) { call(charge, money, note) }
        func show(_ screen: Screen) { call(show, screen) }
        func keep(_ value: Opaque) { call(keep, value) }
        func total(adding money: Money) -> Money { call(total, money) }
    }

    @Test func ownEquatableValuesNeedNoDeclaration() {
        let mock = CheckoutMock()
        given(mock).total(Money(cents: 1)).willReturn(Money(cents: 401))
        mock.charge(Money(cents: 400), note: "mug")
        #expect(mock.total(adding: Money(cents: 1)) == Money(cents: 401))
        verify(mock).charge(Money(cents: 400), "mug")
        #expect(
            failureMessage { verify(mock).charge(Money(cents: 400), "rake") }
                == """
                Expected CheckoutMock.charge(Money(cents: 400), note: "rake") to be called once, but no call matched; the closest was call 1:
                  charge(Money(cents: 400), note: "mug")
                    argument 2 (note): was "mug"
                the other call received was:
                  2. total(adding: Money(cents: 1))
                """)
    }

    @Test func objectsAreComparedByIdentity() {
        let mock = CheckoutMock()
        let shown = Screen()
        mock.show(shown)
        verify(mock).show(shown)
        let another = Screen()
        #expect(
            failureMessage { verify(mock).show(another) }
                == """
                Expected CheckoutMock.show(the same instance as <Screen>) to be called once, but no call matched; the closest was:
                  show(<Screen>)
                    argument 1: was another instance <Screen> at \(address(of: shown)); the expected one is at \(address(of: another))
                """)
    }

    @Test func aValueThatCannotBeComparedAsksForAMatcher() {
        let mock = CheckoutMock()
        mock.keep(Opaque(id: 1))
        verify(mock).keep(hasProperty(\.id, 1))
        #expect(
            failureMessage { verify(mock).keep(Opaque(id: 1)) }.contains(
                "cannot compare Opaque values, which are not Equatable: pass a matcher for this argument"
            ))
    }

    @Test func equalToArgumentFindsEquatableThroughAny() {
        let values: [Any] = [3, "x"]
        let matcher = equalToArgument(values[0])
        #expect(matcher.matches(3))
        #expect(!matcher.matches(4))
        #expect(!matcher.matches("3"))
    }
}
