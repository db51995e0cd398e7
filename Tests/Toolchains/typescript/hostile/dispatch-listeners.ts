// Runs the hostile contract's dispatch vectors and handshake against a TypeScript platform with listeners (its
// id in the hostile contract is `interface`). `verify OUT_DIR hostile` copies the platform's folder to
// `TypeScript/` beside this file and runs `deno run --check --sloppy-imports --allow-read dispatch-listeners.ts
// VECTORS_DIR PLATFORM_ID`. Prints `TypeScript hostile dispatch (<platform>): N passed, 0 failed`.
// Listener names are keywords (`default`, `delete`, `switch`): `argumentJSON` switches over every one, so a
// missing or extra listener does not compile.

import {
  type ClassDispatchOutcome,
  ClassHandshake,
  ClassListenerName,
  type ClassListenerPayloads,
  ClassClassDispatcher,
  ClassDefaultDispatcher,
  Type,
} from "./TypeScript/index.ts";
import { type Case, expect, isRecord, load, runDispatchVectors, same, show, Tally } from "./shared.ts";

const [folder, platform] = Deno.args;
if (folder === undefined || platform === undefined) throw new Error("usage: dispatch-listeners.ts VECTORS_DIR PLATFORM_ID");
const tally = new Tally(`TypeScript hostile dispatch (${platform})`);

/** One emitted listener, its payload typed by its name. */
type Emitted = { [Name in ClassListenerName]: { readonly name: Name; readonly payload: ClassListenerPayloads[Name] } }[ClassListenerName];

/** A listener's payload, to compare with the vectors' arguments: a record's JSON, the catch-all's `{type, data}`, or null. */
function argumentJSON(emitted: Emitted): unknown {
  switch (emitted.name) {
    case ClassListenerName.default:
    case ClassListenerName.switch:
      return emitted.payload ?? null;
    // A record arrives as JSON already, the shape a native plugin sends: compared as it is.
    case ClassListenerName.defaultClass:
    case ClassListenerName.when:
    case ClassListenerName.delete:
    case ClassListenerName.classClass:
    case ClassListenerName.error:
      return emitted.payload;
    case ClassListenerName.event:
      return { type: emitted.payload.type, data: emitted.payload.data };
    default: {
      const unhandled: never = emitted;
      return unhandled;
    }
  }
}

/** A new dispatcher of `flow`, for one session, and what it has emitted. */
function session(flow: string): { dispatch(text: string): ClassDispatchOutcome; emitted: Emitted[] } {
  const emitted: Emitted[] = [];
  // The dispatcher is generic in the name; the pair it passes is one of `Emitted`'s by its signature.
  const emit = <Name extends ClassListenerName>(name: Name, payload: ClassListenerPayloads[Name]) => {
    emitted.push({ name, payload } as Emitted);
  };
  const dispatcher = flow === "default" ? new ClassDefaultDispatcher(emit) : flow === "class" ? new ClassClassDispatcher(emit) : undefined;
  if (dispatcher === undefined) throw new Error(`no dispatcher for the flow ${flow}`);
  return { dispatch: (text) => dispatcher.dispatch(text), emitted };
}

/** Dispatches `text` to a new dispatcher of `flow`, recording what is emitted. */
function run(flow: string, text: string): { outcome: ClassDispatchOutcome; emitted: Emitted[] } {
  const { dispatch, emitted } = session(flow);
  return { outcome: dispatch(text), emitted };
}

/** Dispatches a step's `message`: what differs from its `outcome` and `calls`. What was emitted is then forgotten. */
function checkStep(step: Case, flow: ReturnType<typeof session>): string[] {
  const outcome = flow.dispatch(String(step.message));
  const emitted = flow.emitted.splice(0);
  const calls = Array.isArray(step.calls) ? (step.calls as unknown[]).filter(isRecord) : [];
  const problems = [
    ...expect(outcome.kind === step.outcome, `${show(step.message)}: expected ${show(step.outcome)}, got ${show(outcome)}`),
    ...expect(emitted.length === calls.length, `emitted ${show(emitted.map((item) => item.name))}, expected ${calls.length} calls`),
  ];
  calls.forEach((call, index) => {
    const got = emitted[index];
    const listeners = isRecord(call.listeners) ? call.listeners : {};
    if (got === undefined) return;
    problems.push(
      ...expect(got.name === listeners[platform], `call ${index + 1}: listener ${got.name}, expected ${show(listeners[platform])}`),
      ...expect(same(argumentJSON(got), call.argument), `call ${index + 1} (${got.name}): ${show(argumentJSON(got))}`),
    );
  });
  return problems;
}

runDispatchVectors(tally, folder, session, checkStep);

const handshake = load(folder, "dispatch").handshake;
if (!isRecord(handshake) || !isRecord(handshake.values)) throw new Error("dispatch.json has no handshake");
const values = handshake.values;
const steps: [string, () => string[]][] = [
  ...["default", "class"].map((flow): [string, () => string[]] => [`the ready message in flow ${flow}`, () => {
    const { outcome, emitted } = run(flow, String(handshake.readyMessage));
    return expect(outcome.kind === "handshake_ready" && emitted.length === 0, `${show(outcome)}, ${show(emitted)}`);
  }]),
  ["the reply", () => {
    const inValue = values["constructor"];
    const reply = ClassHandshake.reply({
      default: String(values["default"]),
      class: String(values["class\\"]) as Type,
      ...(typeof inValue === "number" ? { in: inValue } : {}),
    });
    return expect(same(JSON.parse(reply), JSON.parse(String(handshake.reply))), `${reply}, expected ${String(handshake.reply)}`);
  }],
  ["every listener is spelled as it is named", () =>
    expect(Object.entries(ClassListenerName).every(([key, name]) => key === name), show(ClassListenerName))],
];
tally.run("handshake", steps, ([name]) => name, ([, check]) => check());

tally.finish();
