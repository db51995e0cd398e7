// Runs every conformance vector against the generated TypeScript of the repository's contract, or of a variant
// of it (the variant suite). `verify` copies this file beside a copy of the generated `TypeScript/` folder and
// runs it with `deno run --check --sloppy-imports --allow-read vectors.ts VECTORS_DIR`.
//
// Prints one count line per vectors file and a total (`TypeScript vectors: N passed, 0 failed`), names every
// mismatch, and exits 1 when there is one. The names the published page gives are checked by published.ts.

import {
  eventPayloadJSON,
  isDelivered,
  OkycBlockedNavigationCounter,
  OkycBridge,
  OkycConfiguration,
  type OkycFailureCode,
  type OkycResultEnding,
  OkycResultTracker,
  type OkycSender,
  OkycSenderPolicy,
  OkycSensitive,
  type OkycNavigationDecision,
  OkycNavigationPolicy,
  OkycSessionUrl,
  resultFromJSON,
  resultToJSON,
} from "./TypeScript/index.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Case = { readonly [key: string]: Json };

const folder = Deno.args[0];
if (folder === undefined) throw new Error("usage: vectors.ts VECTORS_DIR");

let passed = 0;
let failed = 0;

/** Runs `check` for each case; a case passes when `check` reports no problem. Prints the file's count line. */
function run(file: string, cases: readonly Case[], check: (vector: Case) => string[]): void {
  let filePassed = 0;
  for (const vector of cases) {
    let problems: string[];
    try {
      problems = check(vector);
    } catch (error) {
      problems = [`threw ${error instanceof Error ? error.message : String(error)}`];
    }
    if (problems.length === 0) {
      filePassed += 1;
    } else {
      for (const problem of problems) console.log(`MISMATCH ${file}: ${String(vector.name)}: ${problem}`);
    }
  }
  passed += filePassed;
  failed += cases.length - filePassed;
  console.log(`  ${file}: ${filePassed} passed, ${cases.length - filePassed} failed`);
}

function load(file: string): { readonly [key: string]: Json } {
  return JSON.parse(Deno.readTextFileSync(`${folder}/${file}.json`));
}

function casesOf(file: string): Case[] {
  const cases = load(file).cases;
  if (!Array.isArray(cases)) throw new Error(`${file}.json has no cases`);
  return cases.filter((item): item is Case => isRecord(item));
}

function isRecord(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON values compared as values: key order does not matter, and a key holding undefined counts as absent. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => same(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = (object: { readonly [key: string]: unknown }) => Object.keys(object).filter((key) => object[key] !== undefined).sort();
    const aKeys = keys(a);
    const bKeys = keys(b);
    return same(aKeys, bKeys) && aKeys.every((key) => same(a[key], b[key]));
  }
  return a === b;
}

/** `problem` when `ok` is false: collects a case's mismatches. */
function expect(ok: boolean, problem: string): string[] {
  return ok ? [] : [problem];
}

const show = (value: unknown) => JSON.stringify(value);

/** The sender a vector names; `origin` and `isMainFrame` are null where the platform does not say. */
const senderOf = (vector: { readonly [key: string]: Json }): OkycSender => ({
  origin: typeof vector.origin === "string" ? vector.origin : undefined,
  isMainFrame: typeof vector.isMainFrame === "boolean" ? vector.isMainFrame : undefined,
});

/** The flow's own main frame, which posts every message of `messages.json`, and the policy it posts under. */
const flow = (() => {
  const sender = load("messages").sender;
  if (!isRecord(sender) || typeof sender.sessionUrl !== "string") throw new Error("messages.json has no sender");
  const policy = new OkycSenderPolicy(sender.sessionUrl);
  const from = senderOf(sender as { readonly [key: string]: Json });
  return { decode: (text: string) => OkycBridge.decode(text, from, policy) };
})();

const senders = load("senders");
/** Cases about a platform-only option or field list their platforms; the others apply everywhere. */
const forReactNative = (vector: Case) => !Array.isArray(vector.platforms) || vector.platforms.includes("react_native");

run("senders", casesOf("senders"), (vector) => {
  const sender = senderOf(vector);
  const policy = new OkycSenderPolicy(String(vector.sessionUrl));
  const outcome = OkycBridge.decode(String(senders.message), sender, policy);
  const admitted = vector.admitted === true;
  return [
    ...expect(policy.admits(sender) === admitted, `admits ${show(sender)}: ${policy.admits(sender)}`),
    ...expect(admitted ? outcome.ok : !outcome.ok && outcome.error.kind === "untrusted_sender", `from ${show(sender)}: ${show(outcome)}`),
  ];
});

