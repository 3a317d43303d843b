/// How many bytes of UTF-8 the text of one failure may take, for the parts that size
/// themselves to it (the difference report, the number of changes it lists). Task-local, so that
/// parallel tests can each have their own; reporting sets it (`withFailureMessageLimit`), and
/// nothing here knows about failures.
package enum TextBudget {
    package static let defaultBytes = 4_096

    @TaskLocal package static var bytes = defaultBytes
}
