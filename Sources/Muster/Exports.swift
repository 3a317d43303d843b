// The matchers come with the assertions: `import Muster` is all a test file needs.
@_exported import MusterMatchers
