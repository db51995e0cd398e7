// Runs the hostile contract's vectors (Tests/Fixtures/HostileContract/contract.json) against one TypeScript
// platform's generated code: messages, results, configuration, session URLs and navigation, then behaviours the
// vectors cannot show. `verify OUT_DIR hostile` copies the platform's folder to `TypeScript/` beside this file
// and runs `deno run --check --sloppy-imports --allow-read vectors.ts VECTORS_DIR PLATFORM_ID`, once per
// TypeScript platform.
//
// Prints one count line per file and `TypeScript hostile vectors (<platform>): N passed, 0 failed`. Every name
// here is a keyword or a global type somewhere; wire keys include `__proto__` and `constructor`.

import {
  ClassBlockedNavigationCounter,
  ClassBridge,
  ClassConfiguration,
  ClassSensitive,
  type ClassNavigationDecision,
  ClassNavigationPolicy,
  type ClassResultEnding,
  ClassResultTracker,
  type ClassSender,
  ClassSenderPolicy,
  type ClassStringEvent,
  type ClassTextEvent,
  ClassSessionUrl,
  Error_,
  eventPayloadJSON,
  isDelivered,
  isKnownType,
  resultFromJSON,
  resultToJSON,
  Type,
} from "./TypeScript/index.ts";
import { type Case, casesOf, type Json, expect, isRecord, load, same, show, Tally } from "./shared.ts";

const [folder, platform] = Deno.args;
if (folder === undefined || platform === undefined) throw new Error("usage: vectors.ts VECTORS_DIR PLATFORM_ID");
const tally = new Tally(`TypeScript hostile vectors (${platform})`);
const run = (file: string, cases: readonly Case[], check: (vector: Case) => string[]) =>
  tally.run(file, cases, (vector) => String(vector.name), check);

/** The sender a vector names; `origin` and `isMainFrame` are null where the platform does not say. */
const senderOf = (vector: { readonly [key: string]: unknown }): ClassSender => ({
  origin: typeof vector.origin === "string" ? vector.origin : undefined,
  isMainFrame: typeof vector.isMainFrame === "boolean" ? vector.isMainFrame : undefined,
});

/** The flow's own main frame, which posts every message of `messages.json`, and the policy it posts under. */
const flow = (() => {
  const sender = load(folder, "messages").sender;
  if (!isRecord(sender) || typeof sender.sessionUrl !== "string") throw new Error("messages.json has no sender");
  const policy = new ClassSenderPolicy(sender.sessionUrl);
  const from = senderOf(sender);
  return { decode: (text: string) => ClassBridge.decode(text, from, policy) };
})();

const senders = load(folder, "senders");
run("senders", casesOf(folder, "senders"), (vector) => {
  const sender = senderOf(vector);
  const policy = new ClassSenderPolicy(String(vector.sessionUrl));
  const outcome = ClassBridge.decode(String(senders.message), sender, policy);
  const admitted = vector.admitted === true;
  return [
    ...expect(policy.admits(sender) === admitted, `admits ${show(sender)}: ${policy.admits(sender)}`),
    ...expect(admitted ? outcome.ok : !outcome.ok && outcome.error.kind === "untrusted_sender", `from ${show(sender)}: ${show(outcome)}`),
  ];
});

