// Behaviours of the hostile contract's TypeScript (Tests/Fixtures/HostileContract/contract.json) that its vectors
// cannot show; the generated conformance suite runs the vectors. `verify OUT_DIR hostile` copies each TypeScript
// platform's folder to `TypeScript/` beside this file and runs `deno run --check --sloppy-imports behaviour.ts
// VECTORS_DIR PLATFORM_ID` once per platform.
//
// Prints `TypeScript hostile behaviour (<platform>): N passed, 0 failed`. Every name here is a keyword or a global
// type somewhere: a wrong one does not compile.

import {
  ClassConfiguration,
  type ClassStringEvent,
  type ClassTextEvent,
  Error_,
  isKnownType,
  Type,
} from "./TypeScript/index.ts";

const platform = Deno.args[1];
if (platform === undefined) throw new Error("usage: behaviour.ts VECTORS_DIR PLATFORM_ID");

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((item, index) => item === [...b].sort()[index]);

const url = "https://flow.example.com/s/sess_123#default=token_abc";
const configuration = ClassConfiguration.create({ self: url, delete: "x", class: Type.default });
const behaviour: [string, boolean][] = [
  ["the self option holds the URL", configuration.self.reveal() === url],
  ["describe redacts the self option", !ClassConfiguration.describe(configuration).includes("sess_123")],
  ["console.log (Deno.inspect) redacts the self option", !Deno.inspect(configuration).includes("sess_123")],
  ["an escaped default survives", configuration.string === "\"*/ /* $name ${x} \\ `tick` | <br> ünï 🚀\n"],
  ["keyword-named values", Type.class === 'class "quoted"' && Type.delete === "delete\u0000nul" && Type.function === "function\u2028separator"],
  ["values overridden to Type and String", Type.Type === "${type}" && Type.String === "String"],
  ["the guard knows every value", Object.values(Type).every((value) => isKnownType(value)) && !isKnownType("newer")],
  ["__proto__ is not a value", !isKnownType("__proto__") && !isKnownType("hasOwnProperty") && !isKnownType("constructor")],
  ["the long value", Type.long.length === 5_000],
  ["a renamed value keeps its earlier name", Type.fallback === Type.default],
  ["a renamed event keeps its earlier type name", ((event: ClassStringEvent): ClassTextEvent => event)({ type: "string", payload: { string: "x" } }).payload.string === "x"],
  ["the platform's failure codes", sameMembers(Object.values(Error_), ["Default 'invalid' */", "switch\"*/", "class $x ${y}", "delete", "Object", "unknown"])],
];
const failed = behaviour.filter(([, ok]) => !ok);
for (const [name] of failed) console.log(`MISMATCH behaviour: ${name}`);
console.log(`TypeScript hostile behaviour (${platform}): ${behaviour.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) Deno.exit(1);
