// Only here so that the package has a target that depends on both assertion libraries.
import Muster
import Nimble
