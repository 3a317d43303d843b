// `import MusterNimble` is `import Muster` and Nimble's operator forms.
@_exported import Muster
@_exported import MusterMatcherOperators
