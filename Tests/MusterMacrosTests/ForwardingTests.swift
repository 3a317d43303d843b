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
    var shelf: Int { get set }
    func each(_ body: (String) -> Void)
}

/// The real inventory a test forwards to.
final class ShopInventory: Inventory, @unchecked Sendable {
    func count(of item: String) async throws -> Int {
        if item == "ghost" { throw PlayerError.busy }
        return item.count
    }
    func reserve(_ item: String, quantity: Int) throws(PlayerError) -> Bool { quantity < 5 }
    func label(for item: String) -> String { "[\(item)]" }
    var name: String { "shop" }
    var shelf = 1
    func each(_ body: (String) -> Void) { body("a") }
}

/// Another real inventory, to point a mock at after it was made.
final class Warehouse: Inventory, @unchecked Sendable {
    func count(of item: String) async throws -> Int { 1_000 }
    func reserve(_ item: String, quantity: Int) throws(PlayerError) -> Bool { true }
    func label(for item: String) -> String { "warehouse" }
    var name: String { "warehouse" }
    var shelf = 0
    func each(_ body: (String) -> Void) {}
}

/// A real value, whose writes land in the mock's copy of it.
struct CountingShelf: Inventory {
    func count(of item: String) async throws -> Int { shelf }
    func reserve(_ item: String, quantity: Int) throws(PlayerError) -> Bool { true }
    func label(for item: String) -> String { "counter" }
    var name: String { "counter" }
    var shelf = 0
    func each(_ body: (String) -> Void) {}
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

    @Test func aMockIsPointedAtAnotherRealObjectOrAtNoneAfterItWasMade() async throws {
        let inventory = InventoryMock(unstubbedCalls: .returnDefault)
        #expect(inventory.label(for: "a") == "")
        forwardCalls(of: inventory, to: ShopInventory())
        #expect(inventory.label(for: "a") == "[a]")
        forwardCalls(of: inventory, to: Warehouse())
        #expect(inventory.label(for: "a") == "warehouse")
        #expect(try await inventory.count(of: "a") == 1_000)
        given(inventory).label(for: "b").willReturn("stubbed")
        #expect(inventory.label(for: "b") == "stubbed")
        stopForwardingCalls(of: inventory)
        #expect(inventory.label(for: "a") == "")
        verify(inventory, times(4)).label(for: "a")
    }

    @Test func aPropertysWriteIsRecordedAndMadeOnTheRealObject() async throws {
        let shop = ShopInventory()
        let inventory = InventoryMock(forwardingTo: shop)
        inventory.shelf = 7
        #expect(shop.shelf == 7)
        #expect(inventory.shelf == 7)
        verify(inventory).shelf.set(7)
        // A value's write lands in the mock's own copy, which later calls see.
        let counting = InventoryMock(forwardingTo: CountingShelf())
        counting.shelf = 3
        #expect(try await counting.count(of: "x") == 3)
    }

    @Test func retargetingWhileOtherTasksCallTheMockIsSafe() async {
        let inventory = InventoryMock(forwardingTo: ShopInventory())
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    for _ in 0..<2_000 {
                        let label = inventory.label(for: "a")
                        #expect(label == "[a]" || label == "warehouse")
                        if index == 0 { forwardCalls(of: inventory, to: Warehouse()) }
                        if index == 1 { forwardCalls(of: inventory, to: ShopInventory()) }
                    }
                }
            }
        }
        verify(inventory, times(16_000)).label(for: "a")
    }
}
