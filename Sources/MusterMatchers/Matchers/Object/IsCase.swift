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
        text.append(wanted?.last.map { $0.cases.caseName($0.tag) } ?? ValueRenderer.render(value))
    }) { actual in
        guard let wanted else { return notAnEnum(Enum.self) }
        let found = casePath(of: actual)
        return found?.map(\.tag) == wanted.map(\.tag) ? .match : .mismatch(was: actual)
    }
}

/// The cases of `value`, from the outside in: an optional's, then its wrapped value's while it
/// is an enum. `nil` when the value is no enum.
private func casePath(of value: Any) -> [(cases: EnumCases, tag: Int)]? {
    func open<Value>(_ value: Value) -> [(cases: EnumCases, tag: Int)]? {
        guard let cases = EnumCases(Value.self) else { return nil }
        let step = (cases: cases, tag: cases.tag(of: value))
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
    let cases = EnumCases(Enum.self)
    let candidates = cases?.tags(ofCasesTaking: (repeat each Payload).self) ?? []
    return Matcher(describe: { text in
        text.append("the case ")
        text.append(cases?.caseNames(candidates) ?? "made by \(Enum.self)'s constructor")
        guard let payload, let cases, let tag = candidates.first else { return }
        for (index, matcher) in payload.enumerated() {
            text.append(index == 0 ? " with " : " and ")
            text.append(cases.payloadName(tag: tag, index: index, of: payload.count))
            text.append(" ")
            matcher.describe(&text)
        }
    }) { actual in
        guard let cases else { return notAnEnum(Enum.self) }
        guard let values = payloadValues(of: actual, as: (repeat each Payload).self),
            let rebuilt = Optional(constructor(repeat each values)),
            cases.tag(of: rebuilt) == cases.tag(of: actual)
        else { return .mismatch(was: actual) }
        guard let payload else { return .match }
        let tag = cases.tag(of: actual)
        let elements = elementList(of: values, count: payload.count)
        for (index, matcher) in payload.enumerated() {
            let result = matcher.judge(elements[index])
            if result.isMatch { continue }
            let name = cases.payloadName(tag: tag, index: index, of: payload.count)
            return .mismatch { text in
                text.append(name)
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

extension EnumCases {
    /// `.synced`, or `.a or .b` where several cases take the same payload.
    func caseNames(_ tags: [Int]) -> String? {
        guard !tags.isEmpty else { return nil }
        return tags.map { caseName($0) }.joined(separator: " or ")
    }

    func caseName(_ tag: Int) -> String { "." + cases[tag].name }

    /// An associated value's label, or its position where it has none.
    func payloadName(tag: Int, index: Int, of count: Int) -> String {
        let labels = cases[tag].labels
        if index < labels.count, let label = labels[index] { return label }
        return count == 1 ? "the associated value" : "associated value \(index + 1)"
    }
}