run("messages", casesOf(folder, "messages"), (vector) => {
  const outcome = flow.decode(String(vector.message));
  const decoded = vector.decoded;
  const rejection = vector.rejection;
  if (isRecord(decoded)) {
    if (!outcome.ok) return [`expected to decode, got the rejection ${show(outcome.error)}`];
    const message = outcome.value;
    const again = flow.decode(ClassBridge.encode(message));
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

run("results", casesOf(folder, "results"), (vector) => {
  const result = resultFromJSON(vector.json);
  if (vector.valid === true) {
    if (result === undefined) return ["did not decode"];
    return expect(same(resultToJSON(result), vector.json), `encodes back to ${show(resultToJSON(result))}`);
  }
  return expect(result === undefined, `must not decode, decoded ${show(result)}`);
});

/** Cases about a platform-only option list their platforms; the others apply everywhere. */
const forThisPlatform = (vector: Case) => !Array.isArray(vector.platforms) || vector.platforms.includes(platform);

run("configuration", casesOf(folder, "configuration").filter(forThisPlatform), (vector) => {
  const read = ClassConfiguration.fromJSON(vector.options);
  const failure = read.ok ? ClassConfiguration.validate(read.value) : read.error;
  if (vector.valid === true) {
    if (failure !== undefined) return [`unexpected failure ${show(failure)}`];
    if (!read.ok) return ["did not read"];
    // Whatever a host app logs a configuration with, no sensitive value shows: not the session URL, nor its token.
    const secrets = Object.values(read.value).flatMap((value) => value instanceof ClassSensitive ? [String(value.reveal())] : []);
    const token = secrets.map((secret) => secret.split("=").pop() ?? secret);
    const logged = {
      "describe": ClassConfiguration.describe(read.value),
      "JSON.stringify": JSON.stringify(read.value),
      "String": String(read.value) + String(read.value.self),
      "console.log (Deno.inspect)": Deno.inspect(read.value),
    };
    // Written back: every option this platform has, by contract name, as `written` says.
    const written = isRecord(vector.written) ? vector.written : {};
    const platformOnly = (load(folder, "configuration").platformOnly ?? {}) as { readonly [key: string]: readonly string[] };
    const expected = Object.fromEntries(Object.entries(written).filter(([key]) => !(key in platformOnly) || platformOnly[key]!.includes(platform)));
    const json = ClassConfiguration.toJSONObject(read.value);
    const again = ClassConfiguration.fromJSON(json);
    return [
      ...expect(same(json, expected), `written as ${show(json)}`),
      ...expect(again.ok && same(ClassConfiguration.toJSONObject(again.value), json), `its JSON reads back as ${show(again)}`),
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
    ...expect(failure.message.startsWith(`${String(vector.option)} `), `message ${show(failure.message)}`),
  ];
});

run("session-urls", casesOf(folder, "session-urls"), (vector) => {
  const read = ClassConfiguration.fromJSON(vector.options);
  const built = read.ok ? ClassSessionUrl.fromConfiguration(read.value) : read;
  if (typeof vector.url === "string") {
    if (!built.ok) return [`unexpected failure ${show(built.error)}`];
    return expect(built.value.href === vector.url, `built ${show(built.value.href)}`);
  }
  if (built.ok) return [`expected the ${show(vector.failure)} failure, built ${show(built.value.href)}`];
  return expect(built.error.code === vector.failure, `failure ${show(built.error)}`);
});

const navigation = load(folder, "navigation");
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
let recorder = new ClassBlockedNavigationCounter();
// A platform that cannot tell who opened a URL leaves `isUserInitiated` out.
const startOf = (vector: Case) => ({ isMainFrame: vector.mainFrame === true, isUserInitiated: typeof vector.userInitiated === "boolean" ? vector.userInitiated : undefined });
run("navigation", casesOf(folder, "navigation").concat(originCases, counterCases), (vector) => {
  if ("url" in vector) {
    const hosts = Array.isArray(vector.allowedHosts) ? vector.allowedHosts.map(String) : [];
    const decision = new ClassNavigationPolicy(String(vector.sessionUrl), hosts).decide(String(vector.url), startOf(vector));
    return expect(decision === vector.decision, `decided ${show(decision)}, expected ${show(vector.decision)}`);
  }
  if ("origin" in vector) {
    const isFlowOrigin = new ClassNavigationPolicy(String(vector.sessionUrl)).isFlowOrigin(String(vector.origin));
    return expect(isFlowOrigin === vector.isFlowOrigin, `isFlowOrigin ${isFlowOrigin}`);
  }
  if (vector.first === true) recorder = new ClassBlockedNavigationCounter();
  const step = isObject(vector.step) ? vector.step : {};
  const failure = recorder.record(String(step.decision) as ClassNavigationDecision, startOf(step)) ?? null;
  return [
    ...expect(ClassBlockedNavigationCounter.limit === counter.limit, `limit ${ClassBlockedNavigationCounter.limit}`),
    ...expect(failure === vector.failure, `recorded ${show(failure)}, expected ${show(vector.failure)}`),
  ];
});

// Each result sequence runs on a new tracker, whose host actions are named `return` and `in`.
const sequenceCases: Case[] = casesOf(folder, "result-sequences").flatMap((sequence) => {
  const steps = Array.isArray(sequence.steps) ? sequence.steps.filter(isObject) : [];
  return steps.map((step, index) => ({
    name: `${String(sequence.name)} ${index + 1}`,
    configuration: sequence.configuration ?? null,
    step,
    first: index === 0,
  }));
});
let tracker: ClassResultTracker | undefined;
run("result-sequences", sequenceCases, (vector) => {
  if (vector.first === true || tracker === undefined) {
    const read = ClassConfiguration.fromJSON(vector.configuration);
    if (!read.ok) return [`configuration did not read: ${show(read.error)}`];
    tracker = new ClassResultTracker(read.value);
  }
  const step = isObject(vector.step) ? vector.step : {};
  const args = isObject(step.arguments) ? step.arguments : {};
  let ending: ClassResultEnding | undefined;
  if (typeof step.message === "string") {
    const decoded = flow.decode(step.message);
    if (!decoded.ok) return [`the message did not decode: ${show(decoded.error)}`];
    ending = tracker.receive(decoded.value);
  } else if (step.action === "return") {
    ending = tracker.return(String(args.error) as Error_, args.other === true);
  } else if (step.action === "in") {
    ending = tracker.in();
  } else {
    return [`no action ${show(step.action)}`];
  }
  const actual = ending === undefined ? null : { result: resultToJSON(ending.result), delayMs: ending.delayMs };
  return expect(same(actual, step.ending), `returned ${show(actual)}, expected ${show(step.ending)}`);
});

// What the vectors cannot show. The names below are the generated API's; a wrong one does not compile.
const url = "https://flow.example.com/s/sess_123#default=token_abc";
const configuration = ClassConfiguration.create({ self: url, delete: "x", class: Type.default });
const behaviour: [string, boolean][] = [
  ["the self option holds the URL", configuration.self.reveal() === url],
  ["describe redacts the self option", !ClassConfiguration.describe(configuration).includes("sess_123")],
  ["an escaped default survives", configuration.string === "\"*/ /* $name ${x} \\ `tick` | <br> ünï 🚀\n"],
  ["keyword-named values", Type.class === 'class "quoted"' && Type.delete === "delete\u0000nul" && Type.function === "function\u2028separator"],
  ["values overridden to Type and String", Type.Type === "${type}" && Type.String === "String"],
  ["the guard knows every value", Object.values(Type).every((value) => isKnownType(value)) && !isKnownType("newer")],
  ["__proto__ is not a value", !isKnownType("__proto__") && !isKnownType("hasOwnProperty") && !isKnownType("constructor")],
  ["the long value", Type.long.length === 5_000],
  ["a renamed value keeps its earlier name", Type.fallback === Type.default],
  ["a renamed event keeps its earlier type name", ((event: ClassStringEvent): ClassTextEvent => event)({ type: "string", payload: { string: "x" } }).payload.string === "x"],
  ["the platform's failure codes", same(Object.values(Error_).sort(), ["Default 'invalid' */", "switch\"*/", "class $x ${y}", "delete", "Object", "unknown"].sort())],
];
tally.run("behaviour", behaviour, ([name]) => name, ([, ok]) => expect(ok, "failed"));

tally.finish();
