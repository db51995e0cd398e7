import Foundation
import SecondContractSwift
import Testing

/// The records, the catch-all event and the callbacks types of the second contract's generated Swift.
@Suite struct RecordTests {
    static let fundEvents = [
        FundEvent(transactionId: "tx_1", fundId: "fund_1", assetSymbol: "BTC", network: "bitcoin"),
        FundEvent(transactionId: "", fundId: "ü \"quoted\" \\", assetSymbol: "ETH", network: "ethereum"),
    ]
    static let depositEvents = [
        FundDepositEvent(depositId: "dep_1", status: .processed),
        FundDepositEvent(depositId: "dep_2", status: .failed, accountMatchingReason: "name differs"),
        FundDepositEvent(depositId: "dep_3", status: .pending),
        FundDepositEvent(depositId: "dep_4", status: .unknown("VERIFYING")),
    ]
    static let withdrawalEvents = [
        CryptoWithdrawalsEvent(transactionId: "tx_2", assetSymbol: "USDC", network: "solana")
    ]
    static let errorEvents = [
        ErrorEvent(kind: .network, repeatsFailure: false),
        ErrorEvent(kind: .flowFailed, message: "declined", repeatsFailure: true),
        ErrorEvent(kind: .unknown("rate_limited"), message: "slow down", repeatsFailure: false),
    ]
    static let genericEvents = [
        GenericEvent(type: "FUND_APP_LOADED"),
        GenericEvent(type: "MESSAGE_FROM_A_NEWER_FLOW", data: ["count": .number(3), "nested": .object(["a": .null])]),
    ]

