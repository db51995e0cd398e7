import ContractGenKit
import Foundation
import Testing

/// The second contract (Tests/Fixtures/SecondContract) through the same engine and templates: its page holds
/// the tables the migration guide describes. Expectations come from the guide's text.
@Suite struct SecondContractPageTests {
    let page: MarkdownDocument
    let text: String

    init() throws {
        text = try Self.rendered()
        page = MarkdownDocument(text)
    }

    /// The second contract's page, rendered by the engine from the fixture.
    static func rendered() throws -> String {
        let files = try GeneratorPipeline(targets: [.docs]).run(
            contract: Repository.bytes("Tests/Fixtures/SecondContract/contract.json"), file: "contract.json")
        return try #require(files.first).contents
    }

    /// "On Android onClose, onError, onEvent and onCompleted are required; onFailed, onDeposit and onLoaded
    /// default to no-ops." "On iOS every callback in FundCallbacks is optional."
    @Test func aCallbacksTablePerFlowWithAndroidsRequiredCallbacks() throws {
        let flows = ["Fund", "Crypto Withdrawals"].compactMap { page.section($0) }
        #expect(flows.count == 2)
        for flow in flows {
            let table = try #require(flow.tables.first)
            let android = try #require(table.header.firstIndex(of: "Android"))
            let ios = try #require(table.header.firstIndex(of: "iOS"))
            var required: Set<String> = []
            // A callback the contract assumes something of carries a footnote marker after its name.
            for row in table.rows where row[android] == "required" {
                required.insert(MarkdownDocument.withoutFootnotes(row[0]))
            }
            #expect(required == ["`onClose`", "`onError`", "`onEvent`", "`onCompleted`"], "\(flow.heading)")
            // "There is no native equivalent of the web SDK's onProvideInfo": on no platform of this contract.
            #expect(
                table.rows.allSatisfy { $0[ios] == ($0[0] == "`onProvideInfo`" ? "—" : "optional") },
                "\(flow.heading): iOS marks none required")
            #expect(
                table.rows.last.map { Array($0.suffix(3)) } == ["—", "—", "—"],
                "\(flow.heading): onProvideInfo is web-only")
        }
        let fundCallbacks = try #require(
            flows.first?.tables.first?.rows.map { MarkdownDocument.withoutFootnotes($0[0]) })
        #expect(
            fundCallbacks == [
                "`onClose`", "`onCompleted`", "`onFailed`", "`onDeposit`", "`onError`", "`onLoaded`", "`onEvent`",
                "`onProvideInfo`",
            ])
    }

    /// "configureFund and configureCryptoWithdrawals are @MainActor"; Android's "also take an optional
    /// allowList"; Capacitor's "presentFund(options) and presentCryptoWithdrawals(options)".
    @Test func entryPointsAreTheGuidesCallsOnEachPlatform() throws {
        let table = try #require(page.section("Entry points")?.tables.first)
        #expect(table.header == ["Entry point", "Flow", "iOS", "Android", "Capacitor"])
        #expect(
            table.rows == [
                [
                    "`configure_fund`", "Fund",
                    "`ZerohashSDK.configureFund(jwt:environment:theme:callbacks:)` (`@MainActor`)",
                    "`ZerohashSDK.configureFund(jwt, environment, theme, callbacks, allowList)`",
                    "`ZerohashPlugin.presentFund(options)`",
                ],
                [
                    "`configure_crypto_withdrawals`", "Crypto Withdrawals",
                    "`ZerohashSDK.configureCryptoWithdrawals(jwt:environment:theme:callbacks:)` (`@MainActor`)",
                    "`ZerohashSDK.configureCryptoWithdrawals(jwt, environment, theme, callbacks, allowList)`",
                    "`ZerohashPlugin.presentCryptoWithdrawals(options)`",
                ],
            ])
    }

    /// `session.present(from: self)` on iOS, `session.present(activity)` on Android, which "returns null if the
    /// JWT fails validation"; Capacitor's "cancel() and isActive() mirror the native lifecycle".
    @Test func lifecycleMethodsHaveEachPlatformsSignature() throws {
        let table = try #require(page.section("Lifecycle")?.tables.first)
        #expect(table.header == ["Method", "What it does", "iOS", "Android", "Capacitor", "Platform notes"])
        let byMethod = Dictionary(
            uniqueKeysWithValues: table.rows.map {
                ($0[0].components(separatedBy: "[^").first ?? $0[0], Array($0[2...4]))
            })
        #expect(byMethod["`present()`"]?[0] == "`present(from:)`")
        #expect(byMethod["`present()`"]?[1].hasPrefix("`present(activity)` → `session?`") == true)
        #expect(byMethod["`present()`"]?[2] == "—")
        #expect(byMethod["`cancel()`"] == ["`cancel()`", "`cancel()`", "`cancel()`"])
        // Capacitor's plugin resolves `{ value }`, as the TypeScript declares: `isActive(): Promise<{ value: boolean }>`.
        #expect(
            byMethod["`isActive()`"] == [
                "`isActive()` → `boolean`", "`isActive()` → `boolean`",
                "`isActive()` → `boolean`, resolved as `{ value }`",
            ])
    }

    /// "SYSTEM maps to the web app's auto mode": hosts pass `system`, the flow receives `auto`. Android's
    /// `allowList: ZerohashAllowList` defaults to "the zerohash hosts plus the third-party providers needed".
    @Test func optionsSayWhatHostsPassAndWhatTheSDKDefaultsTo() throws {
        let configuration = try #require(page.section("Configuration"))
        let options = try #require(configuration.tables.first)
        let theme = try #require(options.rows.first { $0[0].hasPrefix("`theme`") })
        #expect(theme[options.header.firstIndex(of: "Default")!] == "`system` (`\"auto\"` on the wire)")
        #expect(theme[options.header.firstIndex(of: "Type")!] == "`light` \\| `dark` \\| `system` (`auto`)")
        let platformOnly = try #require(configuration.tables.dropFirst().first)
        let allowList = try #require(platformOnly.rows.first)
        #expect(allowList[1] == "Android `allowList`: `ZerohashAllowList`")
        #expect(allowList[2] == "`string[]`")
        #expect(
            allowList[3]
                == "the SDK's: the zerohash hosts plus the third-party providers the flows need; a value set replaces it"
        )
    }

    /// "status values are PROCESSED, FAILED, PENDING and the account-matching intermediates": the values with
    /// their meaning, and an enum that keeps what it does not know.
    @Test func typesListEveryValueWithItsMeaning() throws {
        let status = try #require(page.sections.first { $0.heading.hasPrefix("`deposit_status`") })
        #expect(status.paragraphs.first?.contains("account-matching intermediates") == true)
        #expect(status.tables.first?.rows.map { $0[1] } == ["`PROCESSED`", "`FAILED`", "`PENDING`"])
        #expect(page.section("Types")?.paragraphs.first?.contains("kept as sent") == true)
    }

    /// "onEvent is the catch-all ... the original event identifier on event.type and the payload on
    /// event.data ... use the typed accessors (getString, getInt, getBool, getDouble, getObject)."
    @Test func theCatchAllEventAndItsAccessorsAreOnThePage() throws {
        let paragraph = try #require(
            page.sections.flatMap(\.paragraphs).first {
                $0.hasPrefix("Every message, up to one that ends the flow, also reaches")
            })
        #expect(
            paragraph.contains("`onEvent`") && paragraph.contains("Android `GenericEvent`")
                && paragraph.contains("`data`"))
        #expect(paragraph.contains("`getString`, `getInt`, `getBool`, `getDouble` and `getObject`"))
    }

    /// "Can I use AUTH with the legacy WebView integration? No": a flow with no callbacks described.
    @Test func aFlowThatNeedsTheNativeSDKSaysSo() throws {
        let auth = try #require(page.sections.first { $0.heading.hasPrefix("AUTH") })
        #expect(auth.paragraphs.contains("Needs the native SDK: the WebView integration does not offer it."))
        #expect(auth.tables.isEmpty)
    }

    /// Every `assumed` in the contract is a footnote on the page, with its text: once, but for a callback's, which
    /// each flow's table that lists the callback carries (`on_close` and `on_completed`, in two flows each).
    @Test func everyAssumptionIsAFootnote() throws {
        let contract = try Repository.text("Tests/Fixtures/SecondContract/contract.json")
        let assumptions =
            contract.components(separatedBy: "\"assumed\":").count - 1
            + contract.components(separatedBy: "\"listener_names_assumed\":").count - 1
        let definitions = text.split(separator: "\n").filter { $0.hasPrefix("[^assumed-") }
        let markers = text.components(separatedBy: "[^assumed-").count - 1 - definitions.count
        #expect(assumptions == 44)
        let repeatedForSecondFlow = 2
        #expect(
            definitions.count == assumptions + repeatedForSecondFlow
                && markers == assumptions + repeatedForSecondFlow,
            "\(definitions.count) definitions, \(markers) markers")
        #expect(Set(definitions.map { $0.prefix { $0 != "]" } }).count == definitions.count, "labels are unique")
        print("assumptions: \(assumptions) in the contract, each a footnote on the page")
    }

    /// "The iOS SDK requires iOS 17"; "enter https://github.com/zerohash-ext/zerohash-ios ... .upToNextMinor(from:
    /// "1.1.0")"; "Published to Maven Central as com.zerohash:zerohash-android ... zerohash-android:1.1.0"; "npm
    /// install @zerohash-sdk/capacitor". No minimum or version is given for Capacitor, nor a minimum for Android.
    /// "We recommend pinning to a minor rather than a major because 1.1.0 renames callbacks."
    @Test func platformsSayWhereEachSDKRunsAndComesFrom() throws {
        let platforms = try #require(page.section("Platforms"))
        let table = try #require(platforms.tables.first)
        #expect(table.header == ["Platform", "Minimum OS", "Install"])
        #expect(
            table.rows == [
                [
                    "iOS", "iOS 17",
                    "`https://github.com/zerohash-ext/zerohash-ios` (Swift Package Manager), `.upToNextMinor(from: \"1.1.0\")`",
                ],
                ["Android", "—", "`com.zerohash:zerohash-android` (Maven Central), `1.1.0`"],
                ["Capacitor", "—", "`@zerohash-sdk/capacitor` (npm)"],
            ])
        #expect(
            platforms.paragraphs.contains {
                $0.hasPrefix("Pin iOS up to the next minor version, not the next major: 1.1.0 renames callbacks")
            }, "\(platforms.paragraphs)")
    }

    /// "onDeposit is not terminal ... it can fire more than once"; "A terminal flow failure ... arrives on
    /// onFailed"; onEvent gets "anything you were reading off the raw message stream". The guide says nothing
    /// of how often onLoaded or onError fire, so the page does not either.
    @Test func callbacksSayHowOftenTheyFire() throws {
        let fund = try #require(page.section("Fund")?.tables.first)
        let fires = try #require(fund.header.firstIndex(of: "Fires"))
        let byCallback = Dictionary(uniqueKeysWithValues: fund.rows.map { ($0[0], $0[fires]) })
        #expect(byCallback["`onDeposit`"] == "repeatedly")
        #expect(byCallback["`onEvent`"] == "repeatedly")
        #expect(byCallback["`onFailed`"] == "once, ends the flow")
        #expect(byCallback["`onLoaded`"] == "—" && byCallback["`onError`"] == "—")
    }

    /// "iOS FundEvent, Android FundCompletedEvent"; "assetSymbol and network are the legacy assetId and networkId
    /// under new names": the WebView payload's keys, which the bridge payload is assumed to keep, not earlier
    /// names of the native properties.
    @Test func payloadFieldsNameEachPlatformsTypeAndTheirWireKeys() throws {
        let fund = try #require(page.sections.first { $0.heading.hasPrefix("`fund_completed`") })
        #expect(fund.heading.contains("iOS `FundEvent`") && fund.heading.contains("Android `FundCompletedEvent`"))
        let table = try #require(fund.tables.first)
        let wire = try #require(table.header.firstIndex(of: "Wire key"))
        let byField = Dictionary(uniqueKeysWithValues: table.rows.map { ($0[0], $0[wire]) })
        #expect(byField["`asset_symbol`"] == "`assetId`")
        #expect(byField["`network`"] == "`networkId`")
        #expect(!text.contains("`assetId` → `assetSymbol` |"), "no earlier native name is claimed")
        let withdrawals = try #require(page.sections.first { $0.heading.hasPrefix("`crypto_withdrawals_completed`") })
        #expect(
            withdrawals.heading.contains("iOS `CryptoWithdrawalsEvent`")
                && withdrawals.heading.contains("Android `CryptoWithdrawalsCompletedEvent`"))
    }

    /// "Crypto Withdrawals fires onError as well as onFailed"; "an external-source deposit ... onDeposit".
    @Test func flowPageMessagesFireTheGuidesCallbacks() throws {
        #expect(page.section("Legacy messages") == nil, "what the SDK reads is not called the WebView's")
        let table = try #require(page.section("Flow page messages")?.tables.first)
        // A message the contract assumes carries a footnote marker after its name.
        let fires = Dictionary(uniqueKeysWithValues: table.rows.map { ($0[0].components(separatedBy: "[^")[0], $0[2]) })
        #expect(fires["`CRYPTO_WITHDRAWALS_FAILED`"]?.hasPrefix("`onFailed`, `onError`") == true)
        #expect(fires["`FUND_FAILED`"] == "`onFailed`, `onEvent`")
        // "Anything you were reading off the raw message stream for analytics arrives there": every message
        // reaches onEvent, the deposit and the close button's included.
        #expect(fires.keys.allSatisfy { fires[$0]?.hasSuffix("`onEvent`") == true }, "\(fires)")
        #expect(fires["`FUND_EXTERNAL_DEPOSIT`"] == "`onDeposit`, `onEvent`")
        #expect(fires["`FUND_CLOSE_BUTTON_CLICKED`"] == "`onClose`, `onEvent`")
        #expect(fires["`FUND_APP_LOADED`"] == "`onLoaded`, `onEvent`")
    }

    /// "Plugin events are global ... the ones whose payload differs per flow are qualified by flow name."
    @Test func capacitorEventsAreQualifiedByFlowWhereThePayloadDiffers() throws {
        let table = try #require(page.section("Capacitor events")?.tables.first)
        let events = Set(table.rows.map { $0[0] })
        #expect(
            events.isSuperset(of: [
                "`fundCompleted`", "`cryptoWithdrawalsCompleted`", "`fundFailed`", "`cryptoWithdrawalsFailed`",
                "`close`", "`error`", "`loaded`", "`event`", "`deposit`",
            ]))
        #expect(!events.contains("`completed`"))
    }

    @Test func noContractNameAppearsInSourcesOrTemplates() throws {
        // Frameworks are the format's own words (`"framework": "capacitor"`), not a contract's.
        let names = ["okyc", "zerohash", "digilocker", "meripehchaan", "fund", "withdrawal", "jwt"]
        for folder in ["Sources", "Templates"] {
            let walker = FileManager.default.enumerator(at: Repository.url(folder), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard ["swift", "mustache"].contains(url.pathExtension),
                    url.lastPathComponent != "EmbeddedTemplates.swift"
                else { continue }
                let text = try String(contentsOf: url, encoding: .utf8).lowercased()
                for name in names where text.contains(name) {
                    Issue.record("\(url.path) mentions '\(name)', a name from a contract")
                }
            }
        }
    }
}
