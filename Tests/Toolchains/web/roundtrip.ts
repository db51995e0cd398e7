// The round trip by construction, outside a browser: for every message Vectors/messages.json decodes, the page
// module (Web/flow-bridge.js) sends that event and session, and the text it posts is the vector's message as JSON
// values (key order included), or, where the vector's message holds what a page never writes (a newer version,
// padding, an unknown field, null for a left-out field, an earlier name), text the generated TypeScript decoder
// reads as the same event. For a legacy integration, every message of Vectors/dispatch.json and the handshake's
// ready message, as JSON values.
//
//     deno run --allow-read --sloppy-imports roundtrip.ts OUT_DIR TYPESCRIPT_INDEX [SUITE]
const [out, tsIndex, suite] = Deno.args;
const web = await import(`file://${out}/Web/flow-bridge.js`);
const contract = tsIndex ? await import(`file://${tsIndex}`) : {};
const canonical = (text: string) => JSON.stringify(JSON.parse(text));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const read = (name: string) => {
  try {
    return JSON.parse(Deno.readTextFileSync(`${out}/Vectors/${name}.json`));
  } catch {
    return undefined;
  }
};
let failed = 0;
const fail = (message: string) => {
  failed += 1;
  console.log(`  FAIL ${message.length > 300 ? message.slice(0, 300) + "…" : message}`);
};

type Endpoint = { platform: string; path: string[]; method: string };
/** A scope holding `endpoint`'s bridge, whose method records what it is given. */
function scopeWith(endpoint: Endpoint, received: string[]) {
  const scope: Record<string, unknown> = {};
  let target = scope;
  for (const key of endpoint.path) target = (target[key] = {}) as Record<string, unknown>;
  target[endpoint.method] = (text: string) => received.push(text);
  return scope;
}

const messages = read("messages");
if (messages && web.endpoints?.length) {
  const Bridge = Object.values(contract).find((value: any) => value && typeof value.decode === "function" && "protocolVersion" in value) as any;
  const SenderPolicy = Object.values(contract).find((value: any) => typeof value === "function" && typeof value.prototype?.admits === "function") as any;
  // Posted by the flow's main frame.
  const policy = SenderPolicy && new SenderPolicy(messages.sender.sessionUrl);
  let reproduced = 0, equivalent = 0, refused = 0, decodedCases = 0;
  for (const vector of messages.cases) {
    // A case that names its platforms (a field some platforms have) is theirs: their SDKs' runners check it.
    if (!vector.decoded || vector.platforms) continue;
    decodedCases += 1;
    const received: string[] = [];
    const page = web.createFlowBridge({ sessionId: vector.decoded.sessionId, scope: scopeWith(web.endpoints[0], received) });
    const result = page.send(vector.decoded.type, vector.decoded.payload);
    // A newer flow's value: a string, or the number an enum of numbers lacks, which the case names.
    const newer = JSON.stringify(vector.decoded.payload).includes("value_from_a_newer_flow")
      || vector.name.includes("holds a value from a newer flow");
    if (result.status === "invalid" && newer) {
      refused += 1;
      continue;
    }
    if (result.status !== "sent" || received.length !== 1) {
      fail(`${vector.name}: ${JSON.stringify(result)}`);
      continue;
    }
    if (canonical(received[0]) === canonical(vector.message)) {
      reproduced += 1;
      continue;
    }
    const outcome = Bridge?.decode(received[0], messages.sender, policy);
    if (outcome?.ok && outcome.value.event.type === vector.decoded.type && (outcome.value.sessionId ?? null) === vector.decoded.sessionId
      && same(contract.eventPayloadJSON(outcome.value.event), vector.decoded.payload)) {
      equivalent += 1;
    } else {
      fail(`${vector.name}: posted ${received[0]}, which is not the vector's message and decodes to ${JSON.stringify(outcome)}`);
    }
  }
  console.log(`Web round trip: ${reproduced} of ${decodedCases} decoded messages reproduced as JSON values; ${equivalent} more ` +
    `(what a page never writes) sent as text that decodes to the same event; ${refused} refused (a value the contract does not list)`);
}

