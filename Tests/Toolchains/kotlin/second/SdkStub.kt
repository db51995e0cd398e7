import com.zerohash.sdk.contract.CryptoWithdrawalsCallbacks
import com.zerohash.sdk.contract.Environment
import com.zerohash.sdk.contract.FundCallbacks
import com.zerohash.sdk.contract.FundCompletedEvent
import com.zerohash.sdk.contract.GenericEvent
import com.zerohash.sdk.contract.Theme
import com.zerohash.sdk.contract.ZerohashAllowList
import com.zerohash.sdk.contract.ZerohashConfiguration
import com.zerohash.sdk.contract.ZerohashError
import com.zerohash.sdk.contract.ZerohashSDKApi
import com.zerohash.sdk.contract.ZerohashSession

/** Android's `Activity`, which the JVM this runs on does not have. */
internal class Activity

/**
 * The least an SDK can be and still conform to the generated interfaces: the Android SDK's `ZerohashSDK`
 * object, its session, and a JWT check so `present` can return null as the guide says. Without `present` (see
 * `stub-without-present/`), this does not compile.
 */
internal object ZerohashSDK : ZerohashSDKApi<Activity> {
    override fun configureFund(
        jwt: String,
        environment: Environment,
        theme: Theme,
        callbacks: FundCallbacks,
        allowList: ZerohashAllowList?,
    ): ZerohashSession<Activity> = StubSession(ZerohashConfiguration(jwt, environment, theme, allowList))

    override fun configureCryptoWithdrawals(
        jwt: String,
        environment: Environment,
        theme: Theme,
        callbacks: CryptoWithdrawalsCallbacks,
        allowList: ZerohashAllowList?,
    ): ZerohashSession<Activity> = StubSession(ZerohashConfiguration(jwt, environment, theme, allowList))
}

internal class StubSession(private val configuration: ZerohashConfiguration) : ZerohashSession<Activity> {
    private var active = false

    override fun present(activity: Activity): ZerohashSession<Activity>? {
        // A JWT is three dot-separated parts; anything else is the token problem the guide returns null for.
        if (configuration.jwt.split('.').size != 3) return null
        active = true
        return this
    }

    override fun cancel() {
        active = false
    }

    override fun isActive(): Boolean = active
}

/** Step 2 and Step 6 of the migration guide, Android, as the guide writes them, against the stub. */
internal fun sdkSurface(checks: Checks) {
    val jwt = "header.payload.signature"
    val activity = Activity()
    // Copied from the guide's Android sample; only the bodies are filled in.
    val session = ZerohashSDK.configureFund(
        jwt = jwt,
        environment = Environment.SANDBOX,
        theme = Theme.SYSTEM,
        callbacks = object : FundCallbacks {
            override fun onClose() { /* ... */ }
            override fun onError(error: ZerohashError) { /* ... */ }
            override fun onEvent(event: GenericEvent) { /* ... */ }
            override fun onCompleted(event: FundCompletedEvent) { /* ... */ }
            // onFailed, onDeposit and onLoaded have default no-op implementations.
        }
    )
    checks.check("present returns the session for a valid JWT", session.present(activity) === session && session.isActive())
    session.cancel()
    checks.check("cancel ends it", !session.isActive())
    val badToken = ZerohashSDK.configureCryptoWithdrawals(jwt = "not-a-jwt", callbacks = object : CryptoWithdrawalsCallbacks {
        override fun onClose() {}
        override fun onError(error: ZerohashError) {}
        override fun onEvent(event: GenericEvent) {}
        override fun onCompleted(event: com.zerohash.sdk.contract.CryptoWithdrawalsCompletedEvent) {}
    })
    checks.check("present returns null when the JWT fails validation", badToken.present(activity) == null)
}
