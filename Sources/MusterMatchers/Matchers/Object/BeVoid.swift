/// Nimble's `beVoid`: the value `()`.
///
/// ```swift
/// expect(save()).to(beVoid())
/// ```
public func beVoid() -> Matcher<Void> {
    Matcher(describe: { $0.append("void") }) { _ in .match }
}