run("messages", casesOf("messages").filter(forReactNative), (vector) => {
  const outcome = flow.decode(String(vector.message));
  const decoded = vector.decoded;
  const rejection = vector.rejection;
  if (isRecord(decoded)) {
    if (!outcome.ok) return [`expected to decode, got the rejection ${show(outcome.error)}`];
    const message = outcome.value;
    const again = flow.decode(OkycBridge.encode(message));
    return [
      ...expect(message.event.type === decoded.type, `type ${show(message.event.type)}, expected ${show(decoded.type)}`),
      ...expect(isDelivered(message.event) === decoded.delivered, `delivered ${isDelivered(message.event)}`),
      ...expect((message.sessionId ?? null) === decoded.sessionId, `sessionId ${show(message.sessionId)}`),
      ...expect(same(eventPayloadJSON(message.event), decoded.payload), `payload ${show(eventPayloadJSON(message.event))}`),
      ...expect(again.ok && same(again.value, message), `encode then decode gave ${show(again)}`),
    ];
  }
  if (isRecord(rejection)) {
    if (outcome.ok) return [`expected the rejection ${show(rejection)}, decoded ${show(outcome.value)}`];
    const field = "field" in outcome.error ? outcome.error.field : undefined;
    return [
      ...expect(outcome.error.kind === rejection.kind, `rejection ${show(outcome.error)}, expected ${show(rejection)}`),
      ...expect(field === rejection.field, `field ${show(field)}, expected ${show(rejection.field)}`),
    ];
  }
  return ["neither decoded nor rejection"];
});

run("results", casesOf("results").filter(forReactNative), (vector) => {
  const result = resultFromJSON(vector.json);
  if (vector.valid === true) {
    if (result === undefined) return ["did not decode"];
    // What a platform sends for none reads as none: such a case names what it encodes back to.
    return expect(same(resultToJSON(result), vector.encoded ?? vector.json), `encodes back to ${show(resultToJSON(result))}`);
  }
  return expect(result === undefined, `must not decode, decoded ${show(result)}`);
});

run("configuration", casesOf("configuration").filter(forReactNative), (vector) => {
  const read = OkycConfiguration.fromJSON(vector.options);
  const failure = read.ok ? OkycConfiguration.validate(read.value) : read.error;
  if (vector.valid === true) {
    if (failure !== undefined) return [`unexpected failure ${show(failure)}`];
    if (!read.ok) return ["did not read"];
    // Whatever a host app logs a configuration with, no sensitive value shows: not the session URL, nor its token.
    const options = vector.options as { readonly [key: string]: Json };
    const listed = (load("configuration").sensitive as string[]).flatMap((name) => typeof options[name] === "string" ? [options[name] as string] : []);
    const secrets = Object.values(read.value).flatMap((value) => value instanceof OkycSensitive ? [String(value.reveal())] : []);
    if (listed.some((secret) => !secrets.includes(secret))) return [`a sensitive option is not wrapped: ${show(listed)}`];
    const token = secrets.map((secret) => secret.split("=").pop() ?? secret);
    const logged = {
      "describe": OkycConfiguration.describe(read.value),
      "JSON.stringify": JSON.stringify(read.value),
      "String": String(read.value) + String(read.value.sessionUrl),
      "console.log (Deno.inspect)": Deno.inspect(read.value),
    };
    // Written back: every option this platform has, by contract name, as `written` says.
    const written = isRecord(vector.written) ? vector.written : {};
    const platformOnly = (load("configuration").platformOnly ?? {}) as { readonly [key: string]: readonly string[] };
    const expected = Object.fromEntries(Object.entries(written).filter(([key]) => !(key in platformOnly) || platformOnly[key]!.includes("react_native")));
    const json = OkycConfiguration.toJSONObject(read.value);
    const again = OkycConfiguration.fromJSON(json);
    return [
      ...expect(same(json, expected), `written as ${show(json)}`),
      ...expect(again.ok && same(OkycConfiguration.toJSONObject(again.value), json), `its JSON reads back as ${show(again)}`),
      ...expect(secrets.length > 0 && JSON.stringify(read.value).includes('"<redacted>"'), "no sensitive option is wrapped"),
      ...Object.entries(logged).flatMap(([how, text]) =>
        expect(![...secrets, ...token].some((secret) => text.includes(secret)), `${how} shows a sensitive value: ${text}`)
      ),
    ];
  }
  if (failure === undefined) return [`expected the ${show(vector.failure)} failure for ${show(vector.option)}`];
  return [
    ...expect((read.ok ? "validate" : "read") === vector.stage, `failed at ${read.ok ? "validate" : "read"}, not ${show(vector.stage)}`),
    ...expect(failure.code === vector.failure, `failure ${show(failure)}`),
    ...expect(failure.message.startsWith(`${String(vector.option)} `), `message ${show(failure.message)} does not start with ${show(vector.option)}`),
  ];
});

run("session-urls", casesOf("session-urls"), (vector) => {
  const read = OkycConfiguration.fromJSON(vector.options);
  const built = read.ok ? OkycSessionUrl.fromConfiguration(read.value) : read;
  if (typeof vector.url === "string") {
    if (!built.ok) return [`unexpected failure ${show(built.error)}`];
    const url = built.value;
    return [
      ...expect(url.href === vector.url, `built ${show(url.href)}`),
      ...expect(!String(url).includes(url.href) && !show({ url }).includes(url.href), "toString or JSON shows the URL"),
    ];
  }
  if (built.ok) return [`expected the ${show(vector.failure)} failure, built ${show(built.value.href)}`];
  return expect(built.error.code === vector.failure, `failure ${show(built.error)}`);
});

