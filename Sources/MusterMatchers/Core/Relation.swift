/// How a comparison matcher relates an actual value to its own (`==`, `<` …): one of the types
/// below, which are never made. A matcher holds it as a ``HeldRelation``.
@usableFromInline
protocol Relation<Subject> {
    associatedtype Subject
    /// Whether `actual` stands in this relation to `value`.
    static func holds(_ actual: Subject, _ value: Subject) -> Bool
}

/// A relation as a comparison matcher holds it. A debug build holds the relation's metatype: two
/// words with no reference count that carry the subject's conformance, so that making the matcher
/// allocates no context for a generic operator's closure and copying it retains nothing. An
/// optimized build holds the relation's function, which it inlines where the matcher is applied,
/// down to the bare comparison; it does not see through the metatype.
#if DEBUG
    @usableFromInline
    typealias HeldRelation<Subject> = any Relation<Subject>.Type
#else
    @usableFromInline
    typealias HeldRelation<Subject> = (_ actual: Subject, _ value: Subject) -> Bool
#endif

/// `relation` as a matcher holds it.
@usableFromInline @_transparent
func held<R: Relation>(_ relation: R.Type) -> HeldRelation<R.Subject> {
    #if DEBUG
        relation
    #else
        relation.holds
    #endif
}

/// Whether `actual` stands in the held `relation` to `value`.
@usableFromInline @_transparent
func holds<Subject>(_ relation: HeldRelation<Subject>, _ actual: Subject, _ value: Subject)
    -> Bool
{
    #if DEBUG
        relation.holds(actual, value)
    #else
        relation(actual, value)
    #endif
}

/// How a comparison matcher says what it accepts, given its value (`a value greater than 5`):
/// one of the types beside each comparison matcher, which are never made. A matcher holds it as
/// a metatype, like its relation, so that its description needs no closure context.
@usableFromInline
protocol ComparisonPhrase {
    /// Writes what a matcher comparing with `value` accepts.
    static func describe(_ value: Any, into description: inout Description)
}

/// `actual == value`.
@usableFromInline
enum EqualRelation<Subject: Equatable>: Relation {
    @inlinable
    static func holds(_ actual: Subject, _ value: Subject) -> Bool { actual == value }
}

/// `actual > value`.
@usableFromInline
enum GreaterRelation<Subject: Comparable>: Relation {
    @inlinable
    static func holds(_ actual: Subject, _ value: Subject) -> Bool { actual > value }
}

/// `actual >= value`.
@usableFromInline
enum GreaterOrEqualRelation<Subject: Comparable>: Relation {
    @inlinable
    static func holds(_ actual: Subject, _ value: Subject) -> Bool { actual >= value }
}

/// `actual < value`.
@usableFromInline
enum LessRelation<Subject: Comparable>: Relation {
    @inlinable
    static func holds(_ actual: Subject, _ value: Subject) -> Bool { actual < value }
}

/// `actual <= value`.
@usableFromInline
enum LessOrEqualRelation<Subject: Comparable>: Relation {
    @inlinable
    static func holds(_ actual: Subject, _ value: Subject) -> Bool { actual <= value }
}

// The tuple relations repeat the loop over a pack rather than share a function: this compiler
// crashes lowering a call that passes tuples of a pack from such a method (Swift 6.3).

/// Tuples whose elements are equal at every position.
@usableFromInline
struct TupleElementsEqualRelation<each Element: Equatable>: Relation {
    @usableFromInline
    static func holds(_ actual: (repeat each Element), _ value: (repeat each Element))
        -> Bool
    {
        for (left, right) in repeat (each actual, each value) {
            if left != right { return false }
        }
        return true
    }
}

/// Arrays of tuples with the same count and equal tuples at every index.
@usableFromInline
final class TupleArraysEqualRelation<each Element: Equatable>: Relation<[(repeat each Element)]> {
    @usableFromInline
    static func holds(_ actual: [(repeat each Element)], _ value: [(repeat each Element)])
        -> Bool
    {
        guard actual.count == value.count else { return false }
        for index in actual.indices {
            let (tuple, other) = (actual[index], value[index])
            for (left, right) in repeat (each tuple, each other) {
                if left != right { return false }
            }
        }
        return true
    }
}
