import SecondContractSwift
import Testing

/// The second contract's generated Swift compiles in this package; its behaviour is tested here.
@Suite struct SecondContractTests {
    @Test func theDepositStatusKeepsValuesItDoesNotKnow() {
        #expect(ZerohashDepositStatus(rawValue: "VERIFYING") == .unknown("VERIFYING"))
        #expect(ZerohashDepositStatus(rawValue: "PROCESSED") == .processed)
    }
}
