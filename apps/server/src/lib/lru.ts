/**
 * A least-recently-used map bounded by a total weight (what each value costs, e.g. its rows or
 * bytes): adding past the budget drops the least recently used entries first. A value heavier than
 * the whole budget is not kept.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private total = 0;

  constructor(
    private readonly budget: number,
    private readonly weigh: (value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    // Map keeps insertion order: moving the entry to the end makes it the most recent.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: K, value: V): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.total -= old.weight;
    }
    const weight = this.weigh(value);
    if (weight > this.budget) return;
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [k, e] of this.entries) {
      if (this.total <= this.budget) break;
      this.entries.delete(k);
      this.total -= e.weight;
    }
  }

  /** The weight held now (never above the budget). */
  get weight(): number {
    return this.total;
  }
}
