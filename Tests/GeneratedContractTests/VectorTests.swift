import Foundation
import GeneratedContract
import Testing

/// Every conformance vector in Generated/Vectors, run against the generated Swift (`VectorChecks`).
@Suite struct VectorTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Generated/Vectors")

    @Test(arguments: VectorChecks.all.map(\.label))
    func vectors(_ label: String) throws {
        let report = try VectorChecks.all.first { $0.label == label }!.check(Self.folder)
        for failure in report.failures { Issue.record(Comment(rawValue: failure)) }
        #expect(report.count > 0)
        print("Swift vectors: \(label) \(report.count) cases run")
    }
}
