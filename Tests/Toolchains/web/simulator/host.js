// The SDK side of the flow simulator, in headless Chromium (Tests/Toolchains/web/verify): for each bridge the
// contract names (or, for a contract that names none, one at `SimulatorHost.post`), it loads
// flow-simulator.html?scenario=<id> in a frame, puts the bridge on the frame's window as that platform's SDK
// does, and answers as an SDK built from the generated TypeScript alone (contract/, compiled from TypeScript/):
// the bridge decoder and sender policy, the result tracker, the dispatchers and handshake, the navigation policy
// (each navigation the frame starts is decided, and cancelled unless it loads in the WebView). Each step's outcome
// is compared with the scenario's; the results go to <pre id="results"> as JSON. `?shot=<id>` plays one scenario
// and leaves its page on screen, for a screenshot; `?control=1` is an SDK whose bridge drops every message and
// whose navigation delegate decides nothing, with which every scenario must fail (through the first bridge);
// `?sample=1` plays the other bridges' first scenario of each kind only.
import * as page from "./flow-bridge.js";
import * as contract from "./contract/index.js";
import { scenarios } from "./flow-simulator.js";
import vectors from "./vectors.js";

const settings = new URLSearchParams(location.search);
const isControl = settings.get("control") === "1";
const results = { runs: [], failures: [] };

const Bridge = Object.values(contract).find((value) => value && typeof value.decode === "function" && "protocolVersion" in value);
const SenderPolicy = Object.values(contract).find((value) => typeof value === "function" && typeof value.prototype?.admits === "function");
const NavigationPolicy = Object.values(contract).find((value) => typeof value === "function" && typeof value.prototype?.decide === "function");
const Handshake = Object.values(contract).find((value) => value && typeof value.reply === "function" && "readyType" in value);
const upperCamel = (name) => name.split("_").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
const lowerCamel = (name) => upperCamel(name).charAt(0).toLowerCase() + upperCamel(name).slice(1);
const Dispatcher = (flow) => Object.entries(contract).find(([name]) => name.endsWith(`${upperCamel(flow)}Dispatcher`))?.[1];
/** The listener-style platform whose names the dispatchers emit: the one the dispatch vectors name. */
const listenerPlatform = Object.keys(vectors.dispatch?.cases?.[0]?.calls?.[0]?.listeners ?? {})[0];

/** The flow: its main frame at the vectors' session URL (a file:// page has no https origin of its own). */
const sender = vectors.messages && { origin: vectors.messages.sender.origin, isMainFrame: true };
const senderPolicy = vectors.messages && SenderPolicy && new SenderPolicy(vectors.messages.sender.sessionUrl);

/** JSON values compared as values: key order does not matter, and a key holding undefined is absent. */
function same(a, b) {
  const sorted = (value) => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(Object.keys(value).filter((key) => value[key] !== undefined).sort().map((key) => [key, sorted(value[key])]));
  };
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/** An SDK for one scenario: what it does with each message the page posts, and each navigation it starts. */
function sdkFor(scenario, frame) {
  const outcomes = [];
  let tracker;
  if (scenario.kind === "result") {
    const configuration = contract[Object.keys(contract).find((name) => name.endsWith("Configuration") && typeof contract[name]?.fromJSON === "function")];
    const read = configuration.fromJSON(scenario.configuration);
    const Tracker = Object.values(contract).find((value) => typeof value === "function" && typeof value.prototype?.receive === "function");
    tracker = read.ok ? new Tracker(read.value) : undefined;
  }
  let calls = [];
  const dispatcher = scenario.flow ? new (Dispatcher(scenario.flow))((name, payload) => calls.push({ name, payload: payload ?? null })) : undefined;
  return {
    outcomes,
    receive(text) {
      if (dispatcher) {
        const outcome = dispatcher.dispatch(text);
        outcomes.push({ outcome: outcome.kind, calls: calls.map((call) => ({ listener: call.name, argument: call.payload })) });
        calls = [];
        // The page is ready: post the reply into it, as a host's evaluateJavascript does.
        if (outcome.kind === "handshake_ready") {
          // The values by the reply's members, as TypeScript names the contract's fields.
          const fields = Object.fromEntries(scenario.replyFields.map((field) => [lowerCamel(field.name), scenario.values[field.wire]]));
          const reply = Handshake.reply(fields);
          frame.contentWindow.eval(`window.postMessage(${JSON.stringify(reply)}, "*")`);
        }
        return;
      }
      const decoded = Bridge.decode(text, sender, senderPolicy);
      if (!decoded.ok) return void outcomes.push({ rejection: decoded.error });
      const ending = tracker?.receive(decoded.value);
      outcomes.push({ ending: ending === undefined ? null : { result: contract.resultToJSON(ending.result), delayMs: ending.delayMs } });
    },
    navigate(url, userInitiated) {
      const policy = new NavigationPolicy(scenario.sessionUrl, scenario.allowedHosts);
      // A scenario for a platform that cannot tell who started a navigation says so with null.
      const isUserInitiated = scenario.userInitiated === null ? undefined : userInitiated;
      const decision = policy.decide(url, { isMainFrame: true, isUserInitiated });
      outcomes.push({ decision });
      return decision;
    },
  };
}

