// Mocks take Muster's matchers for every argument, so importing the mocks brings the matchers.
@_exported import Muster
