// Behaviour of the second contract's TypeScript (Tests/Fixtures/SecondContract/contract.json), whose TypeScript
// platform, Capacitor, has listeners, that its dispatch vectors cannot show; the generated conformance suite runs
// the vectors. `verify OUT_DIR second` copies this file beside a copy of the generated `TypeScript/` folder and runs
// it with `deno run --check --sloppy-imports dispatch.ts VECTORS_DIR`.
//
// Prints `TypeScript handshake names: N passed, 0 failed`, then `TypeScript dispatch behaviour: …` and `TypeScript
// guide names: …`, names every mismatch, and exits 1 when there is one. The listener names and payload types are
// also checked by the compiler.

import {
  ZerohashCryptoWithdrawalsDispatcher,
  type ZerohashDispatchOutcome,
  type ZerohashEmit,
  ZerohashFundDispatcher,
  ZerohashHandshake,
  type ZerohashHandshakeFields,
  type ZerohashListenerFunction,
  ZerohashListenerName,
  type ZerohashListenerPayloads,
  type ZerohashListeners,
} from "./TypeScript/index.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };


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

const show = (value: unknown) => JSON.stringify(value);

/** Every listener the plugin has, as the migration guide names them: a callback's name without `on`, qualified by
 * the flow where its payload differs between flows. A missing or extra listener does not compile. */
const expectedListeners = {
  close: true,
  fundCompleted: true,
  fundFailed: true,
  deposit: true,
  error: true,
  loaded: true,
  event: true,
  cryptoWithdrawalsCompleted: true,
  cryptoWithdrawalsFailed: true,
} as const;
const listenersMatch: { readonly [Name in keyof ZerohashListenerPayloads]: true } = expectedListeners;
const namesMatch: { readonly [Name in keyof typeof expectedListeners]: Name } = ZerohashListenerName;

/** One emitted listener, its payload typed by its name. */
type Emitted = { [Name in ZerohashListenerName]: { readonly name: Name; readonly payload: ZerohashListenerPayloads[Name] } }[ZerohashListenerName];

/**
 * A listener's payload as JSON, to compare with what a check expects: a record's JSON, the catch-all's `{type, data}`, or
 * null. A record arrives as JSON already, the shape a native plugin sends, so it is compared as it is.
 */
function argumentJSON(emitted: Emitted): unknown {
  switch (emitted.name) {
    case "close":
    case "loaded":
      return emitted.payload ?? null;
    case "fundCompleted":
    case "fundFailed":
    case "deposit":
    case "error":
    case "cryptoWithdrawalsCompleted":
    case "cryptoWithdrawalsFailed":
      return emitted.payload;
    case "event":
      return { type: emitted.payload.type, data: emitted.payload.data };
    default: {
      const unhandled: never = emitted;
      return unhandled;
    }
  }
}

const dispatchers: { readonly [flow: string]: new (emit: ZerohashEmit) => { dispatch(text: string): ZerohashDispatchOutcome } } = {
  fund: ZerohashFundDispatcher,
  crypto_withdrawals: ZerohashCryptoWithdrawalsDispatcher,
};

/** A new dispatcher of `flow`, for one session, and what it has emitted. */
function session(flow: string): { dispatch(text: string): ZerohashDispatchOutcome; emitted: Emitted[] } {
  const Dispatcher = dispatchers[flow];
  if (Dispatcher === undefined) throw new Error(`no dispatcher for the flow ${flow}`);
  const emitted: Emitted[] = [];
  // The dispatcher is generic in the name; the pair it passes is one of `Emitted`'s by its signature.
  const dispatcher = new Dispatcher((name, payload) => emitted.push({ name, payload } as Emitted));
  return { dispatch: (text) => dispatcher.dispatch(text), emitted };
}

/** Dispatches `text` to a new dispatcher of `flow`, recording what is emitted. */
function run(flow: string, text: string): { outcome: ZerohashDispatchOutcome; emitted: Emitted[] } {
  const { dispatch, emitted } = session(flow);
  return { outcome: dispatch(text), emitted };
}

let totalFailed = 0;

/** Runs each check; prints `<label>: N passed, N failed` and names each failure. */
function suite(label: string, checks: ReadonlyArray<readonly [string, () => string[]]>): void {
  let passed = 0;
  for (const [name, check] of checks) {
    let problems: string[];
    try {
      problems = check();
    } catch (error) {
      problems = [`threw ${error instanceof Error ? error.message : String(error)}`];
    }
    if (problems.length === 0) passed += 1;
    for (const problem of problems) console.log(`MISMATCH ${label}: ${name}: ${problem}`);
  }
  totalFailed += checks.length - passed;
  console.log(`${label}: ${passed} passed, ${checks.length - passed} failed`);
}

const expect = (ok: boolean, problem: string): string[] => (ok ? [] : [problem]);

// The handshake's names; the generated conformance suite runs its vectors.
suite("TypeScript handshake names", [
  ["the ready type", () => expect(ZerohashHandshake.readyType === "SDK_MOBILE_READY", ZerohashHandshake.readyType)],
  ["the reply type", () => {
    const fields: ZerohashHandshakeFields = { appIdentifier: "app", jwt: "token" };
    return expect(JSON.parse(ZerohashHandshake.reply(fields)).type === ZerohashHandshake.replyType, ZerohashHandshake.replyType);
  }],
]);

