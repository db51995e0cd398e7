// A Java host app's callbacks for the second contract's Fund flow, compiled by javac against Kotlin built with
// `-jvm-default=disable` (Tests/Toolchains/kotlin/verify OUT_DIR java-callbacks): it extends the generated
// `FundCallbacks.Adapter` and implements the required callbacks alone. Prints `Java callbacks: N passed, N failed`.

import com.zerohash.sdk.contract.FundCallbacks;
import com.zerohash.sdk.contract.FundCompletedEvent;
import com.zerohash.sdk.contract.GenericEvent;
import com.zerohash.sdk.contract.ZerohashDispatchOutcome;
import com.zerohash.sdk.contract.ZerohashError;
import com.zerohash.sdk.contract.ZerohashFundDispatcher;
import java.util.ArrayList;
import java.util.List;

public final class FundHost extends FundCallbacks.Adapter {
    private final List<String> calls = new ArrayList<>();

    @Override
    public void onClose() {
        calls.add("onClose");
    }

    @Override
    public void onCompleted(FundCompletedEvent event) {
        calls.add("onCompleted " + event.getTransactionId());
    }

    @Override
    public void onError(ZerohashError error) {
        calls.add("onError");
    }

    @Override
    public void onEvent(GenericEvent event) {
        calls.add("onEvent " + event.getType());
    }

    private static int passed = 0;
    private static int failed = 0;

    private static void check(String name, boolean ok, Object detail) {
        if (ok) {
            passed += 1;
        } else {
            failed += 1;
            System.out.println("FAIL " + name + ": " + detail);
        }
    }

    public static void main(String[] arguments) {
        FundHost host = new FundHost();
        // The callbacks run on the executor the host gives; here, before dispatch returns.
        ZerohashFundDispatcher dispatcher = new ZerohashFundDispatcher(host, Runnable::run);
        ZerohashDispatchOutcome completed = dispatcher.dispatch(
            "{\"type\":\"FUND_COMPLETED\",\"payload\":{\"transactionId\":\"t1\",\"fundId\":\"f\",\"assetId\":\"BTC\",\"networkId\":\"bitcoin\"}}");
        check("a required callback is called, and ends the flow", completed instanceof ZerohashDispatchOutcome.Ended
            && host.calls.equals(List.of("onCompleted t1", "onEvent FUND_COMPLETED")), host.calls);
        host.calls.clear();
        // onDeposit, onFailed and onLoaded are not implemented: the adapter's bodies do nothing.
        dispatcher = new ZerohashFundDispatcher(host, Runnable::run);
        dispatcher.dispatch("{\"type\":\"FUND_EXTERNAL_DEPOSIT\",\"payload\":{\"depositId\":\"d\",\"status\":\"PENDING\"}}");
        dispatcher.dispatch("{\"type\":\"FUND_APP_LOADED\"}");
        check("an optional callback left out does nothing", host.calls.equals(List.of("onEvent FUND_EXTERNAL_DEPOSIT", "onEvent FUND_APP_LOADED")), host.calls);
        System.out.println("Java callbacks: " + passed + " passed, " + failed + " failed (a host extending the Adapter, Kotlin built with -jvm-default=disable)");
        if (failed > 0) System.exit(1);
    }
}
