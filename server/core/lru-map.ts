/**
 * A map that holds at most `limit` entries: adding one more drops the least recently used. For
 * every cache keyed by what a visitor sends (a path, a slug), so made-up keys cannot grow memory.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new RangeError(`an LruMap holds at least one entry (got ${limit})`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) this.touch(key, value);
    return value;
  }

  /** The value, without counting as a use. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): this {
    this.touch(key, value);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  values(): IterableIterator<V> {
    return this.entries.values();
  }

  /** Every key and value, least recently used first, without counting as a use. */
  items(): IterableIterator<[K, V]> {
    return this.entries.entries();
  }

  private touch(key: K, value: V) {
    this.entries.delete(key);
    this.entries.set(key, value);
  }
}
