// Checks the names the published reference page gives React Native against the generated TypeScript of the
// repository's contract. `verify` runs it beside vectors.ts for the reference suite. The checks are also
// types: a wrong or missing name does not compile, and `--check` fails before anything runs.

import { OkycBridge, OkycConfiguration, type OkycConfigurationOptions, OkycFailureCode } from "./TypeScript/index.ts";

const show = (value: unknown) => JSON.stringify(value);
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

// The names the published reference page (https://docs.okyc.stream/reference/sdk-contract) gives React Native,
// copied from the page rather than from the generated code, so the two are checked against each other.

/** The "Failure codes" table: the codes with ✓ in the React Native column. */
const publishedFailureCodes: { readonly [Code in OkycFailureCode]: true } = {
  invalid_config: true,
  load_failed: true,
  network_error: true,
  navigation_blocked: true,
  permission_denied: true,
  flow_error: true,
  webview_unavailable: true,
};

/**
 * The "Configuration" table's React Native column, plus its platform-only options ("React Native: none"): every
 * option by its React Native name, so a renamed, missing or extra option does not compile.
 */
const publishedOptions: Required<OkycConfigurationOptions> = {
  sessionUrl: "https://flow.example.com/s/sess_123#t=token_abc",
  locale: "en",
  theme: "dark",
  allowedHosts: ["partner.example.org"],
  blockScreenshots: false,
  autoCloseDelay: 0,
};

/** The "Bridges and messages" table: React Native's bridge name. */
const publishedBridgeName: "ReactNativeWebView" = OkycBridge.name;

const sorted = (names: readonly string[]) => [...names].sort();
const published: [string, boolean, string][] = [
  [
    "failure codes",
    same(sorted(Object.values(OkycFailureCode)), sorted(Object.keys(publishedFailureCodes))),
    show(Object.values(OkycFailureCode)),
  ],
  [
    "configuration options",
    same(sorted(Object.keys(OkycConfiguration.create(publishedOptions))), sorted(Object.keys(publishedOptions))) &&
      OkycConfiguration.validate(OkycConfiguration.create(publishedOptions)) === undefined,
    show(Object.keys(OkycConfiguration.create(publishedOptions))),
  ],
  ["bridge name", OkycBridge.name === publishedBridgeName, show(OkycBridge.name)],
];
for (const [what, ok, actual] of published) {
  if (!ok) console.log(`MISMATCH published names: ${what}: the generated code has ${actual}`);
}
const namesFailed = published.filter(([, ok]) => !ok).length;
console.log(`TypeScript published names: ${published.length - namesFailed} passed, ${namesFailed} failed`);

if (namesFailed > 0) Deno.exit(1);
