import Muster
import MusterMocks

// The scenario of the seed post: a details screen pushes a contents screen onto the
// navigation stack when a button is pressed.

class ViewController {}

/// Shows a file; stands for the post's protocol-conformance constraint.
protocol FileDisplaying: AnyObject {
    var fileName: String { get }
}

final class FileContentsViewController: ViewController, FileDisplaying {
    let fileName: String
    init(fileName: String) { self.fileName = fileName }
}

final class SettingsViewController: ViewController {}

/// The navigation stack, a class as UIKit's is: the mock subclasses it.
class Navigator {
    func push(_ vc: ViewController, animated: Bool) {}
    func pop(animated: Bool) -> ViewController? { nil }
    func setTitle(_ title: String) {}
}

final class FileDetailsViewController {
    let fileName: String
    let navigator: Navigator
    var opensSettingsByMistake = false

    init(fileName: String, navigator: Navigator) {
        self.fileName = fileName
        self.navigator = navigator
    }

    func showContentsButtonWasPressed() {
        if opensSettingsByMistake {
            navigator.push(SettingsViewController(), animated: true)
        } else {
            navigator.push(FileContentsViewController(fileName: fileName), animated: true)
        }
    }
}

/// The hand-written mock: one `Member` and one forwarding line per method.
final class NavigatorMock: Navigator, Mock {
    let musterRecorder = CallRecorder()

    let push = Member<ViewController, Bool, Void>("push(_ vc:animated:)")
    let pop = Member<Bool, ViewController?>("pop(animated:)")
    let setTitle = Member<String, Void>("setTitle(_ title:)")

    override func push(_ vc: ViewController, animated: Bool) { call(push, vc, animated) }
    override func pop(animated: Bool) -> ViewController? { call(pop, animated) }
    override func setTitle(_ title: String) { call(setTitle, title) }
}

/// A second mock, for verifying order across mocks.
final class AnalyticsMock: Mock, Sendable {
    let musterRecorder = CallRecorder(name: "analytics")
    let log = Member<String, Void>("log(_ event:)")

    func log(_ event: String) { call(log, event) }
}
