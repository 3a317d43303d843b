import Muster

// `expect(x) == y` and `!=` on tuples and arrays of tuples, two to six elements as in Nimble.
// One overload per arity, not one over a parameter pack: a pack binds only an unlabeled tuple,
// and these must take `(id: 1, name: "a")` against `(1, "a")`, and an array of labelled tuples
// against an array of unlabelled ones, as Swift converts them anywhere else. They cost the
// type checker what the one pack-based pair before them did (measure.sh: `expect(N * N) == N`
// 49 → 48 ms for 6); the same for asynchronous expectations doubled it, so `await expect { … }`
// compares tuples with `.to(equal(…))`.
//
// `equal` itself keeps one overload over a parameter pack, in `import Muster`: ten more for
// labelled tuples, with Nimble's `equal` of a non-optional value and of a dictionary with
// optional values, took every `equal(…)` in a file from 31 to 192 ms for 7. A labelled tuple
// compares with `==`, or with `equal` after `as (Int, String)`.

/// `expect(reply) == (200, "OK")`: every element equal to the one at its position.
///
/// ```swift
/// expect(reply) == (200, "OK")
/// ```
public func == <T1: Equatable, T2: Equatable>(lhs: Expectation<(T1, T2)>, rhs: (T1, T2)?) {
    lhs.to(equal(rhs))
}

/// `expect(reply) != (200, "OK")`: some element differs.
///
/// ```swift
/// expect(reply) != (200, "OK")
/// ```
public func != <T1: Equatable, T2: Equatable>(lhs: Expectation<(T1, T2)>, rhs: (T1, T2)?) {
    lhs.toNot(equal(rhs))
}

/// `expect(pairs) == [(200, "OK")]`: the same count, and each tuple equal to the one at its index.
///
/// ```swift
/// expect(pairs) == [(200, "OK")]
/// ```
public func == <T1: Equatable, T2: Equatable>(lhs: Expectation<[(T1, T2)]>, rhs: [(T1, T2)]?) {
    lhs.to(equal(rhs))
}

/// `expect(pairs) != [(200, "OK")]`: a different count, or some tuple unequal to the one at its index.
///
/// ```swift
/// expect(pairs) != [(200, "OK")]
/// ```
public func != <T1: Equatable, T2: Equatable>(lhs: Expectation<[(T1, T2)]>, rhs: [(T1, T2)]?) {
    lhs.toNot(equal(rhs))
}

/// `expect(reply) == (1, "a", true)`: every element equal to the one at its position.
///
/// ```swift
/// expect(reply) == (1, "a", true)
/// ```
public func == <T1: Equatable, T2: Equatable, T3: Equatable>(
    lhs: Expectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?
) {
    lhs.to(equal(rhs))
}

/// `expect(reply) != (1, "a", true)`: some element differs.
///
/// ```swift
/// expect(reply) != (1, "a", true)
/// ```
public func != <T1: Equatable, T2: Equatable, T3: Equatable>(
    lhs: Expectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?
) {
    lhs.toNot(equal(rhs))
}

/// `expect(pairs) == [(1, "a", true)]`: the same count, and each tuple equal to the one at its index.
///
/// ```swift
/// expect(pairs) == [(1, "a", true)]
/// ```
public func == <T1: Equatable, T2: Equatable, T3: Equatable>(
    lhs: Expectation<[(T1, T2, T3)]>, rhs: [(T1, T2, T3)]?
) {
    lhs.to(equal(rhs))
}

/// `expect(pairs) != [(1, "a", true)]`: a different count, or some tuple unequal to the one at its index.
///
/// ```swift
/// expect(pairs) != [(1, "a", true)]
/// ```
public func != <T1: Equatable, T2: Equatable, T3: Equatable>(
    lhs: Expectation<[(T1, T2, T3)]>, rhs: [(T1, T2, T3)]?
) {
    lhs.toNot(equal(rhs))
}

/// `expect(reply) == (1, "a", true, 2.5)`: every element equal to the one at its position.
///
/// ```swift
/// expect(reply) == (1, "a", true, 2.5)
/// ```
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: Expectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?
) {
    lhs.to(equal(rhs))
}

