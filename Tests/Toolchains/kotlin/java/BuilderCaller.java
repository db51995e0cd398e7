// A Java host app's configuration, built with the generated Builder. The `java` suite of
// Tests/Toolchains/kotlin/verify also runs this class, compiled against one render, against the Kotlin of the
// same contract with an option added (its third argument): it must still link and build the same configuration,
// where a caller of the constructor's full parameter list (FullConstructorCaller) fails with NoSuchMethodError.

import stream.okyc.contract.OkycConfiguration;
import stream.okyc.contract.OkycTheme;

public final class BuilderCaller {
    static OkycConfiguration configuration() {
        return new OkycConfiguration.Builder("https://verify.okyc.example/s/1#t=abc")
            .locale("hi")
            .theme(OkycTheme.DARK.INSTANCE)
            .autoCloseDelay(0L)
            .build();
    }

    public static void main(String[] arguments) {
        OkycConfiguration configuration = configuration();
        boolean ok = "hi".equals(configuration.getLocale()) && configuration.getTheme() == OkycTheme.DARK.INSTANCE;
        System.out.println("Java builder after an option was added: " + (ok ? "1 passed, 0 failed" : "0 passed, 1 failed"));
        if (!ok) System.exit(1);
    }
}
