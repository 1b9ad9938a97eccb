import { LRUCache } from "lru-cache";

/**
 * What a process needs to know of its notices to keep answers between them (decision 0039): whether every
 * notice committed from now on is known to reach it, and a number raised whenever some may have been lost
 * (the event hub's `isLive` and `epoch`; read `epoch` after `isLive`, which may raise it).
 */
export interface Liveness {
  isLive(): boolean;
  readonly epoch: number;
}

/** Where a lookup started: pass it to {@link KeptWhileLive.keep}. */
export interface LookupMark {
  changes: number;
  epoch: number;
}

/** Answers a process keeps while its notices arrive (see {@link keptWhileLive}). */
export interface KeptWhileLive<K, V> {
  /** The answer kept under `key`, only while notices arrive; forgets every answer after a gap. */
  get(key: K): V | undefined;
  /** Forgets one answer (found stale by its own test). */
  delete(key: K): void;
  /**
   * A notice came: forgets the answers `which` picks (every answer without it), and no lookup running now
   * is kept. Call it from the notice's listener.
   */
  forget(which?: (value: V) => boolean): void;
  /** The notices ended (the hub closed): forgets all and keeps nothing from now on. */
  close(): void;
  /** Marks the start of a lookup, before its statement runs. */
  mark(): LookupMark;
  /** Keeps what a lookup started at `mark` read, unless a notice or a gap came since. */
  keep(key: K, value: V, mark: LookupMark): void;
}

/**
 * Answers one process keeps between the notices that would make them stale (decisions 0039 and 0035), at
 * most `max` of them (least recently used out): used only while `notices.isLive()`; every answer goes when
 * `notices.epoch` changes (notices may have been lost); an answer read while a notice or a gap came is
 * answered but not kept. The caller subscribes to its
 * notices and calls {@link KeptWhileLive.forget} on each.
 */
export function keptWhileLive<K extends {}, V extends {}>(
  notices: Liveness,
  max: number,
): KeptWhileLive<K, V> {
  const kept = new LRUCache<K, V>({ max });
  // Raised by every notice and gap: a lookup that one overtook is not kept.
  let changes = 0;
  let epoch = notices.epoch;
  let open = true;
  const forget = (which?: (value: V) => boolean) => {
    changes += 1;
    if (!which) return kept.clear();
    const keys: K[] = [];
    for (const [key, value] of kept.entries()) if (which(value)) keys.push(key);
    for (const key of keys) kept.delete(key);
  };
  /** Whether kept answers may be used now; forgets them all when notices may have been lost since. */
  const trusted = () => {
    const live = open && notices.isLive();
    if (notices.epoch !== epoch) {
      epoch = notices.epoch;
      forget();
    }
    return live;
  };
  return {
    get: (key) => (trusted() ? kept.get(key) : undefined),
    delete: (key) => void kept.delete(key),
    forget,
    close() {
      open = false;
      forget();
    },
    mark: () => ({ changes, epoch: notices.epoch }),
    keep(key, value, mark) {
      if (trusted() && changes === mark.changes && notices.epoch === mark.epoch) kept.set(key, value);
    },
  };
}