/// `expect(reply) != (1, "a", true, 2.5)`: some element differs.
///
/// ```swift
/// expect(reply) != (1, "a", true, 2.5)
/// ```
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: Expectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?
) {
    lhs.toNot(equal(rhs))
}

/// `expect(pairs) == [(1, "a", true, 2.5)]`: the same count, and each tuple equal to the one at its index.
///
/// ```swift
/// expect(pairs) == [(1, "a", true, 2.5)]
/// ```
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: Expectation<[(T1, T2, T3, T4)]>, rhs: [(T1, T2, T3, T4)]?
) {
    lhs.to(equal(rhs))
}

/// `expect(pairs) != [(1, "a", true, 2.5)]`: a different count, or some tuple unequal to the one at its index.
///
/// ```swift
/// expect(pairs) != [(1, "a", true, 2.5)]
/// ```
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    lhs: Expectation<[(T1, T2, T3, T4)]>, rhs: [(T1, T2, T3, T4)]?
) {
    lhs.toNot(equal(rhs))
}

/// `expect(reply) == (1, "a", true, 2.5, "b")`: every element equal to the one at its position.
///
/// ```swift
/// expect(reply) == (1, "a", true, 2.5, "b")
/// ```
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: Expectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?
) {
    lhs.to(equal(rhs))
}

/// `expect(reply) != (1, "a", true, 2.5, "b")`: some element differs.
///
/// ```swift
/// expect(reply) != (1, "a", true, 2.5, "b")
/// ```
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: Expectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?
) {
    lhs.toNot(equal(rhs))
}

/// `expect(pairs) == [(1, "a", true, 2.5, "b")]`: the same count, and each tuple equal to the one at its index.
///
/// ```swift
/// expect(pairs) == [(1, "a", true, 2.5, "b")]
/// ```
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: Expectation<[(T1, T2, T3, T4, T5)]>, rhs: [(T1, T2, T3, T4, T5)]?
) {
    lhs.to(equal(rhs))
}

/// `expect(pairs) != [(1, "a", true, 2.5, "b")]`: a different count, or some tuple unequal to the one at its index.
///
/// ```swift
/// expect(pairs) != [(1, "a", true, 2.5, "b")]
/// ```
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    lhs: Expectation<[(T1, T2, T3, T4, T5)]>, rhs: [(T1, T2, T3, T4, T5)]?
) {
    lhs.toNot(equal(rhs))
}

/// `expect(reply) == (1, "a", true, 2.5, "b", 3)`: every element equal to the one at its position.
///
/// ```swift
/// expect(reply) == (1, "a", true, 2.5, "b", 3)
/// ```
public func == <
    T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable
>(lhs: Expectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?) {
    lhs.to(equal(rhs))
}

/// `expect(reply) != (1, "a", true, 2.5, "b", 3)`: some element differs.
///
/// ```swift
/// expect(reply) != (1, "a", true, 2.5, "b", 3)
/// ```
public func != <
    T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable
>(lhs: Expectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?) {
    lhs.toNot(equal(rhs))
}

/// `expect(pairs) == [(1, "a", true, 2.5, "b", 3)]`: the same count, and each tuple equal to the one at its index.
///
/// ```swift
/// expect(pairs) == [(1, "a", true, 2.5, "b", 3)]
/// ```
public func == <
    T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable
>(lhs: Expectation<[(T1, T2, T3, T4, T5, T6)]>, rhs: [(T1, T2, T3, T4, T5, T6)]?) {
    lhs.to(equal(rhs))
}

/// `expect(pairs) != [(1, "a", true, 2.5, "b", 3)]`: a different count, or some tuple unequal to the one at its index.
///
/// ```swift
/// expect(pairs) != [(1, "a", true, 2.5, "b", 3)]
/// ```
public func != <
    T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable
>(lhs: Expectation<[(T1, T2, T3, T4, T5, T6)]>, rhs: [(T1, T2, T3, T4, T5, T6)]?) {
    lhs.toNot(equal(rhs))
}
