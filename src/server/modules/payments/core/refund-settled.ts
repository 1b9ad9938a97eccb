import type { Tx } from "../../../db/client";
import type { RefundView } from "./refund-view";

/** What a refund-settled listener is told: the refund as it now is (processed or failed), and when. */
export interface RefundSettled {
  refund: RefundView;
  /** The settlement time (`settled_at`). */
  now: Date;
}

/**
 * Told, inside the transaction that settles a refund (the refund row's update, its credit note and audit),
 * that the refund became `processed` or `failed` — once per refund, whichever path settled it: the
 * gateway's answer, a webhook, the `refund.check` job or a staff check. A listener writes in `tx`, so what
 * it does commits or rolls back with the refund's settlement; one that throws rolls the settlement back
 * (a webhook is then answered 500 and delivered again). Listeners ignore refunds that are not theirs
 * (e.g. the disputes module acts on refunds keyed `dispute:<id>`).
 */
export type RefundSettledListener = (tx: Tx, settled: RefundSettled) => Promise<void>;

const listeners = new Set<RefundSettledListener>();

/**
 * Registers a listener for settled refunds (decision 0037): modules that depend on payments hear back from
 * its core without the core importing them. Registering the same function again changes nothing. The app
 * registers them once where it wires its modules (`src/server/app.ts`, `createApp`).
 * @returns a function that removes the listener again (for tests).
 */
export function onRefundSettled(listener: RefundSettledListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every registered listener, in registration order, in the settling transaction `tx`. */
export async function announceRefundSettled(tx: Tx, settled: RefundSettled): Promise<void> {
  for (const listener of listeners) await listener(tx, settled);
}
