import com.zerohash.sdk.contract.ZerohashSession

/**
 * An SDK session that forgot `present`: `verify OUT_DIR second` compiles it against the generated interfaces and
 * passes only when the compiler rejects it, as it must.
 */
internal class SessionWithoutPresent : ZerohashSession<Any> {
    override fun cancel() {}

    override fun isActive(): Boolean = false
}
