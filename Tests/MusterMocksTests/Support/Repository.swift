import MusterMocks

struct User: Equatable, Sendable {
    let id: Int
    let name: String
}

enum NetworkError: Error, Equatable {
    case offline
    case timeout(seconds: Int)
}

struct OtherError: Error {}

protocol Repository {
    func fetch(id: Int) async throws -> User
    func load(_ name: String) throws(NetworkError) -> Int
    func lookUp(_ name: String) -> User
    func names() -> [String]
    func save(_ user: User)
    func score(of user: User, in season: Int) -> Double
}

/// A hand-written mock of a protocol with throwing, typed-throwing and value-returning members.
final class RepositoryMock: Repository, Mock, Sendable {
    let musterRecorder: CallRecorder

    init(name: String? = nil, unstubbedCalls: UnstubbedCallPolicy? = nil) {
        musterRecorder = CallRecorder(name: name, unstubbedCalls: unstubbedCalls)
    }

    let fetch = Member<Int, User>("fetch(id:)")
    let load = Member<String, Int>("load(_ name:)")
    let lookUp = Member<String, User>("lookUp(_ name:)")
    // Swift lets no property share its name with a method without arguments.
    let namesCall = Member<[String]>("names()")
    let save = Member<User, Void>("save(_ user:)")
    let score = Member<User, Int, Double>("score(of user:in season:)")

    func fetch(id: Int) async throws -> User { try await callThrowing(fetch, id) }
    func load(_ name: String) throws(NetworkError) -> Int {
        try callThrowing(load, name, throwing: NetworkError.self)
    }
    func lookUp(_ name: String) -> User { call(lookUp, name) }
    func names() -> [String] { call(namesCall) }
    func save(_ user: User) { call(save, user) }
    func score(of user: User, in season: Int) -> Double { call(score, user, season) }
}
