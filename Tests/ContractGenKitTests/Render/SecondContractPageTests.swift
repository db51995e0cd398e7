import ContractGenKit
import Foundation
import Testing

/// The second contract (Tests/Fixtures/SecondContract) through the same engine and templates: its page holds
/// the tables the migration guide describes. Expectations come from the guide's text.
@Suite struct SecondContractPageTests {
    let page: MarkdownDocument

    init() throws {
        let files = try GeneratorPipeline(targets: [.docs]).run(contract: Repository.bytes("Tests/Fixtures/SecondContract/contract.json"), file: "contract.json")
        page = MarkdownDocument(try #require(files.first).contents)
    }

    /// "On Android onClose, onError, onEvent and onCompleted are required; onFailed, onDeposit and onLoaded
    /// default to no-ops." "On iOS every callback in FundCallbacks is optional."
    @Test func aCallbacksTablePerFlowWithAndroidsRequiredCallbacks() throws {
        let flows = page.sections.filter { $0.heading == "Fund" || $0.heading == "Crypto Withdrawals" }
        #expect(flows.map(\.heading) == ["Fund", "Crypto Withdrawals"])
        for flow in flows {
            let table = try #require(flow.tables.first)
            let android = try #require(table.header.firstIndex(of: "Android"))
            let ios = try #require(table.header.firstIndex(of: "iOS"))
            var required: Set<String> = []
            for row in table.rows where row[android] == "required" { required.insert(row[0]) }
            #expect(required == ["`onClose`", "`onError`", "`onEvent`", "`onCompleted`"], "\(flow.heading)")
            #expect(table.rows.allSatisfy { $0[ios] == "optional" }, "\(flow.heading): iOS marks none required")
        }
        let fundCallbacks = try #require(flows.first?.tables.first?.rows.map { $0[0] })
        #expect(fundCallbacks == ["`onClose`", "`onCompleted`", "`onFailed`", "`onDeposit`", "`onError`", "`onLoaded`", "`onEvent`"])
    }

    /// "The iOS SDK requires iOS 17"; "enter https://github.com/zerohash-ext/zerohash-ios"; "Published to Maven
    /// Central as com.zerohash:zerohash-android"; "npm install @zerohash-sdk/capacitor". No minimum is given for
    /// Android or Capacitor.
    @Test func platformsSayWhereEachSDKRunsAndComesFrom() throws {
        let table = try #require(page.section("Platforms")?.tables.first)
        #expect(table.header == ["Platform", "Minimum OS", "Install"])
        #expect(table.rows == [
            ["iOS", "iOS 17", "`https://github.com/zerohash-ext/zerohash-ios` (Swift Package Manager)"],
            ["Android", "—", "`com.zerohash:zerohash-android` (Maven Central)"],
            ["Capacitor", "—", "`@zerohash-sdk/capacitor` (npm)"],
        ])
    }

    /// "onDeposit is not terminal ... it can fire more than once"; "A terminal flow failure ... arrives on
    /// onFailed"; onEvent gets "anything you were reading off the raw message stream". The guide says nothing
    /// of how often onLoaded or onError fire, so the page does not either.
    @Test func callbacksSayHowOftenTheyFire() throws {
        let fund = try #require(page.sections.first { $0.heading == "Fund" }?.tables.first)
        let fires = try #require(fund.header.firstIndex(of: "Fires"))
        let byCallback = Dictionary(uniqueKeysWithValues: fund.rows.map { ($0[0], $0[fires]) })
        #expect(byCallback["`onDeposit`"] == "repeatedly")
        #expect(byCallback["`onEvent`"] == "repeatedly")
        #expect(byCallback["`onFailed`"] == "once, ends the flow")
        #expect(byCallback["`onLoaded`"] == "—" && byCallback["`onError`"] == "—")
    }

    /// "iOS FundEvent, Android FundCompletedEvent"; "assetSymbol and network are the legacy assetId and networkId".
    @Test func payloadFieldsNameEachPlatformsTypeAndTheLegacyNames() throws {
        let fund = try #require(page.sections.first { $0.heading.hasPrefix("`fund_completed`") })
        #expect(fund.heading.contains("iOS `FundEvent`") && fund.heading.contains("Android `FundCompletedEvent`"))
        let table = try #require(fund.tables.first)
        let legacy = try #require(table.header.firstIndex(of: "Legacy name"))
        let byField = Dictionary(uniqueKeysWithValues: table.rows.map { ($0[0], $0[legacy]) })
        #expect(byField["`asset_symbol`"] == "`assetId`")
        #expect(byField["`network`"] == "`networkId`")
        let withdrawals = try #require(page.sections.first { $0.heading.hasPrefix("`crypto_withdrawals_completed`") })
        #expect(withdrawals.heading.contains("iOS `CryptoWithdrawalsEvent`") && withdrawals.heading.contains("Android `CryptoWithdrawalsCompletedEvent`"))
    }

    /// "Crypto Withdrawals fires onError as well as onFailed"; "an external-source deposit ... onDeposit".
    @Test func legacyMessagesFireTheGuidesCallbacks() throws {
        let table = try #require(page.section("Legacy messages")?.tables.first)
        let fires = Dictionary(uniqueKeysWithValues: table.rows.map { ($0[0], $0[2]) })
        #expect(fires["`CRYPTO_WITHDRAWALS_FAILED`"]?.hasPrefix("`onFailed`, `onError`") == true)
        #expect(fires["`FUND_FAILED`"] == "`onFailed`, `onEvent`")
        #expect(fires["`FUND_EXTERNAL_DEPOSIT`"] == "`onDeposit`")
        #expect(fires["`FUND_CLOSE_BUTTON_CLICKED`"] == "`onClose`")
        #expect(fires["`FUND_APP_LOADED`"] == "`onLoaded`, `onEvent`")
    }

    /// "Plugin events are global ... the ones whose payload differs per flow are qualified by flow name."
    @Test func capacitorEventsAreQualifiedByFlowWhereThePayloadDiffers() throws {
        let table = try #require(page.section("Capacitor events")?.tables.first)
        let events = Set(table.rows.map { $0[0] })
        #expect(events.isSuperset(of: ["`fundCompleted`", "`cryptoWithdrawalsCompleted`", "`fundFailed`", "`cryptoWithdrawalsFailed`", "`close`", "`error`", "`loaded`", "`event`", "`deposit`"]))
        #expect(!events.contains("`completed`"))
    }

    @Test func noContractNameAppearsInSourcesOrTemplates() throws {
        let names = ["okyc", "zerohash", "digilocker", "meripehchaan", "fund", "withdrawal", "capacitor", "jwt"]
        for folder in ["Sources", "Templates"] {
            let walker = FileManager.default.enumerator(at: Repository.url(folder), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard ["swift", "mustache"].contains(url.pathExtension), url.lastPathComponent != "EmbeddedTemplates.swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8).lowercased()
                for name in names where text.contains(name) {
                    Issue.record("\(url.path) mentions '\(name)', a name from a contract")
                }
            }
        }
    }
}
