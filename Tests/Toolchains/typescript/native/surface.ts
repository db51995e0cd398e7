// The native-wrapper fixture's SDK surface (Tests/Fixtures/NativeWrapper), as its React Native module declares it;
// the generated conformance suite runs its vectors. `verify OUT_DIR native` copies this file beside a copy of the
// generated `TypeScript/` folder and runs it with `deno run --check --sloppy-imports surface.ts VECTORS_DIR`.

import type { LinkTokenConfiguration } from "./TypeScript/index.ts";

// The configuration `create` takes is one object of the options it picks and the flow's callbacks: the check is
// `deno --check` compiling this literal, which leaves out the defaulted options and the optional callbacks.
let succeeded = false;
const configuration: LinkTokenConfiguration = {
  token: "link-sandbox",
  onSuccess: (publicToken) => {
    succeeded = publicToken === "public-sandbox";
  },
};
configuration.onSuccess("public-sandbox", { accounts: [], linkSessionId: "session" });
console.log(`TypeScript native surface: ${succeeded ? 1 : 0} passed, ${succeeded ? 0 : 1} failed`);
if (!succeeded) Deno.exit(1);
