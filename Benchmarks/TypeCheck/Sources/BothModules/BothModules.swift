// Only here so that the package has a target that depends on every module measured.
import Muster
import MusterMocks
import MusterNimble
import Nimble
