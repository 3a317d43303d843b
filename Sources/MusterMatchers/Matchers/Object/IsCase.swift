/// Matches a value of an enum that is the same case as `value`, whatever its associated values:
/// for a case without a payload, `isCase(SyncState.idle)`. The enum need not be `Equatable`.
///
/// ```swift
/// assertThat(engine.state, isCase(SyncState.idle))
/// // Expected the case .idle, but was .syncing(progress: 0.5)
/// ```
public func isCase<Enum>(_ value: Enum) -> Matcher<Enum> {
    // An optional's case is its wrapped value's: `isCase(SyncState.idle)` checks a
    // `SyncState?` too, where the compiler makes the expected value optional.
    let wanted = casePath(of: value)
    return Matcher(describe: { text in
        text.append("the case ")
        text.append(
            wanted?.last.flatMap { $0.type.cases?.name(of: $0.tag) } ?? ValueRenderer.render(value))
    }) { actual in
        guard let wanted else { return notAnEnum(Enum.self) }
        let found = casePath(of: actual)
        return found?.map(\.tag) == wanted.map(\.tag) ? .match : .mismatch(was: actual)
    }
}

/// The cases of `value`, from the outside in: an optional's, then its wrapped value's while it
/// is an enum. `nil` when the value is no enum.
private func casePath(of value: Any) -> [(type: EnumCases, tag: Int)]? {
    func open<Value>(_ value: Value) -> [(type: EnumCases, tag: Int)]? {
        guard let cases = EnumCases(Value.self) else { return nil }
        let step = (type: cases, tag: cases.tag(of: value))
        guard cases.isOptional, let wrapped = Mirror(reflecting: value).children.first?.value,
            let inner = casePath(of: wrapped)
        else { return [step] }
        return [step] + inner
    }
    return _openExistential(value, do: open)
}

/// Matches a value of an enum that is the case `constructor` makes, with any associated
/// values: `isCase(SyncState.synced)`. The enum and its payload need not be `Equatable`.
///
/// ```swift
/// assertThat(engine.state, isCase(SyncState.synced))
/// // Expected the case .synced, but was .idle
/// ```
public func isCase<Enum, each Payload>(_ constructor: @escaping (repeat each Payload) -> Enum)
    -> Matcher<Enum>
{
    caseMatcher(constructor, checking: nil)
}

/// Matches a value of an enum that is the case `constructor` makes, with associated values that
/// satisfy `payload`, one matcher or plain value per associated value, in order:
/// `isCase(SyncState.synced, with: greaterThan(1))`,
/// `isCase(SyncState.failed, with: instanceOf(URLError.self), anything())`.
///
/// ```swift
/// assertThat(engine.state, isCase(SyncState.synced, with: greaterThan(1)))
/// // Expected the case .synced with count greater than 1, but count was 0
/// ```
public func isCase<Enum, each Payload>(
    _ constructor: @escaping (repeat each Payload) -> Enum,
    with payload: repeat any MatcherConvertible<each Payload>
) -> Matcher<Enum> {
    var matchers: [PayloadMatcher] = []
    repeat matchers.append(PayloadMatcher((each payload).asMatcher()))
    return caseMatcher(constructor, checking: matchers)
}

/// One associated value's matcher, its type erased so that a list holds them all.
private struct PayloadMatcher {
    let describe: (inout Description) -> Void
    let judge: (Any) -> MatchResult

    init<Value>(_ matcher: Matcher<Value>) {
        describe = { $0.appendCondition(of: matcher) }
        judge = { value in
            guard let value = value as? Value else {
                return .mismatch { $0.appendWasWithType(value) }
            }
            return matcher.match(value)
        }
    }
}

private func caseMatcher<Enum, each Payload>(
    _ constructor: @escaping (repeat each Payload) -> Enum, checking payload: [PayloadMatcher]?
) -> Matcher<Enum> {
    let enumCases = EnumCases(Enum.self)
    return Matcher(describe: { text in
        // Read only here, on a failure's path: matching needs the tags alone.
        let cases = enumCases?.cases
        let candidates =
            cases.map { EnumCases.tags(in: $0, ofCasesTaking: (repeat each Payload).self) } ?? []
        text.append("the case ")
        text.append(
            candidates.isEmpty
                ? "made by \(Enum.self)'s constructor"
                : candidates.compactMap { cases?.name(of: $0) }.joined(separator: " or "))
        guard let payload, let tag = candidates.first else { return }
        for (index, matcher) in payload.enumerated() {
            text.append(index == 0 ? " with " : " and ")
            text.append(payloadName(in: cases?[tag], index: index, of: payload.count))
            text.append(" ")
            matcher.describe(&text)
        }
    }) { actual in
        guard let enumCases else { return notAnEnum(Enum.self) }
        let tag = enumCases.tag(of: actual)
        guard let values = payloadValues(of: actual, as: (repeat each Payload).self),
            enumCases.tag(of: constructor(repeat each values)) == tag
        else { return .mismatch(was: actual) }
        guard let payload else { return .match }
        let elements = elementList(of: values, count: payload.count)
        for (index, matcher) in payload.enumerated() {
            let result = matcher.judge(elements[index])
            if result.isMatch { continue }
            return .mismatch { text in
                text.append(payloadName(in: enumCases.cases?[tag], index: index, of: payload.count))
                text.append(" ")
                text.appendMismatch(of: result)
            }
        }
        return .match
    }
}

/// The associated values of `value`, as the constructor takes them; `nil` for a case without
/// them, or with others.
private func payloadValues<Enum, Values>(of value: Enum, as _: Values.Type) -> Values? {
    guard let child = Mirror(reflecting: value).children.first else { return nil }
    if let values = child.value as? Values { return values }
    // One labelled value reads as a tuple of one element.
    let inner = Mirror(reflecting: child.value)
    if inner.displayStyle == .tuple, inner.children.count == 1 {
        return inner.children.first?.value as? Values
    }
    return nil
}

/// The elements of a payload: a tuple's, or the one value.
private func elementList(of values: Any, count: Int) -> [Any] {
    guard count > 1 else { return [values] }
    return Mirror(reflecting: values).children.map(\.value)
}

private func notAnEnum<Subject>(_ type: Subject.Type) -> MatchResult {
    .unusable("isCase matches the cases of an enum, and \(describing: type) is not an enum")
}

extension [EnumCases.Case] {
    /// `.synced`, the case of `tag`.
    func name(of tag: Int) -> String? { indices.contains(tag) ? "." + self[tag].name : nil }
}

/// An associated value's label, or its position where it has none.
private func payloadName(in enumCase: EnumCases.Case?, index: Int, of count: Int) -> String {
    if let labels = enumCase?.labels, index < labels.count, let label = labels[index] {
        return label
    }
    return count == 1 ? "the associated value" : "associated value \(index + 1)"
}
