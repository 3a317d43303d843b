import Foundation
import MusterMockable
import MusterMocks
import Testing

@Mockable
protocol Inventory: Sendable {
    func count(of item: String) async throws -> Int
    func reserve(_ item: String, quantity: Int) throws(PlayerError) -> Bool
    func label(for item: String) -> String
    var name: String { get }
    func each(_ body: (String) -> Void)
}

/// The real inventory a test forwards to.
final class ShopInventory: Inventory {
    func count(of item: String) async throws -> Int {
        if item == "ghost" { throw PlayerError.busy }
        return item.count
    }
    func reserve(_ item: String, quantity: Int) throws(PlayerError) -> Bool { quantity < 5 }
    func label(for item: String) -> String { "[\(item)]" }
    var name: String { "shop" }
    func each(_ body: (String) -> Void) { body("a") }
}

/// A mock made with a real object: every call recorded, those without a stub forwarded.
@Suite struct ForwardingTests {
    @Test func callsWithoutAStubAreForwardedAndEveryCallIsRecorded() async throws {
        let inventory = InventoryMock(forwardingTo: ShopInventory())
        #expect(try await inventory.count(of: "pear") == 4)
        #expect(try inventory.reserve("pear", quantity: 2))
        #expect(inventory.label(for: "pear") == "[pear]")
        #expect(inventory.name == "shop")
        let failures = captureFailures {
            verify(inventory).count(of: "pear")
            verify(inventory).reserve("pear", quantity: 2)
            verify(inventory).label(for: "pear")
            verify(inventory).name.get()
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func aStubWinsOverTheRealObject() async throws {
        let inventory = InventoryMock(forwardingTo: ShopInventory())
        given(inventory).count(of: "pear").willReturn(40)
        given(inventory).reserve(anything(), quantity: anything()).willThrow(.busy)
        #expect(try await inventory.count(of: "pear") == 40)
        #expect(try await inventory.count(of: "fig") == 3)
        #expect(throws: PlayerError.busy) { try inventory.reserve("fig", quantity: 1) }
    }

    @Test func theRealObjectsErrorReachesTheCaller() async {
        let inventory = InventoryMock(forwardingTo: ShopInventory())
        await #expect(throws: PlayerError.busy) { try await inventory.count(of: "ghost") }
        verify(inventory).count(of: "ghost")
        verify(inventory, outcome: .threw(PlayerError.busy)).count(of: "ghost")
        _ = try? inventory.reserve("fig", quantity: 1)
        verify(inventory, outcome: .returned).reserve("fig", quantity: 1)
    }

    @Test func aMemberThatCannotBeForwardedAnswersAsAnUnstubbedCall() {
        // A non-escaping closure cannot be kept, so the call is recorded and not forwarded.
        let inventory = InventoryMock(forwardingTo: ShopInventory())
        var seen: [String] = []
        inventory.each { seen.append($0) }
        #expect(seen == [])
        verify(inventory).each(anything())
    }

    @Test func aHeldCallResumedWithItsUsualAnswerIsForwarded() async throws {
        let inventory = InventoryMock(forwardingTo: ShopInventory())
        try await given(inventory).count(of: anything()).holdingCalls { gate in
            async let count = inventory.count(of: "plum")
            try await gate.nextCall().resume()
            #expect(try await count == 4)
        }
    }
}