/** Whether the SDK did what each step says. */
function check(scenario, sdk, frameState) {
  const problems = [];
  const expected = scenario.steps.filter((step) => "expect" in step);
  if (sdk.outcomes.length !== expected.length) problems.push(`${sdk.outcomes.length} outcomes for ${expected.length} steps`);
  expected.forEach((step, index) => {
    const got = sdk.outcomes[index];
    if (got === undefined) return;
    const want = step.expect;
    let ok;
    if ("ending" in want) ok = same(got.ending, want.ending);
    else if ("rejection" in want) ok = got.rejection?.kind === want.rejection.kind;
    else if ("decision" in want) ok = got.decision === want.decision;
    else {
      const calls = want.calls.map((call) => ({ listener: call.listeners?.[listenerPlatform] ?? null, argument: call.argument }));
      ok = got.outcome === want.outcome && same(got.calls, calls);
    }
    if (!ok) problems.push(`step ${index + 1}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
  });
  if (scenario.steps.some((step) => "awaitReply" in step) && frameState?.reply !== "as expected") {
    problems.push(`the page's reply: ${frameState?.reply}`);
  }
  return problems;
}

/** Puts a bridge object on `scope` at `path`, whose `method` hands the SDK the text, as each platform's SDK does. */
function inject(scope, path, method, receive) {
  let target = scope;
  for (const key of path.slice(0, -1)) target = target[key] ??= {};
  const object = {};
  object[method] = function (text) {
    if (this !== object) throw new TypeError("the bridge's method was called off its object");
    receive(String(text));
  };
  target[path[path.length - 1]] = object;
}

/** Plays `scenario` through `endpoint` in a new frame; resolves with the frame's state, once done. */
function run(scenario, endpoint, keep) {
  return new Promise((resolve) => {
    const frame = document.createElement("iframe");
    const named = endpoint.platform === "named" ? "&bridge=SimulatorHost.post" : "";
    frame.src = `flow-simulator.html?scenario=${encodeURIComponent(scenario.id)}${named}`;
    if (keep) frame.className = "shot";
    const sdk = sdkFor(scenario, frame);
    let finished = false;
    const end = (state) => {
      if (finished) return;
      finished = true;
      clearInterval(watch);
      if (!keep) frame.remove();
      resolve({ sdk, state });
    };
    let injected = false;
    // The SDK injects its bridge as the page starts; the page waits for it.
    const watch = setInterval(() => {
      const scope = frame.contentWindow;
      let document;
      try {
        document = scope.document;
      } catch {
        return;
      }
      if (!injected && scope.location.href.includes("flow-simulator.html") && document.readyState !== "loading") {
        injected = true;
        inject(scope, endpoint.path, endpoint.method, (text) => isControl || sdk.receive(text));
        // The WebView's navigation delegate: each navigation the page starts is decided before it happens.
        scope.navigation?.addEventListener("navigate", (event) => {
          const decision = isControl ? "none" : sdk.navigate(event.destination.url, event.userInitiated);
          if (decision !== "webview") event.preventDefault();
          setTimeout(() => end({ done: true }), 0);
        });
      }
      if (document.title.startsWith("done") && !scenario.steps.some((step) => "navigate" in step)) {
        end(JSON.parse(document.querySelector("#state").textContent));
      }
    }, 5);
    setTimeout(() => end(undefined), 5000);
    document.body.append(frame);
  });
}

const endpoints = page.endpoints?.length ? page.endpoints : [{ platform: "named", path: ["SimulatorHost"], method: "post" }];
const shot = settings.get("shot");
if (shot) {
  const scenario = scenarios.find((candidate) => candidate.id === shot);
  const { sdk, state } = await run(scenario, endpoints[0], true);
  document.querySelector("#results").textContent = JSON.stringify({ problems: check(scenario, sdk, state) });
} else {
  // The control needs one bridge to show that a broken SDK fails every scenario; `sample=1` plays every scenario
  // through the first bridge and the first of each kind through the others.
  const isSample = settings.get("sample") === "1";
  const firsts = scenarios.filter((scenario, index) => scenarios.findIndex((other) => other.kind === scenario.kind) === index);
  for (const [position, endpoint] of (isControl ? endpoints.slice(0, 1) : endpoints).entries()) {
    for (const scenario of isSample && position > 0 ? firsts : scenarios) {
      const { sdk, state } = await run(scenario, endpoint, false);
      const problems = check(scenario, sdk, state);
      results.runs.push({ platform: endpoint.platform, scenario: scenario.id, kind: scenario.kind, ok: problems.length === 0 });
      for (const problem of problems) results.failures.push(`${endpoint.platform} ${scenario.id}: ${problem}`);
    }
  }
  document.querySelector("#results").textContent = JSON.stringify(results);
}
