// The generated TypeScript's rules driven directly, as Tests/GeneratedContractTests drives the Swift: round
// trips of typed values, values from a newer flow, the size limit, host tricks, redaction, defaults, and what
// only JavaScript has (lone surrogates, inherited members such as `constructor`). `verify` runs it with
// `deno run --check --sloppy-imports behaviour.ts` beside a copy of the generated `TypeScript/` folder.
//
// Prints `TypeScript behaviour: N passed, N failed`, names each failed check, and exits 1 when one fails.

import {
  type OkycEvent,
  OkycBlockedNavigationCounter,
  OkycBridge,
  OkycConfiguration,
  OkycSensitive,
  type OkycMessage,
  OkycNavigationPolicy,
  type OkycResult,
  type OkycSender,
  OkycSenderPolicy,
  OkycSessionStatus,
  OkycSessionUrl,
  OkycTheme,
  OkycWebViewSecurity,
  isDelivered,
  isKnownSessionStatus,
  isReadyEvent,
  resultFromJSON,
  resultToJSON,
} from "./TypeScript/index.ts";
import { FieldProblem, isFieldProblem } from "./TypeScript/json.ts";

let passed = 0;
let failed = 0;

/** The flow's main frame at the checks' session URL: where every message below is posted from. */
const flowPolicy = new OkycSenderPolicy("https://verify.okyc.example/s/1#t=abc");
const flowSender: OkycSender = { origin: "https://verify.okyc.example", isMainFrame: true };
const decodeFromFlow = (text: string) => OkycBridge.decode(text, flowSender, flowPolicy);

