// Runs in headless Chromium (Tests/Toolchains/web/verify) or in a browser a person opens: the generated page
// module (flow-bridge.js) sends every message the vectors decode through each platform's bridge, injected as that
// platform's SDK injects it, and the generated TypeScript host decoder (contract/, compiled from TypeScript/)
// reads what the bridge received. The results go to <pre id="results"> as JSON for the script, and to the
// tables for a person.
import * as web from "./flow-bridge.js";
import * as contract from "./contract/index.js";
import vectors from "./vectors.js";

const results = { bridges: {}, navigation: null, legacy: null, behaviour: [], failures: [], captured: [] };
const canonical = (text) => JSON.stringify(JSON.parse(text));
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function row(table, cells, ok) {
  const tr = document.createElement("tr");
  cells.forEach((cell, index) => {
    const td = document.createElement("td");
    if (index === 1 && table === "log") {
      const code = document.createElement("code");
      code.textContent = cell;
      td.append(code);
    } else {
      td.textContent = String(cell);
    }
    if (index === cells.length - 1 && ok !== undefined) td.className = ok ? "ok" : "bad";
    tr.append(td);
  });
  document.querySelector(`#${table} tbody`).append(tr);
}

/**
 * Puts a bridge on `window` where `endpoint` says, as the platform's SDK does: an object whose method takes the
 * message's text. Like Android's Java bridge, the method refuses to be called off its object, and like every
 * bridge it takes text only (an object would arrive as "[object Object]"). Returns what removes it again.
 */
function inject(endpoint, received) {
  const created = [];
  let target = window;
  for (const key of endpoint.path.slice(0, -1)) {
    if (target[key] == null) {
      target[key] = {};
      created.push([target, key]);
    }
    target = target[key];
  }
  const last = endpoint.path[endpoint.path.length - 1];
  const object = {};
  object[endpoint.method] = function (text) {
    if (this !== object) throw new TypeError("the bridge's method was called off its object");
    if (typeof text !== "string") throw new TypeError("the bridge takes text");
    received.push(text);
  };
  target[last] = object;
  created.push([target, last]);
  return () => created.reverse().forEach(([owner, key]) => delete owner[key]);
}

const Bridge = Object.values(contract).find((value) => value && typeof value.decode === "function" && "protocolVersion" in value);
const SenderPolicy = Object.values(contract).find((value) => typeof value === "function" && value.prototype && typeof value.prototype.admits === "function");
const eventPayload = contract.eventPayloadJSON;

/** The flow: this page, in the main frame, at the vectors' session URL (a file:// page has no https origin of its own). */
const flow = vectors.messages && {
  sender: { origin: vectors.messages.sender.origin, isMainFrame: window === window.top },
  policy: SenderPolicy && new SenderPolicy(vectors.messages.sender.sessionUrl),
};

/**
 * Loads a frame that runs `script` (with `parent` at hand), then posts a last message of its own, and resolves
 * with what it posted before that. `sandbox` gives the frame an opaque origin: cross-origin to this page. No
 * timer: under virtual time a frame in another process posts after timers that looked long enough.
 */
function frameThatPosts(script, { sandbox }) {
  const last = "contractgen: the frame is done";
  return new Promise((resolve) => {
    const frame = document.createElement("iframe");
    if (sandbox) frame.sandbox = "allow-scripts";
    frame.srcdoc = `<script>${script}; parent.postMessage(${JSON.stringify(last)}, "*");<\/script>`;
    const posted = [];
    const listener = (event) => {
      if (event.source !== frame.contentWindow) return;
      if (event.data !== last) return void posted.push({ data: event.data, origin: event.origin });
      window.removeEventListener("message", listener);
      frame.remove();
      resolve(posted[0]);
    };
    window.addEventListener("message", listener);
    document.body.append(frame);
  });
}