// What the vectors do not cover: each rejection's reason, messages of the other flow, values from a newer flow.
const completed = { transactionId: "t", fundId: "f", assetId: "BTC", networkId: "bitcoin" };
// The rejection, when a message emits nothing or only the catch-all (a known type whose payload does not fit).
const rejection = (flow: string, text: string) => {
  const { outcome, emitted } = run(flow, text);
  const heard = emitted.every((item) => item.name === "event") && emitted.length <= 1;
  return heard && outcome.kind === "rejected" ? outcome.rejection : { kind: "not rejected", outcome, emitted };
};
suite("TypeScript dispatch behaviour", [
  ["not JSON", () => expect(same(rejection("fund", "{"), { kind: "not_json" }), show(rejection("fund", "{")))],
  ["an array", () => expect(same(rejection("fund", "[]"), { kind: "not_object" }), show(rejection("fund", "[]")))],
  ["a type that is not a string", () => {
    const got = rejection("fund", '{"type": 3}');
    return expect(same(got, { kind: "invalid_envelope", field: "type" }), show(got));
  }],
  ["a payload that is not an object", () => {
    const got = rejection("fund", '{"type": "FUND_APP_LOADED", "payload": [1]}');
    return expect(same(got, { kind: "invalid_envelope", field: "payload" }), show(got));
  }],
  ["a missing field is named", () => {
    const got = rejection("fund", JSON.stringify({ type: "FUND_COMPLETED", payload: { ...completed, fundId: undefined } }));
    return expect(same(got, { kind: "missing_field", type: "FUND_COMPLETED", field: "fundId" }), show(got));
  }],
  ["a mistyped field is named", () => {
    const got = rejection("fund", JSON.stringify({ type: "FUND_EXTERNAL_DEPOSIT", payload: { depositId: "d", status: 1 } }));
    return expect(same(got, { kind: "invalid_field", type: "FUND_EXTERNAL_DEPOSIT", field: "status", expected: "a string" }), show(got));
  }],
  ["a null payload is an empty one", () => {
    const { outcome, emitted } = run("fund", '{"type": "FUND_APP_LOADED", "payload": null}');
    return expect(outcome.kind === "dispatched" && same(emitted.map(argumentJSON), [null, { type: "FUND_APP_LOADED", data: {} }]), show(emitted));
  }],
  ["another flow's message reaches the catch-all alone", () => {
    const text = JSON.stringify({ type: "CRYPTO_WITHDRAWALS_COMPLETED", payload: { transactionId: "t" } });
    const { outcome, emitted } = run("fund", text);
    return expect(outcome.kind === "dispatched" && emitted.length === 1 && emitted[0]?.name === "event", show(emitted));
  }],
  ["a listener that dispatches again finds the flow over", () => {
    const close = '{"type": "FUND_CLOSE_BUTTON_CLICKED"}';
    const inner: ZerohashDispatchOutcome[] = [];
    const dispatcher: ZerohashFundDispatcher = new ZerohashFundDispatcher((name) => {
      if (name === "close") inner.push(dispatcher.dispatch(close));
    });
    const outer = dispatcher.dispatch(close);
    return expect(outer.kind === "ended" && same(inner, [{ kind: "after_end" }]), show({ outer, inner }));
  }],
  ["a status from a newer flow is kept", () => {
    const { emitted } = run("fund", JSON.stringify({ type: "FUND_EXTERNAL_DEPOSIT", payload: { depositId: "d", status: "VERIFYING" } }));
    const deposit = emitted[0];
    return expect(deposit?.name === "deposit" && deposit.payload.status === "VERIFYING" && !deposit.payload.success, show(emitted));
  }],
  ["an exception in a listener is not taken for a rejection", () => {
    try {
      new ZerohashFundDispatcher(() => {
        throw new RangeError("from the listener");
      }).dispatch('{"type": "FUND_CLOSE_BUTTON_CLICKED"}');
      return ["the listener's exception was swallowed"];
    } catch (error) {
      return expect(error instanceof RangeError, String(error));
    }
  }],
]);

// The names the migration guide gives: listeners are global, named for the callback without `on`, and for
// the flow too where the payload differs between flows; the catch-all carries `type` and `data`.
suite("TypeScript guide names", [
  ["the listeners", () => {
    const names = Object.keys(ZerohashListenerName).sort();
    return expect(same(names, Object.keys(expectedListeners).sort()), show(names));
  }],
  ...Object.entries(ZerohashListenerName).map(([key, name]) => [`${key} is spelled as it is named`, () => expect(key === name, name)] as const),
  ["the catch-all's type and data", () => {
    const { emitted } = run("fund", '{"type": "ANY", "payload": {"a": 1}}');
    const event = emitted[0];
    return expect(event?.name === "event" && event.payload.type === "ANY" && same(event.payload.data, { a: 1 }), show(emitted));
  }],
]);

// The typed `addListener` a plugin declares accepts each listener with its own payload type.
const registry: ZerohashListeners<string> = {
  addListener: (eventName) => eventName,
};
const onDeposit: ZerohashListenerFunction<"deposit"> = (deposit) => void deposit.success;
registry.addListener("deposit", onDeposit);
// The guide's Capacitor listeners read the payload's wire keys, as the native plugin sends them.
const onCompleted: ZerohashListenerFunction<"fundCompleted"> = (event) => void [event.assetId, event.networkId, event.transactionId];
registry.addListener("fundCompleted", onCompleted);
registry.addListener("close", () => undefined);
void listenersMatch;
void namesMatch;

if (totalFailed > 0) Deno.exit(1);