function check(name: string, ok: boolean, detail?: unknown): void {
  if (ok) {
    passed += 1;
  } else {
    failed += 1;
    console.log(`FAILED behaviour: ${name}${detail === undefined ? "" : `: ${JSON.stringify(detail)}`}`);
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// A switch over every event, checked by the compiler: a new event type makes this file fail to compile.
function label(event: OkycEvent): string {
  switch (event.type) {
    case "ready":
    case "complete":
      return `${event.type}: ${event.payload.status}`;
    case "step_started":
    case "step_completed":
      return `${event.type}: ${event.payload.step}`;
    case "error":
      return `error: ${event.payload.code}`;
    case "exit":
      return "exit";
    case "resize":
      return `resize: ${event.payload.height}`;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

// Round trips: every event through the bridge, every result through JSON.
const events: OkycEvent[] = [
  { type: "ready", payload: { status: OkycSessionStatus.processing } },
  { type: "step_started", payload: { step: "document" } },
  { type: "step_completed", payload: { step: "selfie" } },
  { type: "complete", payload: { status: "approved" } },
  { type: "error", payload: { step: "document", code: "blurry" } },
  { type: "error", payload: { code: "timeout" } },
  { type: "exit", payload: {} },
  { type: "resize", payload: { height: 720 } },
  { type: "ready", payload: { status: "archived" } },
];
for (const event of events) {
  const message: OkycMessage = { sessionId: "sess_1", event };
  const decoded = decodeFromFlow(OkycBridge.encode(message));
  check(`${label(event)} round-trips through the bridge`, decoded.ok && same(decoded.value, message), decoded);
  // `complete` ends the flow with a `completed` that names its session, so the contract requires one.
  const bare = decodeFromFlow(OkycBridge.encode({ event } as OkycMessage));
  const expected = event.type === "complete"
    ? !bare.ok && bare.error.kind === "invalid_envelope" && bare.error.field === "sessionId"
    : bare.ok && same(bare.value, { event });
  check(`${label(event)} without a session id`, expected, bare);
}

const results: OkycResult[] = [
  { type: "completed", sessionId: "sess_1", status: "declined" },
  { type: "cancelled", sessionId: "sess_1" },
  { type: "cancelled" },
  { type: "failed", code: "network_error", message: "offline", sessionId: "sess_1" },
  { type: "failed", code: "future_code", message: "?" },
];
for (const result of results) {
  check(`${JSON.stringify(result)} round-trips through JSON`, same(resultFromJSON(JSON.parse(JSON.stringify(resultToJSON(result)))), result));
}
check(
  "result JSON uses the contract's wire names",
  same(resultToJSON({ type: "failed", code: "network_error", message: "offline" }), { type: "failed", code: "network_error", message: "offline" }),
);

// Values a newer flow sends are kept, and told apart from the known ones.
const archived = decodeFromFlow('{"source":"okyc","v":1,"type":"ready","payload":{"status":"archived"}}');
check("a status from a newer flow is kept", archived.ok && isReadyEvent(archived.value.event) && archived.value.event.payload.status === "archived");
check("a status from a newer flow is not a known one", !isKnownSessionStatus("archived") && isKnownSessionStatus("approved"));
check("the known themes, in contract order", same(Object.values(OkycTheme), ["light", "dark", "system"]));

// The size limit counts UTF-8 bytes, up to and including the limit.
const exitWith = (padding: string) => `{"source":"okyc","v":1,"type":"exit","payload":{"pad":"${padding}"}}`;
const base = exitWith("").length;
const atLimit = decodeFromFlow(exitWith("a".repeat(OkycBridge.maxMessageBytes - base)));
check("a message of exactly the limit decodes", atLimit.ok && atLimit.value.event.type === "exit");
const overLimit = decodeFromFlow(exitWith("a".repeat(OkycBridge.maxMessageBytes + 1 - base)));
check("one byte more is rejected", !overLimit.ok && same(overLimit.error, { kind: "too_large", bytes: OkycBridge.maxMessageBytes + 1 }));
const accents = exitWith("é".repeat(5_100));
const accented = decodeFromFlow(accents);
check("the limit counts UTF-8 bytes, not characters", accents.length < 10_240 && !accented.ok && accented.error.kind === "too_large");
const emoji = decodeFromFlow(exitWith("😀".repeat(2_600)));
check("a character outside the BMP counts four bytes", !emoji.ok && same(emoji.error, { kind: "too_large", bytes: base + 4 * 2_600 }));
const lone = decodeFromFlow(exitWith("\ud800"));
check("a lone surrogate is not I-JSON: dropped as not_json, without throwing", !lone.ok && same(lone.error, { kind: "not_json" }));
const lones = decodeFromFlow(exitWith("\udc00".repeat(3_500)));
check("a lone surrogate counts three bytes, as the U+FFFD an encoder writes", !lones.ok && same(lones.error, { kind: "too_large", bytes: base + 3 * 3_500 }));

// The envelope: version, source, type and fields.
const rejection = (text: string) => {
  const outcome = decodeFromFlow(text);
  return outcome.ok ? undefined : outcome.error;
};
check("another version", same(rejection('{"source":"okyc","v":2,"type":"exit"}'), { kind: "unsupported_version" }));
check("a version that is not a number", same(rejection('{"source":"okyc","v":true,"type":"exit"}'), { kind: "unsupported_version" }));
check("the version 1.0 is 1", decodeFromFlow('{"source":"okyc","v":1.0,"type":"exit"}').ok);
check("another source", same(rejection('{"source":"other","v":1,"type":"exit"}'), { kind: "wrong_source", source: "other" }));
check("an unknown type", same(rejection('{"source":"okyc","v":1,"type":"teleport"}'), { kind: "unknown_type", type: "teleport" }));
check(
  "a mistyped field names what it expects",
  same(rejection('{"source":"okyc","v":1,"type":"resize","payload":{"height":"tall"}}'), {
    kind: "invalid_field",
    type: "resize",
    field: "height",
    expected: "a whole number",
  }),
);
// Only the flow may post: DigiLocker loads in the WebView, but its `complete` is dropped unread.
const approved = '{"source":"okyc","v":1,"type":"complete","sessionId":"s1","payload":{"status":"approved"}}';
const digiLocker: OkycSender = { origin: "https://digilocker.meripehchaan.gov.in/signin", isMainFrame: undefined };
const forged = OkycBridge.decode(approved, digiLocker, flowPolicy);
check("DigiLocker cannot complete the flow", !forged.ok && forged.error.kind === "untrusted_sender", forged);
// react-native-webview's `nativeEvent.url` is a whole URL, and says nothing of the frame.
check("nativeEvent.url names the flow", decodeFromFlow(approved).ok && OkycBridge.decode(approved, { origin: "https://verify.okyc.example/s/1?step=2#t=abc" }, flowPolicy).ok);
const frame = OkycBridge.decode(approved, { origin: "https://verify.okyc.example", isMainFrame: false }, flowPolicy);
check("a frame inside the flow cannot post", !frame.ok && frame.error.kind === "untrusted_sender");
// JavaScript callers pass what the platform gave, null included.
const nulls = OkycBridge.decode(approved, { origin: null, isMainFrame: null } as unknown as OkycSender, flowPolicy);
check("a null origin is nobody", !nulls.ok && nulls.error.kind === "untrusted_sender");
check("a policy from a configuration", OkycSenderPolicy.forConfiguration(OkycConfiguration.create({ sessionUrl: "https://verify.okyc.example/s/1" })).admits(flowSender));
check("a null session id is none", same(decodeFromFlow('{"source":"okyc","v":1,"type":"exit","sessionId":null}'), { ok: true, value: { sessionId: undefined, event: { type: "exit", payload: {} } } }));
const resize = decodeFromFlow('{"source":"okyc","v":1,"type":"resize","payload":{"height":480}}');
check("resize is recognised but not delivered", resize.ok && resize.value.event.type === "resize" && !isDelivered(resize.value.event));

// Inherited members of JavaScript objects are not fields, types or results.
check("an inherited member is not an event type", same(rejection('{"source":"okyc","v":1,"type":"constructor"}'), { kind: "unknown_type", type: "constructor" }));
check("an inherited member is not a payload field", same(rejection('{"source":"okyc","v":1,"type":"ready","payload":{}}'), { kind: "missing_field", type: "ready", field: "status" }));
check("an inherited member is not a result", resultFromJSON({ type: "toString" }) === undefined && resultFromJSON(JSON.parse('{"__proto__":{"type":"cancelled"}}')) === undefined);
check("an envelope's source is its own", same(rejection('{"__proto__":{"source":"okyc"},"v":1,"type":"exit"}'), { kind: "wrong_source" }));

// Navigation.
const policy = new OkycNavigationPolicy("https://verify.okyc.example/s/1#t=abc");
const decisions: [string, string][] = [
  ["https://digilocker.gov.in@evil.com/", "block"],
  ["https://evil-digilocker.gov.in/", "browser"],
  ["https://digilocker.gov.in.evil.com/", "browser"],
  ["https://accounts.digilocker.gov.in/signin", "webview"],
  ["https://API.DIGITALLOCKER.GOV.IN./x", "webview"],
  ["https://digilocker.meripehchaan.gov.in/", "webview"],
  ["javascript:alert(1)", "block"],
  ["intent://scan/#Intent;scheme=zxing;end", "block"],
  ["file:///etc/hosts", "block"],
  ["data:text/html,hi", "block"],
  ["https://verify.okyc.example/next", "webview"],
  ["https://example.com/help", "browser"],
  ["https://[::1]/x", "browser"],
  ["https://evil.com\\@verify.okyc.example/", "block"],
];
const tap = { isMainFrame: true, isUserInitiated: true };
for (const [url, decision] of decisions) check(`${url} is ${decision}`, policy.decide(url, tap) === decision, policy.decide(url, tap));
const withHosts = OkycNavigationPolicy.forConfiguration(
  OkycConfiguration.create({ sessionUrl: "https://verify.okyc.example/s/1#t=abc", allowedHosts: ["*.cdn.example.net"] }),
);
check("a configuration's allowed hosts load in the WebView", withHosts.decide("https://img.cdn.example.net/a.png", tap) === "webview");
check("the contract names its host groups", OkycNavigationPolicy.digiLockerHosts.includes("*.digilocker.gov.in"));

const counter = new OkycBlockedNavigationCounter();
const byThePage = { isMainFrame: true, isUserInitiated: false };
const recorded = [counter.record("block", byThePage), counter.record("block", byThePage), counter.record("block", byThePage)];
check("repeated refused navigation fails the flow", same(recorded, [undefined, undefined, "navigation_blocked"]) && counter.count === 3, recorded);
// Three taps on the terms, privacy and help links open the system browser; they never end the flow.
const taps = new OkycBlockedNavigationCounter();
const tapped = ["https://okyc.example/terms", "https://okyc.example/privacy", "https://help.okyc.example/"].map((url) => {
  const decision = policy.decide(url, tap);
  return [decision, taps.record(decision, tap)];
});
check("links the user opens in the system browser do not count", tapped.every(([decision, failure]) => decision === "browser" && failure === undefined) && taps.count === 0, tapped);
check("the counter's limit", OkycBlockedNavigationCounter.limit === 3);

// The session URL: its query before the fragment, and never shown.
const configuration = OkycConfiguration.create({
  sessionUrl: "https://verify.okyc.example/s/1?a=b#t=secret-token",
  locale: "hi",
  theme: "dark",
});
const built = OkycSessionUrl.fromConfiguration(configuration);
check("the query goes before the fragment", built.ok && built.value.href === "https://verify.okyc.example/s/1?a=b&locale=hi&theme=dark#t=secret-token");
if (built.ok) {
  for (const text of [String(built.value), `${built.value}`, JSON.stringify({ url: built.value }), OkycConfiguration.describe(configuration)]) {
    check("descriptions never show the session URL", !text.includes("secret-token") && !text.includes("verify.okyc.example"), text);
  }
}
const encoded = OkycSessionUrl.fromConfiguration({ ...configuration, locale: "a!'()*\ud800" });
check("every byte but the unreserved ones is percent-encoded", encoded.ok && encoded.value.href.includes("locale=a%21%27%28%29%2A%EF%BF%BD&"), encoded.ok && encoded.value.href);
const nullLocale = OkycSessionUrl.fromConfiguration({
  ...configuration,
  sessionUrl: new OkycSensitive("https://verify.okyc.example/s/1?locale=stale#t=x"),
  locale: null,
});
check("a null query option removes a stale parameter", nullLocale.ok && nullLocale.value.href === "https://verify.okyc.example/s/1?theme=dark#t=x");

// A sensitive value logs as <redacted> however it is logged, and reveal() gives it back.
const secret = new OkycSensitive("https://verify.okyc.example/s/1#t=secret-token");
const logged = [String(secret), `${secret}`, JSON.stringify({ secret }), Deno.inspect(secret), Deno.inspect({ nested: [secret] })];
check("a sensitive value never logs", logged.every((text) => text.includes("<redacted>") && !text.includes("secret-token")), logged);
check("reveal gives the value back", secret.reveal() === "https://verify.okyc.example/s/1#t=secret-token");

// Defaults and validation.
const defaults = OkycConfiguration.create({ sessionUrl: "https://verify.okyc.example/s/1#t=abc" });
// A host that changes its array afterwards does not change the configuration.
const hostList = ["partner.example.org"];
const owned = OkycConfiguration.create({ sessionUrl: "https://verify.okyc.example/s/1#t=abc", allowedHosts: hostList });
hostList.push("evil.example");
check("a configuration keeps its own frozen copy of the host list", same(owned.allowedHosts, ["partner.example.org"]) && Object.isFrozen(owned.allowedHosts));
check(
  "defaults",
  defaults.sessionUrl.reveal() === "https://verify.okyc.example/s/1#t=abc" && same({ ...defaults, sessionUrl: undefined }, {
    sessionUrl: undefined,
    locale: null,
    theme: "system",
    allowedHosts: [],
    blockScreenshots: true,
    autoCloseDelay: 2000,
  }),
  defaults,
);
check("the defaults are valid", OkycConfiguration.validate(defaults) === undefined);
check("null turns the auto-close delay off", OkycConfiguration.create({ sessionUrl: "x", autoCloseDelay: null }).autoCloseDelay === null);
check(
  "a negative delay is the invalid_config failure",
  same(OkycConfiguration.validate({ ...defaults, autoCloseDelay: -1 }), { code: "invalid_config", message: "auto_close_delay cannot be negative" }),
);
check("a delay is whole milliseconds", OkycConfiguration.validate({ ...defaults, autoCloseDelay: 1.5 })?.message === "auto_close_delay must be a whole number");
check("a delay past 2^53 - 1 is not a whole number any platform reads", OkycConfiguration.validate({ ...defaults, autoCloseDelay: 1e300 })?.message === "auto_close_delay must be a whole number");
check("a session URL without its token fails", OkycConfiguration.validate({ ...defaults, sessionUrl: new OkycSensitive("https://verify.okyc.example/s/1") })?.code === "invalid_config");
check(
  "a theme a JavaScript caller made up fails",
  OkycConfiguration.validate({ ...defaults, theme: "sepia" as OkycTheme })?.message === "theme has the unknown value 'sepia'",
);
const fromJSON = OkycConfiguration.fromJSON({ session_url: "https://verify.okyc.example/s/1#t=abc", auto_close_delay: null, theme: null });
check("JSON: null keeps the delay off and gives the theme its default", fromJSON.ok && fromJSON.value.autoCloseDelay === null && fromJSON.value.theme === "system");
const notObject = OkycConfiguration.fromJSON(["session_url"]);
check("JSON: a configuration is an object", !notObject.ok && notObject.error.message === "configuration must be a JSON object");

// Compiled to ES5, a subclass of Error comes out with Error's prototype, so `instanceof FieldProblem` is false;
// the generated code tells a FieldProblem by its mark instead.
const es5Problem: unknown = Object.setPrototypeOf(new FieldProblem("theme", false, "a string"), Error.prototype);
check("a FieldProblem with ES5's prototype is still one", !(es5Problem instanceof FieldProblem) && isFieldProblem(es5Problem));
check("another error is not a FieldProblem", !isFieldProblem(new Error("theme")) && !isFieldProblem(null) && !isFieldProblem("x"));

// The published page's Security bullets, as the constants an SDK applies to react-native-webview.
check(
  "the page settings",
  OkycWebViewSecurity.javaScriptEnabled && OkycWebViewSecurity.domStorageEnabled && !OkycWebViewSecurity.allowsFileAccess &&
    !OkycWebViewSecurity.allowsMixedContent && !OkycWebViewSecurity.allowsThirdPartyCookies,
);
check(
  "inspection in debug builds only",
  OkycWebViewSecurity.isInspectionEnabled(true) && !OkycWebViewSecurity.isInspectionEnabled(false),
);
check("media capture for the flow origin", OkycWebViewSecurity.mediaCapture === "flow_origin");
check("storage cleared, the URL never logged", OkycWebViewSecurity.clearsWebsiteDataOnEnd && !OkycWebViewSecurity.logsSessionUrl);

console.log(`TypeScript behaviour: ${passed} passed, ${failed} failed`);
if (failed > 0) Deno.exit(1);

