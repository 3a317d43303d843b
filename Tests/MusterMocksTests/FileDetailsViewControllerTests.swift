import Muster
import MusterMocks
import Testing
import MusterTestSupport

/// The seed post's scenario: pressing "show contents" pushes a contents screen, animated.
@Suite struct FileDetailsViewControllerTests {
    let navigator = NavigatorMock()

    @Test func showContentsPushesAFileContentsController() {
        let controller = FileDetailsViewController(fileName: "notes.txt", navigator: navigator)

        controller.showContentsButtonWasPressed()

        verify(navigator).push(instanceOf(FileContentsViewController.self), true)
    }

    @Test func pushingTheWrongControllerSaysWhatWasPushedInstead() {
        let controller = FileDetailsViewController(fileName: "notes.txt", navigator: navigator)
        controller.opensSettingsByMistake = true

        controller.showContentsButtonWasPressed()

        var verifyLine: UInt = 0
        let failures = captureFailures {
            verifyLine = #line + 1
            verify(navigator).push(instanceOf(FileContentsViewController.self), true)
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected NavigatorMock.push(an instance of FileContentsViewController, animated: true) \
                to be called once, but no call matched; the closest was:
                  push(<SettingsViewController>, animated: true)
                    argument 1 (vc): was <SettingsViewController>
                """
            ])
        #expect(failures.first?.site.line == verifyLine)
    }

    @Test func theArgumentConformsToAProtocol() {
        let controller = FileDetailsViewController(fileName: "notes.txt", navigator: navigator)

        controller.showContentsButtonWasPressed()

        verify(navigator).push(instanceOf((any FileDisplaying).self), true)
    }

    @Test func anArgumentThatDoesNotConformSaysWhatItWas() {
        navigator.push(SettingsViewController(), animated: true)

        #expect(
            failureMessage { verify(navigator).push(instanceOf((any FileDisplaying).self), true) }
                == """
                Expected NavigatorMock.push(an instance of FileDisplaying, animated: true) \
                to be called once, but no call matched; the closest was:
                  push(<SettingsViewController>, animated: true)
                    argument 1 (vc): was <SettingsViewController>
                """)
    }

    @Test func aProtocolConstraintWithAFurtherCheck() {
        let controller = FileDetailsViewController(fileName: "notes.txt", navigator: navigator)

        controller.showContentsButtonWasPressed()

        verify(navigator).push(
            instanceOf(
                (any FileDisplaying).self, hasProperty(\.fileName, named: "fileName", "notes.txt")),
            true)
        #expect(
            failureMessage {
                verify(navigator).push(
                    instanceOf(
                        (any FileDisplaying).self,
                        hasProperty(\.fileName, named: "fileName", "todo.txt")),
                    true)
            } == """
                Expected NavigatorMock.push(an instance of FileDisplaying that is a value with \
                fileName "todo.txt", animated: true) to be called once, but no call matched; \
                the closest was:
                  push(<FileContentsViewController>, animated: true)
                    argument 1 (vc): fileName was "notes.txt"
                """)
    }
}
