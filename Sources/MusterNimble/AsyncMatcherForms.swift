import Muster

// Nimble's `&&` and `||` between matchers when one of them is an `AsyncMatcher`. They live here,
// not in `import Muster`: an operator declared for matchers joins the candidates of every Boolean
// expression in a file.
//
// Left out: Nimble's `allPass` taking an `AsyncMatcher`. Next to the closure form it doubled the
// type checker's time over every `allPass { … }` (measure.sh, 14 → 28 ms for 7), a price every
// migrated file would pay for a rare form; `allPass { await … }` says the same.

/// Both matchers, either or both of which await: `satisfyAllOf(left, right)`.
///
/// ```swift
/// await expect(2).to(asyncEqual(2) && beLessThan(3))
/// ```
// One generic overload for the three pairings (`Matcher` or `AsyncMatcher` on either side): each
// overload of `&&` is tried against every `&&` in a file, Boolean ones included: six concrete
// ones added 12,300 solver scopes to operator-cost.sh's file of ordinary comparisons, this one
// pair 3,300 (Benchmarks/TypeCheck/operator-cost.sh, 2026-11-27).
public func && <Left: AsyncableMatcher, Right: AsyncableMatcher>(left: Left, right: Right)
    -> AsyncMatcher<Left.Value> where Left.Value == Right.Value
{
    satisfyAllOf(left, right)
}

/// Either matcher, either or both of which await: `satisfyAnyOf(left, right)`.
///
/// ```swift
/// await expect(2).to(asyncEqual(1) || equal(2))
/// ```
public func || <Left: AsyncableMatcher, Right: AsyncableMatcher>(left: Left, right: Right)
    -> AsyncMatcher<Left.Value> where Left.Value == Right.Value
{
    satisfyAnyOf(left, right)
}
