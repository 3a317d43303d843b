// A mock's members take matchers for their arguments: the module that declares the mocks sees
// the matchers (and no assertions) through this runtime.
@_exported import MusterMatchers