const navigation = load("navigation");
const counter = navigation.counter;
const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === "object" && value !== null && !Array.isArray(value);
if (!isObject(counter) || !Array.isArray(counter.sequences) || !Array.isArray(navigation.origins)) {
  throw new Error("navigation.json has no counter or origins");
}
// Each sequence runs on a new counter; a step names its sequence and position.
const counterCases: Case[] = counter.sequences.filter(isObject).flatMap((sequence) => {
  const navigations = Array.isArray(sequence.navigations) ? sequence.navigations.filter(isObject) : [];
  const failures = Array.isArray(sequence.failures) ? sequence.failures : [];
  return navigations.map((step, index) => ({
    name: `counter: ${String(sequence.name)} ${index + 1}`,
    step,
    failure: failures[index] ?? null,
    first: index === 0,
  }));
});
const originCases: Case[] = navigation.origins.filter(isObject).map((origin) => ({ ...origin, name: `origin: ${String(origin.name)}` }));
let recorder = new OkycBlockedNavigationCounter();
// A platform that cannot tell who opened a URL leaves `isUserInitiated` out.
const startOf = (vector: Case) => ({ isMainFrame: vector.mainFrame === true, isUserInitiated: typeof vector.userInitiated === "boolean" ? vector.userInitiated : undefined });
run("navigation", casesOf("navigation").concat(originCases, counterCases), (vector) => {
  if ("url" in vector) {
    const hosts = Array.isArray(vector.allowedHosts) ? vector.allowedHosts.map(String) : [];
    const decision = new OkycNavigationPolicy(String(vector.sessionUrl), hosts).decide(String(vector.url), startOf(vector));
    return expect(decision === vector.decision, `decided ${show(decision)}, expected ${show(vector.decision)}`);
  }
  if ("origin" in vector) {
    const isFlowOrigin = new OkycNavigationPolicy(String(vector.sessionUrl)).isFlowOrigin(String(vector.origin));
    return expect(isFlowOrigin === vector.isFlowOrigin, `isFlowOrigin ${isFlowOrigin}`);
  }
  if (vector.first === true) recorder = new OkycBlockedNavigationCounter();
  const step = isObject(vector.step) ? vector.step : {};
  const failure = recorder.record(String(step.decision) as OkycNavigationDecision, startOf(step)) ?? null;
  return [
    ...expect(OkycBlockedNavigationCounter.limit === counter.limit, `limit ${OkycBlockedNavigationCounter.limit}`),
    ...expect(failure === vector.failure, `recorded ${show(failure)}, expected ${show(vector.failure)}`),
  ];
});

/** A host action of the result vectors by its contract name, with its arguments keyed by field name. */
function perform(tracker: OkycResultTracker, action: string, args: { [key: string]: Json }): OkycResultEnding | undefined {
  switch (action) {
    case "user_close":
      return tracker.userClose();
    case "fail":
      return tracker.fail(String(args.code) as OkycFailureCode, String(args.message));
    default:
      throw new Error(`no host action ${show(action)}`);
  }
}

// Each sequence runs on a new tracker; a step names its sequence and position.
const sequenceCases: Case[] = casesOf("result-sequences").filter(forReactNative).flatMap((sequence) => {
  const steps = Array.isArray(sequence.steps) ? sequence.steps.filter(isObject) : [];
  return steps.map((step, index) => ({
    name: `${String(sequence.name)} ${index + 1}`,
    configuration: sequence.configuration ?? null,
    step,
    first: index === 0,
  }));
});
let tracker: OkycResultTracker | undefined;
run("result-sequences", sequenceCases, (vector) => {
  if (vector.first === true || tracker === undefined) {
    const read = OkycConfiguration.fromJSON(vector.configuration);
    if (!read.ok) return [`configuration did not read: ${show(read.error)}`];
    tracker = new OkycResultTracker(read.value);
  }
  const step = isObject(vector.step) ? vector.step : {};
  let ending: OkycResultEnding | undefined;
  if (typeof step.message === "string") {
    const decoded = flow.decode(step.message);
    if (!decoded.ok) return [`the message did not decode: ${show(decoded.error)}`];
    ending = tracker.receive(decoded.value);
  } else {
    ending = perform(tracker, String(step.action), isObject(step.arguments) ? step.arguments : {});
  }
  const actual = ending === undefined ? null : { result: resultToJSON(ending.result), delayMs: ending.delayMs };
  return expect(same(actual, step.ending), `returned ${show(actual)}, expected ${show(step.ending)}`);
});

console.log(`TypeScript vectors: ${passed} passed, ${failed} failed`);

if (failed > 0) Deno.exit(1);
