// What keeps a leaked object alive, as far as stored properties show it: a walk through `Mirror`
// from the object itself (a cycle) and from the other objects its test registered, following
// strong references only, each object once, within a bound. Weak and unowned properties are
// told apart by the runtime's field records, which `Mirror` does not expose.

/// The runtime's record of one stored field, as the standard library's own reflection reads it.
private struct FieldRecord {
    var name: UnsafePointer<CChar>? = nil
    var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
    var isStrong = false
    var isVar = false
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func recursiveFieldCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func recursiveFieldType(
    _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<FieldRecord>
) -> Any.Type

/// The names of a type's stored fields (its superclasses' included) that do not keep what they
/// hold: `weak` and `unowned` ones. Worked out once per type.
private let weakFieldsByType = Locked<[ObjectIdentifier: Set<String>]>([:])

private func weakFields(of type: Any.Type) -> Set<String> {
    let key = ObjectIdentifier(type)
    if let known = weakFieldsByType.withLock({ $0[key] }) { return known }
    var names: Set<String> = []
    for index in 0..<recursiveFieldCount(type) {
        var record = FieldRecord()
        _ = recursiveFieldType(type, index: index, fieldMetadata: &record)
        if !record.isStrong, let name = record.name { names.insert(String(cString: name)) }
        record.freeName?(record.name)
    }
    weakFieldsByType.withLock { $0[key] = names }
    return names
}

/// One step of a path: the property (or element) of an object's stored value that holds the
/// next object.
struct RetainStep: Equatable {
    /// `FeedModel.service` or `Parent.children[2]`.
    let text: String
}

/// What the walk found about what keeps an object alive.
struct RetainFindings {
    /// The steps from `root` back to the object, when stored properties show one.
    var path: [RetainStep]?
    /// Which object the path starts from: `nil` for the object itself (a cycle).
    var rootIndex: Int?
    /// Properties on the way that hold what cannot be read: closures and tasks, whose captures
    /// may keep the object.
    var unreadable: [String] = []
}

/// Walks strong references through stored properties.
struct RetainWalk {
    /// At most this many objects are visited, so that a huge graph ends the walk.
    static let objectLimit = 10_000
    /// Unreadable properties named at most.
    static let unreadableLimit = 4

    /// What keeps `target` alive: a path from `target` back to itself, else from one of `roots`
    /// to it.
    static func findings(keeping target: AnyObject, roots: [AnyObject]) -> RetainFindings {
        var findings = RetainFindings()
        var unreadable: [String] = []
        if let path = path(from: target, to: target, unreadable: &unreadable) {
            findings.path = path
        } else {
            for (index, root) in roots.enumerated() where root !== target {
                if let path = path(from: root, to: target, unreadable: &unreadable) {
                    findings.path = path
                    findings.rootIndex = index
                    break
                }
            }
        }
        findings.unreadable = Array(unreadable.prefix(unreadableLimit))
        return findings
    }

    /// Breadth first, so the path named is a shortest one.
    private static func path(
        from root: AnyObject, to target: AnyObject, unreadable: inout [String]
    ) -> [RetainStep]? {
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        var queue: [(object: AnyObject, path: [RetainStep])] = [(root, [])]
        var next = 0
        while next < queue.count, visited.count <= objectLimit {
            let (object, path) = queue[next]
            next += 1
            var reached: [(AnyObject, RetainStep)] = []
            objectReferences(of: object, into: &reached, unreadable: &unreadable)
            for (child, step) in reached {
                if child === target { return path + [step] }
                if visited.insert(ObjectIdentifier(child)).inserted {
                    queue.append((child, path + [step]))
                }
            }
        }
        return nil
    }

    /// The objects `object`'s stored properties hold strongly, each with the step that reaches
    /// it, through values (structs, enums, optionals, collections) but not through other objects.
    private static func objectReferences(
        of object: AnyObject, into reached: inout [(AnyObject, RetainStep)],
        unreadable: inout [String]
    ) {
        let typeName = String(describing: type(of: object))
        var mirror: Mirror? = Mirror(reflecting: object)
        let weak = weakFields(of: type(of: object))
        let observable = Mirror(reflecting: object).children.contains {
            $0.label == observationRegistrarLabel
        }
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, !weak.contains(label),
                    label != observationRegistrarLabel
                else { continue }
                // An @Observable's `_items` is what its code calls `items`.
                let name = observable ? observedPropertyName(storedAs: label) ?? label : label
                values(
                    in: child.value, at: "\(typeName).\(name)", depth: 0, into: &reached,
                    unreadable: &unreadable)
            }
            mirror = current.superclassMirror
        }
    }

    private static func values(
        in value: Any, at path: String, depth: Int, into reached: inout [(AnyObject, RetainStep)],
        unreadable: inout [String]
    ) {
        guard depth < 16 else { return }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            reached.append((value as AnyObject, RetainStep(text: path)))
            return
        }
        let typeText = String(describing: mirror.subjectType)
        if mirror.displayStyle == nil, typeText.contains(" -> ") {
            if unreadable.count < unreadableLimit * 4 { unreadable.append("\(path), a closure") }
            return
        }
        if typeText.hasPrefix("Task<") {
            if unreadable.count < unreadableLimit * 4 { unreadable.append("\(path), a task") }
            return
        }
        let weak: Set<String> =
            mirror.displayStyle == .struct ? weakFields(of: mirror.subjectType) : []
        for (offset, child) in mirror.children.enumerated() {
            let step: String
            switch mirror.displayStyle {
            case .optional: step = path
            case .collection, .set: step = "\(path)[\(offset)]"
            case .dictionary:
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                if pair.count == 2 {
                    let key = ValueRenderer.render(pair[0], limit: 40)
                    values(
                        in: pair[1], at: "\(path)[\(key)]", depth: depth + 1, into: &reached,
                        unreadable: &unreadable)
                }
                continue
            default:
                if let label = child.label {
                    if weak.contains(label) { continue }
                    step = label.hasPrefix(".") ? path + label : "\(path).\(label)"
                } else {
                    step = "\(path).\(offset)"
                }
            }
            values(
                in: child.value, at: step, depth: depth + 1, into: &reached, unreadable: &unreadable
            )
        }
    }
}
