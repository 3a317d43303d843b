import Muster

print("Muster tour")
let failures = captureFailures {
    assertThat(3, equalTo(5))
}
for failure in failures { print(failure.message) }
showDiffShapes()
