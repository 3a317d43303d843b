// `import MusterNimble` is `import Muster`, Nimble's operator forms and its custom-matcher API.
@_exported import Muster
@_exported import MusterMatcherOperators
@_exported import MusterNimbleMatchers
