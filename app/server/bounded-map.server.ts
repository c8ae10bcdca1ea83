/**
 * A Map bounded in count and, optionally, in age: the shape of the isolate's own caches (a
 * Worker isolate lives for many requests, so a plain Map would grow without end). The least
 * recently used entry goes first when the map is full; an entry older than `maxAgeMs` (counted
 * from when it was set) is never answered. Map keeps insertion order, so "used" means deleted
 * and set again, and the first key is the oldest.
 */
export interface BoundedMapOptions {
  /** The most entries kept. */
  max: number;
  /** How long an entry is answered after it was set; without it, until it is pushed out. */
  maxAgeMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export class BoundedMap<K, V> {
  readonly #entries = new Map<K, { value: V; at: number }>();
  readonly #max: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor({ max, maxAgeMs = Infinity, now = Date.now }: BoundedMapOptions) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`BoundedMap max must be a positive integer: ${max}`);
    this.#max = max;
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
  }

  /** The value under `key` while it is fresh, which makes it the most recently used. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.#now() - entry.at >= this.#maxAgeMs) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` as the most recently used, pushing out the least recently used past `max`. */
  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, at: this.#now() });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#max) break;
      this.#entries.delete(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Entries held, stale ones included until they are asked for or pushed out. */
  get size(): number {
    return this.#entries.size;
  }
}
