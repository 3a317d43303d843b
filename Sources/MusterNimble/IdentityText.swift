import Foundation

/// An object's identity as text, its address in angle brackets (`<0x600000c04000>`), or `nil`:
/// what Nimble's suites build their expected identity messages with.
///
/// ```swift
/// print("checking \(identityAsString(session))")
/// ```
public func identityAsString(_ value: Any?) -> String {
    guard let value else { return "nil" }
    let object = value as AnyObject
    return "<0x\(String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16))>"
}