    /// value → JSON → value, through the `json` property and through Codable.
    func roundTrip<Value: Codable & Equatable>(
        _ value: Value, json: (Value) -> ZerohashJSON, from: (ZerohashJSON) -> Value?
    ) throws {
        #expect(from(json(value)) == value)
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(Value.self, from: data) == value)
        #expect(try JSONDecoder().decode(ZerohashJSON.self, from: data) == json(value))
    }

    @Test func everyRecordRoundTripsThroughJSON() throws {
        for value in Self.fundEvents { try roundTrip(value, json: \.json, from: FundEvent.init(json:)) }
        for value in Self.depositEvents { try roundTrip(value, json: \.json, from: FundDepositEvent.init(json:)) }
        for value in Self.withdrawalEvents {
            try roundTrip(value, json: \.json, from: CryptoWithdrawalsEvent.init(json:))
        }
        for value in Self.errorEvents { try roundTrip(value, json: \.json, from: ErrorEvent.init(json:)) }
        for value in Self.genericEvents { try roundTrip(value, json: \.json, from: GenericEvent.init(json:)) }
        let count =
            Self.fundEvents.count + Self.depositEvents.count + Self.withdrawalEvents.count + Self.errorEvents.count
            + Self.genericEvents.count
        print("Swift round trips: \(count) records and events")
    }

    @Test func recordsUseTheContractsWireKeys() {
        #expect(
            Self.fundEvents[0].json
                == .object([
                    "transactionId": .string("tx_1"), "fundId": .string("fund_1"), "assetId": .string("BTC"),
                    "networkId": .string("bitcoin"),
                ]))
        #expect(Self.errorEvents[0].json == .object(["kind": .string("network"), "repeats_failure": .bool(false)]))
        #expect(
            FundEvent(json: .object(["transactionId": .string("t"), "fundId": .string("f"), "assetId": .string("a")]))
                == nil,
            "a required field is missing")
        #expect(
            ErrorEvent(json: .object(["kind": .string("auth"), "repeats_failure": .string("yes")])) == nil,
            "a field has the wrong type")
    }

    @Test func successIsDerivedFromTheStatusAndEncodedButNeverRead() throws {
        #expect(Self.depositEvents.map(\.success) == [true, false, false, false])
        #expect(
            Self.depositEvents[0].json
                == .object(["depositId": .string("dep_1"), "status": .string("PROCESSED"), "success": .bool(true)]))
        // A `success` on the wire is ignored: the status decides.
        let lying = try #require(
            FundDepositEvent(
                json: .object(["depositId": .string("d"), "status": .string("FAILED"), "success": .bool(true)])))
        #expect(lying.success == false)
        #expect(lying.json.text == #"{"depositId":"d","status":"FAILED","success":false}"#)
    }

    @Test func theCatchAllHasTypedAccessors() {
        let event = GenericEvent(
            type: "FUND_COMPLETED",
            data: [
                "name": .string("Ada"), "count": .number(3), "ratio": .number(0.5), "done": .bool(true),
                "nested": .object(["k": .string("v")]), "nothing": .null,
            ])
        #expect(event.type == "FUND_COMPLETED")
        #expect(event.getString("name") == "Ada")
        #expect(event.getString("count") == nil)
        #expect(event.getInt("count") == 3)
        #expect(event.getInt("ratio") == nil, "getInt reads whole numbers only")
        let numbers = GenericEvent(
            type: "ANY",
            data: [
                "ms": .number(1_700_000_000_000), "limit": .number(9_007_199_254_740_991),
                "over": .number(9_007_199_254_740_992),
                "huge": .number(1e300),
            ])
        #expect(numbers.getInt64("ms") == 1_700_000_000_000 && numbers.getInt64("limit") == 9_007_199_254_740_991)
        #expect(
            numbers.getInt64("over") == nil && numbers.getInt("over") == nil,
            "2^53 is beyond what every platform reads exactly")
        #expect(numbers.getInt64("huge") == nil)
        #expect(event.getDouble("ratio") == 0.5)
        #expect(event.getDouble("count") == 3)
        #expect(event.getBool("done") == true)
        #expect(event.getBool("name") == nil)
        #expect(event.getObject("nested") == ["k": .string("v")])
        #expect(event.getObject("name") == nil)
        for key in ["absent", "nothing"] {
            #expect(
                event.getString(key) == nil && event.getInt(key) == nil && event.getBool(key) == nil
                    && event.getDouble(key) == nil && event.getObject(key) == nil, "\(key)")
        }
        #expect(event.json == .object(["type": .string("FUND_COMPLETED"), "data": .object(event.data)]))
    }

    @Test @MainActor func payloadRecordsExposeTheUntouchedPayload() throws {
        let box = Captured<FundDepositEvent>()
        let message =
            #"{"type": "FUND_EXTERNAL_DEPOSIT", "payload": {"depositId": "d", "status": "PENDING", "matchScore": 0.25, "extra": {"a": [1, 2]}}}"#
        #expect(
            ZerohashFundDispatcher(callbacks: FundCallbacks(onDeposit: { box.value = $0 })).dispatch(message)
                == .dispatched)
        let deposit = try #require(box.value)
        let payload: [String: ZerohashJSON] = [
            "depositId": .string("d"), "status": .string("PENDING"), "matchScore": .number(0.25),
            "extra": .object(["a": .array([.number(1), .number(2)])]),
        ]
        #expect(deposit.data == payload, "keys this build does not read are kept, and no derived field is added")
        #expect(
            deposit.jsonString
                == #"{"depositId": "d", "status": "PENDING", "matchScore": 0.25, "extra": {"a": [1, 2]}}"#,
            "the payload's text, byte for byte as the message holds it")
        #expect(
            FundDepositEvent(json: .object(payload))?.jsonString
                == #"{"depositId":"d","extra":{"a":[1,2]},"matchScore":0.25,"status":"PENDING"}"#,
            "read from a JSON value: compact text with sorted keys")
        // Equality compares the fields, not the payload they came from, and so does the hash.
        #expect(deposit == FundDepositEvent(depositId: "d", status: .pending))
        #expect(deposit.hashValue == FundDepositEvent(depositId: "d", status: .pending).hashValue)
        #expect(Set([deposit, FundDepositEvent(depositId: "d", status: .pending)]).count == 1)
        // A value made in code exposes its own JSON.
        let made = Self.fundEvents[0]
        #expect(
            made.data == [
                "transactionId": .string("tx_1"), "fundId": .string("fund_1"), "assetId": .string("BTC"),
                "networkId": .string("bitcoin"),
            ])
        #expect(try Vectors.parse(made.jsonString) == made.json)
    }

    @Test @MainActor func jsonStringKeepsNumbersNoDoubleHolds() throws {
        // 2^64 + 1.2e19 has no Double: re-encoding would write 12345678901234567000 or 1.2345678901234567e+19.
        let payload =
            "{ \"transactionId\":\"tx\", \"fundId\":\"f\", \"assetId\":\"BTC\", \"networkId\":\"btc\",\n  \"amount\": 12345678901234567891, \"rate\": 0.1000000000000000000001, \"note\": \"\\u00e9\\/\" }"
        let box = Captured<FundEvent>()
        let dispatcher = ZerohashFundDispatcher(callbacks: FundCallbacks(onCompleted: { box.value = $0 }))
        #expect(dispatcher.dispatch(#"{"type":"FUND_COMPLETED","payload":"# + payload + "}") == .ended)
        let event = try #require(box.value)
        #expect(event.jsonString == payload)
        #expect(event.data["amount"] == .number(Double("12345678901234567891")!), "the object holds the nearest Double")
        #expect(event.data["note"] == .string("é/"))
    }

    @Test func everyIOSCallbackIsOptional() {
        // Built with no arguments: every callback is optional and nil by default.
        let fund = FundCallbacks()
        #expect(
            fund.onClose == nil && fund.onCompleted == nil && fund.onFailed == nil && fund.onDeposit == nil
                && fund.onError == nil && fund.onLoaded == nil && fund.onEvent == nil)
        let withdrawals = CryptoWithdrawalsCallbacks()
        #expect(
            withdrawals.onClose == nil && withdrawals.onCompleted == nil && withdrawals.onFailed == nil
                && withdrawals.onError == nil && withdrawals.onLoaded == nil && withdrawals.onEvent == nil)
        // Each one can be passed alone.
        _ = FundCallbacks(onDeposit: { _ in })
        _ = CryptoWithdrawalsCallbacks(onClose: {})
        #expect(Mirror(reflecting: fund).children.count == 7)
        #expect(Mirror(reflecting: withdrawals).children.count == 6)
    }

    @Test func theDepositStatusKeepsValuesItDoesNotKnow() {
        #expect(ZerohashDepositStatus(rawValue: "VERIFYING") == .unknown("VERIFYING"))
        #expect(ZerohashDepositStatus(rawValue: "PROCESSED") == .processed)
    }
}

/// What a main-actor callback received.
@MainActor final class Captured<Value> {
    var value: Value?
}