/** Every decoded message case, sent by the page through `endpoint`'s bridge and decoded by the host. */
function sendThrough(endpoint) {
  const received = [];
  const remove = inject(endpoint, received);
  const counts = { sent: 0, received: 0, decoded: 0, equal: 0, refused: 0 };
  for (const vector of vectors.messages.cases) {
    // A case that names its platforms (a field some platforms have) is theirs: their SDKs' runners check it.
    if (!vector.decoded || vector.platforms) continue;
    const before = received.length;
    const page = web.createFlowBridge({ sessionId: vector.decoded.sessionId });
    const result = page.send(vector.decoded.type, vector.decoded.payload);
    // A newer flow's value: a string, or the number an enum of numbers lacks, which the case names.
    const newer = JSON.stringify(vector.decoded.payload).includes("value_from_a_newer_flow")
      || vector.name.includes("holds a value from a newer flow");
    if (result.status === "invalid" && newer) {
      // A value the contract does not list: the page never sends one.
      counts.refused += 1;
      continue;
    }
    if (result.status !== "sent" || received.length !== before + 1) {
      results.failures.push(`${endpoint.platform}: ${vector.name}: ${JSON.stringify(result)}, ${received.length - before} received`);
      continue;
    }
    counts.sent += 1;
    const text = received[received.length - 1];
    const outcome = Bridge.decode(text, flow.sender, flow.policy);
    if (outcome.ok) counts.decoded += 1;
    const equal = outcome.ok && outcome.value.event.type === vector.decoded.type
      && (outcome.value.sessionId ?? null) === vector.decoded.sessionId && same(eventPayload(outcome.value.event), vector.decoded.payload);
    if (equal) counts.equal += 1;
    else results.failures.push(`${endpoint.platform}: ${vector.name}: the host decoded ${JSON.stringify(outcome)}`);
    results.captured.push({ name: `${endpoint.platform}: ${vector.name}`, message: text, decoded: vector.decoded });
    if (received.length - before === 1 && counts.sent <= 3) row("log", [endpoint.platform, text, new TextEncoder().encode(text).length, equal ? "equal" : "differs"], equal);
  }
  counts.received = received.length;
  remove();
  return counts;
}

/**
 * A cross-origin frame inside the flow posts the message that ends it, to a bridge that names the sender as
 * Android's WebMessageListener and WebKit's frameInfo do: the origin and frame the browser gives the frame.
 * The host drops it; the flow's own message decodes.
 */
async function checkForgedSender() {
  const message = vectors.senders.message;
  const posted = await frameThatPosts(`parent.postMessage({ text: ${JSON.stringify(message)}, sender: { origin: self.origin, isMainFrame: self === top } }, "*");`, { sandbox: true });
  const forged = posted && Bridge.decode(posted.data.text, posted.data.sender, flow.policy);
  results.behaviour.push(["a cross-origin frame reports itself as the browser sees it (origin null, not the main frame)",
    posted !== undefined && posted.data.sender.origin === "null" && posted.data.sender.isMainFrame === false && posted.origin === "null"]);
  results.behaviour.push(["the host drops what a cross-origin frame posts, unread", forged !== undefined && !forged.ok && forged.error.kind === "untrusted_sender"]);
  results.behaviour.push(["the host reads what the flow's main frame posts", Bridge.decode(message, flow.sender, flow.policy).ok]);
}

