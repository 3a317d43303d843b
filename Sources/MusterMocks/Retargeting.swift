import Muster

// Pointing a generated mock at another real object, or at none, after it was made: for a test
// that starts with the real behaviour and swaps it (a service that goes offline), as
// Mockingbird's `forwardCalls(to:)` does. Stubs still win over the real object.

/// Forwards each call of `mock` that no stub answers to `real` from now on, in place of the
/// object it was made with, if any. A generated mock of a protocol of its own offers this (as
/// it offers `init(forwardingTo:)`); calls already made are not affected.
///
/// ```swift
/// let inventory = InventoryMock()
/// forwardCalls(of: inventory, to: ShopInventory())
/// ```
public func forwardCalls<Target: ForwardingMock>(of mock: Target, to real: Target.MusterReal) {
    mock.musterForwarding.real = real
}

/// Stops forwarding the calls of `mock`: from now on a call no stub answers is answered as an
/// unstubbed call, by the mock's policy.
///
/// ```swift
/// stopForwardingCalls(of: inventory)
/// ```
public func stopForwardingCalls(of mock: some ForwardingMock) {
    mock.musterForwarding.real = nil
}