const dispatch = read("dispatch");
if (dispatch && typeof web.createLegacyBridge === "function") {
  const received: string[] = [];
  const page = web.createLegacyBridge({ post: (text: string) => received.push(text), scope: {} });
  let equal = 0, sent = 0, unknown = 0, earlier = 0, unlistedSent = 0, unlistedRefused = 0;
  if (dispatch.handshake) {
    page.start();
    if (received.length !== 1 || canonical(received[0]) !== canonical(dispatch.handshake.readyMessage)) fail(`the ready message is ${received[0]}`);
    if (!page.receive(dispatch.handshake.reply) || !same(page.reply, dispatch.handshake.values)) fail(`the reply read as ${JSON.stringify(page.reply)}`);
    received.length = 0;
  }
  const keys = web.legacyEnvelope;
  for (const vector of dispatch.cases) {
    if (vector.outcome === "rejected") continue;
    if (vector.name.includes("under its earlier key")) {
      // What a page from before the rename sent; this page writes the current key.
      earlier += 1;
      continue;
    }
    const message = JSON.parse(vector.message);
    const result = page.send(message[keys.type], message[keys.payload]);
    if (result.status === "invalid" && vector.message.includes("MESSAGE_FROM_A_NEWER_FLOW")) {
      unknown += 1;
      continue;
    }
    if (vector.name.includes("a value the contract does not list")) {
      // An open set's value goes out as it is; a closed set's is refused, naming the values it may hold.
      if (result.status === "invalid") {
        if (/^(an array of values each )?one of "/.test(String(result.expected))) unlistedRefused += 1;
        else fail(`${vector.name}: refused with ${JSON.stringify(result)}, which does not name the values`);
        continue;
      }
      unlistedSent += 1;
    }
    sent += 1;
    if (result.status === "sent" && canonical(received[received.length - 1]) === canonical(vector.message)) equal += 1;
    else fail(`${vector.name}: ${JSON.stringify(result)}`);
  }
  console.log(`Web legacy round trip: ${equal} of ${sent} dispatched messages reproduced as JSON values${dispatch.handshake ? ", and the handshake" : ""}; ` +
    `${unknown} refused (a type the contract does not list)` + (earlier ? `; ${earlier} left to an earlier page (a field under its earlier key)` : "") +
    `; a value an enum does not list: ${unlistedSent} sent (an open set), ${unlistedRefused} refused naming the values (a closed one)`);
  // The second contract's deposit status is open (the guide's account-matching intermediates): the page sends them.
  if (suite === "second" && (unlistedSent === 0 || unlistedRefused !== 0)) fail(`the open deposit status: ${unlistedSent} sent, ${unlistedRefused} refused`);
}
// A string with a lone surrogate is refused before it is posted, as every SDK would drop it (`not_json`): in a
// payload field, and as the session id. A surrogate pair is whole text and goes out.
const textField = (messages?.cases ?? []).map((vector: any) => vector.decoded)
  .find((decoded: any) => decoded && Object.values(decoded.payload ?? {}).some((value) => typeof value === "string" && !/^[a-z_]+$/.test(value as string)));
if (web.endpoints?.length && textField) {
  const key = Object.keys(textField.payload).find((name) => typeof textField.payload[name] === "string" && !/^[a-z_]+$/.test(textField.payload[name]))!;
  const outcomes = ["a\ud83db", "a\ude00b", "\ude00\ud83d", "a\ud83d\ude00b"].map((text) => {
    const page = web.createFlowBridge({ sessionId: textField.sessionId, scope: scopeWith(web.endpoints[0], []) });
    return page.send(textField.type, { ...textField.payload, [key]: text }).status;
  });
  const lone = web.createFlowBridge({ sessionId: "sess_\ud83d", scope: scopeWith(web.endpoints[0], []) }).send(textField.type, textField.payload);
  if (same(outcomes, ["invalid", "invalid", "invalid", "sent"]) && lone.status === "invalid") {
    console.log(`Web text: 3 payloads with a lone surrogate and a session id with one refused, a surrogate pair sent`);
  } else {
    fail(`lone surrogates: ${JSON.stringify(outcomes)}, session id: ${JSON.stringify(lone)}`);
  }
}

// A page with no bridge stops looking after `waitMs` and says how many messages wait, even when told to look
// again every 0 ms (which once polled forever).
const sample = messages?.cases.find((vector: any) => vector.decoded)?.decoded;
if (web.endpoints?.length && sample) {
  const gaveUp = await new Promise<string>((resolve) => {
    const timeout = setTimeout(() => resolve("still looking after 2 s"), 2000);
    const page = web.createFlowBridge({
      sessionId: sample.sessionId,
      scope: {},
      retryMs: 0,
      waitMs: 20,
      onNoBridge: (pending: number) => {
        clearTimeout(timeout);
        resolve(`gave up with ${pending} waiting`);
      },
    });
    const result = page.send(sample.type, sample.payload);
    if (result.status === "invalid") resolve(`the sample was refused: ${JSON.stringify(result)}`);
  });
  if (gaveUp === "gave up with 1 waiting") console.log("Web outbox: with retryMs 0 and no bridge, the page gave up after waitMs, 1 message waiting");
  else fail(`with retryMs 0 and no bridge: ${gaveUp}`);
}
Deno.exit(failed === 0 ? 0 : 1);