/** For every URL the policy loads in the WebView, the browser's own parser finds a host the policy allows. */
function checkNavigation() {
  const Policy = Object.values(contract).find((value) => typeof value === "function" && value.prototype && typeof value.prototype.decide === "function");
  const groups = Object.values(Policy).filter(Array.isArray).flat();
  const counts = { checked: 0, agreed: 0 };
  for (const vector of vectors.navigation.cases) {
    if (vector.decision !== "webview" || !/^https?:/i.test(vector.url)) continue;
    counts.checked += 1;
    const url = new URL(vector.url);
    const session = new URL(vector.sessionUrl);
    const patterns = [session.host, ...vector.allowedHosts, ...groups];
    const matches = patterns.some((pattern) => {
      const [host, port = ""] = pattern.toLowerCase().split(":");
      // The browser keeps a trailing dot, the DNS root, which names the same host; the policy reads it so too.
      const hostname = url.hostname.replace(/\.$/, "");
      const hostFits = host.startsWith("*.") ? hostname.endsWith(host.slice(1)) : hostname === host;
      // A port is a number: `0443` in a pattern is the default port the browser leaves out.
      return hostFits && Number(url.port || 443) === Number(port || 443);
    });
    if (matches) counts.agreed += 1;
    else results.failures.push(`navigation: ${vector.name}: the browser reads host ${url.host}, which the policy does not allow`);
  }
  return counts;
}

/** The legacy integration: the handshake, and every message the dispatch vectors dispatch. */
async function checkLegacy() {
  const received = [];
  const page = web.createLegacyBridge({ post: (text) => received.push(text) });
  const counts = { sent: 0, received: 0, equal: 0, unknown: 0 };
  const handshake = vectors.dispatch.handshake;
  // A field under its earlier key is what a page from before the rename sent; this page writes the current key.
  const dispatched = vectors.dispatch.cases.filter((vector) => vector.outcome !== "rejected" && !vector.name.includes("under its earlier key"));
  const first = dispatched.find((vector) => !vector.message.includes("MESSAGE_FROM_A_NEWER_FLOW"));
  const keys = web.legacyEnvelope;
  if (handshake) {
    const early = page.send(JSON.parse(first.message)[keys.type], JSON.parse(first.message)[keys.payload]);
    results.behaviour.push(["a message before the handshake's reply waits", early.status === "queued" && received.length === 0]);
    page.start();
    results.behaviour.push(["start posts the handshake's ready message", received.length === 1 && canonical(received[0]) === canonical(handshake.readyMessage)]);
    // Frames inside the page post a reply of their own: its secrets must not be taken, whatever the frame's origin.
    const forgedReply = JSON.stringify(handshake.reply);
    const crossOrigin = await frameThatPosts(`parent.postMessage(${forgedReply}, "*");`, { sandbox: true });
    results.behaviour.push(["a reply a cross-origin frame posts is refused", crossOrigin !== undefined && page.reply === null && received.length === 1]);
    const sameOrigin = await frameThatPosts(`parent.postMessage(${forgedReply}, "*");`, { sandbox: false });
    results.behaviour.push(["a reply a frame of the page's own origin posts is refused", sameOrigin !== undefined && page.reply === null && received.length === 1]);
    window.postMessage(handshake.reply, "*");
    await new Promise((resolve) => setTimeout(resolve, 10));
    results.behaviour.push(["the host's reply arrives as a message event", same(page.reply, handshake.values)]);
    results.behaviour.push(["what waited goes out after the reply", received.length === 2 && canonical(received[1]) === canonical(first.message)]);
  }
  const start = received.length;
  for (const vector of dispatched) {
    const message = JSON.parse(vector.message);
    const result = page.send(message[keys.type], message[keys.payload]);
    // A type, or a closed set's value, the contract does not list: the page never sends one.
    if (result.status === "invalid" && (vector.message.includes("MESSAGE_FROM_A_NEWER_FLOW") || vector.name.includes("a value the contract does not list"))) {
      counts.unknown += 1;
      continue;
    }
    counts.sent += 1;
    const text = received[received.length - 1];
    if (result.status === "sent" && canonical(text) === canonical(vector.message)) counts.equal += 1;
    else results.failures.push(`legacy: ${vector.name}: ${JSON.stringify(result)} ${text}`);
  }
  counts.received = received.length - start;
  return counts;
}

