// A Java host app's configuration, built with the constructor's full parameter list. Compiled with the other
// callers; the `java` suite runs it against the Kotlin of the contract with an option added, where it must fail
// with NoSuchMethodError: the reason BuilderCaller uses the Builder.

import java.util.List;
import stream.okyc.contract.OkycConfiguration;
import stream.okyc.contract.OkycTheme;

public final class FullConstructorCaller {
    public static void main(String[] arguments) {
        OkycConfiguration configuration = new OkycConfiguration(
            "https://verify.okyc.example/s/1#t=abc", "hi", OkycTheme.DARK.INSTANCE, List.of(), true, 0L, "Verify");
        System.out.println("linked: " + configuration.getLocale());
    }
}
