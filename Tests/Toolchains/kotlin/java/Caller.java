// A Java host app's calls into the generated Kotlin of the repository's contract: static entry points
// (@JvmStatic, @JvmField, constants), constructors with defaults (@JvmOverloads), sealed outcomes read with
// instanceof. `verify OUT_DIR java` compiles it with javac -Xlint:all -Werror against the generated classes
// and runs it.
//
// Prints `Java caller: N passed, N failed` and exits 1 when a check fails.

import java.util.List;
import stream.okyc.contract.OkycBlockedNavigationCounter;
import stream.okyc.contract.OkycBridge;
import stream.okyc.contract.OkycConfiguration;
import stream.okyc.contract.OkycDecodeOutcome;
import stream.okyc.contract.OkycFailureCode;
import stream.okyc.contract.OkycFailureException;
import stream.okyc.contract.OkycMessage;
import stream.okyc.contract.OkycNavigationDecision;
import stream.okyc.contract.OkycNavigationPolicy;
import stream.okyc.contract.OkycRejection;
import stream.okyc.contract.OkycSender;
import stream.okyc.contract.OkycSenderPolicy;
import stream.okyc.contract.OkycTheme;

public final class Caller {
    private static int passed = 0;
    private static int failed = 0;

    private static void check(String name, boolean ok) {
        if (ok) {
            passed++;
        } else {
            failed++;
            System.out.println("FAIL Java caller: " + name);
        }
    }

    // fromJson declares the failure it throws (@Throws), so Java must handle it.
    public static void main(String[] arguments) throws OkycFailureException {
        OkycSenderPolicy senders = new OkycSenderPolicy("https://verify.okyc.example/s/1");
        OkycSender flow = new OkycSender("https://verify.okyc.example", true);
        OkycDecodeOutcome exit = OkycBridge.decode("{\"source\":\"okyc\",\"v\":1,\"type\":\"exit\"}", flow, senders);
        check("decode is static", exit instanceof OkycMessage);
        check("a rejection is a typed value", OkycBridge.decode("{", flow, senders) instanceof OkycRejection.NotJson);
        check("a sender is a constructor call", OkycBridge.decode("{", new OkycSender(null, null), senders) instanceof OkycRejection.UntrustedSender);
        check("the allowed-origin rules are a set of strings", senders.getAllowedOriginRules().contains("https://verify.okyc.example"));
        check("constants are static fields", OkycBridge.PROTOCOL_VERSION == 1 && OkycBridge.MAX_MESSAGE_BYTES > 0);

        OkycConfiguration configuration = new OkycConfiguration("https://verify.okyc.example/s/1#t=abc");
        check("the configuration's defaults reach Java", configuration.getTheme() == OkycTheme.SYSTEM.INSTANCE);
        check("fromJson is static", OkycConfiguration.fromJson("{\"session_url\": \"https://verify.okyc.example/s/1#t=abc\"}")
            .equals(configuration));
        check("fromWire is static", OkycTheme.fromWire("dark") == OkycTheme.DARK.INSTANCE);
        OkycConfiguration built = BuilderCaller.configuration();
        check("a builder sets options by name and leaves the others at their defaults", "hi".equals(built.getLocale())
            && built.getTheme() == OkycTheme.DARK.INSTANCE && Long.valueOf(0L).equals(built.getAutoCloseDelay()) && built.getBlockScreenshots());

        OkycNavigationPolicy policy = new OkycNavigationPolicy("https://verify.okyc.example/s/1#t=abc");
        check("decide", policy.decide("https://verify.okyc.example/next", true, false) == OkycNavigationDecision.LOAD_IN_WEB_VIEW);
        check("isFlowOrigin", policy.isFlowOrigin("https://verify.okyc.example"));
        List<String> hosts = OkycNavigationPolicy.DIGI_LOCKER_HOSTS;
        check("host groups are static fields", hosts.contains("*.digilocker.gov.in"));
        OkycBlockedNavigationCounter counter = new OkycBlockedNavigationCounter();
        OkycFailureCode failure = null;
        for (int index = 0; index < OkycBlockedNavigationCounter.LIMIT; index++) {
            failure = counter.record(OkycNavigationDecision.BLOCK, true, false);
        }
        check("the counter", failure == OkycFailureCode.NAVIGATION_BLOCKED.INSTANCE);

        System.out.println("Java caller: " + passed + " passed, " + failed + " failed");
        if (failed > 0) System.exit(1);
    }
}
