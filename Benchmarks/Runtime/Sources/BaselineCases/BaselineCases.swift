import CaseData

// The physical limit: the bare comparison each assertion stands for, with a trap for a
// failure, as `precondition` gives. See MusterCases for the conventions.

/// The cases with no library at all.
public enum Baseline {
    @inline(never)
    public static func intEquality(_ inputs: Inputs) -> Int {
        let xs = inputs.ints
        let ys = inputs.intsCopy
        for index in xs.indices { precondition(xs[index] == ys[index]) }
        return 0
    }

    @inline(never)
    public static func arrayEquality(_ inputs: Inputs) -> Int {
        precondition(inputs.array10k == inputs.array10kCopy)
        return 0
    }

    @inline(never)
    public static func contains(_ inputs: Inputs) -> Int {
        precondition(inputs.array100k.contains(inputs.needle))
        return 0
    }

    @inline(never)
    public static func allPass(_ inputs: Inputs) -> Int {
        precondition(inputs.array100k.allSatisfy { $0 >= 0 })
        return 0
    }

    /// The least a failure can say: where the arrays first differ, and the two elements there.
    @inline(never)
    public static func failingEquality(_ inputs: Inputs) -> Int {
        let actual = inputs.failingActual
        let expected = inputs.failingExpected
        guard let index = actual.indices.first(where: { actual[$0] != expected[$0] }) else {
            return 0
        }
        let message = "arrays differ at index \(index): \(actual[index]) != \(expected[index])"
        return message.utf8.count
    }

    /// Sorting both and comparing, which is what "the same items in any order" comes to when
    /// the items are plain comparable values.
    @inline(never)
    public static func inAnyOrder1k(_ inputs: Inputs) -> Int {
        precondition(inputs.shuffled1k.sorted() == inputs.ordered1k.sorted())
        return 0
    }

    @inline(never)
    public static func inAnyOrder10k(_ inputs: Inputs) -> Int {
        precondition(inputs.shuffled10k.sorted() == inputs.ordered10k.sorted())
        return 0
    }
}
