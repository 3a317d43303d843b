import MusterMocks
import Testing
import MusterTestSupport

@Suite struct ArgumentCaptorTests {
    let navigator = NavigatorMock()

    @Test func capturesTheArgumentOfTheVerifiedCall() {
        navigator.push(FileContentsViewController(fileName: "a.txt"), animated: true)
        let pushed = ArgumentCaptor<ViewController>()
        verify(navigator).push(pushed.capture(), true)
        #expect((pushed.value as? FileContentsViewController)?.fileName == "a.txt")
    }

    @Test func keepsOnlyArgumentsOfCallsThatMatchedWhole() {
        navigator.setTitle("a")
        navigator.push(SettingsViewController(), animated: false)
        navigator.push(FileContentsViewController(fileName: "b.txt"), animated: true)
        navigator.push(FileContentsViewController(fileName: "c.txt"), animated: true)
        let pushed = ArgumentCaptor<ViewController>()
        verify(navigator, times(2)).push(pushed.capture(), true)
        #expect(
            pushed.values.map { ($0 as? FileContentsViewController)?.fileName } == [
                "b.txt", "c.txt",
            ])
    }

    @Test func aCaptorWithAMatcher() {
        navigator.setTitle("Files")
        navigator.setTitle("Photos")
        let titles = ArgumentCaptor<String>()
        verify(navigator).setTitle(
            titles.capture(argThat("a title starting with P") { $0.hasPrefix("P") }))
        #expect(titles.values == ["Photos"])
    }

    @Test func describesItselfAsItsMatcher() {
        let titles = ArgumentCaptor<String>()
        #expect(titles.capture().description == "anything")
        #expect(titles.capture(equalTo("a")).description == #""a""#)
        #expect(titles.capture(equalTo("a")).match("b").mismatchDescription == #"was "b""#)
        #expect(
            failureMessage { verify(navigator).setTitle(titles.capture("Files")) } == """
                Expected NavigatorMock.setTitle("Files") to be called once, but there were zero \
                interactions with this mock
                """)
        #expect(titles.values.isEmpty)
        #expect(titles.value == nil)
    }

    @Test func capturesInStubs() {
        let repository = RepositoryMock()
        let names = ArgumentCaptor<String>()
        given(repository).lookUp(names.capture()).willReturn(User(id: 1, name: "Joe"))
        _ = repository.lookUp("Joe")
        _ = repository.lookUp("Ann")
        #expect(names.values == ["Joe", "Ann"])
    }

    @Test func outsideMocksItKeepsWhatItMatches() {
        let numbers = ArgumentCaptor<Int>()
        assertThat(3, numbers.capture())
        assertThat(4, not(numbers.capture(equalTo(5))))
        #expect(numbers.values == [3])
    }

    @Test func insideAnotherMatcher() {
        let numbers = ArgumentCaptor<[Int]>()
        let matcher = hasProperty(\[Int].count, named: "count", 2)
        #expect(failureMessages { assertThat([1, 2], allOf(matcher, numbers.capture())) } == [])
        #expect(numbers.values == [[1, 2]])
    }
}
