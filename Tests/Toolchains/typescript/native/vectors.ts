// Runs the result vectors, and the event vectors as a native SDK reports events, against the generated TypeScript
// of a contract without a bridge: the native-wrapper fixture (Tests/Fixtures/NativeWrapper), as its React Native
// module reads what the native SDKs emit. `verify` copies this file beside a copy of the generated `TypeScript/`
// folder and runs it with `deno run --check --sloppy-imports --allow-read vectors.ts VECTORS_DIR`.
//
// Prints one count line per vectors file and a total (`TypeScript native vectors: N passed, 0 failed`), names
// every mismatch, and exits 1 when there is one.

import { eventFromPayload, eventPayloadJSON, isDelivered, resultFromJSON, resultToJSON } from "./TypeScript/index.ts";
import type { LinkTokenConfiguration } from "./TypeScript/index.ts";

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type Case = { readonly [key: string]: Json };

const folder = Deno.args[0];
if (folder === undefined) throw new Error("usage: vectors.ts VECTORS_DIR");

let passed = 0;
let failed = 0;

/** Runs `check` on each of `file`'s React Native cases; a case passes when `check` reports no problem. */
function run(file: string, check: (vector: Case) => string[]): void {
  const cases = JSON.parse(Deno.readTextFileSync(`${folder}/${file}.json`)).cases as Case[];
  const ours = cases.filter((vector) => !Array.isArray(vector.platforms) || vector.platforms.includes("react_native"));
  let filePassed = 0;
  for (const vector of ours) {
    const problems = check(vector);
    if (problems.length === 0) filePassed += 1;
    for (const problem of problems) console.log(`MISMATCH ${file}: ${String(vector.name)}: ${problem}`);
  }
  passed += filePassed;
  failed += ours.length - filePassed;
  console.log(`  ${file}: ${filePassed} passed, ${ours.length - filePassed} failed`);
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
    return same(keys(a), keys(b)) && keys(a).every((key) => same(a[key], b[key]));
  }
  return a === b;
}

const show = (value: unknown) => JSON.stringify(value);

run("results", (vector) => {
  const result = resultFromJSON(vector.json);
  if (vector.valid !== true) return result === undefined ? [] : [`must not decode, decoded ${show(result)}`];
  if (result === undefined) return ["did not decode"];
  const written = resultToJSON(result);
  return same(written, vector.encoded ?? vector.json) ? [] : [`encodes back to ${show(written)}`];
});

run("events", (vector) => {
  const outcome = eventFromPayload(String(vector.type), vector.payload);
  const decoded = vector.decoded;
  const rejection = isRecord(vector.rejection) ? vector.rejection : {};
  if (isRecord(decoded)) {
    if (!outcome.ok || outcome.value === undefined) return [`expected to read, got ${show(outcome)}`];
    const event = outcome.value;
    const payload = eventPayloadJSON(event);
    return [
      ...(event.type === decoded.type ? [] : [`type ${show(event.type)}`]),
      ...(isDelivered(event) === decoded.delivered ? [] : [`delivered ${isDelivered(event)}`]),
      ...(same(payload, decoded.payload) ? [] : [`payload ${show(payload)}`]),
    ];
  }
  if (rejection.kind === "unknown_type") return outcome.ok && outcome.value === undefined ? [] : [`read as ${show(outcome)}`];
  if (outcome.ok) return [`expected the rejection ${show(rejection)}, read ${show(outcome.value)}`];
  const field = "field" in outcome.error ? outcome.error.field : undefined;
  return outcome.error.kind === rejection.kind && field === rejection.field ? [] : [`refused as ${show(outcome.error)}`];
});

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
console.log(`  surface: ${succeeded ? 1 : 0} passed, ${succeeded ? 0 : 1} failed`);
if (!succeeded) failed += 1;

console.log(`TypeScript native vectors: ${passed} passed, ${failed} failed`);
if (failed > 0 || passed === 0) Deno.exit(1);
