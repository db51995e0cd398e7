// Runs the hostile contract's dispatch vectors and handshake against a TypeScript platform whose callbacks are
// objects (its id in the hostile contract is `function`). `verify OUT_DIR hostile` copies the platform's folder
// to `TypeScript/` beside this file and runs `deno run --check --sloppy-imports --allow-read dispatch-objects.ts
// VECTORS_DIR PLATFORM_ID`. Prints `TypeScript hostile dispatch (<platform>): N passed, 0 failed`.

import {
  type ClassClassCallbacks,
  type ClassDefaultCallbacks,
  type ClassDispatchOutcome,
  ClassHandshake,
  ClassClassDispatcher,
  ClassDefaultDispatcher,
  Object_,
  Result,
  String_,
  Type,
} from "./TypeScript/index.ts";
import { type Case, expect, isRecord, load, runDispatchVectors, same, show, Tally } from "./shared.ts";

const [folder, platform] = Deno.args;
if (folder === undefined || platform === undefined) throw new Error("usage: dispatch-objects.ts VECTORS_DIR PLATFORM_ID");
const tally = new Tally(`TypeScript hostile dispatch (${platform})`);

type Call = { readonly callback: string; readonly argument: unknown };

/** A new dispatcher of `flow`, for one session, with callbacks that record every call, the optional ones included. */
function session(flow: string): { dispatch(text: string): ClassDispatchOutcome; calls: Call[] } {
  const calls: Call[] = [];
  const record = (callback: string, argument: unknown = null) => calls.push({ callback, argument });
  const defaultFlow: ClassDefaultCallbacks = {
    onDefault: () => record("on_default"),
    onClass: (event) => record("on_class", String_.toJSON(event)),
    onDelete: (event) => record("on_delete", Object_.toJSON(event)),
    onError: (event) => record("on_error", Result.toJSON(event)),
    onEvent: (event) => record("on_event", { type: event.type, data: event.data }),
  };
  const classFlow: ClassClassCallbacks = {
    onDefault: () => record("on_default"),
    onClass: (event) => record("on_class", Object_.toJSON(event)),
    onSwitch: () => record("on_switch"),
    when: (event) => record("when", String_.toJSON(event)),
    onError: (event) => record("on_error", Result.toJSON(event)),
    onEvent: (event) => record("on_event", { type: event.type, data: event.data }),
  };
  const dispatcher = flow === "default" ? new ClassDefaultDispatcher(defaultFlow) : flow === "class" ? new ClassClassDispatcher(classFlow) : undefined;
  if (dispatcher === undefined) throw new Error(`no dispatcher for the flow ${flow}`);
  return { dispatch: (text) => dispatcher.dispatch(text), calls };
}

/** Dispatches `text` to a new dispatcher of `flow`. */
function run(flow: string, text: string): { outcome: ClassDispatchOutcome; calls: Call[] } {
  const { dispatch, calls } = session(flow);
  return { outcome: dispatch(text), calls };
}

/** Dispatches a step's `message`: what differs from its `outcome` and `calls`. The calls are then forgotten. */
function checkStep(step: Case, flow: ReturnType<typeof session>): string[] {
  const outcome = flow.dispatch(String(step.message));
  const calls = flow.calls.splice(0);
  const expected = Array.isArray(step.calls) ? (step.calls as unknown[]).filter(isRecord) : [];
  return [
    ...expect(outcome.kind === step.outcome, `${show(step.message)}: expected ${show(step.outcome)}, got ${show(outcome)}`),
    ...expect(same(calls, expected.map((call) => ({ callback: call.callback, argument: call.argument }))), `calls ${show(calls)}`),
  ];
}

runDispatchVectors(tally, folder, session, checkStep);

const handshake = load(folder, "dispatch").handshake;
if (!isRecord(handshake) || !isRecord(handshake.values)) throw new Error("dispatch.json has no handshake");
const values = handshake.values;
const steps: [string, () => string[]][] = [
  ...["default", "class"].map((flow): [string, () => string[]] => [`the ready message in flow ${flow}`, () => {
    const { outcome, calls } = run(flow, String(handshake.readyMessage));
    return expect(outcome.kind === "handshake_ready" && calls.length === 0, `${show(outcome)}, ${show(calls)}`);
  }]),
  ["the ready type", () => expect(ClassHandshake.readyType === handshake.ready, ClassHandshake.readyType)],
  ["the reply", () => {
    const inValue = values["constructor"];
    const reply = ClassHandshake.reply({
      default: String(values["default"]),
      class: String(values["class\\"]) as Type,
      ...(typeof inValue === "number" ? { in: inValue } : {}),
    });
    return expect(same(JSON.parse(reply), JSON.parse(String(handshake.reply))), `${reply}, expected ${String(handshake.reply)}`);
  }],
];
tally.run("handshake", steps, ([name]) => name, ([, check]) => check());

tally.finish();
