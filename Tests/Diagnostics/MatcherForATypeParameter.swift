// expect-error: 'as:' takes the type itself, such as Profile.self, not a matcher
import Foundation
import MusterMockable
import MusterMocks

@Mockable
protocol NotesAPI {
    func fetch<T: Decodable>(_ path: String, as type: T.Type) async throws -> T
}

struct Profile: Decodable {}

func check(_ api: NotesAPIMock) {
    verify(api).fetch(anything(), as: anything())
}
