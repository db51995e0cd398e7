// A Capacitor host written from the migration guide's prose alone (its "Capacitor" section and Step 3, which "applies
// unchanged"), type-checked against the second contract's generated TypeScript and run against a plugin made of the
// generated dispatchers, as a plugin's web implementation would be. `verify OUT_DIR second` copies it beside a copy
// of the generated `TypeScript/` folder and runs it with `deno run --check --sloppy-imports capacitor-host.ts`.
//
// Prints `TypeScript Capacitor host: N passed, N failed`, names each failed check, and exits 1 when one fails.

import {
  ZerohashCryptoWithdrawalsDispatcher,
  type ZerohashEmit,
  ZerohashEnvironment,
  ZerohashFundDispatcher,
  type ZerohashListenerFunction,
  type ZerohashListenerHandle,
  type ZerohashListenerName,
  type ZerohashPlugin,
  ZerohashTheme,
} from "./TypeScript/index.ts";

// ---- The host, as the guide tells it to be written. ----

/** What the host app records: deposits it treats as done or failed, failures counted once, analytics. */
class Ledger {
  done: string[] = [];
  failed: string[] = [];
  pending: string[] = [];
  reasons: string[] = [];
  failures = 0;
  errors: string[] = [];
  analytics: string[] = [];
  loaded = false;
  closed = false;
}

/**
 * "presentFund(options) ... take the JWT, environment and theme"; "Plugin events are global rather than scoped to a
 * session object, so the ones whose payload differs per flow are qualified by flow name."
 */
async function presentFund(plugin: ZerohashPlugin, jwt: string, ledger: Ledger): Promise<ZerohashListenerHandle[]> {
  const handles = [
    // "confirm onCompleted fires with the transaction identifier you previously read off FUND_COMPLETED."
    await plugin.addListener("fundCompleted", (event) => void ledger.done.push(event.transactionId)),
    await plugin.addListener("fundFailed", (event) => {
      ledger.failed.push(event.transactionId);
      ledger.failures += 1;
    }),
    // "onDeposit is not terminal ... Read the outcome off status (or the derived success boolean)"; "A failure on
    // that path is onDeposit with status == FAILED"; "On a name mismatch, accountMatchingReason is the only
    // explanation available anywhere in the stack. Surface it."
    await plugin.addListener("deposit", (event) => {
      if (event.success) {
        ledger.done.push(event.depositId);
      } else if (event.status === "FAILED") {
        ledger.failed.push(event.depositId);
      } else {
        ledger.pending.push(event.depositId);
      }
      if (event.accountMatchingReason !== undefined) ledger.reasons.push(event.accountMatchingReason);
    }),
    await plugin.addListener("loaded", () => void (ledger.loaded = true)),
    await plugin.addListener("close", () => void (ledger.closed = true)),
    // "onEvent is the catch-all ... the original event identifier on event.type."
    await plugin.addListener("event", (event) => void ledger.analytics.push(event.type)),
  ];
  await plugin.presentFund({ jwt, environment: ZerohashEnvironment.sandbox, theme: ZerohashTheme.system });
  return handles;
}

/** "Build against onFailed, and if you handle both, guard against counting one failure twice." */
async function presentCryptoWithdrawals(plugin: ZerohashPlugin, jwt: string, ledger: Ledger): Promise<ZerohashListenerHandle[]> {
  const handles = [
    await plugin.addListener("cryptoWithdrawalsCompleted", (event) => void ledger.done.push(event.transactionId)),
    await plugin.addListener("cryptoWithdrawalsFailed", (event) => {
      ledger.failed.push(event.transactionId);
      ledger.failures += 1;
    }),
    await plugin.addListener("error", (error) => {
      ledger.errors.push(error.kind);
      if (!error.repeats_failure) ledger.failures += 1;
    }),
    await plugin.addListener("close", () => void (ledger.closed = true)),
  ];
  await plugin.presentCryptoWithdrawals({ jwt, environment: ZerohashEnvironment.sandbox, theme: ZerohashTheme.system });
  return handles;
}

// ---- A plugin made of the generated dispatchers: what the native plugin would emit for the page's messages. ----

type Listener = (payload: unknown) => void;

class DispatcherPlugin implements ZerohashPlugin {
  private listeners = new Map<string, Listener[]>();
  private dispatch: ((text: string) => void) | undefined;

  addListener<Name extends ZerohashListenerName>(
    eventName: Name,
    listenerFunc: ZerohashListenerFunction<Name>,
  ): Promise<ZerohashListenerHandle> {
    const list = this.listeners.get(eventName) ?? [];
    const listener = listenerFunc as Listener;
    list.push(listener);
    this.listeners.set(eventName, list);
    return Promise.resolve({
      remove: () => {
        this.listeners.set(eventName, (this.listeners.get(eventName) ?? []).filter((item) => item !== listener));
        return Promise.resolve();
      },
    });
  }