/** What the vectors cannot show: the size limit, a page without a bridge, a bridge that arrives late. */
function checkBehaviour() {
  // A message with a free-text field (not an enum's): any string fits it.
  const probe = web.createFlowBridge({ scope: {} });
  let event, key;
  for (const vector of vectors.messages.cases) {
    if (!vector.decoded || event) continue;
    probe.sessionId = vector.decoded.sessionId;
    key = Object.keys(vector.decoded.payload).find((name) =>
      typeof vector.decoded.payload[name] === "string" && probe.send(vector.decoded.type, { ...vector.decoded.payload, [name]: "free text" }).status === "queued");
    if (key) event = vector;
  }
  if (!event) return;
  const received = [];
  const remove = inject(web.endpoints[0], received);
  const page = web.createFlowBridge({ sessionId: event.decoded.sessionId });
  const sized = (padding) => ({ ...event.decoded.payload, [key]: padding });
  const empty = page.send(event.decoded.type, sized("")).bytes;
  // Three-byte characters, so counting characters or UTF-16 units instead of bytes misses the limit.
  const room = web.protocol.maxBytes - empty;
  const exactly = "₹".repeat(Math.floor(room / 3)) + "x".repeat(room % 3);
  const atLimit = page.send(event.decoded.type, sized(exactly));
  const over = page.send(event.decoded.type, sized(exactly + "x"));
  results.behaviour.push(["a message of exactly max_bytes UTF-8 bytes is sent", atLimit.status === "sent" && atLimit.bytes === web.protocol.maxBytes]);
  results.behaviour.push(["one byte more is reported, not posted", over.status === "too_large" && received.length === 2]);
  results.behaviour.push(["a field of the wrong type is reported, not posted",
    page.send(event.decoded.type, { ...event.decoded.payload, [key]: 42 }).status === "invalid" && received.length === 2]);
  remove();

  const late = [];
  const tab = web.createFlowBridge({ sessionId: event.decoded.sessionId, retryMs: 10, waitMs: 1000 });
  const queued = tab.send(event.decoded.type, event.decoded.payload);
  results.behaviour.push(["without a bridge (a plain tab) a message waits", queued.status === "queued" && tab.pending === 1 && web.findBridge() === undefined]);
  const removeLate = inject(web.endpoints[web.endpoints.length - 1], late);
  return new Promise((resolve) => setTimeout(() => {
    results.behaviour.push(["a bridge that arrives late gets what waited", late.length === 1 && tab.pending === 0]);
    removeLate();
    resolve();
  }, 100));
}

try {
  if (web.endpoints && vectors.messages) {
    for (const endpoint of web.endpoints) {
      const counts = sendThrough(endpoint);
      results.bridges[endpoint.platform] = counts;
      row("totals", [`${endpoint.platform} bridge (${endpoint.path.join(".")}.${endpoint.method})`, counts.sent, counts.received, counts.decoded, counts.equal],
        counts.sent > 0 && counts.sent === counts.received && counts.received === counts.decoded && counts.decoded === counts.equal);
    }
    if (vectors.navigation) {
      results.navigation = checkNavigation();
      row("totals", ["navigation: browser's host is one the policy allows", results.navigation.checked, "", "", results.navigation.agreed],
        results.navigation.checked === results.navigation.agreed);
    }
    await checkBehaviour();
    if (vectors.senders && SenderPolicy) await checkForgedSender();
  }
  if (vectors.dispatch) {
    results.legacy = await checkLegacy();
    row("totals", ["legacy messages", results.legacy.sent, results.legacy.received, "", results.legacy.equal], results.legacy.sent === results.legacy.equal);
  }
  for (const [name, ok] of results.behaviour) row("totals", [name, "", "", "", ok ? "yes" : "no"], ok);
} catch (error) {
  results.failures.push(`the page threw: ${error && error.stack ? error.stack : error}`);
}
document.getElementById("summary").textContent = results.failures.length === 0 ? "Every check passed." : `${results.failures.length} failed.`;
document.getElementById("results").textContent = JSON.stringify(results);
