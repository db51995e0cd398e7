import ContractGenKit
import Foundation
import Testing

/// The migration guide's own subject on the second contract's page: what a host did with its WebView, what it
/// received, and what replaces each part. Expectations quote the guide (`../shared/seeds`, the migration guide),
/// not the generator's output.
@Suite struct SecondContractMigrationTests {
    let page: MarkdownDocument
    let text: String

    init() throws {
        text = try SecondContractPageTests.rendered()
        page = MarkdownDocument(text)
    }

    private var migration: MarkdownDocument.Section? { page.section("Migrating from the WebView integration") }

    /// "your app does the following work itself: 1. Builds a sdk-mobile URL with zeroHashAppsURL ... 7.
    /// Intercepts navigation ... The native SDK owns all seven."
    @Test func theSevenDutiesOfTheWebViewHostAreListed() throws {
        let duties = try #require(migration?.tables.first)
        #expect(duties.header == ["What the host did", "Now"])
        #expect(duties.rows.count == 7)
        #expect(duties.rows[0][0].contains("`zeroHashAppsURL`") && duties.rows[0][0].contains("`setJWT`"))
        #expect(duties.rows[2][0].contains("`onMessage` in React Native"))
        #expect(duties.rows[3][0].contains("`SDK_MOBILE_READY`") && duties.rows[3][0].contains("`OPEN_MODAL`"))
        #expect(duties.rows[6][0].contains("`openInExternalBrowser=true`"))
        #expect(duties.rows[1][1] == "The SDK does it.")
    }

    /// "Registers a JavaScript bridge under an exact name (NativeIOS, NativeAndroid) or wires onMessage in React
    /// Native."
    @Test func theBridgeNamesHostsRegisteredAreListed() throws {
        let bridges = try #require(migration?.tables.dropFirst().first)
        #expect(
            bridges.rows.map { [$0[0], $0[1]] } == [
                ["iOS", "`NativeIOS`"], ["Android", "`NativeAndroid`"], ["React Native", "`onMessage`"],
            ])
    }

    /// "The native SDKs do not translate and do not duplicate. An external-source deposit is delivered once,
    /// verbatim, to onDeposit"; "Legacy set both [transactionId and fundId] to the deposit's identifier so the
    /// translated FUND_COMPLETED payload would look like a real completion"; "The legacy translation treated
    /// completed, success, confirmed, settled and processed as success. Native success is true only for
    /// PROCESSED."
    @Test func oneWebViewMessageSplitsAcrossTwoCallbacks() throws {
        let messages = try #require(page.section("Messages")?.tables.first)
        #expect(
            messages.header == ["Message", "Flow", "Case", "Now", "Payload key → field", "Success", "Notes"])
        let completed = messages.rows.filter { $0[0] == "`FUND_COMPLETED`" }
        #expect(completed.map { $0[3] } == ["`onCompleted`", "`onDeposit`"])
        #expect(completed.first?[4].contains("`assetId` → `assetSymbol`<br>`networkId` → `network`") == true)
        let deposit = try #require(completed.last)
        #expect(deposit[4] == "`transactionId` → `depositId`<br>`fundId` → `depositId`")
        #expect(
            deposit[5]
                == "was `completed`, `success`, `confirmed`, `settled` and `processed`; now `success`, true only when `status` is `PROCESSED`"
        )
        // The message the SDK reads for a deposit is not one a WebView host ever received.
        #expect(!messages.rows.contains { $0[0].hasPrefix("`FUND_EXTERNAL_DEPOSIT`") })
    }

    /// "Hides the WebView itself when it sees a *_CLOSE_BUTTON_CLICKED message": one callback, onClose, now
    /// reports the close of every flow; "Crypto Withdrawals fires onError as well as onFailed".
    @Test func oneCallbackReplacesSeveralMessages() throws {
        let messages = try #require(page.section("Messages")?.tables.first)
        let closes = messages.rows.filter { $0[3] == "`onClose`" }.map { $0[0] }
        #expect(closes == ["`FUND_CLOSE_BUTTON_CLICKED`", "`CRYPTO_WITHDRAWALS_CLOSE_BUTTON_CLICKED`"])
        let failed = messages.rows.filter { $0[0].hasPrefix("`CRYPTO_WITHDRAWALS_FAILED`") }.map { $0[3] }
        #expect(failed == ["`onFailed`", "`onError`"])
        // The callbacks tables say what each replaces, and never a message only the SDK reads.
        let fund = try #require(page.section("Fund")?.tables.first)
        let replaces = try #require(fund.header.firstIndex(of: "Replaces"))
        let byCallback = Dictionary(uniqueKeysWithValues: fund.rows.map { ($0[0], $0[replaces]) })
        #expect(byCallback["`onEvent`"] == "every message")
        #expect(byCallback["`onDeposit`"]?.hasPrefix("`FUND_COMPLETED` (an external-source deposit") == true)
        #expect(!fund.rows.contains { $0[replaces].contains("FUND_EXTERNAL_DEPOSIT") })
    }

    /// "If you offer both paths, implement all three callbacks"; "Build against onFailed, and if you handle
    /// both, guard against counting one failure twice."
    @Test func conditionalAdviceIsUnderEachFlowsCallbacks() throws {
        let fund = try #require(page.section("Fund"))
        #expect(
            fund.bullets.contains { $0.hasPrefix("**If you offer both deposit paths:** implement all three callbacks") }
        )
        let withdrawals = try #require(page.section("Crypto Withdrawals"))
        #expect(withdrawals.bullets.contains { $0.contains("Build against onFailed") })
    }

    /// "We recommend pinning to a minor rather than a major because 1.1.0 renames callbacks. A range that spans
    /// minors will pick that up as a silent upgrade": the rename breaks hosts, and the page says so, not that the
    /// earlier name still compiles.
    @Test func aRenamedCallbackIsSaidToBreakHosts() throws {
        let changes = try #require(page.section("Version 1.1.0")?.tables.first)
        let notes = try #require(changes.header.firstIndex(of: "Notes"))
        let callbackRows = changes.rows.filter { $0[1].contains("(callback)") }
        #expect(callbackRows.count == 2)
        #expect(callbackRows.allSatisfy { $0[notes] == "Breaks hosts: the earlier name no longer compiles." })
        let intro = try #require(page.section("What changed")?.paragraphs.first)
        #expect(intro.contains("A rename that says it breaks hosts keeps no earlier name"))
    }

    /// "Keep minting tokens with POST /client_auth_token and revoking with POST /revoke_auth_token"; "I am on React
    /// Native or Flutter. There is no wrapper for your stack yet."
    @Test func whatDoesNotChangeAndTheQuestionsAreOnThePage() throws {
        #expect(migration?.bullets.contains { $0.contains("`POST /revoke_auth_token`") } == true)
        let questions = try #require(page.section("Questions"))
        #expect(
            questions.paragraphs.contains { $0.hasPrefix("**I am on React Native or Flutter.** There is no wrapper") })
        #expect(page.section("Verifying the migration")?.bullets.count == 12)
    }
}
