import Testing

@testable import MusterMatchers

/// The pairing engine that `containsInAnyOrder` and field-by-field comparison in any order share.
@Suite struct LargestPairingTests {
    /// Pairs items with slots by `accepts`, counting the pairs it evaluates.
    func pairing(_ itemCount: Int, _ slotCount: Int, _ accepts: @escaping (Int, Int) -> Bool)
        -> (owner: [Int?], evaluations: Int)
    {
        let evaluations = Counter()
        let owner = LargestPairing.owners(
            itemCount: itemCount, slotCount: slotCount,
            accepts: { item, slot in
                evaluations.value += 1
                return accepts(item, slot)
            })
        return (owner, evaluations.value)
    }

    final class Counter: @unchecked Sendable { var value = 0 }

    @Test func findsTheLargestPairingWhereTheFirstFitWouldNot() {
        // Item 0 fits both slots and meets slot 0 first; item 1 fits only slot 0.
        let (owner, _) = pairing(2, 2) { item, slot in item == 0 || slot == 0 }
        #expect(owner == [1, 0])
    }

    @Test func leavesWhatCannotBePairedUnpaired() {
        let (owner, _) = pairing(3, 2) { item, slot in item == 2 && slot == 1 }
        #expect(owner == [nil, 2])
        #expect(pairing(0, 2) { _, _ in true }.owner == [nil, nil])
        #expect(pairing(2, 0) { _, _ in true }.owner == [])
    }

    @Test func itemsInTheSlotsOrderPairInOneStepEach() {
        let (owner, evaluations) = pairing(1_000, 1_000) { $0 == $1 }
        #expect(owner == Array(0..<1_000))
        #expect(evaluations == 1_000)
    }

    /// An insertion or a removal shifts the items after it by one: each still pairs within a
    /// few evaluations, where scanning onwards from its own position would cost a pass around.
    @Test func itemsShiftedByAnInsertionOrARemovalPairInAFewStepsEach() {
        let count = 2_000
        // One item inserted at 10: item i + 1 is slot i from there on.
        let inserted = pairing(count + 1, count) { item, slot in
            item == 10 ? false : slot == (item < 10 ? item : item - 1)
        }
        #expect(inserted.owner.allSatisfy { $0 != nil })
        #expect(inserted.evaluations < 4 * count)
        // One item removed at 10: item i is slot i + 1 from there on.
        let removed = pairing(count - 1, count) { item, slot in
            slot == (item < 10 ? item : item + 1)
        }
        #expect(removed.owner.filter { $0 == nil }.count == 1)
        #expect(removed.evaluations < 4 * count)
    }

    @Test func aLongChainOfReassignmentsDoesNotOverflowTheStack() {
        // Item i fits slots i and i + 1; greedy pairs each with its own, leaving the last item
        // to push every other one slot on.
        let count = 50_000
        let (owner, _) = pairing(count, count) { item, slot in
            slot == item || slot == item + 1 || (item == count - 1 && slot == 0)
        }
        #expect(owner.allSatisfy { $0 != nil })
    }

    @Test func theScanOrderVisitsEverySlotOnceFromTheItemsOwn() {
        for slotCount in [1, 2, 7, 8] {
            let graph = LazyGraph(
                itemCount: 3, slotCount: slotCount, budget: .max, accepts: { _, _ in false })
            for item in 0..<3 {
                let order = (0..<slotCount).map { graph.slot(of: item, step: $0) }
                #expect(order.first == item % slotCount)
                #expect(Set(order).count == slotCount)
            }
        }
        let graph = LazyGraph(itemCount: 1, slotCount: 7, budget: .max, accepts: { _, _ in false })
        #expect((0..<7).map { graph.slot(of: 3, step: $0) } == [3, 4, 2, 5, 1, 6, 0])
    }
}
