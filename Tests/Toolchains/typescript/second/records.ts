// The records and the catch-all of the second contract's generated TypeScript, driven directly: every record
// argument of Vectors/dispatch.json read back and written again, the derived `success`, the raw payload, and
// the catch-all's typed accessors. `verify OUT_DIR second` runs it with
// `deno run --check --sloppy-imports --allow-read records.ts VECTORS_DIR`.
//
// Prints `TypeScript records: N passed, N failed` and `TypeScript catch-all: …`, names each failed check, and
// exits 1 when one fails.

import {
  type ZerohashJSONObject,
  ZerohashCryptoWithdrawalsCompleted,
  ZerohashErrorEvent,
  ZerohashFundCompleted,
  ZerohashFundDeposit,
  ZerohashGenericEvent,
} from "./TypeScript/index.ts";

const folder = Deno.args[0];
if (folder === undefined) throw new Error("usage: records.ts VECTORS_DIR");
const vectors = JSON.parse(Deno.readTextFileSync(`${folder}/dispatch.json`));

let passed = 0;
let failed = 0;

function check(name: string, ok: boolean, detail?: unknown): void {
  if (ok) {
    passed += 1;
  } else {
    failed += 1;
    console.log(`FAILED ${name}${detail === undefined ? "" : `: ${JSON.stringify(detail)}`}`);
  }
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

/** A record read from JSON: what it writes back, and its raw payload when it has one. */
type Read = { readonly written: ZerohashJSONObject; readonly data?: ZerohashJSONObject } | undefined;

/** Reads a record with `type` and writes it again; `data` gives the raw payload of a record that has it. */
function codec<Value>(
  type: { fromJSON(json: ZerohashJSONObject): Value | undefined; toJSON(record: Value): ZerohashJSONObject },
  data?: (record: Value) => ZerohashJSONObject,
): (json: ZerohashJSONObject) => Read {
  return (json) => {
    const record = type.fromJSON(json);
    return record === undefined ? undefined : { written: type.toJSON(record), data: data?.(record) };
  };
}

/** Each record by the listener that carries it. */
const codecs: { readonly [listener: string]: (json: ZerohashJSONObject) => Read } = {
  fundCompleted: codec(ZerohashFundCompleted, (record) => record.data),
  fundFailed: codec(ZerohashFundCompleted, (record) => record.data),
  deposit: codec(ZerohashFundDeposit, (record) => record.data),
  error: codec(ZerohashErrorEvent),
  cryptoWithdrawalsCompleted: codec(ZerohashCryptoWithdrawalsCompleted, (record) => record.data),
  cryptoWithdrawalsFailed: codec(ZerohashCryptoWithdrawalsCompleted, (record) => record.data),
};

// Every record argument of the vectors: read from its JSON (derived fields included, and ignored), it writes
// back the same JSON; read from the message's payload, it writes the argument and keeps the payload as `data`.
for (const vector of Array.isArray(vectors.cases) ? vectors.cases.filter(isRecord) : []) {
  if (vector.outcome === "rejected" || !Array.isArray(vector.calls)) continue;
  const message = JSON.parse(String(vector.message));
  const payload: ZerohashJSONObject = message.payload ?? {};
  for (const call of vector.calls.filter(isRecord)) {
    const listener = isRecord(call.listeners) ? String(call.listeners.capacitor) : "";
    const read = codecs[listener];
    if (read === undefined || !isRecord(call.argument)) continue;
    const argument: ZerohashJSONObject = JSON.parse(JSON.stringify(call.argument));
    const fromArgument = read(argument);
    check(`${vector.name}: ${listener} round trip`, same(fromArgument?.written, argument), fromArgument);
    if (listener === "error") continue; // built from fixed values, not from the payload
    const fromPayload = read(payload);
    check(`${vector.name}: ${listener} from the payload`, same(fromPayload?.written, argument), fromPayload);
    check(`${vector.name}: ${listener} keeps the payload as data`, fromPayload?.data === payload, fromPayload?.data);
  }
}

// `success` is computed from `status`, never read: true for PROCESSED alone.
for (const [status, success] of [["PROCESSED", true], ["FAILED", false], ["PENDING", false], ["VERIFYING", false]] as const) {
  const deposit = ZerohashFundDeposit.fromJSON({ depositId: "d", status, success: !success });
  check(`success for ${status}`, deposit?.success === success, deposit);
  check(`success for ${status} is written`, deposit !== undefined && ZerohashFundDeposit.toJSON(deposit).success === success);
}
const bare = ZerohashFundDeposit.fromJSON({ depositId: "d", status: "PENDING" });
check("an absent optional field stays absent", bare !== undefined && bare.accountMatchingReason === undefined &&
  !("accountMatchingReason" in ZerohashFundDeposit.toJSON(bare)), bare);
check("an optional field of the wrong type is refused", ZerohashFundDeposit.fromJSON({ depositId: "d", status: "PENDING", accountMatchingReason: 1 }) === undefined);
check("a missing required field is refused", ZerohashFundCompleted.fromJSON({ transactionId: "t", fundId: "f", assetId: "a" }) === undefined);
check("wire keys are read: assetId is assetSymbol", ZerohashCryptoWithdrawalsCompleted.fromJSON({ transactionId: "t", assetId: "BTC", networkId: "n" })?.assetSymbol === "BTC");
check("member names are not wire keys", ZerohashCryptoWithdrawalsCompleted.fromJSON({ transactionId: "t", assetSymbol: "BTC", network: "n" }) === undefined);
const error = ZerohashErrorEvent.fromJSON({ kind: "from_a_newer_sdk", repeats_failure: false, message: "m" });
check("an error kind from a newer SDK is kept", error?.kind === "from_a_newer_sdk" && error.message === "m", error);
check("an error event has no raw payload", error !== undefined && !("data" in error), error);
console.log(`TypeScript records: ${passed} passed, ${failed} failed`);

const recordsFailed = failed;
passed = 0;
failed = 0;

// The catch-all's accessors: the member with that type, or undefined when absent, of another type, or inherited.
const event: ZerohashGenericEvent = {
  type: "ANY",
  data: {
    text: "t",
    whole: 2,
    wholeWithPoint: 2.0,
    fraction: 2.5,
    flag: false,
    object: { a: 1 },
    list: [1],
    nothing: null,
    limit: 9007199254740991,
    overLimit: 9007199254740992,
    huge: 1e300,
  },
};
const accessors: ReadonlyArray<readonly [string, unknown, unknown]> = [
  ["getString text", ZerohashGenericEvent.getString(event, "text"), "t"],
  ["getString of a number", ZerohashGenericEvent.getString(event, "whole"), undefined],
  ["getString of an absent key", ZerohashGenericEvent.getString(event, "absent"), undefined],
  ["getString of an inherited member", ZerohashGenericEvent.getString(event, "constructor"), undefined],
  ["getInt whole", ZerohashGenericEvent.getInt(event, "whole"), 2],
  ["getInt 2.0", ZerohashGenericEvent.getInt(event, "wholeWithPoint"), 2],
  ["getInt of a fraction", ZerohashGenericEvent.getInt(event, "fraction"), undefined],
  ["getInt of 2^53 - 1", ZerohashGenericEvent.getInt(event, "limit"), 9007199254740991],
  ["getInt of 2^53, beyond what every platform reads exactly", ZerohashGenericEvent.getInt(event, "overLimit"), undefined],
  ["getInt of 1e300", ZerohashGenericEvent.getInt(event, "huge"), undefined],
  ["getInt of a string", ZerohashGenericEvent.getInt(event, "text"), undefined],
  ["getDouble fraction", ZerohashGenericEvent.getDouble(event, "fraction"), 2.5],
  ["getDouble whole", ZerohashGenericEvent.getDouble(event, "whole"), 2],
  ["getDouble of a boolean", ZerohashGenericEvent.getDouble(event, "flag"), undefined],
  ["getBool false", ZerohashGenericEvent.getBool(event, "flag"), false],
  ["getBool of null", ZerohashGenericEvent.getBool(event, "nothing"), undefined],
  ["getObject object", ZerohashGenericEvent.getObject(event, "object"), { a: 1 }],
  ["getObject of an array", ZerohashGenericEvent.getObject(event, "list"), undefined],
  ["getObject of null", ZerohashGenericEvent.getObject(event, "nothing"), undefined],
  ["getObject of an inherited member", ZerohashGenericEvent.getObject(event, "__proto__"), undefined],
];
for (const [name, got, expected] of accessors) check(name, same(got, expected) && (expected !== undefined || got === undefined), got);
console.log(`TypeScript catch-all: ${passed} passed, ${failed} failed`);

if (recordsFailed + failed > 0) Deno.exit(1);