  private emit: ZerohashEmit = (eventName, payload) => {
    for (const listener of this.listeners.get(eventName) ?? []) listener(payload);
  };

  presentFund(): Promise<void> {
    const dispatcher = new ZerohashFundDispatcher(this.emit);
    this.dispatch = (text) => void dispatcher.dispatch(text);
    return Promise.resolve();
  }

  presentCryptoWithdrawals(): Promise<void> {
    const dispatcher = new ZerohashCryptoWithdrawalsDispatcher(this.emit);
    this.dispatch = (text) => void dispatcher.dispatch(text);
    return Promise.resolve();
  }

  cancel(): Promise<void> {
    this.dispatch = undefined;
    this.emit("close", undefined);
    return Promise.resolve();
  }

  isActive(): Promise<{ value: boolean }> {
    return Promise.resolve({ value: this.dispatch !== undefined });
  }

  removeAllListeners(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }

  /** The flow page posts `message`. */
  post(type: string, payload?: Record<string, unknown>): void {
    this.dispatch?.(JSON.stringify(payload === undefined ? { type } : { type, payload }));
  }

  get listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, list) => sum + list.length, 0);
  }
}

// ---- The checks. ----

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

const jwt = "header.payload.signature";

// Fund: an external-source deposit pending, then processed; a manual deposit completes the flow.
{
  const plugin = new DispatcherPlugin();
  const ledger = new Ledger();
  const handles = await presentFund(plugin, jwt, ledger);
  check("presentFund makes the session active", (await plugin.isActive()).value);
  plugin.post("FUND_APP_LOADED");
  plugin.post("FUND_EXTERNAL_DEPOSIT", { depositId: "dep_1", status: "PENDING", accountMatchingReason: "name mismatch" });
  plugin.post("FUND_EXTERNAL_DEPOSIT", { depositId: "dep_1", status: "VERIFYING" });
  plugin.post("FUND_EXTERNAL_DEPOSIT", { depositId: "dep_1", status: "PROCESSED" });
  plugin.post("FUND_COMPLETED", { transactionId: "tx_1", fundId: "fund_1", assetId: "BTC", networkId: "bitcoin" });
  check("onLoaded reaches the host", ledger.loaded);
  check("a deposit is done only when PROCESSED", JSON.stringify(ledger.done) === '["dep_1","tx_1"]', ledger.done);
  check("a pending or account-matching deposit is not done", JSON.stringify(ledger.pending) === '["dep_1","dep_1"]', ledger.pending);
  check("the account-matching reason is surfaced", ledger.reasons.join() === "name mismatch", ledger.reasons);
  check(
    "every message reaches the catch-all with its type",
    ledger.analytics.join() ===
      "FUND_APP_LOADED,FUND_EXTERNAL_DEPOSIT,FUND_EXTERNAL_DEPOSIT,FUND_EXTERNAL_DEPOSIT,FUND_COMPLETED",
    ledger.analytics,
  );
  await plugin.cancel();
  check("cancel() closes the flow", ledger.closed && !(await plugin.isActive()).value);
  for (const handle of handles) await handle.remove();
  check("each handle removes its listener", plugin.listenerCount === 0, plugin.listenerCount);
}

// Fund: a failed external-source deposit is onDeposit with status FAILED, never fundFailed.
{
  const plugin = new DispatcherPlugin();
  const ledger = new Ledger();
  await presentFund(plugin, jwt, ledger);
  plugin.post("FUND_EXTERNAL_DEPOSIT", { depositId: "dep_2", status: "FAILED" });
  check("a failed deposit is read off its status", JSON.stringify(ledger.failed) === '["dep_2"]' && ledger.failures === 0, ledger);
}

// Crypto Withdrawals: a failed withdrawal fires onFailed and onError; the host counts it once.
{
  const plugin = new DispatcherPlugin();
  const ledger = new Ledger();
  await presentCryptoWithdrawals(plugin, jwt, ledger);
  plugin.post("CRYPTO_WITHDRAWALS_FAILED", { transactionId: "tx_2", assetId: "ETH", networkId: "ethereum" });
  check("the failed withdrawal reaches onFailed", JSON.stringify(ledger.failed) === '["tx_2"]', ledger.failed);
  check("and onError, with its compatibility kind", ledger.errors.join() === "flow_failed", ledger.errors);
  check("the host counts the failure once", ledger.failures === 1, ledger.failures);
}

console.log(`TypeScript Capacitor host: ${passed} passed, ${failed} failed`);
if (failed > 0) Deno.exit(1);
