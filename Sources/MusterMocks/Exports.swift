// A test that verifies mocks uses matchers and assertions too, and the mocks' own runtime.
@_exported import Muster
@_exported import MusterMockRuntime
