import Foundation

/// Matches a value whose property at `keyPath` satisfies `matcher`, described with `name`
/// (by default the key path as written, after its root type).
///
/// Where the runtime cannot name a key path (a computed property, on Linux), the name is read
/// from the call's source text at `file`, `line` and `column`, only when a message needs it;
/// when the source cannot be read either, the property is called `property`.
///
/// ```swift
/// assertThat(user, hasProperty(\.name, "Joe"))
/// // Expected a value with name "Joe", but name was "Bob"
/// ```
@inlinable
public func hasProperty<Subject, Value>(
    _ keyPath: KeyPath<Subject, Value>, named name: String? = nil,
    _ matcher: some MatcherConvertible<Value>,
    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Matcher<Subject> {
    propertyMatcher(
        keyPath, PropertyName(name, of: keyPath, file: file, line: line, column: column),
        matcher.asMatcher())
}

/// The matcher behind `hasProperty` with a key path: `a value with <name> <condition>`, and
/// `<name> <mismatch>`, naming the property only when a message is written.
@usableFromInline
func propertyMatcher<Subject, Value>(
    _ keyPath: KeyPath<Subject, Value>, _ name: PropertyName, _ matcher: Matcher<Value>
) -> Matcher<Subject> {
    Matcher(describe: {
        $0.append("a value with \(name.text) ")
        $0.appendCondition(of: matcher)
    }) { actual in
        let result = matcher.match(actual[keyPath: keyPath])
        return result.isMatch ? .match : .mismatch("\(describing: name.text) \(mismatchOf: result)")
    }
}

/// What a message calls the property a key path reaches: the name given, else the key path as
/// the runtime prints it, else as the call's source text writes it. Worked out once, when a
/// message first asks: a failure's description and mismatch both name the property.
@usableFromInline
package struct PropertyName {
    let keyPath: AnyKeyPath
    let file: StaticString
    let line: UInt
    let column: UInt
    /// The name given, or once worked out; shared by the copies of this value in one matcher's
    /// closures.
    let name: Locked<String?>

    @usableFromInline
    package init(
        _ given: String?, of keyPath: AnyKeyPath, file: StaticString, line: UInt, column: UInt
    ) {
        self.keyPath = keyPath
        self.file = file
        self.line = line
        self.column = column
        name = Locked(given)
    }

    /// Whether the name was given or found, rather than the stand-in `property`.
    package var isRead: Bool { text != "property" }

    package var text: String {
        name.withLock { name in
            if let name { return name }
            let found =
                printedPropertyName(of: keyPath)
                ?? keyPathWritten(inCallAt: file, line: line, column: column) ?? "property"
            name = found
            return found
        }
    }
}

/// Matches a value that has a stored property called `name` (found through `Mirror`, so it
/// works on any type, including `Any`) whose value is a `Value` satisfying `matcher`.
///
/// ```swift
/// assertThat(response as Any, hasProperty("status", 200))
/// // Expected a value whose property "status" is 200, but property "status" was 404
/// ```
public func hasProperty<Subject, Value>(_ name: String, _ matcher: some MatcherConvertible<Value>)
    -> Matcher<Subject>
{
    let matcher = matcher.asMatcher()
    return Matcher(describe: {
        $0.append("a value whose property \(value: name) is \(condition: matcher)")
    }) { actual in
        guard let actual = unwrapOptionals(actual) else { return .mismatch(was: nil) }
        guard let child = mirrorChild(named: name, of: actual) else {
            return .mismatch("had no property \(value: name) in \(value: actual)")
        }
        guard let value = child as? Value else {
            return .mismatch {
                $0.append("property \(value: name) ")
                $0.appendWasWithType(child)
            }
        }
        let result = matcher.match(value)
        return result.isMatch ? .match : .mismatch("property \(value: name) \(mismatchOf: result)")
    }
}

/// Matches a value with a stored property whose name satisfies `nameMatcher` and whose value is
/// a `Value` satisfying `matcher` (found through `Mirror`, as ``hasProperty(_:_:)-(String,MatcherConvertible)``
/// finds a property by its name). When several names match, one passing property is enough.
///
/// ```swift
/// assertThat(settings as Any, hasProperty(startsWith("retry"), greaterThan(0)))
/// // Expected a value with a property named a string starting with "retry" holding a value
/// // greater than 0, but retryCount was 0, retryDelay was 0
/// ```
public func hasProperty<Subject, Value>(
    _ nameMatcher: Matcher<String>, _ matcher: some MatcherConvertible<Value>
) -> Matcher<Subject> {
    let matcher = matcher.asMatcher()
    return Matcher(describe: {
        $0.append("a value with a property named \(nameMatcher) holding \(matcher)")
    }) { actual in
        guard let actual = unwrapOptionals(actual) else { return .mismatch(was: nil) }
        let properties = Array(mirrorChildren(of: actual))
        let named = properties.filter { nameMatcher.matches($0.label) }
        guard !named.isEmpty else {
            return .mismatch { description in
                description.append("had no property named \(nameMatcher): ")
                if properties.isEmpty { return description.append("it has no properties") }
                description.append("its properties are ")
                description.append(properties.map(\.label).joined(separator: ", "))
            }
        }
        var mismatches: [(label: String, value: Any, result: MatchResult?)] = []
        for property in named {
            guard let value = property.value as? Value else {
                mismatches.append((property.label, property.value, nil))
                continue
            }
            let result = matcher.match(value)
            if result.isMatch { return .match }
            mismatches.append((property.label, property.value, result))
        }
        return .mismatch { description in
            for (position, mismatch) in mismatches.enumerated() {
                if position > 0 { description.append(", ") }
                description.append("\(mismatch.label) ")
                if let result = mismatch.result {
                    description.appendMismatch(of: result)
                } else {
                    description.appendWasWithType(mismatch.value)
                }
            }
        }
    }
}

/// Matches a value with a stored property whose name satisfies `nameMatcher` and whose value
/// equals `value`, of any `Equatable` type, the caller's own included.
///
/// ```swift
/// assertThat(event as Any, hasProperty(endsWith("Category"), Category.kitchen))
/// ```
@_disfavoredOverload
public func hasProperty<Subject, Value: Equatable>(_ nameMatcher: Matcher<String>, _ value: Value)
    -> Matcher<Subject>
{
    hasProperty(nameMatcher, EquatableValue(value))
}

/// The labelled stored properties of `value`: its own, then its superclasses', read as they
/// are asked for.
func mirrorChildren(of value: Any) -> some Sequence<(label: String, value: Any)> {
    sequence(first: Mirror(reflecting: value), next: \.superclassMirror).lazy
        .flatMap(\.children)
        .compactMap { child in child.label.map { (label: $0, value: child.value) } }
}

/// Finds a stored property by name, looking through superclasses.
func mirrorChild(named name: String, of value: Any) -> Any? {
    mirrorChildren(of: value).first { $0.label == name }?.value
}

/// The path of a key path after its root type as the runtime prints it (`\User.address.city`
/// gives `address.city`), or `nil` where it cannot (computed properties on Linux print as
/// `<computed 0x…>`).
func printedPropertyName(of keyPath: AnyKeyPath) -> String? {
    let text = String(describing: keyPath)
    guard text.hasPrefix("\\"), !text.contains("<computed") else { return nil }
    return pathAfterRoot(text[...])
}

/// `address.city` for `\User.address.city` and `\.address.city`; an optional chain's trailing
/// `?` (`address?.city?`) is dropped, so that the name reads as written.
private func pathAfterRoot(_ keyPath: Substring) -> String? {
    guard let dot = keyPath.firstIndex(of: ".") else { return nil }
    var name = keyPath[keyPath.index(after: dot)...]
    if name.hasSuffix("?") { name = name.dropLast() }
    return name.isEmpty ? nil : String(name)
}

/// The key path literal that opens the argument list of the call at `line` and `column` of
/// `file`, after its root type: `itemCount` for `hasProperty(\\.itemCount, 2)`. Inside a macro
/// such as `#expect(…)` the location is the macro's, so the name is taken from the one
/// `hasProperty(\\…` the macro's arguments hold, and not guessed when they hold several. `nil`
/// when the file cannot be read or the call does not start with a key path literal.
func keyPathWritten(inCallAt file: StaticString, line: UInt, column: UInt) -> String? {
    let path = file.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    guard let source = SourceFiles.contents(ofFile: path),
        let offset = source.offset(line: Int(line), column: Int(column)),
        let open = source.bytes[offset...].firstIndex(of: UInt8(ascii: "("))
    else { return nil }
    var scanner = SourceScanner(bytes: source.bytes, position: open + 1)
    if source.bytes[offset] == UInt8(ascii: "#") {
        let end = scanner.skipBalanced(until: [UInt8(ascii: ")")]) ?? source.bytes.count
        let literals = Set(scanner.keyPathsAfterCalls(named: "hasProperty", in: open..<end))
        return literals.count == 1 ? literals.first.flatMap { pathAfterRoot($0[...]) } : nil
    }
    return scanner.keyPathLiteral(after: open).flatMap { pathAfterRoot($0[...]) }
}

extension SourceScanner {
    /// The key path literals right after each `name(` in `range`.
    func keyPathsAfterCalls(named name: String, in range: Range<Int>) -> [String] {
        let call = Array((name + "(").utf8)
        var found: [String] = []
        var index = range.lowerBound
        while index + call.count <= range.upperBound {
            if bytes[index..<index + call.count].elementsEqual(call),
                let literal = keyPathLiteral(after: index + call.count - 1)
            {
                found.append(literal)
            }
            index += 1
        }
        return found
    }

    /// The key path literal that follows the parenthesis at `open`, as written.
    func keyPathLiteral(after open: Int) -> String? {
        var start = open + 1
        while start < bytes.count, isSpace(bytes[start]) { start += 1 }
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\\") else { return nil }
        var end = start + 1
        var depth = 0
        scan: while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "["), UInt8(ascii: "("): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: ")"):
                if depth == 0 { break scan }
                depth -= 1
            case UInt8(ascii: ","): if depth == 0 { break scan }
            case let byte where isSpace(byte): if depth == 0 { break scan }
            default: break
            }
            end += 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}

