// What the hostile suite's harnesses share: reading the vectors, comparing JSON as values, counting checks.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Case = { readonly [key: string]: Json };

export function isRecord(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * JSON values compared as values: key order does not matter, a key holding undefined counts as absent, and a
 * key is a key even when it is `__proto__` or `constructor` (own keys only).
 */
export function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => same(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = (object: { readonly [key: string]: unknown }) =>
      Object.keys(object).filter((key) => Object.getOwnPropertyDescriptor(object, key)?.value !== undefined).sort();
    const aKeys = keys(a);
    const bKeys = keys(b);
    const own = (object: { readonly [key: string]: unknown }, key: string) => Object.getOwnPropertyDescriptor(object, key)?.value;
    return same(aKeys, bKeys) && aKeys.every((key) => same(own(a, key), own(b, key)));
  }
  return a === b;
}

export const show = (value: unknown) => JSON.stringify(value);

/** `problem` when `ok` is false: collects a case's mismatches. */
export function expect(ok: boolean, problem: string): string[] {
  return ok ? [] : [problem];
}

/** Counts checks per group; each group prints `  <group>: N passed, N failed` and names each mismatch. */
export class Tally {
  passed = 0;
  failed = 0;

  constructor(readonly label: string) {}

  run<T>(group: string, items: readonly T[], name: (item: T) => string, check: (item: T) => string[]): void {
    let groupPassed = 0;
    for (const item of items) {
      let problems: string[];
      try {
        problems = check(item);
      } catch (error) {
        problems = [`threw ${error instanceof Error ? error.message : String(error)}`];
      }
      if (problems.length === 0) groupPassed += 1;
      for (const problem of problems) console.log(`MISMATCH ${group}: ${name(item)}: ${problem}`);
    }
    this.passed += groupPassed;
    this.failed += items.length - groupPassed;
    console.log(`  ${group}: ${groupPassed} passed, ${items.length - groupPassed} failed`);
  }

  /** Prints the total line and exits 1 when a check failed. */
  finish(): void {
    console.log(`${this.label}: ${this.passed} passed, ${this.failed} failed`);
    if (this.failed > 0 || this.passed === 0) Deno.exit(1);
  }
}

export function load(folder: string, file: string): { readonly [key: string]: Json } {
  return JSON.parse(Deno.readTextFileSync(`${folder}/${file}.json`));
}

export function casesOf(folder: string, file: string): Case[] {
  const cases = load(folder, file).cases;
  if (!Array.isArray(cases)) throw new Error(`${file}.json has no cases`);
  return cases.filter((item): item is Case => isRecord(item));
}

/**
 * Runs dispatch.json: each case through a new session of its flow, then each sequence's steps through one session
 * of its flow, so what a dispatcher remembers (the flow's end, once-only callbacks) is seen.
 */
export function runDispatchVectors<Session>(
  tally: Tally,
  folder: string,
  session: (flow: string) => Session,
  checkStep: (step: Case, session: Session) => string[],
): void {
  tally.run("dispatch", casesOf(folder, "dispatch"), (vector) => String(vector.name), (vector) => checkStep(vector, session(String(vector.flow))));
  const sequences = load(folder, "dispatch").sequences;
  if (!Array.isArray(sequences) || sequences.length === 0) throw new Error("dispatch.json has no sequences");
  const cases = sequences.filter((item): item is Case => isRecord(item));
  tally.run("dispatch sequences", cases, (sequence) => String(sequence.name), (sequence) => {
    const flow = session(String(sequence.flow));
    const steps = Array.isArray(sequence.steps) ? sequence.steps.filter((item): item is Case => isRecord(item)) : [];
    return [...expect(steps.length > 0, "no steps"), ...steps.flatMap((step) => checkStep(step, flow))];
  });
}