/// Matches a value whose property at `keyPath` equals `value`, of any `Equatable` type, the
/// caller's own included; through an optional key path or on an optional property, `value`
/// is compared with what is there.
///
/// ```swift
/// assertThat(product, hasProperty(\.category, .kitchen))
/// assertThat(user, hasProperty(\.address?.city, "Oslo"))
/// // Expected a value with address?.city "Oslo", but address?.city was nil
/// ```
// Disfavored, as every plain-value overload: the compiler tries it only after the matcher
// overloads fail, so calls written with matchers or standard values pay nothing for it.
@_disfavoredOverload
@inlinable
public func hasProperty<Subject, Value: Equatable>(
    _ keyPath: KeyPath<Subject, Value>, named name: String? = nil, _ value: Value,
    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Matcher<Subject> {
    propertyMatcher(
        keyPath, PropertyName(name, of: keyPath, file: file, line: line, column: column),
        equalTo(value))
}

/// Matches a value that has a stored property called `name` equal to `value`, of any
/// `Equatable` type, the caller's own included.
///
/// ```swift
/// assertThat(event as Any, hasProperty("category", Category.kitchen))
/// ```
@_disfavoredOverload
public func hasProperty<Subject, Value: Equatable>(_ name: String, _ value: Value)
    -> Matcher<Subject>
{
    hasProperty(name, EquatableValue(value))
}
